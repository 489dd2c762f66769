#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/*
 * Accessors for what Swift cannot import directly: ncurses globals that are macros in
 * some builds, and attribute / mouse masks defined with function-like macros.
 * They return the values of the real macros of the installed headers.
 */
static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t cn_attr_bold(void) { return WA_BOLD; }
static inline attr_t cn_attr_dim(void) { return WA_DIM; }
static inline attr_t cn_attr_reverse(void) { return WA_REVERSE; }
static inline attr_t cn_attr_underline(void) { return WA_UNDERLINE; }
static inline attr_t cn_attr_italic(void) { return WA_ITALIC; }

static inline mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cn_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t cn_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t cn_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t cn_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
#if NCURSES_MOUSE_VERSION > 1
static inline mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cn_button5_pressed(void) { return 0; }
#endif
static inline mmask_t cn_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t cn_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t cn_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t cn_button_alt(void) { return BUTTON_ALT; }

/* wcwidth(3), the width function ncursesw itself uses (declared here in case the
 * feature macros that expose it in <wchar.h> are not set). */
extern int wcwidth(wchar_t);
static inline int cn_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/* KEY_F(n) is a function-like macro. */
static inline int cn_key_f(int n) { return KEY_F(n); }
