#ifndef FUZZDRIVER_H
#define FUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver: parses libFuzzer's flags from argc/argv and runs `callback` on each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
