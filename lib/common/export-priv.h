/* SPDX-License-Identifier: MIT */
#ifndef DNB_EXPORT_H
#define DNB_EXPORT_H

/* Marks a definition as part of the public ABI.  Everything else is hidden
 * by -fvisibility=hidden; the linker version script decides the node. */
#define DNB_EXPORT __attribute__((visibility("default")))

#endif
