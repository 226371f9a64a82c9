/* SPDX-License-Identifier: MIT */
/*
 * dnb book build's output read before anything is written to it
 * (book-output.c): only a regular file, its header first, the rest only
 * when that is a book header of the board, never more than the largest
 * book of the board; judged by build_resume_read (book-resume.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "book-build.h"

/* Read at most max bytes of fd (a regular file) into buf; -1 on error. */
static ssize_t read_some(int fd, uint8_t *buf, size_t max)
{
	size_t n = 0;

	while (n < max) {
		ssize_t got = read(fd, buf + n, max - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		n += (size_t)got;
	}
	return (ssize_t)n;
}

/* Judge the file open on fd (build_resume_read) into *r, reading its
 * header first and the rest only if that is a book of this board: NULL,
 * or why the file is refused. */
static const char *read_output(int fd, const struct build_spec *spec, struct build_resume *r)
{
	uint8_t head[32], *data;
	struct stat sb;
	ssize_t got;
	size_t size;

	if (fstat(fd, &sb) != 0)
		return "cannot be read";
	if (S_ISDIR(sb.st_mode))
		return "is a directory, not a book";
	if (!S_ISREG(sb.st_mode))
		return "is not a regular file";
	if ((got = read_some(fd, head, sizeof(head))) < 0)
		return "cannot be read";
	if (build_resume_read(spec, head, (size_t)got, r) == BUILD_OUT_REFUSE)
		return r->why;
	if (r->kind == BUILD_OUT_NEW)
		return NULL;
	dnb_book_free(r->have);
	r->have = NULL;
	if ((uint64_t)sb.st_size > build_max_bytes(spec))
		return "is longer than any book of this board: left as it is";
	/* (a file that grew since fstat is read to its size then) */
	size = (size_t)sb.st_size < sizeof(head) ? sizeof(head) : (size_t)sb.st_size;
	if (!(data = malloc(size)))
		return "cannot be read: out of memory";
	memcpy(data, head, sizeof(head));
	if ((got = read_some(fd, data + sizeof(head), size - sizeof(head))) < 0) {
		free(data);
		return "cannot be read";
	}
	size = sizeof(head) + (size_t)got;
	build_resume_read(spec, data, size, r);
	free(data);
	return r->kind == BUILD_OUT_REFUSE ? r->why : NULL;
}

/* Judge the output, if it exists, before a byte of it is written: an
 * empty file becomes a new book, a book of this board is resumed (*r
 * holds what it has), anything else (not a regular file, no book header,
 * another board, a damaged book) is left as it is and refused.  0, or 1
 * after a message. */
int build_judge_output(const char *path, const struct build_spec *spec,
		       struct build_resume *r)
{
	const char *why;
	int fd;

	memset(r, 0, sizeof(*r));
	r->kind = BUILD_OUT_NEW;
	fd = open(path, O_RDONLY | O_NONBLOCK);
	if (fd < 0 && errno == ENOENT)
		return 0;
	if (fd < 0) {
		fprintf(stderr, "dnb: book build: cannot read '%s': %s\n", path,
			strerror(errno));
		return 1;
	}
	why = read_output(fd, spec, r);
	close(fd);
	if (why) {
		fprintf(stderr, "dnb: book build: '%s' %s\n", path, why);
		return 1;
	}
	return 0;
}
