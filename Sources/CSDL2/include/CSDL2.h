#include <SDL2/SDL.h>   /* by path: no pkg-config, whose cflags carry -D_REENTRANT that SwiftPM refuses */

/*
 * What Swift cannot import directly from SDL2's headers: function-like macros and
 * macro constants. Each returns the value of the installed header's macro.
 */
static inline int csdl_blit(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}
static inline int csdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
static inline int csdl_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
