#!/usr/bin/env bash
# Instructions per operation, LuaKit against the raw Lua C API (`make bench-callgrind`).
#
# Time on a shared two-core machine is noisy; instruction counts are not. Each side of each case runs
# twice under callgrind, with N and 3N operations; the difference divided by 2N is the cost of one
# operation, with set-up (state creation, loading, registration) cancelled out.
# Usage: Benchmarks/callgrind.sh path/to/luakit-bench
set -euo pipefail

bench=${1:?usage: callgrind.sh path/to/luakit-bench}
command -v valgrind >/dev/null 2>&1 || { echo "bench-callgrind: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
n=50000
# Valgrind 3.19 gives up on the DWARF Swift emits; a copy without debug information runs fine.
stripped=$(mktemp)
trap 'rm -f "$stripped"' EXIT
objcopy --strip-debug "$bench" "$stripped"

instructions() {  # case side budget count
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" one "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_operation() {  # case side budget
  local small large
  small=$(instructions "$1" "$2" "$3" "$n")
  large=$(instructions "$1" "$2" "$3" "$((3 * n))")
  echo $(((large - small) / (2 * n)))
}

printf '%-42s %8s %8s %7s\n' "instructions per operation" raw LuaKit ratio
for budget in off armed; do
  for case in call host userdata; do
    raw=$(per_operation "$case" raw "$budget")
    kit=$(per_operation "$case" luakit "$budget")
    awk -v name="$case (budget $budget)" -v raw="$raw" -v kit="$kit" \
      'BEGIN { printf "%-42s %8d %8d %6.2fx\n", name, raw, kit, kit / raw }'
  done
done
