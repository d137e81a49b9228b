// libchafa: turns an RGBA pixel buffer into terminal cells (symbols with colors).
#ifndef SCOREKEEPER_CCHAFA_SHIM_H
#define SCOREKEEPER_CCHAFA_SHIM_H
#include <chafa.h>
#endif
