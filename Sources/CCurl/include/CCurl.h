#ifndef CCURL_H
#define CCURL_H

/*
 * Nothing to call from Swift: this module defines the libcurl functions that Foundation's
 * URLSession (FoundationNetworking, linked statically into a release `contacts`) calls, each
 * forwarding to libcurl.so.4 opened on first use (see CDynamicLibrary.h). A process that
 * never syncs never loads libcurl and the ~28 libraries it needs.
 */
int ccurl_is_loaded(void);

#endif
