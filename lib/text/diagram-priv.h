/* SPDX-License-Identifier: MIT */
/* The rule sheets' ASCII diagrams: '.' a dot, '_' a drawn horizontal edge to
 * the right of a dot, '!' a dot that a drawn vertical edge comes down to. */
#ifndef DNB_DIAGRAM_H
#define DNB_DIAGRAM_H

#include "core/game-priv.h"
#include "common/lines-priv.h"
#include "common/textbuf-priv.h"

/* Write the edges of g as height + 1 lines, each ending in '\n'. */
void diagram_put(struct textbuf *t, const struct dnb_game *g);

/*
 * Read a diagram from the next lines of l.  With *w and *h non-zero, exactly
 * *h + 1 lines of *w + 1 dots are read; with both zero, the size is taken
 * from the first non-blank line and the run of non-blank lines after it.
 * drawn[] (DNB_MAX_EDGES bytes) gets 1 for each drawn edge.  On error sets
 * *err_line and *err_col and returns DNB_E_PARSE or DNB_E_RANGE.
 */
dnb_status diagram_read(struct lines *l, uint32_t *w, uint32_t *h, uint8_t *drawn,
			uint32_t *err_line, uint32_t *err_col);

#endif
