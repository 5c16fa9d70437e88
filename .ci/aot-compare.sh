#!/usr/bin/env bash
# The comparison mode's NativeAOT leg: `compare --aot publish` publishes the benchmarks program with NativeAOT, then runs
# NDisruptor's two rings in its worker processes beside the JIT's, round by round. A smoke run (one round at 1/256 of the
# run length): it proves that the publish works and that both twins run and check their sums; its timings mean nothing.
# Exits non-zero if the command fails or either twin goes unmeasured.
set -uo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare Unicast \
  --contenders NDisruptorClass,NDisruptorAot,NDisruptorClassAot --aot publish \
  --rounds 1 --warmup 0 --launches 1 --scale 256 --seed 1 --out "$out" > "$out/compare.log" 2>&1
status=$?
report=$(ls "$out"/compare-Unicast-*.md 2>/dev/null | head -1)
measured=0
for twin in NDisruptorAot NDisruptorClassAot; do
  # A measured row: the twin's name, its events per run, then a time per event.
  if [ -n "$report" ] && grep -qE "^\| $twin \| [0-9]+ \([0-9.]+ laps\) \| [0-9]+\.[0-9]+ " "$report"; then
    measured=$((measured + 1))
  else
    echo "FAIL $twin: no measured row in the comparison"
  fi
done

if [ "$status" -ne 0 ] || [ "$measured" -ne 2 ]; then
  grep -v '^\[' "$out/compare.log" | tail -40
  echo "NativeAOT comparison: FAILED (exit $status, $measured of 2 twins measured)"
  exit 1
fi

grep -E '^\| NativeAOT' "$report"

# `compare builds`, the before/after comparison of builds, on the two builds at hand: this JIT build and the NativeAOT
# executable just published. Also a smoke run: both rows must be measured.
# The publish above went to bin/NativeAotWorker/<runtime id>, the one folder there.
aot_folder=$(ls -d benchmarks/NDisruptor.Benchmarks/bin/NativeAotWorker/*/ | head -1)
dotnet run -c Release --project benchmarks/NDisruptor.Benchmarks -- compare builds Unicast \
  jit=benchmarks/NDisruptor.Benchmarks/bin/Release/net10.0 aot="$aot_folder" \
  --rounds 1 --warmup 0 --scale 256 --seed 1 --out "$out" > "$out/builds.log" 2>&1
status=$?
builds=$(ls "$out"/compare-builds-Unicast-*.md 2>/dev/null | head -1)
# Both rows measured, and each build run as what it is (the NativeAOT one not taken for a JIT build).
if [ "$status" -ne 0 ] || [ -z "$builds" ] || [ "$(grep -cE '^\| (jit|aot) \| [0-9]+ \| [0-9]+' "$builds")" -ne 2 ] \
  || ! grep -q '^- jit: JIT build' "$builds" || ! grep -q '^- aot: NativeAOT executable' "$builds"; then
  tail -40 "$out/builds.log"
  echo "NativeAOT comparison: FAILED (compare builds: exit $status, the JIT and NativeAOT builds not both measured)"
  exit 1
fi

echo "NativeAOT comparison: passed (both twins measured; compare builds measured a JIT and a NativeAOT build)"
