// ncursesw with wide-character calls, opened at run time, plus static inline wrappers for what
// Swift cannot import (macros and C globals that Swift 6 refuses to touch) and for what must be
// signal-safe C.
//
// Why not link ncurses: a linked library is loaded and bound at every start of every command
// (about 0.2 ms with libtinfo), and only the interface, `--watch`, their check of the terminal and
// `photo show`'s reading of the terminal's colors use it.
// Nothing here refers to an ncurses symbol directly: `sk_curses_load` looks the functions and
// variables up with dlopen/dlsym the first time one is needed, into a table the caller keeps; the
// headers give their types (`__typeof__` reads a declaration without using it).
#ifndef SCOREKEEPER_CNCURSESW_SHIM_H
#define SCOREKEEPER_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/ncurses.h>
#include <dlfcn.h>
#include <locale.h>
#include <langinfo.h>
#include <stdlib.h>
#include <wchar.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <sys/ioctl.h>
// Last: term.h defines macros named like common words (`lines`, `columns`), so no identifier
// below may use those names.
#include <ncursesw/term.h>

// The table's pointers say they are never NULL (so Swift calls them as they are); the header's
// other pointers say nothing either way, which clang would otherwise warn about.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

/// The ncurses and terminfo functions and variables Scorekeeper uses, looked up once by
/// `sk_curses_load`; every entry is there once the table is returned.
typedef struct SKCurses {
    // Starting and stopping curses on a terminal.
    __typeof__(&newterm) _Nonnull newterm;
    __typeof__(&set_term) _Nonnull set_term;
    __typeof__(&endwin) _Nonnull endwin;
    __typeof__(&delscreen) _Nonnull delscreen;
    // Input modes.
    __typeof__(&cbreak) _Nonnull cbreak;
    __typeof__(&noecho) _Nonnull noecho;
    __typeof__(&nonl) _Nonnull nonl;
    __typeof__(&intrflush) _Nonnull intrflush;
    __typeof__(&keypad) _Nonnull keypad;
    __typeof__(&nodelay) _Nonnull nodelay;
    __typeof__(&set_escdelay) _Nonnull set_escdelay;
    __typeof__(&key_defined) _Nonnull key_defined;
    __typeof__(&define_key) _Nonnull define_key;
    __typeof__(&mousemask) _Nonnull mousemask;
    __typeof__(&mouseinterval) _Nonnull mouseinterval;
    __typeof__(&getmouse) _Nonnull getmouse;
    __typeof__(&wget_wch) _Nonnull wget_wch;
    // Colors.
    __typeof__(&has_colors) _Nonnull has_colors;
    __typeof__(&start_color) _Nonnull start_color;
    __typeof__(&use_default_colors) _Nonnull use_default_colors;
    __typeof__(&alloc_pair) _Nonnull alloc_pair;
    __typeof__(&reset_color_pairs) _Nonnull reset_color_pairs;
    // Drawing.
    __typeof__(&curs_set) _Nonnull curs_set;
    __typeof__(&getmaxx) _Nonnull getmaxx;
    __typeof__(&getmaxy) _Nonnull getmaxy;
    __typeof__(&resize_term) _Nonnull resize_term;
    __typeof__(&clearok) _Nonnull clearok;
    __typeof__(&beep) _Nonnull beep;
    __typeof__(&werase) _Nonnull werase;
    __typeof__(&wmove) _Nonnull wmove;
    __typeof__(&setcchar) _Nonnull setcchar;
    __typeof__(&mvwadd_wch) _Nonnull mvwadd_wch;
    __typeof__(&wnoutrefresh) _Nonnull wnoutrefresh;
    __typeof__(&doupdate) _Nonnull doupdate;
    // Terminal descriptions (libtinfo, reached through libncursesw).
    __typeof__(&setupterm) _Nonnull setupterm;
    __typeof__(&set_curterm) _Nonnull set_curterm;
    __typeof__(&del_curterm) _Nonnull del_curterm;
    __typeof__(&tigetstr) _Nonnull tigetstr;
    __typeof__(&tigetnum) _Nonnull tigetnum;
    __typeof__(&putp) _Nonnull putp;
    // Variables: where curses keeps them.
    __typeof__(&stdscr) _Nonnull stdscr_variable;
    __typeof__(&curscr) _Nonnull curscr_variable;
    __typeof__(&COLORS) _Nonnull colors_variable;
    __typeof__(&cur_term) _Nonnull cur_term_variable;
} SKCurses;

/// Opens libncursesw (which brings libtinfo) and fills a table of what Scorekeeper uses; NULL
/// when it is not installed or lacks an entry (`alloc_pair` and `reset_color_pairs` came in 6.1).
/// Call once per process (the table is never freed) and keep the pointer.
static inline const SKCurses *_Nullable sk_curses_load(void) {
    void *lib = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return NULL;
    SKCurses *c = (SKCurses *)calloc(1, sizeof(SKCurses));
    if (!c) {
        dlclose(lib);
        return NULL;
    }
#define SK_LOOKUP(field, symbol) *(void **)(&c->field) = dlsym(lib, symbol)
    SK_LOOKUP(newterm, "newterm");
    SK_LOOKUP(set_term, "set_term");
    SK_LOOKUP(endwin, "endwin");
    SK_LOOKUP(delscreen, "delscreen");
    SK_LOOKUP(cbreak, "cbreak");
    SK_LOOKUP(noecho, "noecho");
    SK_LOOKUP(nonl, "nonl");
    SK_LOOKUP(intrflush, "intrflush");
    SK_LOOKUP(keypad, "keypad");
    SK_LOOKUP(nodelay, "nodelay");
    SK_LOOKUP(set_escdelay, "set_escdelay");
    SK_LOOKUP(key_defined, "key_defined");
    SK_LOOKUP(define_key, "define_key");
    SK_LOOKUP(mousemask, "mousemask");
    SK_LOOKUP(mouseinterval, "mouseinterval");
    SK_LOOKUP(getmouse, "getmouse");
    SK_LOOKUP(wget_wch, "wget_wch");
    SK_LOOKUP(has_colors, "has_colors");
    SK_LOOKUP(start_color, "start_color");
    SK_LOOKUP(use_default_colors, "use_default_colors");
    SK_LOOKUP(alloc_pair, "alloc_pair");
    SK_LOOKUP(reset_color_pairs, "reset_color_pairs");
    SK_LOOKUP(curs_set, "curs_set");
    SK_LOOKUP(getmaxx, "getmaxx");
    SK_LOOKUP(getmaxy, "getmaxy");
    SK_LOOKUP(resize_term, "resize_term");
    SK_LOOKUP(clearok, "clearok");
    SK_LOOKUP(beep, "beep");
    SK_LOOKUP(werase, "werase");
    SK_LOOKUP(wmove, "wmove");
    SK_LOOKUP(setcchar, "setcchar");
    SK_LOOKUP(mvwadd_wch, "mvwadd_wch");
    SK_LOOKUP(wnoutrefresh, "wnoutrefresh");
    SK_LOOKUP(doupdate, "doupdate");
    SK_LOOKUP(setupterm, "setupterm");
    SK_LOOKUP(set_curterm, "set_curterm");
    SK_LOOKUP(del_curterm, "del_curterm");
    SK_LOOKUP(tigetstr, "tigetstr");
    SK_LOOKUP(tigetnum, "tigetnum");
    SK_LOOKUP(putp, "putp");
    SK_LOOKUP(stdscr_variable, "stdscr");
    SK_LOOKUP(curscr_variable, "curscr");
    SK_LOOKUP(colors_variable, "COLORS");
    SK_LOOKUP(cur_term_variable, "cur_term");
#undef SK_LOOKUP
    void **fields = (void **)c;
    for (size_t i = 0; i < sizeof(SKCurses) / sizeof(void *); i++) {
        if (!fields[i]) {
            free(c);
            dlclose(lib);
            return NULL;
        }
    }
    return c;
}

// C globals, read through functions.
static inline WINDOW *sk_stdscr(const SKCurses *c) { return *c->stdscr_variable; }
static inline WINDOW *sk_curscr(const SKCurses *c) { return *c->curscr_variable; }
static inline FILE *sk_stdout(void) { return stdout; }
static inline FILE *sk_stdin(void) { return stdin; }
static inline int sk_colors(const SKCurses *c) { return *c->colors_variable; }

// How many columns the C library (and so curses, and a terminal that asks it) gives a character:
// -1 when the current locale cannot show it. Declared here because Glibc's module hides it.
int wcwidth(wchar_t);
static inline int sk_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

// Whether the current locale (after setlocale) encodes text as UTF-8.
static inline int sk_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// Attribute macros.
static inline attr_t sk_a_normal(void) { return A_NORMAL; }
static inline attr_t sk_a_bold(void) { return A_BOLD; }
static inline attr_t sk_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sk_a_reverse(void) { return A_REVERSE; }
static inline attr_t sk_a_dim(void) { return A_DIM; }

// Mouse masks.
static inline mmask_t sk_mouse_events(void) {
    return BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int sk_is_click(mmask_t state) { return (state & (BUTTON1_PRESSED | BUTTON1_CLICKED)) != 0; }
static inline int sk_is_wheel_up(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int sk_is_wheel_down(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }

// Sets a cell with an extended color pair (pairs above 32767 travel through `opts`).
static inline int sk_setcchar(const SKCurses *c, cchar_t *cell, const wchar_t *text, attr_t attributes, int pair) {
    return c->setcchar(cell, text, attributes, 0, &pair);
}

// The size of the terminal on stdout, from the kernel (after SIGWINCH). ioctl is variadic,
// which Swift cannot call.
static inline int sk_window_size(int *out_rows, int *out_cols) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return -1;
    *out_rows = size.ws_row;
    *out_cols = size.ws_col;
    return 0;
}

// Checks that TERM names a terminal that can move its cursor, without letting curses exit the
// process: 0 usable, 1 unknown or missing terminal description, 2 cannot address the cursor.
static inline int sk_check_terminal(const SKCurses *c) {
    int error = 0;
    if (c->setupterm(NULL, STDOUT_FILENO, &error) != OK) return 1;
    char *cup = c->tigetstr("cup");
    int usable = cup != NULL && cup != (char *)-1;
    c->del_curterm(*c->cur_term_variable);
    return usable ? 0 : 2;
}

// The number of colors the terminal description `name` declares (nil: TERM), or -1 when there is
// no such description. Loads it without starting curses and drops it again.
static inline int sk_terminfo_colors(const SKCurses *c, const char *name) {
    int error = 0;
    TERMINAL *saved = *c->cur_term_variable;
    if (c->setupterm(name, STDOUT_FILENO, &error) != OK) { c->set_curterm(saved); return -1; }
    int colors = c->tigetnum("colors");
    TERMINAL *loaded = *c->cur_term_variable;
    c->set_curterm(saved);
    c->del_curterm(loaded);
    return colors < 0 ? 0 : colors;
}

// The terminal's size in pixels and cells, from the kernel: 0 when the terminal does not say.
static inline int sk_window_pixels(int *out_width, int *out_height, int *out_rows, int *out_cols) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return -1;
    *out_width = size.ws_xpixel;
    *out_height = size.ws_ypixel;
    *out_rows = size.ws_row;
    *out_cols = size.ws_col;
    return 0;
}

// Whether the terminal has an alternate screen (smcup), which keeps the shell's screen apart.
static inline int sk_has_alternate_screen(const SKCurses *c) {
    char *enter = c->tigetstr("smcup");
    return enter != NULL && enter != (char *)-1 && enter[0] != 0;
}

// Clears the screen and homes the cursor (after endwin, while the terminal description is loaded).
static inline void sk_clear_screen(const SKCurses *c) {
    char *clear = c->tigetstr("clear");
    if (clear != NULL && clear != (char *)-1) c->putp(clear);
    fflush(stdout);
}

// Restoring the terminal when the process dies of a crash signal. Only async-signal-safe calls
// (tcsetattr, write, signal, raise) happen in the handler; everything it needs is prepared first.
struct sk_crash_restore {
    struct termios mode;
    int has_mode;
    char reset[128];
    size_t reset_length;
};

static inline struct sk_crash_restore *sk_crash_state(void) {
    static struct sk_crash_restore state;
    return &state;
}

static inline void sk_crash_handler(int signal_number) {
    struct sk_crash_restore *state = sk_crash_state();
    if (state->has_mode) tcsetattr(STDIN_FILENO, TCSANOW, &state->mode);
    if (state->reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, state->reset, state->reset_length);
        (void)ignored;
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

// Remembers the terminal's current mode (call before curses changes it) and installs the handler
// for crash signals. `reset` is written on a crash: leave the alternate screen, show the cursor...
static inline void sk_install_crash_restore(const char *reset) {
    struct sk_crash_restore *state = sk_crash_state();
    state->has_mode = tcgetattr(STDIN_FILENO, &state->mode) == 0;
    size_t length = strlen(reset);
    if (length >= sizeof(state->reset)) length = sizeof(state->reset) - 1;
    memcpy(state->reset, reset, length);
    state->reset_length = length;
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = sk_crash_handler;
        action.sa_flags = SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}

// After a normal exit the handlers are no longer needed.
static inline void sk_remove_crash_restore(void) {
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) signal(signals[i], SIG_DFL);
}

// Signals reach the program through a real handler and a pipe (the self-pipe pattern). Whichever
// thread the kernel picks runs the handler, so no signal is lost. (A signal that is merely ignored
// and read through signalfd, as libdispatch's signal sources do on Linux, is discarded when the
// kernel delivers it to any thread that has not blocked it, such as a worker thread.)
// The handler marks the signal pending and writes one byte to wake the reader; a full pipe drops
// only the byte, never the mark.
// The state lives in a static inside a static inline function, so every Swift file that calls
// these functions would get its own copy: only SignalWatcher.swift calls them (likewise only
// CursesScreen.swift calls the crash-restore functions above).
struct sk_signal_pipe {
    int read_end;
    int write_end;
    atomic_int pending[65];
};

static inline struct sk_signal_pipe *sk_signal_state(void) {
    static struct sk_signal_pipe state = { -1, -1 };
    return &state;
}

static inline void sk_signal_handler(int signal_number) {
    int saved_errno = errno;
    struct sk_signal_pipe *state = sk_signal_state();
    if (signal_number > 0 && signal_number < 65) atomic_store(&state->pending[signal_number], 1);
    char byte = (char)signal_number;
    ssize_t ignored = write(state->write_end, &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

// Installs the handler for `signals` and returns the pipe's read end (non-blocking), or -1.
static inline int sk_signal_pipe_install(const int *signals, int count) {
    struct sk_signal_pipe *state = sk_signal_state();
    if (state->read_end < 0) {
        int ends[2];
        if (pipe(ends) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
            fcntl(ends[i], F_SETFD, FD_CLOEXEC);
        }
        state->read_end = ends[0];
        state->write_end = ends[1];
    }
    for (int i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = sk_signal_handler;
        action.sa_flags = SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
    return state->read_end;
}

// Empties the pipe (call before `sk_signal_take`, so a signal that comes later wakes the reader again).
static inline void sk_signal_pipe_drain(void) {
    char buffer[64];
    while (read(sk_signal_state()->read_end, buffer, sizeof(buffer)) > 0) {}
}

// Reports (and clears) whether `signal_number` came since the last call.
static inline int sk_signal_take(int signal_number) {
    if (signal_number <= 0 || signal_number >= 65) return 0;
    return atomic_exchange(&sk_signal_state()->pending[signal_number], 0);
}

// Puts the default action back for `signals` (the pipe stays open for the process's life).
static inline void sk_signal_pipe_uninstall(const int *signals, int count) {
    for (int i = 0; i < count; i++) signal(signals[i], SIG_DFL);
}
#pragma clang diagnostic pop
#endif
