#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

/*
 * One blocking HTTP request through libcurl's easy interface, for WebDAV
 * (`WebDAVTransport`), with libcurl.so.4 opened on first use (see CDynamicLibrary.h): a
 * process that never syncs never loads libcurl and the ~28 libraries it needs.
 * `ccurl_perform` waits in poll(2) inside curl_easy_perform, so a request waiting on a
 * slow server costs no CPU (Foundation's URLSession on Linux spins on the socket's write
 * source meanwhile: docs/DECISIONS.md, "CardDAV sync: HTTP through libcurl's easy
 * interface").
 */
/* 1 when libcurl.so.4 opened with every function used here, 0 otherwise. */
int ccurl_is_loaded(void);

/* Why libcurl could not be loaded ("" when it was, or was not tried). */
const char *ccurl_load_error(void);

/* A growing byte buffer filled by a request; free it with ccurl_buffer_free. */
typedef struct ccurl_buffer {
    char *bytes;
    size_t length;
    size_t capacity;
    /* Set when an allocation failed (the transfer is then stopped). */
    int failed;
} ccurl_buffer;

void ccurl_buffer_free(ccurl_buffer *buffer);

/* A libcurl easy handle, kept between requests so their connections are reused; NULL when
 * libcurl cannot be loaded (ccurl_load_error says why). One thread at a time. */
void *ccurl_handle_new(void);
void ccurl_handle_free(void *handle);

/*
 * Sends `method` to `url` with `headers` ("Name: value" lines; "Name:" removes a header
 * libcurl would add) and, when `body` is not NULL, `body_length` bytes of body; follows no
 * redirect; checks TLS certificates against the system's trust store (libcurl's default).
 * Gives up when connecting takes more than `connect_timeout_ms`, or when nothing arrives
 * for `idle_timeout_s` seconds. On return the answer's status is in `status`, its header
 * lines (every block, status lines included) in `response_headers`, its body in
 * `response_body`. Returns libcurl's CURLcode (0: an answer came), with libcurl's message
 * in `error` (at least 256 bytes) otherwise; -1 when libcurl cannot be loaded.
 */
int ccurl_perform(void *handle, const char *method, const char *url, const char *const *headers, int header_count,
                  const void *body, size_t body_length, long connect_timeout_ms, long idle_timeout_s, long *status,
                  ccurl_buffer *response_headers, ccurl_buffer *response_body, char *error);

/* libcurl's text for a CURLcode. */
const char *ccurl_strerror(int code);

#endif
