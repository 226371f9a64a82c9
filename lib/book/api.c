/* SPDX-License-Identifier: MIT */
/*
 * The public book object: reading a book whole (every record checked, the
 * entries sorted), looking positions up under the symmetries, the values
 * of moves from the entries after them, adding entries and writing the
 * canonical file.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "book/store-priv.h"
#include "common/bits-priv.h"
#include "common/export-priv.h"
#include "core/game-priv.h"

static int nimstring(const struct dnb_book *b)
{
	return (b->rules & DNB_RULE_NIMSTRING) != 0;
}

/* The undrawn edges that complete a box with `drawn` drawn. */
static uint64_t captures(const struct bk_board *bd, uint64_t drawn)
{
	uint64_t out = 0;

	for (uint64_t m = bd->all & ~drawn; m; m &= m - 1)
		if (bk_completes(bd, drawn, bits_lowest(m)))
			out |= m & -m;
	return out;
}

/* Whether an entry can be right for the book's board and rules: a
 * canonical key of drawn edges on the board (the outer ones among them
 * under the border rule), optimal moves among its legal moves (some,
 * unless no edge is left; under the compulsory rule only captures when a
 * box can be taken), and a value that the boxes left allow. */
static int entry_ok(const struct dnb_book *b, const struct bk_entry *e)
{
	const struct bk_board *bd = &b->board;
	uint64_t undrawn = bd->all & ~e->key, legal = undrawn, cap;
	int32_t left;

	if ((e->key & ~bd->all) || bk_canonical(bd, e->key, NULL) != e->key)
		return 0;
	if ((b->rules & DNB_RULE_BORDER) && (e->key & bd->border) != bd->border)
		return 0;
	if ((b->rules & DNB_RULE_COMPULSORY) && (cap = captures(bd, e->key)) != 0)
		legal = cap;
	if ((e->best & ~legal) || (e->best == 0) != (undrawn == 0))
		return 0;
	if (nimstring(b))
		return e->value == 1 || e->value == -1;
	left = (int32_t)(bd->n_boxes - bk_boxes_done(bd, e->key));
	return e->value >= -left && e->value <= left && ((e->value + left) & 1) == 0;
}

static int same_entry(const struct bk_entry *a, const struct bk_entry *b)
{
	return a->key == b->key && a->best == b->best && a->value == b->value;
}

static int cmp_entry(const void *pa, const void *pb)
{
	const struct bk_entry *a = pa, *b = pb;

	return a->key < b->key ? -1 : a->key > b->key;
}

static const struct bk_entry *find(const struct dnb_book *b, uint64_t key)
{
	size_t lo = 0, hi = b->count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (b->entry[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < b->count && b->entry[lo].key == key ? &b->entry[lo] : NULL;
}

static dnb_status book_make(uint32_t w, uint32_t h, uint32_t rules, size_t cap,
			    struct dnb_book **out)
{
	struct dnb_book *b;
	uint8_t hdr[BK_HEADER_SIZE];
	dnb_status st;

	b = calloc(1, sizeof(*b));
	if (!b)
		return DNB_E_NOMEM;
	if ((st = bk_board_init(&b->board, w, h)) != DNB_OK) {
		free(b);
		return st;
	}
	b->rules = rules;
	bk_header_write(hdr, w, h, rules, &b->crc_state);
	if (cap > SIZE_MAX / sizeof(*b->entry) ||
	    (cap && !(b->entry = malloc(cap * sizeof(*b->entry))))) {
		free(b);
		return DNB_E_NOMEM;
	}
	b->cap = cap;
	*out = b;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_book_new(uint32_t width, uint32_t height, uint32_t rules,
				   dnb_book **out)
{
	dnb_status st;

	if (!out)
		return DNB_E_INVALID;
	if ((st = game_check_rules(rules)) != DNB_OK)
		return st;
	return book_make(width, height, rules, 0, out);
}

DNB_EXPORT void dnb_book_free(dnb_book *book)
{
	if (!book)
		return;
	free(book->entry);
	free(book);
}

/* The most records a book of this board and rules can hold: the seal and
 * one for each position, of which there are at most 2^k for the k edges
 * not drawn at the start (SIZE_MAX when that is past counting). */
static size_t max_records(const struct bk_board *bd, uint32_t rules)
{
	uint64_t open = bd->all & ~((rules & DNB_RULE_BORDER) ? bd->border : 0);
	int k = bits_count(open);

	if (k >= 58 || (UINT64_C(1) << k) + 1 > SIZE_MAX / BK_RECORD_SIZE)
		return SIZE_MAX;
	return (size_t)(UINT64_C(1) << k) + 1;
}

DNB_EXPORT dnb_status dnb_book_open_memory(const void *data, size_t size, dnb_book **out)
{
	const uint8_t *p = data;
	uint32_t w, h, rules, state;
	struct dnb_book *b;
	size_t n, kept = 0;
	dnb_status st;

	if (!out || (!data && size))
		return DNB_E_INVALID;
	if (size < BK_HEADER_SIZE || (size - BK_HEADER_SIZE) % BK_RECORD_SIZE)
		return DNB_E_CORRUPT;
	if (bk_header_read(p, &w, &h, &rules, &state) != DNB_OK ||
	    game_check_rules(rules) != DNB_OK)
		return DNB_E_CORRUPT;
	n = (size - BK_HEADER_SIZE) / BK_RECORD_SIZE;
	{
		struct bk_board bd;
		if (bk_board_init(&bd, w, h) != DNB_OK || n > max_records(&bd, rules))
			return DNB_E_CORRUPT;
	}
	st = book_make(w, h, rules, n, &b);
	if (st != DNB_OK)
		return st == DNB_E_RANGE ? DNB_E_CORRUPT : st;
	/* A saved book starts with its seal, which counts the records after
	 * it: a saved book cut short fails here.  A book being built has none. */
	for (size_t i = 0; i < n; i++) {
		struct bk_entry *e = &b->entry[kept];
		uint32_t kind;
		if (bk_record_read(p + BK_HEADER_SIZE + i * BK_RECORD_SIZE, e, &kind, state) != DNB_OK ||
		    (kind == BK_SEAL && (i != 0 || e->key != n - 1 || e->best || e->value)) ||
		    (kind == BK_POSITION && !entry_ok(b, e))) {
			dnb_book_free(b);
			return DNB_E_CORRUPT;
		}
		kept += kind == BK_POSITION;
	}
	n = kept;
	kept = 0;
	/* A file written as results came (a build under way) is in any order:
	 * sort it; an entry twice must say the same both times. */
	if (n > 1) /* with none, entry may be NULL, which qsort must not get */
		qsort(b->entry, n, sizeof(*b->entry), cmp_entry);
	for (size_t i = 0; i < n; i++) {
		if (kept && b->entry[kept - 1].key == b->entry[i].key) {
			if (!same_entry(&b->entry[kept - 1], &b->entry[i])) {
				dnb_book_free(b);
				return DNB_E_CORRUPT;
			}
			continue;
		}
		b->entry[kept++] = b->entry[i];
	}
	b->count = kept;
	*out = b;
	return DNB_OK;
}

/* Read up to n bytes of fd into buf: the count read (short at the end of
 * the file), or -1 on an error. */
static ssize_t read_full(int fd, uint8_t *buf, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = read(fd, buf + got, n - got);
		if (r == 0)
			break;
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		got += (size_t)r;
	}
	return (ssize_t)got;
}

/* A regular file only (a FIFO is opened without blocking, then refused),
 * and never more bytes than the file had when opened nor than the largest
 * book of the board its header names. */
DNB_EXPORT dnb_status dnb_book_open_file(const char *path, dnb_book **out)
{
	uint8_t head[BK_HEADER_SIZE], *buf = NULL;
	uint32_t w, h, rules, state;
	struct bk_board bd;
	struct stat sb;
	dnb_status st;
	ssize_t got;
	size_t size;
	int fd;

	if (!path || !out)
		return DNB_E_INVALID;
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return DNB_E_IO;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode) || sb.st_size < 0) {
		close(fd);
		return DNB_E_IO;
	}
	/* the header first: it names the board, which bounds the rest */
	if ((got = read_full(fd, head, sizeof(head))) < 0) {
		close(fd);
		return DNB_E_IO;
	}
	if ((size_t)got < sizeof(head) || (uintmax_t)sb.st_size < sizeof(head) ||
	    bk_header_read(head, &w, &h, &rules, &state) != DNB_OK ||
	    bk_board_init(&bd, w, h) != DNB_OK) {
		close(fd);
		return DNB_E_CORRUPT;
	}
	size = max_records(&bd, rules);
	if ((uintmax_t)sb.st_size > SIZE_MAX ||
	    (size != SIZE_MAX && (uintmax_t)sb.st_size > BK_HEADER_SIZE + size * BK_RECORD_SIZE)) {
		close(fd);
		return (uintmax_t)sb.st_size > SIZE_MAX ? DNB_E_NOMEM : DNB_E_CORRUPT;
	}
	size = (size_t)sb.st_size;
	if (!(buf = malloc(size))) {
		close(fd);
		return DNB_E_NOMEM;
	}
	memcpy(buf, head, sizeof(head));
	got = read_full(fd, buf + sizeof(head), size - sizeof(head));
	close(fd);
	if (got < 0)
		st = DNB_E_IO;
	else
		st = dnb_book_open_memory(buf, sizeof(head) + (size_t)got, out);
	free(buf);
	return st;
}

DNB_EXPORT dnb_status dnb_book_info(const dnb_book *book, uint32_t *width, uint32_t *height,
				    uint32_t *rules, uint64_t *entries)
{
	if (!book)
		return DNB_E_INVALID;
	if (width)
		*width = book->board.w;
	if (height)
		*height = book->board.h;
	if (rules)
		*rules = book->rules;
	if (entries)
		*entries = book->count;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_book_key(const dnb_game *game, uint64_t *key)
{
	struct bk_board b;
	dnb_status st;

	if (!game || !key)
		return DNB_E_INVALID;
	if ((st = bk_board_init(&b, game->w, game->h)) != DNB_OK)
		return st;
	*key = bk_canonical(&b, game->drawn[0] & b.all, NULL);
	return DNB_OK;
}

/* The game's drawn edges in the book's numbering, if it is a game of the
 * book's board (or of the board turned: 5x3 in a 3x5 book) and rules: 1,
 * or 2 when turned; 0 if not. */
static int game_mask(const struct dnb_book *b, const struct dnb_game *g, uint64_t *mask)
{
	if (g->rules != b->rules)
		return 0;
	*mask = g->drawn[0] & b->board.all;
	if (g->w == b->board.w && g->h == b->board.h)
		return 1;
	if (g->w != b->board.h || g->h != b->board.w)
		return 0;
	*mask = bk_permute(b->board.turn, *mask);
	return 2;
}

/* A mask of the book's edges in the game's numbering. */
static uint64_t to_game(const struct dnb_book *b, int how, uint64_t mask)
{
	return how == 2 ? bk_permute(b->board.unturn, mask) : mask;
}

/* The entry of a position and the symmetry from it to its key. */
static const struct bk_entry *find_mask(const struct dnb_book *b, uint64_t mask, uint32_t *sym)
{
	return find(b, bk_canonical(&b->board, mask, sym));
}

/* Write the edges of a mask in edge order (list-out convention). */
static dnb_status list_mask(uint64_t mask, uint32_t *buf, size_t cap, size_t *count)
{
	size_t n = 0;

	for (uint64_t m = mask; m; m &= m - 1, n++)
		if (n < cap)
			buf[n] = bits_lowest(m);
	*count = n;
	return n > cap ? DNB_E_BUFSIZE : DNB_OK;
}

DNB_EXPORT dnb_status dnb_book_lookup(const dnb_book *book, const dnb_game *game,
				      int32_t *value, uint32_t *best, size_t cap, size_t *count)
{
	const struct bk_entry *e;
	uint64_t mask;
	uint32_t s;
	int how;

	if (!book || !game || !value || !count || (!best && cap))
		return DNB_E_INVALID;
	if (!(how = game_mask(book, game, &mask)) || !(e = find_mask(book, mask, &s)))
		return DNB_E_NOT_APPLICABLE;
	*value = e->value;
	return list_mask(to_game(book, how, bk_preimage(&book->board, s, e->best)), best, cap,
			 count);
}

/* The value for the player to move after drawing e (which completes
 * `done` boxes) from what the book knows of the position after it;
 * DNB_SOLVER_NO_VALUE if nothing. */
static int32_t child_value(const struct dnb_book *b, uint64_t child, uint32_t done)
{
	const struct bk_entry *e;
	int32_t v, gain;

	if (child == b->board.all)
		v = nimstring(b) ? -1 : 0;
	else if ((e = find_mask(b, child, NULL)) != NULL)
		v = e->value;
	else
		return DNB_SOLVER_NO_VALUE;
	if (done == 0)
		return -v;
	/* the same player moves again */
	gain = nimstring(b) ? 0 : (b->rules & DNB_RULE_MISERE) ? -(int32_t)done : (int32_t)done;
	return gain + v;
}

DNB_EXPORT dnb_status dnb_book_move_values(const dnb_book *book, const dnb_game *game,
					   int32_t *values, size_t cap, size_t *count)
{
	const struct bk_entry *self;
	int32_t out[BK_MAX_EDGES];
	uint64_t mask, best = 0;
	uint32_t s, n, known = 0;
	int how;

	if (!book || !game || !count || (!values && cap))
		return DNB_E_INVALID;
	if (!(how = game_mask(book, game, &mask)))
		return DNB_E_NOT_APPLICABLE;
	n = book->board.n_edges;
	self = find_mask(book, mask, &s);
	if (self) {
		best = bk_preimage(&book->board, s, self->best);
		known = 1;
	}
	/* e in the book's numbering, g the same edge in the game's */
	for (uint32_t e = 0; e < n; e++) {
		uint32_t g = how == 2 ? book->board.unturn[e] : e;
		out[g] = DNB_SOLVER_NO_VALUE;
		if (game->undrawn == 0 || !game_edge_legal(game, g))
			continue;
		out[g] = child_value(book, mask | UINT64_C(1) << e, bk_completes(&book->board, mask, e));
		if (out[g] == DNB_SOLVER_NO_VALUE && (best >> e & 1u))
			out[g] = self->value;
		known |= out[g] != DNB_SOLVER_NO_VALUE;
	}
	if (!known)
		return DNB_E_NOT_APPLICABLE;
	*count = n;
	if (cap < n)
		return DNB_E_BUFSIZE;
	memcpy(values, out, n * sizeof(*out));
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_book_add(dnb_book *book, const dnb_game *game, int32_t value,
				   const uint32_t *best, size_t nbest)
{
	struct bk_entry e;
	uint64_t mask, moves = 0;
	uint32_t s;
	size_t at;
	int how;

	if (!book || !game || (!best && nbest))
		return DNB_E_INVALID;
	if (!(how = game_mask(book, game, &mask)))
		return DNB_E_INVALID;
	for (size_t i = 0; i < nbest; i++) {
		if (best[i] >= book->board.n_edges || !game_edge_legal(game, best[i]))
			return DNB_E_INVALID;
		moves |= UINT64_C(1) << best[i];
	}
	moves = how == 2 ? bk_permute(book->board.turn, moves) : moves;
	e.key = bk_canonical(&book->board, mask, &s);
	e.best = bk_image(&book->board, s, moves);
	e.value = value;
	if (value < INT16_MIN || value > INT16_MAX || !entry_ok(book, &e))
		return DNB_E_INVALID;
	for (at = 0; at < book->count && book->entry[at].key < e.key; at++)
		;
	if (at < book->count && book->entry[at].key == e.key)
		return same_entry(&book->entry[at], &e) ? DNB_OK : DNB_E_INVALID;
	if (book->count == book->cap) {
		size_t ncap = book->cap ? 2 * book->cap : 64;
		struct bk_entry *ne = realloc(book->entry, ncap * sizeof(*ne));
		if (!ne)
			return DNB_E_NOMEM;
		book->entry = ne;
		book->cap = ncap;
	}
	memmove(&book->entry[at + 1], &book->entry[at], (book->count - at) * sizeof(e));
	book->entry[at] = e;
	book->count++;
	return DNB_OK;
}

DNB_EXPORT dnb_status dnb_book_save(const dnb_book *book, uint8_t *buf, size_t size,
				    size_t *len)
{
	struct bk_entry seal = { 0, 0, 0 };
	uint32_t state;
	size_t need;

	if (!book || !len || (!buf && size))
		return DNB_E_INVALID;
	need = BK_HEADER_SIZE + (book->count + 1) * BK_RECORD_SIZE;
	*len = need;
	if (size < need)
		return DNB_E_BUFSIZE;
	bk_header_write(buf, book->board.w, book->board.h, book->rules, &state);
	seal.key = book->count;
	bk_record_write(buf + BK_HEADER_SIZE, &seal, BK_SEAL, state);
	for (size_t i = 0; i < book->count; i++)
		bk_record_write(buf + BK_HEADER_SIZE + (i + 1) * BK_RECORD_SIZE, &book->entry[i],
				BK_POSITION, state);
	return DNB_OK;
}
