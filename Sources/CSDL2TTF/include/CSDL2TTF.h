#include <SDL2/SDL_ttf.h>   /* by path, as CSDL2 (no pkg-config) */
