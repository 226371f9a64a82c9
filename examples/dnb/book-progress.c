/* SPDX-License-Identifier: MIT */
/*
 * dnb book build's progress on stderr (book-progress.c): the positions
 * listed, then the positions solved, their rate and the time left, on a
 * terminal or when --progress asks (book-build.h says when).
 */
#include <time.h>

#include "book-build.h"

double build_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A duration in words: "45 s", "12 min 5 s", "3 h 20 min", "4 d 2 h". */
static const char *duration(double s, char *buf, size_t size)
{
	unsigned long long t = s < 0 ? 0 : s > 1e15 ? 1000000000000000ull : (unsigned long long)s;

	if (t < 60)
		snprintf(buf, size, "%llu s", t);
	else if (t < 3600)
		snprintf(buf, size, "%llu min %llu s", t / 60, t % 60);
	else if (t < 86400)
		snprintf(buf, size, "%llu h %llu min", t / 3600, t / 60 % 60);
	else
		snprintf(buf, size, "%llu d %llu h", t / 86400, t / 3600 % 24);
	return buf;
}

/* Whether a line is due now (and the time then): on a terminal every
 * second, asked for elsewhere every ten, the last one always (when
 * asked for, or when a line is out already). */
static int progress_due(struct build_progress *p, int last, double *now)
{
	if (!p || !p->mode)
		return 0;
	*now = build_seconds();
	if (last)
		return p->mode == 2 || p->shown;
	return *now - p->last >= (p->mode == 1 ? 1.0 : 10.0);
}

static void progress_out(struct build_progress *p, const char *line, int last, double now)
{
	if (p->mode == 1)
		fprintf(stderr, "\r%s\033[K%s", line, last ? "\n" : "");
	else
		fprintf(stderr, "%s\n", line);
	fflush(stderr);
	p->shown = !last;
	p->last = now;
}

void build_progress_start(struct build_progress *p)
{
	p->t0 = p->last = build_seconds();
	p->shown = 0;
}

void build_progress_list(struct build_progress *p, uint32_t d, uint32_t depth, size_t n,
			 int last)
{
	char line[200];
	double now;

	if (!progress_due(p, last, &now))
		return;
	snprintf(line, sizeof(line), "dnb: book build: listing the positions: %zu to depth %u of "
		 "%u (about %.3g in all)", n, d, depth, p->estimate);
	progress_out(p, line, last, now);
}

void build_progress_solve(struct build_progress *p, size_t done, size_t n, int last)
{
	char line[200], t[40];
	double now, rate;

	if (!progress_due(p, last, &now))
		return;
	rate = now > p->t0 ? (double)done / (now - p->t0) : 0;
	if (last)
		snprintf(line, sizeof(line), "dnb: book build: %zu of %zu positions solved, %.1f a "
			 "second, in %s", done, n, rate, duration(now - p->t0, t, sizeof(t)));
	else if (done == 0 || rate <= 0)
		snprintf(line, sizeof(line), "dnb: book build: 0 of %zu positions solved, %s so "
			 "far", n, duration(now - p->t0, t, sizeof(t)));
	else
		snprintf(line, sizeof(line), "dnb: book build: %zu of %zu positions solved, %.1f a "
			 "second, about %s left", done, n, rate,
			 duration((double)(n - done) / rate, t, sizeof(t)));
	progress_out(p, line, last, now);
}

double build_positions_estimate(const struct build_spec *s, uint32_t depth)
{
	uint32_t n = 0, a, c, k = 0;
	double sum = 0, term = 1;

	dnb_board_edge_count(s->w, s->h, &n);
	for (uint32_t e = 0; e < n; e++) {
		dnb_board_edge_boxes(s->w, s->h, e, &a, &c);
		k += !((s->rules & DNB_RULE_BORDER) && (a == DNB_NO_BOX || c == DNB_NO_BOX));
	}
	for (uint32_t d = 0; d <= depth && d <= k; d++) {
		sum += term;
		term = term * (double)(k - d) / (double)(d + 1);
	}
	return sum / (s->w == s->h ? 8 : 4) + 1;
}
