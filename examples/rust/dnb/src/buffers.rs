// SPDX-License-Identifier: MIT
//! The C caller-buffer conventions of dnb.h turned into owned values.

use std::os::raw::c_char;

use crate::error::{check, Error, Result};
use crate::ffi;

/// Text out: `call(buf, size, len)` is asked for the length, then fills a
/// buffer of that size.
pub(crate) fn text_out<F>(call: F) -> Result<String>
where
    F: Fn(*mut c_char, usize, *mut usize) -> i32,
{
    let mut need = 0usize;
    let status = call(std::ptr::null_mut(), 0, &mut need);
    if status != ffi::DNB_E_BUFSIZE {
        check(status)?;
    }
    loop {
        let mut buf = vec![0u8; need + 1];
        let status = call(buf.as_mut_ptr() as *mut c_char, buf.len(), &mut need);
        if status == ffi::DNB_E_BUFSIZE {
            continue; // grew in between: try again with the new length
        }
        check(status)?;
        buf.truncate(need);
        return String::from_utf8(buf).map_err(|_| Error::from_status(ffi::DNB_E_INVALID));
    }
}

/// List out: `call(buf, cap, count)`; `hint` is a capacity usually enough.
/// For any element type (u32 moves, u8 flags).
pub(crate) fn list_out<T, F>(hint: usize, call: F) -> Result<Vec<T>>
where
    T: Copy + Default,
    F: Fn(*mut T, usize, *mut usize) -> i32,
{
    let mut cap = hint;
    loop {
        let mut buf = vec![T::default(); cap];
        let mut count = 0usize;
        let status = call(buf.as_mut_ptr(), cap, &mut count);
        if status == ffi::DNB_E_BUFSIZE {
            cap = count;
            continue;
        }
        check(status)?;
        buf.truncate(count);
        return Ok(buf);
    }
}
