// A hint to the processor to bring memory into its caches ahead of a read, which Swift has no
// spelling for. Inlined where it is called: the header's function is compiled into the caller.
#ifndef SCOREKEEPER_PREFETCH_H
#define SCOREKEEPER_PREFETCH_H

static inline __attribute__((always_inline)) void scorekeeper_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
