// The declarations are in include/CFuzzing.h; libFuzzer (linked by -sanitize=fuzzer) defines them.
#include "CFuzzing.h"
