#include "CCurl.h"
#include "CDynamicLibrary.h"

#include <stdarg.h>

/*
 * The libcurl functions FoundationNetworking's _CFURLSessionInterface calls (`nm -u
 * lib_CFURLSessionInterface.a` in the Swift toolchain lists them), declared with libcurl's
 * signatures (curl/curl.h, curl/multi.h, curl/urlapi.h) in plain C types: handles are
 * pointers, the CURLcode/CURLMcode/CURLUcode results and the option enums are ints, a
 * curl_socket_t is an int. Hidden, so that a build linking libcurl itself (a debug build's
 * shared Foundation) keeps calling libcurl's own functions, never these.
 *
 * curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt take one argument after the
 * option (a long, a curl_off_t, a pointer or a function pointer, as the option says); on
 * the 64-bit ABIs this project builds for (x86-64 System V, AArch64) each of those is
 * passed as one 64-bit integer-class value, so it is read as a pointer-sized value and
 * passed on the same way (libcurl itself reads it from its va_list by the option's type).
 */
#define HIDDEN __attribute__((visibility("hidden")))

#define CCURL_FUNCTIONS(F, V, M)                                                                    \
    F(int, curl_global_init, (long flags), (flags))                                                 \
    F(char *, curl_version, (void), ())                                                              \
    F(void *, curl_version_info, (int stamp), (stamp))                                               \
    F(void *, curl_easy_init, (void), ())                                                            \
    V(void, curl_easy_cleanup, (void *curl), (curl))                                                 \
    M(curl_easy_setopt)                                                                             \
    M(curl_easy_getinfo)                                                                            \
    F(int, curl_easy_pause, (void *curl, int bitmask), (curl, bitmask))                             \
    F(const char *, curl_easy_strerror, (int code), (code))                                          \
    V(void, curl_free, (void *p), (p))                                                               \
    F(void *, curl_multi_init, (void), ())                                                           \
    F(int, curl_multi_add_handle, (void *multi, void *curl), (multi, curl))                          \
    F(int, curl_multi_remove_handle, (void *multi, void *curl), (multi, curl))                       \
    F(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))    \
    F(int, curl_multi_cleanup, (void *multi), (multi))                                               \
    F(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))                     \
    M(curl_multi_setopt)                                                                            \
    F(int, curl_multi_socket_action, (void *multi, int socket, int events, int *running),            \
      (multi, socket, events, running))                                                              \
    F(void *, curl_slist_append, (void *list, const char *text), (list, text))                       \
    V(void, curl_slist_free_all, (void *list), (list))                                               \
    F(void *, curl_url, (void), ())                                                                  \
    F(int, curl_url_get, (const void *url, int what, char **part, unsigned int flags),               \
      (url, what, part, flags))                                                                      \
    F(int, curl_url_set, (void *url, int what, const char *part, unsigned int flags),                \
      (url, what, part, flags))

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
CCURL_FORWARD_OPTION(curl_multi_setopt)

int ccurl_is_loaded(void) { return cdl_load(&ccurl_library); }
