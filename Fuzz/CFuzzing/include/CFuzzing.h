// libFuzzer's driver, called from each fuzz target's entry point. SwiftPM names an executable's entry point
// `<target>_main` and points `main` at it, which keeps libFuzzer's own `main` out of the link: the targets'
// entry points hand control to the driver themselves.
#ifndef CFUZZING_H
#define CFUZZING_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
