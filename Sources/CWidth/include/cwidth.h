#ifndef CWIDTH_H
#define CWIDTH_H
/// wcwidth(3) of one code point under the current LC_CTYPE (the function ncursesw uses).
int cwidth_wcwidth(unsigned int codepoint);
/// Sets LC_CTYPE from the environment, falling back to C.UTF-8 when that is not UTF-8.
/// Returns 1 when the resulting locale is UTF-8.
int cwidth_prepare_locale(void);
#endif
