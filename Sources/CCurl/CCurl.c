#include "CCurl.h"
#include "CDynamicLibrary.h"

#include <stdarg.h>

/*
 * The libcurl functions ccurl_perform calls, declared with libcurl's signatures
 * (curl/curl.h) in plain C types: handles are pointers, the CURLcode results and the
 * option enums are ints. Each is a hidden forwarder to libcurl.so.4, opened on first use,
 * so only a process that syncs loads libcurl and the ~28 libraries it needs; hidden, so
 * that a library of the process linking libcurl itself keeps calling libcurl's own.
 *
 * curl_easy_setopt and curl_easy_getinfo take one argument after the option (a long, a
 * curl_off_t, a pointer or a function pointer, as the option says); on the 64-bit ABIs
 * this project builds for (x86-64 System V, AArch64) each of those is passed as one
 * 64-bit integer-class value, so it is read as a pointer-sized value and passed on the
 * same way (libcurl itself reads it from its va_list by the option's type).
 */
#define HIDDEN __attribute__((visibility("hidden")))

#define CCURL_FUNCTIONS(F, V, M)                                                                    \
    F(int, curl_global_init, (long flags), (flags))                                                 \
    F(void *, curl_easy_init, (void), ())                                                            \
    V(void, curl_easy_cleanup, (void *curl), (curl))                                                 \
    V(void, curl_easy_reset, (void *curl), (curl))                                                   \
    F(int, curl_easy_perform, (void *curl), (curl))                                                  \
    M(curl_easy_setopt)                                                                             \
    M(curl_easy_getinfo)                                                                            \
    F(const char *, curl_easy_strerror, (int code), (code))                                          \
    F(void *, curl_slist_append, (void *list, const char *text), (list, text))                       \
    V(void, curl_slist_free_all, (void *list), (list))

CDL_LIBRARY(ccurl_library, "libcurl.so.4", CCURL_FUNCTIONS)

#define CCURL_FORWARD(ret, name, params, args) HIDDEN CDL_FORWARD(ret, name, params, args)
#define CCURL_FORWARD_VOID(ret, name, params, args) HIDDEN CDL_FORWARD_VOID(ret, name, params, args)
#define CDL_FORWARDING ccurl_library
CCURL_FUNCTIONS(CCURL_FORWARD, CCURL_FORWARD_VOID, CDL_SKIP_M)

/* A variadic function whose one argument after the option is passed on as it came. */
#define CCURL_FORWARD_OPTION(name)                                                                  \
    HIDDEN int name(void *handle, int option, ...) {                                                \
        va_list arguments;                                                                          \
        va_start(arguments, option);                                                                \
        void *value = va_arg(arguments, void *);                                                    \
        va_end(arguments);                                                                          \
        return ((int (*)(void *, int, ...)) CDL_FUNCTION(ccurl_library, name))(handle, option, value); \
    }

CCURL_FORWARD_OPTION(curl_easy_setopt)
CCURL_FORWARD_OPTION(curl_easy_getinfo)

int ccurl_is_loaded(void) { return cdl_load(&ccurl_library); }

const char *ccurl_load_error(void) { return cdl_error(&ccurl_library); }

/*
 * The easy interface for WebDAVTransport. Option and info numbers from curl/curl.h (stable
 * ABI: type base + number; CURLOPTTYPE_LONG 0, OBJECTPOINT 10000, FUNCTIONPOINT 20000,
 * OFF_T 30000; CURLINFO_LONG 0x200000).
 */
enum {
    CCURL_OPT_WRITEDATA = 10001, CCURL_OPT_URL = 10002, CCURL_OPT_ERRORBUFFER = 10010, CCURL_OPT_POSTFIELDS = 10015,
    CCURL_OPT_LOW_SPEED_LIMIT = 19, CCURL_OPT_LOW_SPEED_TIME = 20, CCURL_OPT_HTTPHEADER = 10023,
    CCURL_OPT_HEADERDATA = 10029, CCURL_OPT_CUSTOMREQUEST = 10036, CCURL_OPT_FOLLOWLOCATION = 52,
    CCURL_OPT_HTTPGET = 80, CCURL_OPT_NOSIGNAL = 99, CCURL_OPT_WRITEFUNCTION = 20011, CCURL_OPT_HEADERFUNCTION = 20079,
    CCURL_OPT_POSTFIELDSIZE_LARGE = 30120, CCURL_OPT_CONNECTTIMEOUT_MS = 156, CCURL_OPT_PROTOCOLS_STR = 10318,
    CCURL_INFO_RESPONSE_CODE = 0x200000 + 2,
    CCURL_GLOBAL_DEFAULT = 3,
};

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t ccurl_global_once = PTHREAD_ONCE_INIT;
static void ccurl_global(void) { curl_global_init(CCURL_GLOBAL_DEFAULT); }

void ccurl_buffer_free(ccurl_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->length = buffer->capacity = 0;
}

/* CURLOPT_WRITEFUNCTION / HEADERFUNCTION: appends what arrived; a short count stops the transfer. */
static size_t ccurl_append(char *data, size_t size, size_t count, void *user) {
    ccurl_buffer *buffer = user;
    size_t length = size * count;
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + length) capacity *= 2;
        char *bytes = realloc(buffer->bytes, capacity);
        if (!bytes) {
            buffer->failed = 1;
            return 0;
        }
        buffer->bytes = bytes;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
    return length;
}

void *ccurl_handle_new(void) {
    if (!cdl_load(&ccurl_library)) return NULL;
    pthread_once(&ccurl_global_once, ccurl_global);
    return curl_easy_init();
}

void ccurl_handle_free(void *handle) {
    if (handle) curl_easy_cleanup(handle);
}

const char *ccurl_strerror(int code) {
    return cdl_load(&ccurl_library) ? curl_easy_strerror(code) : cdl_error(&ccurl_library);
}

int ccurl_perform(void *handle, const char *method, const char *url, const char *const *headers, int header_count,
                  const void *body, size_t body_length, long connect_timeout_ms, long idle_timeout_s, long *status,
                  ccurl_buffer *response_headers, ccurl_buffer *response_body, char *error) {
    error[0] = 0;
    *status = 0;
    if (!handle || !cdl_load(&ccurl_library)) {
        strncpy(error, cdl_error(&ccurl_library), 255);
        error[255] = 0;
        return -1;
    }
    void *list = NULL;
    for (int i = 0; i < header_count; i++) list = curl_slist_append(list, headers[i]);
    /* No "Expect: 100-continue" wait before a body. */
    list = curl_slist_append(list, "Expect:");
    /* Each request starts from the defaults (the connection cache stays). */
    curl_easy_reset(handle);
    curl_easy_setopt(handle, CCURL_OPT_URL, url);
    curl_easy_setopt(handle, CCURL_OPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(handle, CCURL_OPT_NOSIGNAL, 1L);
    curl_easy_setopt(handle, CCURL_OPT_FOLLOWLOCATION, 0L);
    curl_easy_setopt(handle, CCURL_OPT_ERRORBUFFER, error);
    curl_easy_setopt(handle, CCURL_OPT_HTTPHEADER, list);
    curl_easy_setopt(handle, CCURL_OPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
    curl_easy_setopt(handle, CCURL_OPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(handle, CCURL_OPT_LOW_SPEED_TIME, idle_timeout_s);
    curl_easy_setopt(handle, CCURL_OPT_WRITEFUNCTION, ccurl_append);
    curl_easy_setopt(handle, CCURL_OPT_WRITEDATA, response_body);
    curl_easy_setopt(handle, CCURL_OPT_HEADERFUNCTION, ccurl_append);
    curl_easy_setopt(handle, CCURL_OPT_HEADERDATA, response_headers);
    if (body) {
        curl_easy_setopt(handle, CCURL_OPT_POSTFIELDSIZE_LARGE, (long long) body_length);
        curl_easy_setopt(handle, CCURL_OPT_POSTFIELDS, body_length ? body : "");
    } else {
        curl_easy_setopt(handle, CCURL_OPT_HTTPGET, 1L);
    }
    if (strcmp(method, body ? "POST" : "GET") != 0) curl_easy_setopt(handle, CCURL_OPT_CUSTOMREQUEST, method);
    int code = curl_easy_perform(handle);
    curl_easy_getinfo(handle, CCURL_INFO_RESPONSE_CODE, status);
    /* The handle keeps no pointer into this call's list, url, body or buffers. */
    curl_easy_setopt(handle, CCURL_OPT_HTTPHEADER, (void *) 0);
    curl_easy_setopt(handle, CCURL_OPT_ERRORBUFFER, (void *) 0);
    curl_slist_free_all(list);
    if (code == 0 && (response_body->failed || response_headers->failed)) {
        strcpy(error, "out of memory for the answer");
        code = 27; /* CURLE_OUT_OF_MEMORY */
    }
    if (code != 0 && !error[0]) {
        strncpy(error, curl_easy_strerror(code), 255);
        error[255] = 0;
    }
    return code;
}
