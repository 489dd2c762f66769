/* The forwarders are this program's own (hidden): calls a loaded library makes to its own
 * exported functions never come back through them. Set before the library's header is read. */
#define PNG_IMPEXP __attribute__((visibility("hidden")))

#include "CPNG.h"
#include "CDynamicLibrary.h"

#include <stdio.h>

/*
 * libpng's simplified API as the pixel backend calls it, each function forwarding to
 * libpng16.so.16, which is opened by the first read or write (see CDynamicLibrary.h).
 * When it cannot be loaded, that read or write fails as libpng's own failures do: 0, with
 * the reason in image->message.
 */
#define CPNG_FUNCTIONS(F, V, M)                                                                         \
    M(png_image_begin_read_from_file)                                                                   \
    M(png_image_write_to_file)                                                                          \
    M(png_image_free)                                                                                   \
    F(int, png_image_finish_read,                                                                       \
      (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap), \
      (image, background, buffer, row_stride, colormap))

CDL_LIBRARY(cpng_library, "libpng16.so.16", CPNG_FUNCTIONS)

#define CDL_FORWARDING cpng_library
CDL_FORWARDERS(CPNG_FUNCTIONS)

/* 1 when libpng is there; else `image` says why, as a failed libpng call would. */
static int cpng_loaded(png_imagep image) {
    if (cdl_load(&cpng_library)) return 1;
    image->warning_or_error = PNG_IMAGE_ERROR;
    snprintf(image->message, sizeof image->message, "%s", cdl_error(&cpng_library));
    return 0;
}

int png_image_begin_read_from_file(png_imagep image, const char *file_name) {
    if (!cpng_loaded(image)) return 0;
    return ((int (*)(png_imagep, const char *)) CDL_FUNCTION(cpng_library, png_image_begin_read_from_file))(
        image, file_name);
}

int png_image_write_to_file(png_imagep image, const char *file, int convert_to_8bit, const void *buffer,
                            png_int_32 row_stride, const void *colormap) {
    if (!cpng_loaded(image)) return 0;
    return ((int (*)(png_imagep, const char *, int, const void *, png_int_32, const void *))
                CDL_FUNCTION(cpng_library, png_image_write_to_file))(image, file, convert_to_8bit, buffer,
                                                                   row_stride, colormap);
}

/* Nothing to free when libpng was never loaded: no image was begun. */
void png_image_free(png_imagep image) {
    if (!cdl_load(&cpng_library)) return;
    ((void (*)(png_imagep)) CDL_FUNCTION(cpng_library, png_image_free))(image);
}
