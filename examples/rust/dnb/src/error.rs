// SPDX-License-Identifier: MIT
//! The error type: a libdnb status code, with the place in the text for
//! errors of the parsers.

use std::ffi::CStr;
use std::fmt;

use crate::ffi;

/// A failed libdnb call.  [`Error::status`] is the C status code (compare
/// with the constants of [`crate::status`]); [`Error::message`] is the
/// library's own text for it (`dnb_strerror`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error {
    status: i32,
    position: Option<(u32, u32)>,
}

/// `std::result::Result` with [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

impl Error {
    /// An error for a negative status code.
    pub fn from_status(status: i32) -> Error {
        Error { status, position: None }
    }

    pub(crate) fn at(status: i32, line: u32, col: u32) -> Error {
        Error { status, position: Some((line, col)) }
    }

    /// The status code, e.g. [`crate::status::ILLEGAL`].
    pub fn status(&self) -> i32 {
        self.status
    }

    /// For errors from [`crate::Game::parse`] and friends: the 1-based line
    /// and column where reading stopped.
    pub fn position(&self) -> Option<(u32, u32)> {
        self.position
    }

    /// The library's message, e.g. "illegal move".
    pub fn message(&self) -> &'static str {
        strerror(self.status)
    }
}

/// `dnb_strerror`: the library's message for a status code.
pub fn strerror(status: i32) -> &'static str {
    // SAFETY: dnb_strerror never returns NULL and its strings are static,
    // NUL-terminated ASCII.
    unsafe { CStr::from_ptr(ffi::dnb_strerror(status)) }.to_str().unwrap_or("?")
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (libdnb status {})", self.message(), self.status)?;
        if let Some((line, col)) = self.position {
            write!(f, " at line {}, column {}", line, col)?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// `Ok(value)` for a status or value >= 0, the error otherwise.
pub(crate) fn check(status: i32) -> Result<u32> {
    if status < 0 {
        Err(Error::from_status(status))
    } else {
        Ok(status as u32)
    }
}
