#include <png.h>

/* PNG_IMAGE_VERSION and the format constants are macros; the simplified API's buffer
 * stride for 4-byte pixels is width * 4. */
static inline png_uint_32 cpng_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 cpng_format_bgra(void) { return PNG_FORMAT_BGRA; }
