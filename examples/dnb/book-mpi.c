/* SPDX-License-Identifier: MIT */
/*
 * dnb book build under MPI: rank 0 hands out positions and is the one
 * writer, every other rank solves.  A worker sends a message (its last
 * result, or none at first) and gets its next job or the order to stop.
 * The messages are arrays of uint64_t: a job is {key}; a result is
 * {has_result, key, best, value + 2^31, status + 2^31}.
 */
#include <stdlib.h>

#include "book-build.h"

#ifndef DNB_TOOL_MPI

int build_mpi_init(int *rank)
{
	*rank = 0;
	return 0;
}

int build_mpi_master(struct build *b, int nranks)
{
	(void)b;
	(void)nranks;
	return 1;
}

int build_mpi_worker(const struct build_spec *s)
{
	(void)s;
	return 1;
}

void build_mpi_finish(void)
{
}

#else

#include <mpi.h>

enum { TAG_RESULT = 1, TAG_JOB = 2, TAG_STOP = 3 };
#define RESULT_WORDS 5

static int mpi_on;

int build_mpi_init(int *rank)
{
	int size = 0;

	*rank = 0;
	/* only when a launcher started us: a plain run must not need one */
	if (!getenv("OMPI_COMM_WORLD_SIZE") && !getenv("PMIX_RANK") && !getenv("PMI_SIZE"))
		return 0;
	if (MPI_Init(NULL, NULL) != MPI_SUCCESS)
		return 0;
	mpi_on = 1;
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	MPI_Comm_rank(MPI_COMM_WORLD, rank);
	if (size < 2) {
		/* one rank: the threads do it, MPI only needs ending */
		return 0;
	}
	return size;
}

void build_mpi_finish(void)
{
	if (mpi_on)
		MPI_Finalize();
	mpi_on = 0;
}

static void pack(const struct build_result *r, uint64_t m[RESULT_WORDS])
{
	m[0] = 1;
	m[1] = r->key;
	m[2] = r->best;
	m[3] = (uint64_t)((int64_t)r->value + INT64_C(2147483648));
	m[4] = (uint64_t)((int64_t)r->status + INT64_C(2147483648));
}

static void unpack(const uint64_t m[RESULT_WORDS], struct build_result *r)
{
	r->key = m[1];
	r->best = m[2];
	r->value = (int32_t)((int64_t)m[3] - INT64_C(2147483648));
	r->status = (int32_t)((int64_t)m[4] - INT64_C(2147483648));
}

int build_mpi_master(struct build *b, int nranks)
{
	int active = nranks - 1, rc = 0;

	while (active > 0) {
		uint64_t m[RESULT_WORDS];
		MPI_Status st;
		MPI_Recv(m, RESULT_WORDS, MPI_UINT64_T, MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD,
			 &st);
		if (m[0] && b) {
			struct build_result r;
			unpack(m, &r);
			if (!rc)
				rc = build_append(b, &r);
		}
		if (b && !rc && build_more(b)) {
			uint64_t key = b->jobs[b->next++];
			MPI_Send(&key, 1, MPI_UINT64_T, st.MPI_SOURCE, TAG_JOB, MPI_COMM_WORLD);
		} else {
			uint64_t none = 0;
			MPI_Send(&none, 1, MPI_UINT64_T, st.MPI_SOURCE, TAG_STOP, MPI_COMM_WORLD);
			active--;
		}
	}
	return rc;
}

int build_mpi_worker(const struct build_spec *s)
{
	dnb_solver_options o = DNB_SOLVER_OPTIONS_INIT;
	uint64_t m[RESULT_WORDS] = { 0 };
	dnb_solver *solver = NULL;

	o.tt_mb = s->tt_mb;
	if (dnb_solver_new(&o, &solver) != DNB_OK)
		solver = NULL;
	for (;;) {
		uint64_t key;
		MPI_Status st;
		struct build_result r;
		MPI_Send(m, RESULT_WORDS, MPI_UINT64_T, 0, TAG_RESULT, MPI_COMM_WORLD);
		MPI_Recv(&key, 1, MPI_UINT64_T, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
		if (st.MPI_TAG != TAG_JOB)
			break;
		if (solver) {
			build_solve(solver, s, key, &r);
		} else {
			r.key = key;
			r.status = DNB_E_NOMEM;
		}
		pack(&r, m);
	}
	dnb_solver_free(solver);
	return 0;
}

#endif
