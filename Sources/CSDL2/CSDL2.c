/* The forwarders are this program's own (hidden): calls a loaded library makes to its own
 * exported functions never come back through them. Set before the library's header is read. */
#define DECLSPEC __attribute__((visibility("hidden")))
#include "CSDL2.h"
#include "CDynamicLibrary.h"

#include <stdarg.h>
#include <stdio.h>

/*
 * SDL2's functions the pixel backend calls, each forwarding to libSDL2-2.0.so.0, which is
 * opened by the first SDL_Init (see CDynamicLibrary.h). SDL_Init fails (-1) when the
 * library cannot be loaded, and SDL_GetError then says why.
 */
#define CSDL2_FUNCTIONS(F, V, M)                                                                        \
    M(SDL_Init)                                                                                         \
    M(SDL_GetError)                                                                                     \
    M(SDL_SetError)                                                                                     \
    V(void, SDL_Quit, (void), ())                                                                       \
    F(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags),    \
      (title, x, y, w, h, flags))                                                                       \
    V(void, SDL_DestroyWindow, (SDL_Window *window), (window))                                          \
    F(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window *window), (window))                              \
    F(int, SDL_UpdateWindowSurfaceRects, (SDL_Window *window, const SDL_Rect *rects, int count),        \
      (window, rects, count))                                                                           \
    F(SDL_Surface *, SDL_CreateRGBSurfaceWithFormatFrom,                                                \
      (void *pixels, int width, int height, int depth, int pitch, Uint32 format),                       \
      (pixels, width, height, depth, pitch, format))                                                    \
    F(SDL_Surface *, SDL_ConvertSurfaceFormat, (SDL_Surface *src, Uint32 format, Uint32 flags),          \
      (src, format, flags))                                                                             \
    V(void, SDL_FreeSurface, (SDL_Surface *surface), (surface))                                         \
    F(int, SDL_SetSurfaceBlendMode, (SDL_Surface *surface, SDL_BlendMode mode), (surface, mode))        \
    F(int, SDL_UpperBlit, (SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect), \
      (src, srcrect, dst, dstrect))                                                                     \
    F(int, SDL_PollEvent, (SDL_Event *event), (event))                                                  \
    F(int, SDL_WaitEvent, (SDL_Event *event), (event))                                                  \
    F(int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout))                     \
    F(int, SDL_PushEvent, (SDL_Event *event), (event))                                                  \
    F(Uint32, SDL_RegisterEvents, (int count), (count))                                                 \
    F(Uint32, SDL_GetMouseState, (int *x, int *y), (x, y))                                              \
    V(void, SDL_StartTextInput, (void), ())                                                             \
    V(void, SDL_StopTextInput, (void), ())                                                              \
    V(void, SDL_SetTextInputRect, (const SDL_Rect *rect), (rect))

CDL_LIBRARY(csdl2_library, "libSDL2-2.0.so.0", CSDL2_FUNCTIONS)

#define CDL_FORWARDING csdl2_library
CDL_FORWARDERS(CSDL2_FUNCTIONS)

int SDL_Init(Uint32 flags) {
    if (!cdl_load(&csdl2_library)) return -1;
    return ((int (*)(Uint32)) CDL_FUNCTION(csdl2_library, SDL_Init))(flags);
}

const char *SDL_GetError(void) {
    if (!cdl_load(&csdl2_library)) return cdl_error(&csdl2_library);
    return ((const char *(*)(void)) CDL_FUNCTION(csdl2_library, SDL_GetError))();
}

/* Formatted here: a variadic call cannot be forwarded as it is. */
int SDL_SetError(const char *format, ...) {
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    if (!cdl_load(&csdl2_library)) return -1;
    return ((int (*)(const char *, ...)) CDL_FUNCTION(csdl2_library, SDL_SetError))("%s", message);
}
