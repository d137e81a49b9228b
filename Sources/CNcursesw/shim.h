// ncursesw with wide-character calls, plus static inline wrappers for what Swift cannot import
// (macros and C globals that Swift 6 refuses to touch).
#ifndef SCOREKEEPER_CNCURSESW_SHIM_H
#define SCOREKEEPER_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/ncurses.h>
#include <locale.h>
#include <wchar.h>
#endif
