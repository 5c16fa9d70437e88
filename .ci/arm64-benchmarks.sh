#!/usr/bin/env bash
# The benchmark suite as linux-arm64 code, emulated by qemu-user on this x64 machine: a smoke run, never a measurement.
#
# It publishes the benchmarks self-contained for linux-arm64 (with the DisruptorNet contender when DISRUPTOR_NET_FEED
# names a folder holding its package), then under qemu:
#  - every BenchmarkDotNet benchmark once, in process (`--job dry --inProcess`: BenchmarkDotNet cannot build its child
#    projects under emulation), micro-benchmarks included: each must run and check its result;
#  - the comparison mode over every topology at 1/256 of its run length, its workers started through qemu
#    (NDISRUPTOR_WORKER_LAUNCHER): each contender must run and check its sums, and the contenders that allocate nothing per
#    event on x64 must allocate nothing here either;
#  - the report over both, into a scratch folder: the page must mark the results emulated, and docs/ must not change.
# Everything it writes goes to a scratch folder that is removed at the end: emulated timings are the emulator's, so none of
# them may reach docs/benchmarks.md.
#
# Prints one line, "Arm64 benchmarks (emulated): N passed, M failed", that .ci/run adds to its summary (N: benchmark cases
# and comparison contenders that ran and checked out). Exit status: non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# A worker that fails aborts the comparison; no core file of the emulator's should land in the repository.
ulimit -c 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
started=$SECONDS
passed=0
failed=0

summary() {
  echo "Arm64 benchmarks (emulated): $passed passed, $failed failed ($((SECONDS - started)) s)"
  [ "$failed" -eq 0 ]
  exit
}

fail() {
  echo "arm64 benchmarks: $*"
  failed=$((failed + 1))
}

# qemu-user, the arm64 C runtime the .NET host needs, and jq to read BenchmarkDotNet's JSON.
if ! command -v qemu-aarch64-static >/dev/null || [ ! -e /lib/aarch64-linux-gnu/libstdc++.so.6 ] || ! command -v jq >/dev/null; then
  dpkg --add-architecture arm64 || { fail "cannot add the arm64 architecture"; summary; }
  apt-get update -qq || { fail "apt-get update failed"; summary; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    qemu-user-static libc6:arm64 libstdc++6:arm64 libgcc-s1:arm64 zlib1g:arm64 jq >/dev/null || { fail "cannot install qemu-user"; summary; }
fi

# The DisruptorNet contender only when the caller names its package's folder (benchmarks/README.md).
feed=${DISRUPTOR_NET_FEED:-}
bin="$work/bin"
DISRUPTOR_NET_FEED="$feed" dotnet publish benchmarks/NDisruptor.Benchmarks -c Release -r linux-arm64 --self-contained \
  -o "$bin" -v quiet -nologo || { fail "publish failed"; summary; }
echo "arm64 benchmarks: published for linux-arm64 ($([ -n "$feed" ] && echo "DisruptorNet built in" || echo "without DisruptorNet: no feed"))"

# binfmt_misc is not mounted here, so the emulator is called explicitly, for the comparison's workers too; W^X is off because
# qemu-user misses JIT code written through its writable alias (see .ci/arm64-tests.sh).
export DOTNET_EnableWriteXorExecute=0 DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 QEMU_LD_PREFIX=/
export NDISRUPTOR_WORKER_LAUNCHER=qemu-aarch64-static

# BenchmarkDotNet raises its process to high priority. An emulated smoke run must not outrank whatever else runs on the
# machine (benchmarks, above all), so where it could (as root) it runs without the capability and keeps its niceness.
emulate() {
  if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
    setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice timeout 1200 qemu-aarch64-static "$@"
  else
    timeout 1200 qemu-aarch64-static "$@"
  fi
}

# 1. Every BenchmarkDotNet benchmark, once each, in process.
artifacts="$work/artifacts"
emulate "$bin/NDisruptor.Benchmarks" --list flat > "$work/list.txt" 2>&1 || { cat "$work/list.txt"; fail "--list failed"; summary; }
grep -E '^NDisruptor\.Benchmarks\.' "$work/list.txt" | sed -E 's/^NDisruptor\.Benchmarks\.//' | sort -u > "$work/listed.txt"
emulate "$bin/NDisruptor.Benchmarks" --filter '*' --job dry --inProcess --artifacts "$artifacts" > "$work/bdn.log" 2>&1
bdn_status=$?
# One line per benchmark case: Namespace.Type.Method, whether it has statistics (none: it threw or checked a wrong result).
jq -r '.Benchmarks[] | "\(.Namespace | sub("^NDisruptor\\.Benchmarks\\."; "")).\(.Type).\(.Method) \(if .Statistics == null then "failed" else "passed" end)"' \
  "$artifacts"/results/*-report-full.json > "$work/cases.txt" 2>/dev/null
bdn_passed=$(grep -c ' passed$' "$work/cases.txt")
bdn_failed=$(grep -c ' failed$' "$work/cases.txt")
missing=$(comm -23 "$work/listed.txt" <(sed -E 's/ [a-z]+$//' "$work/cases.txt" | sort -u))
classes=$(sed -E 's/\.[^.]+$//' "$work/listed.txt" | sort -u | wc -l)
echo "arm64 benchmarks: BenchmarkDotNet --job dry --inProcess: $bdn_passed cases passed, $bdn_failed failed, of $(wc -l < "$work/listed.txt") benchmarks in $classes classes (exit $bdn_status)"
passed=$((passed + bdn_passed))
failed=$((failed + bdn_failed))
if [ -n "$missing" ]; then
  fail "no result for: $(echo "$missing" | tr '\n' ' ')"
fi
if [ "$bdn_status" -ne 0 ] || [ "$bdn_failed" -ne 0 ] || [ -n "$missing" ]; then
  grep -E -i -B2 -A8 'exception|error' "$work/bdn.log" | head -80
  [ "$bdn_status" -ne 0 ] && fail "BenchmarkDotNet exited with $bdn_status"
fi

# 2. The comparison mode over every topology, one round at 1/256 of the run length. A contender that fails its sums ends its
# worker, and its topology with it: the report says "Not measured" there, and the command exits non-zero. --seed fixes the
# contenders' order, so a failure repeats.
emulate "$bin/NDisruptor.Benchmarks" compare all --rounds 1 --warmup 0 --scale 256 --seed 1 --out "$artifacts/compare" > "$work/compare.log" 2>&1
compare_status=$?
report=$(ls "$artifacts"/compare/compare-all-*.md 2>/dev/null | head -1)
if [ -z "$report" ]; then
  grep -v '^\[' "$work/compare.log" | tail -40
  fail "compare all exited with $compare_status and wrote no report"
else
  # Each topology's table: "| Contender | events/run | ns/event: median [IQR] | ... | B/event (median) |".
  # Contenders whose runs allocate nothing per event on x64: the rings (both of ours, Disruptor-net's) and the raw ring.
  # The count is the whole process's, the runtime's own work included, and under emulation the JIT is still compiling
  # during these short runs: up to ~0.2 B/event of it was seen. So the bar is 0.5 B/event, which one object (24 B at
  # least) per event, or per batch of up to 48 events, crosses.
  read -r compare_passed compare_failed < <(awk -F'|' '
    /^## / { topology = ($0 ~ /^## (Summary|Targets)/) ? "" : substr($0, 4) }
    topology != "" && /^\*\*Not measured\*\*/ { f++; print "arm64 benchmarks: " topology " not measured: " substr($0, 19) > "/dev/stderr" }
    topology != "" && /^\| [A-Za-z]/ && $2 !~ /Contender/ {
      name = $2; gsub(/ /, "", name); ns = $4; sub(/^ */, "", ns); sub(/ .*/, "", ns); bytes = $(NF - 1); gsub(/ /, "", bytes)
      ok = (ns ~ /^[0-9.]+$/ && ns + 0 > 0)
      if (ok && name ~ /^(NDisruptor|NDisruptorClass|DisruptorNet|RawLimit|RawTwoLines)$/ && bytes + 0 >= 0.5) {
        ok = 0; print "arm64 benchmarks: " topology "/" name " allocated " bytes " B/event" > "/dev/stderr"
      }
      if (ok) p++; else { f++; if (ns !~ /^[0-9.]+$/) print "arm64 benchmarks: " topology "/" name " has no time" > "/dev/stderr" }
    }
    END { print p + 0, f + 0 }' "$report")
  topologies=$(grep -E '^## [A-Z][A-Za-z0-9-]*$' "$report" | grep -vc '^## Targets$')
  echo "arm64 benchmarks: compare all --scale 256: $compare_passed contenders passed, $compare_failed failed, in $topologies topologies (exit $compare_status)"
  passed=$((passed + compare_passed))
  failed=$((failed + compare_failed))
  if [ "$compare_status" -ne 0 ]; then
    grep -v '^\[' "$work/compare.log" | grep -i -A5 'exception\|not measured' | head -40
    # A failure the report does not show as a row or a topology still fails the leg.
    [ "$compare_failed" -eq 0 ] && fail "compare all exited with $compare_status"
  fi
  [ "$compare_passed" -eq 0 ] && fail "compare all reported no contender"
fi

# 3. The report over both, into a scratch folder: emulated results must say so, and the x64 side must say "not measured".
before=$(cat docs/benchmarks.md docs/img/benchmarks.svg 2>/dev/null | sha256sum)
if emulate "$bin/NDisruptor.Benchmarks" report "$artifacts" --docs "$work/docs" > "$work/report.log" 2>&1; then
  page="$work/docs/benchmarks.md"
  if grep -q '^| Arm64 (emulated) |' "$page" && grep -q '^| X64 | – | not measured |' "$page" \
    && grep -q 'Arm64 code on an x86_64 kernel' "$page" && ! grep -q '^!\[' "$page"; then
    passed=$((passed + 1))
  else
    fail "the report does not mark the emulated results as such (see $page)"
  fi
else
  cat "$work/report.log"
  fail "report failed"
fi
[ "$before" = "$(cat docs/benchmarks.md docs/img/benchmarks.svg 2>/dev/null | sha256sum)" ] || fail "docs/benchmarks.md or its chart changed"

summary
