/* SPDX-License-Identifier: MIT */
/* Positions that must have the same value (symmetry.c): canonical keys,
 * equivalent edges, row keys and their identical pairs. */
#ifndef DNB_SOLVER_SYMMETRY_PRIV_H
#define DNB_SOLVER_SYMMETRY_PRIV_H

#include <stdint.h>

#include "solver/state-priv.h"

void sv_sym_build(struct sv_ctx *c);
/* The board edge that edge e of a w x h board becomes under symmetry s of
 * the rectangle: bit 0 flips the columns, bit 1 the rows, bit 2 (squares
 * only) transposes first.  Also the opening book's symmetries. */
uint32_t sv_sym_map_edge(uint32_t w, uint32_t h, uint32_t s, uint32_t e);
/* The canonical key of a drawn mask: the least image under the symmetries
 * after equivalent edges are normalised. */
uint64_t sv_canonical(const struct sv_ctx *c, uint64_t drawn);
/* The same for a position (row boards need the box sides). */
uint64_t sv_pos_key(const struct sv_ctx *c, const struct sv_pos *p);
/* Rows: the row word of a drawn mask (see struct sv_ctx), and the key of
 * the position a row word stands for.  The key after a quiet move e is
 * sv_row_key(c, word + c->row_delta[e]). */
uint64_t sv_row_word(const struct sv_ctx *c, uint64_t drawn);
uint64_t sv_row_key(const struct sv_ctx *c, uint64_t word);
/*
 * Rows: whether the position a key stands for is a sum of identical pairs
 * of independent segments, H + H.  With no box to take, the player to move
 * in H + H cannot come out ahead (value <= 0): the second player copies
 * each move in the other half.  Under Nimstring that is nim theory (equal
 * values cancel); under standard scoring the copying breaks down when the
 * copied move is a sacrifice, so the rule is used only on positions of at
 * most ROW_PAIRS_MAX boxes, every one of which was checked exhaustively
 * (tests/solver/test-row-pairs.c).  Misere has counterexamples and
 * compulsory capture can forbid the copy: neither uses it.
 */
int sv_row_paired(const struct sv_ctx *c, uint64_t key);
/* 1 if edge e may be skipped as a move because an equivalent lower edge of
 * its group is undrawn too. */
int sv_equiv_skip(const struct sv_ctx *c, uint64_t drawn, uint32_t e);

#endif
