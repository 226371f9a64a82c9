/* SPDX-License-Identifier: MIT */
/* A picture of the board for terminals (DNB_FORMAT_RENDER):
 *
 *      a   b   c
 *   1  .---.---.
 *      | 1 |
 *   2  .---.   .
 *
 *   player 1: 1  player 2: 0  to move: 1
 */
#include <string.h>

#include "core/board-priv.h"
#include "core/game-priv.h"
#include "text/notation-priv.h"
#include "common/textbuf-priv.h"
#include "text/render-priv.h"



#define RENDER_LINE 256

/* Emit one prepared line without its trailing blanks. */
static void put_line(struct textbuf *t, char *line, size_t n)
{
	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n] = '\0';
	tb_puts(t, line);
	tb_putc(t, '\n');
}

void render_put(struct textbuf *t, const struct dnb_game *g)
{
	char line[RENDER_LINE];
	uint32_t hc = board_hcount(g->w, g->h);
	size_t n;
	int32_t winner, margin;

	/* Column letters above each dot. */
	memset(line, ' ', sizeof(line));
	for (uint32_t c = 0; c <= g->w; c++) {
		char tmp[8];
		struct textbuf tt = tb_init(tmp, sizeof(tmp));
		notation_put_dot(&tt, c, 0);
		tb_finish(&tt, NULL);
		for (size_t i = 0; tmp[i] && tmp[i] != '1'; i++)
			line[5 + 4 * c + i] = tmp[i];
	}
	put_line(t, line, 5 + 4 * (size_t)g->w + 3);

	for (uint32_t r = 0; r <= g->h; r++) {
		/* The row of dots with its horizontal edges. */
		memset(line, ' ', sizeof(line));
		line[1] = (char)(r + 1 >= 10 ? '0' + (r + 1) / 10 : ' ');
		line[2] = (char)('0' + (r + 1) % 10);
		n = 5;
		for (uint32_t c = 0; c <= g->w; c++) {
			line[n++] = '.';
			if (c < g->w) {
				char e = game_edge_drawn(g, r * g->w + c) ? '-' : ' ';
				line[n++] = e;
				line[n++] = e;
				line[n++] = e;
			}
		}
		put_line(t, line, n);
		if (r == g->h)
			break;
		/* The boxes of this row with their vertical edges and owners. */
		memset(line, ' ', sizeof(line));
		n = 5;
		for (uint32_t c = 0; c <= g->w; c++) {
			line[n++] = game_edge_drawn(g, hc + r * (g->w + 1) + c) ? '|' : ' ';
			if (c < g->w) {
				uint8_t o = g->owner[r * g->w + c];
				line[n++] = ' ';
				line[n++] = o ? (char)('0' + o) : ' ';
				line[n++] = ' ';
			}
		}
		put_line(t, line, n);
	}
	tb_puts(t, "\nplayer 1: ");
	tb_puti(t, g->score[0]);
	tb_puts(t, "  player 2: ");
	tb_puti(t, g->score[1]);
	dnb_game_result(g, &winner, &margin);
	if (g->undrawn) {
		tb_puts(t, "  to move: ");
		tb_putu(t, (uint64_t)g->turn + 1);
	} else if (winner) {
		tb_puts(t, "  winner: ");
		tb_puti(t, winner);
	} else {
		tb_puts(t, "  draw");
	}
	tb_putc(t, '\n');
}
