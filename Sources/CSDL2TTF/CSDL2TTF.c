/* The forwarders are this program's own (hidden): calls a loaded library makes to its own
 * exported functions never come back through them. Set before the library's header is read. */
#define DECLSPEC __attribute__((visibility("hidden")))
#include "CSDL2TTF.h"
#include "CDynamicLibrary.h"

/*
 * SDL2_ttf's functions the pixel backend calls, each forwarding to libSDL2_ttf-2.0.so.0,
 * which is opened by the first TTF_Init (see CDynamicLibrary.h). TTF_Init fails (-1) when
 * the library cannot be loaded; the reason is then in TTF_GetError (SDL_GetError).
 */
#define CSDL2TTF_FUNCTIONS(F, V, M)                                                                     \
    M(TTF_Init)                                                                                         \
    V(void, TTF_Quit, (void), ())                                                                       \
    F(TTF_Font *, TTF_OpenFont, (const char *file, int size), (file, size))                             \
    V(void, TTF_CloseFont, (TTF_Font *font), (font))                                                    \
    F(int, TTF_FontAscent, (const TTF_Font *font), (font))                                              \
    F(int, TTF_FontDescent, (const TTF_Font *font), (font))                                             \
    F(int, TTF_FontLineSkip, (const TTF_Font *font), (font))                                            \
    F(int, TTF_GlyphIsProvided32, (TTF_Font *font, Uint32 ch), (font, ch))                              \
    V(void, TTF_SetFontStyle, (TTF_Font *font, int style), (font, style))                               \
    V(void, TTF_SetFontHinting, (TTF_Font *font, int hinting), (font, hinting))                         \
    F(int, TTF_SizeUTF8, (TTF_Font *font, const char *text, int *w, int *h), (font, text, w, h))        \
    F(SDL_Surface *, TTF_RenderUTF8_Blended, (TTF_Font *font, const char *text, SDL_Color fg),          \
      (font, text, fg))

CDL_LIBRARY(csdl2ttf_library, "libSDL2_ttf-2.0.so.0", CSDL2TTF_FUNCTIONS)

#define CDL_FORWARDING csdl2ttf_library
CDL_FORWARDERS(CSDL2TTF_FUNCTIONS)

/* The reason goes to SDL_GetError; when SDL2 itself cannot be loaded, SDL_GetError gives that. */
int TTF_Init(void) {
    if (!cdl_load(&csdl2ttf_library)) {
        SDL_SetError("%s", cdl_error(&csdl2ttf_library));
        return -1;
    }
    return ((int (*)(void)) CDL_FUNCTION(csdl2ttf_library, TTF_Init))();
}
