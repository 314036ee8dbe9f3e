#!/usr/bin/env bash
# Instructions per operation under valgrind (`make bench-callgrind`): LuaKit against the raw Lua C API, and,
# given prestyle-bench, the Lua style's hook, delegate and recorded run against their Swift twins.
#
# Time on a shared two-core machine is noisy; instruction counts are not. Each side of each case runs
# twice under callgrind, with N and 3N operations; the difference divided by 2N is the cost of one
# operation, with set-up (state creation, loading, registration) cancelled out. Swift's random hash seed
# would move the counts from run to run: SWIFT_DETERMINISTIC_HASHING fixes it.
# Usage: Benchmarks/callgrind.sh path/to/luakit-bench [path/to/prestyle-bench]
set -euo pipefail

bench=${1:?usage: callgrind.sh path/to/luakit-bench [path/to/prestyle-bench]}
prestyle_bench=${2:-}
command -v valgrind >/dev/null 2>&1 || { echo "bench-callgrind: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
export SWIFT_DETERMINISTIC_HASHING=1
# Valgrind 3.19 gives up on the DWARF Swift emits; a copy without debug information runs fine.
stripped=$(mktemp)
stripped_prestyle=$(mktemp)
trap 'rm -f "$stripped" "$stripped_prestyle"' EXIT
objcopy --strip-debug "$bench" "$stripped"

instructions() {  # binary arguments…
  local binary=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" one "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_operation() {  # n binary arguments-before-the-count…
  local n=$1 small large
  shift
  small=$(instructions "$@" "$n")
  large=$(instructions "$@" "$((3 * n))")
  echo $(((large - small) / (2 * n)))
}

printf '%-42s %8s %8s %7s\n' "instructions per operation" raw LuaKit ratio
for budget in off armed; do
  for case in call host userdata; do
    raw=$(per_operation 50000 "$stripped" "$case" raw "$budget")
    kit=$(per_operation 50000 "$stripped" "$case" luakit "$budget")
    awk -v name="$case (budget $budget)" -v raw="$raw" -v kit="$kit" \
      'BEGIN { printf "%-42s %8d %8d %6.2fx\n", name, raw, kit, kit / raw }'
  done
done

[ -n "$prestyle_bench" ] || exit 0
objcopy --strip-debug "$prestyle_bench" "$stripped_prestyle"
echo
printf '%-42s %10s %10s %7s\n' "instructions per operation, bouncy.lua" Swift Lua ratio
# case, operations N (3N are counted too), the row's name. The hook's calls all fall in one presentation,
# whose style code may take 5 time limits in all: under valgrind's slowdown a few thousand calls reach that
# cap, and the calls after it cost nothing, so N stays small.
for row in "hook 1000 frameOfPresentedView, one call" "delegate 2000 transitioning delegate for a run" \
  "run60 20 recorded run, present + dismiss, 60 fps" "cycles 20 unrecorded present + dismiss cycle"; do
  read -r case n name <<<"$row"
  swift=$(per_operation "$n" "$stripped_prestyle" "$case" swift)
  lua=$(per_operation "$n" "$stripped_prestyle" "$case" lua)
  awk -v name="$name" -v swift="$swift" -v lua="$lua" \
    'BEGIN { printf "%-42s %10d %10d %6.2fx\n", name, swift, lua, lua / swift }'
done
