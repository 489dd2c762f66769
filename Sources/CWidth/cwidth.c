#define _XOPEN_SOURCE 700
#include <wchar.h>
#include <locale.h>
#include <string.h>
#include <langinfo.h>
#include "cwidth.h"

int cwidth_wcwidth(unsigned int codepoint) {
    return wcwidth((wchar_t)codepoint);
}

int cwidth_prepare_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    if (cs == NULL || strcmp(cs, "UTF-8") != 0) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
        cs = nl_langinfo(CODESET);
    }
    return cs != NULL && strcmp(cs, "UTF-8") == 0;
}
