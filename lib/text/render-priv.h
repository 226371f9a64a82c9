/* SPDX-License-Identifier: MIT */
#ifndef DNB_RENDER_H
#define DNB_RENDER_H

#include "core/game-priv.h"
#include "common/textbuf-priv.h"

/* The terminal picture of DNB_FORMAT_RENDER. */
void render_put(struct textbuf *t, const struct dnb_game *g);

#endif
