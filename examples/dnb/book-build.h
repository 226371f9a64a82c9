/* SPDX-License-Identifier: MIT */
/*
 * dnb book build (book-build.c): the jobs of a book (book-jobs.c), the
 * output file that grows a record a result (judged before it is written:
 * book-output.c, book-resume.c), the workers that solve the jobs, on
 * threads (book-build.c) or on the ranks of an MPI job (book-mpi.c), and
 * the progress shown meanwhile (book-progress.c).
 */
#ifndef DNB_TOOL_BOOK_BUILD_H
#define DNB_TOOL_BOOK_BUILD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <dnb.h>

/* What every worker needs to know to solve a job, the same on every rank. */
struct build_spec {
	uint32_t w, h, rules;
	uint32_t tt_mb;     /* per solver, 0: sized by the solver */
};

/* One solved position. */
struct build_result {
	uint64_t key;
	uint64_t best;      /* optimal moves as a mask of edges */
	int32_t value;
	int32_t status;     /* DNB_OK, or why the solve failed */
};

/* Progress on stderr (book-build.c): on a terminal once a phase has run
 * a second, one line rewritten in place; with --progress elsewhere too,
 * a line every ten seconds and the last one always. */
struct build_progress {
	int mode;           /* 0: none; 1: a terminal; 2: asked for, no terminal */
	int shown;          /* a line is out (on a terminal: to be ended) */
	double t0, last;    /* when the phase started, when a line was last out */
	double estimate;    /* listing: about how many positions in all */
};
/* Seconds on a monotonic clock. */
double build_seconds(void);
/* The start of a phase: nothing is shown for its first second. */
void build_progress_start(struct build_progress *p);
/* Listing: n positions so far, to depth d of `depth` (last: the end). */
void build_progress_list(struct build_progress *p, uint32_t d, uint32_t depth, size_t n,
			 int last);
/* Solving: done of n positions (last: the end). */
void build_progress_solve(struct build_progress *p, size_t done, size_t n, int last);
/* About how many positions of at most `depth` moves: C(k, d) for the k
 * edges undrawn at the start, over the symmetries, summed. */
double build_positions_estimate(const struct build_spec *s, uint32_t depth);

/* The build under way on the writer's side: the jobs not yet in the
 * output, and the output open for appending. */
struct build {
	struct build_spec spec;
	uint64_t *jobs;     /* keys to solve */
	size_t n_jobs, next, done;
	uint64_t max_jobs;  /* stop after this many results (0: all) */
	FILE *out;
	const char *path;
	dnb_book *one;      /* scratch: a result's record is made through it */
	struct build_progress progress;
};

/*
 * The output that exists already (book-resume.c), judged on its bytes
 * before any is written: empty, it is a new book; a book of the spec's
 * board and rules whose whole records read (a torn last record apart) is
 * resumed; anything else is refused, with the reason in words.
 */
#define BUILD_OUT_NEW 0
#define BUILD_OUT_RESUME 1
#define BUILD_OUT_REFUSE 2
struct build_resume {
	int kind;           /* BUILD_OUT_* */
	size_t whole;       /* RESUME: the bytes of the header and whole records */
	size_t torn;        /* RESUME: the bytes after them (a torn record) */
	dnb_book *have;     /* RESUME: what they hold (the caller frees it) */
	const char *why;    /* REFUSE: "is not a book ...", after the file's name */
};
int build_resume_read(const struct build_spec *s, const uint8_t *data, size_t size,
		      struct build_resume *r);
/* The longest file that can be a book of the spec's board being built
 * (a torn last record included); SIZE_MAX when past counting. */
size_t build_max_bytes(const struct build_spec *s);
/* Judge the file at path, if there is one, without writing to it
 * (book-output.c): a regular file only, its header read first; *r as
 * build_resume_read gives it (BUILD_OUT_NEW when there is no file).
 * 0, or 1 after a message (a refusal: the file is left as it is). */
int build_judge_output(const char *path, const struct build_spec *spec,
		       struct build_resume *r);

/* A game of the spec's board with the edges of key drawn; NULL on failure. */
dnb_game *build_game(const struct build_spec *s, uint64_t key);
/* Solve one key with the solver given (made by the worker). */
void build_solve(dnb_solver *solver, const struct build_spec *s, uint64_t key,
		 struct build_result *r);
/* Append a result to the output and flush it: 0, or 1 after a message. */
int build_append(struct build *b, const struct build_result *r);
/* Whether the build stops: every job handed out, or max_jobs results. */
int build_more(const struct build *b);

/* Every canonical key of at most `depth` edges drawn reached by legal
 * moves from the empty board, level by level, each level sorted; the keys
 * of the last level start at *first_leaf.  0, or 1 out of memory.  Shows
 * its progress on p. */
int build_enumerate(const struct build_spec *s, uint32_t depth, uint64_t **out, size_t *count,
		    size_t *first_leaf, struct build_progress *p);
/* The number of the first n keys that disagree with the positions after
 * their moves in the book (each printed). */
size_t build_check_parents(const struct build_spec *s, const dnb_book *book,
			   const uint64_t *keys, size_t n);

/*
 * MPI (book-mpi.c; without MPI support built in, stubs that say no).
 * build_mpi_init: under mpirun with at least two ranks, initialises MPI and
 * returns the number of ranks, *rank this one's; else 0 and nothing is
 * done (the build runs on threads).  Every rank parses the same arguments;
 * rank 0 then prepares the build and calls build_mpi_master, which hands
 * the jobs out and writes each result as it comes (b NULL: nothing to do,
 * the workers are only told to stop); the others call build_mpi_worker.
 * Each returns an exit status.  build_mpi_finish ends MPI on every rank.
 */
int build_mpi_init(int *rank);
int build_mpi_master(struct build *b, int nranks);
int build_mpi_worker(const struct build_spec *s);
void build_mpi_finish(void);

#endif
