#include "CDynamicLibrary.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One lock for every library: each is opened at most once, so it is never contended. */
static pthread_mutex_t cdl_lock = PTHREAD_MUTEX_INITIALIZER;

static void cdl_fail(cdl_library *library, const char *reason) {
    snprintf(library->error, sizeof library->error, "%s", reason ? reason : "cannot be loaded");
    __atomic_store_n(&library->state, -1, __ATOMIC_RELEASE);
}

int cdl_load(cdl_library *library) {
    int state = __atomic_load_n(&library->state, __ATOMIC_ACQUIRE);
    if (state != 0) return state == 1;
    pthread_mutex_lock(&cdl_lock);
    if (library->state == 0) {
        void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            cdl_fail(library, dlerror());
        } else {
            int found = 1;
            for (int i = 0; i < library->count; i++) {
                dlerror();
                library->functions[i] = dlsym(handle, library->names[i]);
                if (!library->functions[i]) {
                    const char *reason = dlerror();
                    char message[sizeof library->error];
                    snprintf(message, sizeof message, "%s: no function %s (%s)", library->soname,
                             library->names[i], reason ? reason : "not found");
                    cdl_fail(library, message);
                    found = 0;
                    break;
                }
            }
            /* The handle stays open for the life of the process, as a linked library would. */
            if (found) __atomic_store_n(&library->state, 1, __ATOMIC_RELEASE);
        }
    }
    pthread_mutex_unlock(&cdl_lock);
    return __atomic_load_n(&library->state, __ATOMIC_ACQUIRE) == 1;
}

const char *cdl_error(cdl_library *library) {
    return __atomic_load_n(&library->state, __ATOMIC_ACQUIRE) == -1 ? library->error : "";
}

void *cdl_function(cdl_library *library, int index) {
    if (!cdl_load(library)) {
        fprintf(stderr, "%s is needed and cannot be loaded: %s\n", library->soname, cdl_error(library));
        abort();
    }
    return library->functions[index];
}
