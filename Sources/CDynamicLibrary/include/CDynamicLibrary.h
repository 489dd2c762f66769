#ifndef CDYNAMICLIBRARY_H
#define CDYNAMICLIBRARY_H

/*
 * A shared library opened on first use (dlopen(3)) rather than by the dynamic loader at
 * start-up, with the functions a module forwards to looked up (dlsym(3)) all at once.
 *
 * The pixel backend's C modules (CSDL2, CSDL2TTF, CPNG) define each SDL2, SDL2_ttf and
 * libpng function the backend calls as a forwarder to the function found here, so a
 * program linking the backend (contacts, uikit-demos) loads SDL2 and the ~60 libraries
 * it needs (X11, Wayland, PulseAudio, …) only when it opens a window or renders pixels
 * (docs/DECISIONS.md, "The pixel backend's libraries are loaded on first use").
 */

typedef struct cdl_library {
    /* What to open: the library's soname (libSDL2-2.0.so.0) and the functions wanted. */
    const char *soname;
    const char *const *names;
    void **functions;
    int count;
    /* 0 not tried yet, 1 opened with every function, -1 failed (error says why). */
    int state;
    char error[512];
} cdl_library;

/* Opens the library and looks up every function, once per process (thread-safe); returns
 * 1 when all were found, 0 otherwise (cdl_error says why, in dlerror(3)'s words). */
int cdl_load(cdl_library *library);

/* The reason the library could not be loaded ("" when it was, or was not tried). */
const char *cdl_error(cdl_library *library);

/* Function `index` of a loaded library. Called without a successful cdl_load (a call
 * that no SDL_Init/TTF_Init/png_image_* success came before), it prints the reason on
 * standard error and aborts: a forwarder has nothing it could return. */
void *cdl_function(cdl_library *library, int index);


/*
 * Forwarders from a list of functions, each entry F(return type, name, (parameters),
 * (arguments)), V(…) for a function returning void, M(name) for one the module writes by
 * hand (looked up as the others, no forwarder generated):
 *
 *     #define LIST(F, V, M) M(SDL_Init) F(int, SDL_PollEvent, (SDL_Event *e), (e)) V(void, SDL_Quit, (void), ())
 *     CDL_LIBRARY(sdl2, "libSDL2-2.0.so.0", LIST)
 *
 *     #define CDL_FORWARDING sdl2
 *     CDL_FORWARDERS(LIST)
 *
 * defines `sdl2` (a cdl_library) and one function per F/V entry with the declared name and
 * signature, which calls the library's function of that name.
 */
#define CDL_INDEX(ret, name, params, args) cdl_index_##name,
#define CDL_INDEX_M(name) cdl_index_##name,
#define CDL_NAME(ret, name, params, args) #name,
#define CDL_NAME_M(name) #name,
#define CDL_SKIP(ret, name, params, args)
#define CDL_SKIP_M(name)
#define CDL_LIBRARY(library, soname, LIST)                                                         \
    enum { LIST(CDL_INDEX, CDL_INDEX, CDL_INDEX_M) cdl_##library##_count };                        \
    static const char *const cdl_##library##_names[] = { LIST(CDL_NAME, CDL_NAME, CDL_NAME_M) };   \
    static void *cdl_##library##_functions[cdl_##library##_count];                                 \
    static cdl_library library = { soname, cdl_##library##_names, cdl_##library##_functions,      \
                                   cdl_##library##_count, 0, "" };
#define CDL_FUNCTION(library, name) (cdl_function(&(library), cdl_index_##name))
/* The forwarders of LIST's F and V entries, to the library named by CDL_FORWARDING
 * (define it first: `#define CDL_FORWARDING sdl2` then `CDL_FORWARDERS(LIST)`). */
#define CDL_FORWARD(ret, name, params, args) \
    ret name params { return ((ret (*) params) CDL_FUNCTION(CDL_FORWARDING, name)) args; }
#define CDL_FORWARD_VOID(ret, name, params, args) \
    void name params { ((void (*) params) CDL_FUNCTION(CDL_FORWARDING, name)) args; }
#define CDL_FORWARDERS(LIST) LIST(CDL_FORWARD, CDL_FORWARD_VOID, CDL_SKIP_M)
#endif
