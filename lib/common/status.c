/* SPDX-License-Identifier: MIT */
/* Version queries and status messages. */
#include "dnb.h"
#include "common/export-priv.h"

DNB_EXPORT uint32_t dnb_version(void)
{
	return DNB_VERSION_NUMBER;
}

#define STR2(x) #x
#define STR(x) STR2(x)

DNB_EXPORT const char *dnb_version_string(void)
{
	return STR(DNB_VERSION_MAJOR) "." STR(DNB_VERSION_MINOR) "." STR(DNB_VERSION_PATCH);
}

DNB_EXPORT const char *dnb_strerror(dnb_status status)
{
	switch (status) {
	case DNB_OK: return "success";
	case DNB_E_INVALID: return "invalid argument";
	case DNB_E_RANGE: return "value out of range";
	case DNB_E_ILLEGAL: return "illegal move";
	case DNB_E_MUST_CAPTURE: return "a box must be captured";
	case DNB_E_OVER: return "the game is over";
	case DNB_E_NO_HISTORY: return "no move to undo";
	case DNB_E_PARSE: return "malformed text";
	case DNB_E_POSITION: return "inconsistent position";
	case DNB_E_BUFSIZE: return "buffer too small";
	case DNB_E_NOMEM: return "out of memory";
	case DNB_E_LIMIT: return "limit reached";
	case DNB_E_CANCELLED: return "cancelled";
	case DNB_E_NOT_APPLICABLE: return "not applicable to this position";
	case DNB_E_BUSY: return "the object is busy: a call from its own callback";
	case DNB_E_CORRUPT: return "damaged data: bad checksum, truncated or inconsistent";
	case DNB_E_IO: return "input/output error";
	default: return "unknown status";
	}
}
