/* SPDX-License-Identifier: MIT */
/* Dot and move notation, and rule names, shared by the text formats. */
#ifndef DNB_NOTATION_H
#define DNB_NOTATION_H

#include <stddef.h>
#include <stdint.h>
#include "dnb.h"
#include "common/textbuf-priv.h"

/* Write a dot as column letters and 1-based row: (col 0, row 0) is "a1". */
void notation_put_dot(struct textbuf *t, uint32_t col, uint32_t row);

/* Read a dot at s[*pos..len); on success advance *pos and return 1.  The
 * numbers are not range-checked beyond fitting in 16 bits. */
int notation_read_dot(const char *s, size_t len, size_t *pos, uint32_t *col, uint32_t *row);

/* Write edge e of a w x h board as "a1-b1". */
void notation_put_move(struct textbuf *t, uint32_t w, uint32_t h, uint32_t e);

/* Parse a whole move token; returns DNB_OK, DNB_E_PARSE or DNB_E_RANGE. */
dnb_status notation_parse_move(uint32_t w, uint32_t h, const char *s, size_t len, uint32_t *e);

/* Rule names: "standard", "compulsory", "nimstring", "misere", "border". */
void notation_put_rules(struct textbuf *t, uint32_t rules);
/* The flag for one rule word (DNB_RULES_STANDARD for "standard"); -1 if unknown. */
int64_t notation_rule_word(const char *s, size_t len);

#endif
