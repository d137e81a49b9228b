// libFuzzer's driver, for a fuzz target whose `main` is Swift's (SwiftPM names the executable's
// entry point itself, so libFuzzer's own `main` cannot be used). Only referenced when the target
// is built with -sanitize=fuzzer, which links libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
