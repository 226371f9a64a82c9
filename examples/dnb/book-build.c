/* SPDX-License-Identifier: MIT */
/*
 * dnb book build: every symmetry-distinct position up to a depth (moves
 * from the empty board of the rules) is a job, solved on its own by the
 * library's solver.  Each result is appended to the output as soon as it
 * is proven, as a record of the book format (dnb_book(5): a header, then
 * records in any order), so a build that is stopped resumes where it was:
 * the records already there are read (a torn last record cut off) and
 * their positions skipped.  An output that is not a book of the board is
 * refused before a byte of it is written (book-output.c).  At
 * the end every position above the last depth is checked against the
 * positions after its moves (its value the best of their values, its
 * optimal moves those that give it), and the file is written again sorted:
 * the same book gives the same bytes, however its jobs were run.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef DNB_TOOL_THREADS
#include <pthread.h>
#endif

#include "book-build.h"

dnb_game *build_game(const struct build_spec *s, uint64_t key)
{
	uint8_t drawn[64] = { 0 };
	uint32_t n;
	dnb_game *g;

	if (dnb_board_edge_count(s->w, s->h, &n) != DNB_OK || n > 64)
		return NULL;
	for (uint32_t e = 0; e < n; e++)
		drawn[e] = (uint8_t)(key >> e & 1u);
	if (dnb_game_new_setup(s->w, s->h, s->rules, drawn, NULL, DNB_PLAYER_1, &g) != DNB_OK)
		return NULL;
	return g;
}

void build_solve(dnb_solver *solver, const struct build_spec *s, uint64_t key,
		 struct build_result *r)
{
	dnb_solver_result res = DNB_SOLVER_RESULT_INIT;
	dnb_game *g = build_game(s, key);

	memset(r, 0, sizeof(*r));
	r->key = key;
	if (!g) {
		r->status = DNB_E_NOMEM;
		return;
	}
	r->status = dnb_solver_solve(solver, g, &res);
	if (r->status == DNB_OK) {
		r->value = res.value;
		for (uint32_t i = 0; i < res.best_count; i++)
			r->best |= UINT64_C(1) << res.best_moves[i];
	}
	dnb_game_free(g);
}

int build_more(const struct build *b)
{
	return b->next < b->n_jobs && (b->max_jobs == 0 || b->next < b->max_jobs);
}

int build_append(struct build *b, const struct build_result *r)
{
	uint8_t buf[80];
	uint32_t best[64];
	size_t n = 0, len;
	dnb_game *g;
	dnb_status st;

	if (r->status != DNB_OK) {
		fprintf(stderr, "dnb: book build: a position failed to solve: %s\n",
			dnb_strerror(r->status));
		return 1;
	}
	if (!(g = build_game(&b->spec, r->key)))
		return 1;
	for (uint64_t m = r->best; m; m &= m - 1)
		best[n++] = (uint32_t)__builtin_ctzll(m);
	/* the record, through a book of one entry (its bytes after the header) */
	st = dnb_book_add(b->one, g, r->value, best, n);
	if (st == DNB_OK)
		st = dnb_book_save(b->one, buf, sizeof(buf), &len);
	/* (header, seal, then the record) */
	dnb_game_free(g);
	if (st != DNB_OK || len != 80) {
		fprintf(stderr, "dnb: book build: a result the book refuses: %s\n",
			dnb_strerror(st));
		return 1;
	}
	/* (the next result starts from an empty scratch book) */
	dnb_book_free(b->one);
	b->one = NULL;
	if (dnb_book_new(b->spec.w, b->spec.h, b->spec.rules, &b->one) != DNB_OK ||
	    fwrite(buf + 56, 1, 24, b->out) != 24 || fflush(b->out) != 0) {
		fprintf(stderr, "dnb: book build: cannot write '%s': %s\n", b->path,
			strerror(errno));
		return 1;
	}
	b->done++;
	build_progress_solve(&b->progress, b->done, b->n_jobs, 0);
	return 0;
}

/* ---- the output: resume, check, normalise ---- */

/* Write a book to the output as a build under way has it (header and
 * records, no seal), through a temporary file renamed over it (a stop
 * meanwhile leaves the output as it was), and leave it open for
 * appending.  0, or 1 after a message. */
static int write_journal(struct build *b, const dnb_book *book)
{
	uint8_t *buf;
	size_t len;
	char tmp[4200];
	FILE *f;
	int ok;

	dnb_book_save(book, NULL, 0, &len);
	if (!(buf = malloc(len)) || dnb_book_save(book, buf, len, &len) != DNB_OK) {
		free(buf);
		fprintf(stderr, "dnb: book build: out of memory\n");
		return 1;
	}
	snprintf(tmp, sizeof(tmp), "%s.tmp", b->path);
	f = fopen(tmp, "wb");
	ok = f && fwrite(buf, 1, 32, f) == 32 && fwrite(buf + 56, 1, len - 56, f) == len - 56;
	if (f && fclose(f) != 0)
		ok = 0;
	free(buf);
	if (!ok || rename(tmp, b->path) != 0 || !(b->out = fopen(b->path, "ab"))) {
		fprintf(stderr, "dnb: book build: cannot write '%s': %s\n", ok ? b->path : tmp,
			strerror(errno));
		if (f)
			remove(tmp);
		return 1;
	}
	return 0;
}

/* Open the output judged for appending: a torn last record cut off, a
 * seal dropped.  0, or 1 after a message. */
static int open_output(struct build *b, const struct build_resume *r)
{
	dnb_book *empty;
	int rc;

	if (r->kind == BUILD_OUT_RESUME) {
		if (r->torn)
			fprintf(stderr, "dnb: book build: '%s' ends in a torn record: cut back to "
				"%zu bytes\n", b->path, r->whole);
		/* written again without its seal (a saved book has one first,
		 * which counts its records): records can be appended again */
		return write_journal(b, r->have);
	}
	if (dnb_book_new(b->spec.w, b->spec.h, b->spec.rules, &empty) != DNB_OK) {
		fprintf(stderr, "dnb: book build: out of memory\n");
		return 1;
	}
	rc = write_journal(b, empty);
	dnb_book_free(empty);
	return rc;
}

/* Keep only the jobs the book `have` does not hold. */
static void skip_done(struct build *b, const dnb_book *have)
{
	size_t kept = 0;

	for (size_t i = 0; i < b->n_jobs; i++) {
		dnb_game *g = build_game(&b->spec, b->jobs[i]);
		int32_t v;
		size_t n;
		dnb_status st = g ? dnb_book_lookup(have, g, &v, NULL, 0, &n) : DNB_E_NOMEM;
		dnb_game_free(g);
		if (st != DNB_OK && st != DNB_E_BUFSIZE)
			b->jobs[kept++] = b->jobs[i];
	}
	b->n_jobs = kept;
}

/* Read the output back, check it, and write it again sorted (through a
 * temporary file renamed over it).  0, or 1 after a message. */
static int finish(struct build *b, const uint64_t *keys, size_t n_parents, uint64_t *entries,
		  size_t *bytes)
{
	dnb_book *book;
	dnb_status st = dnb_book_open_file(b->path, &book);
	uint8_t *buf;
	size_t len;
	char tmp[4200];
	FILE *f;
	int rc = 0;

	if (st != DNB_OK) {
		fprintf(stderr, "dnb: book build: '%s' does not read back: %s\n", b->path,
			dnb_strerror(st));
		return 1;
	}
	if (build_check_parents(&b->spec, book, keys, n_parents)) {
		dnb_book_free(book);
		return 1;
	}
	dnb_book_info(book, NULL, NULL, NULL, entries);
	dnb_book_save(book, NULL, 0, &len);
	buf = malloc(len);
	snprintf(tmp, sizeof(tmp), "%s.tmp", b->path);
	if (!buf || dnb_book_save(book, buf, len, &len) != DNB_OK || !(f = fopen(tmp, "wb"))) {
		fprintf(stderr, "dnb: book build: cannot write '%s'\n", tmp);
		rc = 1;
	} else {
		if (fwrite(buf, 1, len, f) != len)
			rc = 1;
		if (fclose(f) != 0)
			rc = 1;
		if (rc || rename(tmp, b->path) != 0) {
			fprintf(stderr, "dnb: book build: cannot write '%s': %s\n", b->path,
				strerror(errno));
			remove(tmp);
			rc = 1;
		}
	}
	*bytes = len;
	free(buf);
	dnb_book_free(book);
	return rc;
}

/* ---- threads ---- */

struct pool {
	struct build *b;
	int failed;
#ifdef DNB_TOOL_THREADS
	pthread_mutex_t lock;
#endif
};

static void lock(struct pool *p)
{
#ifdef DNB_TOOL_THREADS
	pthread_mutex_lock(&p->lock);
#else
	(void)p;
#endif
}

static void unlock(struct pool *p)
{
#ifdef DNB_TOOL_THREADS
	pthread_mutex_unlock(&p->lock);
#else
	(void)p;
#endif
}

static void *worker(void *arg)
{
	struct pool *p = arg;
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	dnb_solver *solver;

	o.tt_mb = p->b->spec.tt_mb;
	if (dnb_solver_new(&o, &solver) != DNB_OK) {
		lock(p);
		p->failed = 1;
		unlock(p);
		return NULL;
	}
	for (;;) {
		struct build_result r;
		uint64_t key;
		lock(p);
		if (p->failed || !build_more(p->b)) {
			unlock(p);
			break;
		}
		key = p->b->jobs[p->b->next++];
		unlock(p);
		build_solve(solver, &p->b->spec, key, &r);
		lock(p);
		if (!p->failed && build_append(p->b, &r))
			p->failed = 1;
		unlock(p);
	}
	dnb_solver_free(solver);
	return NULL;
}

static int run_threads(struct build *b, uint32_t threads)
{
	struct pool p;
#ifdef DNB_TOOL_THREADS
	pthread_t tid[64];
	uint32_t started = 0;
#endif

	memset(&p, 0, sizeof(p));
	p.b = b;
#ifdef DNB_TOOL_THREADS
	pthread_mutex_init(&p.lock, NULL);
	for (; started + 1 < threads; started++)
		if (pthread_create(&tid[started], NULL, worker, &p) != 0)
			break;
	worker(&p);
	for (uint32_t i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	pthread_mutex_destroy(&p.lock);
#else
	(void)threads;
	worker(&p);
#endif
	return p.failed;
}

/* ---- the command ---- */

#include "args.h"

int book_build(int argc, char **argv, const struct tool_option *opts);

int book_build(int argc, char **argv, const struct tool_option *opts)
{
	struct build b;
	uint64_t depth = 1, threads = 1, tt = 0, max_jobs = 0, entries = 0;
	uint64_t *keys = NULL;
	size_t n_keys = 0, first_leaf = 0, bytes = 0;
	const char *v;
	struct build_resume out = { BUILD_OUT_NEW, 0, 0, NULL, NULL };
	dnb_game *g = NULL;
	int rank = 0, nranks, rc;
	double t0 = build_seconds();

	nranks = build_mpi_init(&rank);
	memset(&b, 0, sizeof(b));
	rc = args_game(argc, argv, opts, &g);
	if (!rc && dnb_game_move_count(g) > 0) {
		fprintf(stderr, "dnb: book build starts from the empty board: no moves\n");
		rc = 2;
	}
	if (!rc) {
		b.spec.w = (uint32_t)dnb_game_width(g);
		b.spec.h = (uint32_t)dnb_game_height(g);
		b.spec.rules = (uint32_t)dnb_game_rules(g);
		if (dnb_game_edge_count(g) > 64) {
			fprintf(stderr, "dnb: book build: boards of at most 64 edges\n");
			rc = 1;
		}
	}
	if (g)
		dnb_game_free(g);
	if (!rc && (v = args_value(argc, argv, "--depth")))
		rc = args_uint("--depth", v, 0, 64, &depth);
	if (!rc && (v = args_value(argc, argv, "--threads")))
		rc = args_uint("--threads", v, 1, 64, &threads);
	if (!rc && (v = args_value(argc, argv, "--tt-mb")))
		rc = args_uint("--tt-mb", v, 0, 65536, &tt);
	if (!rc && (v = args_value(argc, argv, "--max-jobs")))
		rc = args_uint("--max-jobs", v, 1, UINT64_MAX, &max_jobs);
	if (!rc && !(b.path = args_value(argc, argv, "-o"))) {
		fprintf(stderr, "dnb: book build needs -o FILE\n");
		rc = 2;
	}
	b.spec.tt_mb = (uint32_t)tt;
	b.max_jobs = max_jobs;
	if (nranks && rank != 0) {
		/* a worker: the writer (rank 0) stops it, even after its errors */
		int wrc = build_mpi_worker(&b.spec);
		build_mpi_finish();
		return rc ? rc : wrc;
	}
	/* on a terminal, or when asked for: progress on stderr */
	b.progress.mode = isatty(STDERR_FILENO) ? 1 : args_has(argc, argv, "--progress") ? 2 : 0;
	b.progress.estimate = build_positions_estimate(&b.spec, (uint32_t)depth);
	/* the output is judged first: a file that is no book is refused at
	 * once, and written only once the jobs are known */
	if (!rc)
		rc = build_judge_output(b.path, &b.spec, &out);
	build_progress_start(&b.progress);
	if (!rc && (build_enumerate(&b.spec, (uint32_t)depth, &keys, &n_keys, &first_leaf,
				    &b.progress) ||
		    !(b.jobs = malloc((n_keys ? n_keys : 1) * sizeof(*b.jobs))))) {
		fprintf(stderr, "dnb: book build: out of memory\n");
		rc = 1;
	}
	if (!rc) {
		memcpy(b.jobs, keys, n_keys * sizeof(*keys));
		b.n_jobs = n_keys;
		if (dnb_book_new(b.spec.w, b.spec.h, b.spec.rules, &b.one) != DNB_OK)
			rc = 1;
	}
	if (!rc)
		rc = open_output(&b, &out);
	if (!rc && out.have) {
		skip_done(&b, out.have);
		if (n_keys > b.n_jobs)
			fprintf(stderr, "dnb: book build: resuming: %zu of %zu positions done\n",
				n_keys - b.n_jobs, n_keys);
	}
	dnb_book_free(out.have);
	build_progress_start(&b.progress);
	if (nranks)
		rc = build_mpi_master(rc ? NULL : &b, nranks) || rc;
	else if (!rc)
		rc = run_threads(&b, (uint32_t)threads);
	if (!rc)
		build_progress_solve(&b.progress, b.done, b.n_jobs, 1);
	if (b.out && fclose(b.out) != 0 && !rc) {
		fprintf(stderr, "dnb: book build: cannot write '%s'\n", b.path);
		rc = 1;
	}
	if (!rc && b.next < b.n_jobs) {
		printf("stopped after %zu positions: %zu left; run again to resume\n", b.done,
		       b.n_jobs - b.next);
		rc = 3;
	} else if (!rc) {
		rc = finish(&b, keys, first_leaf, &entries, &bytes);
		if (!rc)
			printf("%ux%u depth %llu: %llu positions (%zu solved now), %zu bytes, "
			       "%.2f s%s\n", b.spec.w, b.spec.h, (unsigned long long)depth,
			       (unsigned long long)entries, b.done, bytes, build_seconds() - t0,
			       nranks ? " (MPI)" : "");
	}
	dnb_book_free(b.one);
	free(b.jobs);
	free(keys);
	build_mpi_finish();
	return rc;
}
