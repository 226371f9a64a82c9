/* SPDX-License-Identifier: MIT */
/* Helpers of the Nimstring tests: graphs from text, values, boards. */
#ifndef DNB_TEST_NS_UTIL_H
#define DNB_TEST_NS_UTIL_H

#include <stdint.h>

#include "dnb.h"

/* A graph parsed from text (the test fails on an error). */
dnb_nimstring_graph *ns_graph(const char *text);
/* A w x w grid of coins, its border strings to the ground: the graph of a
 * w x w Nimstring game with nothing drawn. */
dnb_nimstring_graph *ns_grid(uint32_t w);
/* The value of a graph by a fresh evaluator. */
uint32_t ns_value(const dnb_nimstring_graph *g);
/* The value of a graph given as text. */
uint32_t ns_text_value(const char *text);
/* A Nimstring game with these edges drawn (drawn[e] != 0), boxes with four
 * sides unowned, player 1 to move. */
dnb_game *ns_board(uint32_t w, uint32_t h, const uint8_t *drawn);
/* 1 if the player to move wins the Nimstring game, by the solver. */
int ns_solver_wins(const dnb_game *g);

#endif
