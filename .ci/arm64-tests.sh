#!/usr/bin/env bash
# The library tests as linux-arm64 code, emulated by qemu-user on this x64 machine.
#
# Emulation proves that the Arm64 code paths (ArmBase.Yield, the JIT's Arm64 barriers and atomics) run and
# that every test passes; it does not reproduce Arm's weak memory ordering, since qemu runs the guest's
# loads and stores on the x64 host's stronger model (docs/design.md, "Arm64").
#
# Prints one "Passed!/Failed! - Failed: N, Passed: N, Skipped: N, Total: N" line, as dotnet test does,
# so that .ci/run counts this leg with the others. Exit status: non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# qemu-user and the arm64 C runtime the .NET host needs (libssl: the xunit v3 runner loads it).
if ! command -v qemu-aarch64-static >/dev/null || [ ! -e /lib/aarch64-linux-gnu/libssl.so.3 ]; then
  dpkg --add-architecture arm64 || exit 1
  apt-get update -qq || exit 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    qemu-user-static libc6:arm64 libstdc++6:arm64 libgcc-s1:arm64 zlib1g:arm64 libssl3:arm64 >/dev/null || exit 1
fi

# Debug, like dotnet test: the library is optimized in Debug too and keeps its Debug-only misuse checks.
dotnet publish tests/NDisruptor.Tests -c Debug -r linux-arm64 --self-contained -o "$out" -v quiet -nologo || exit 1

# binfmt_misc is not mounted here, so the emulator is called explicitly. W^X double-maps JIT code, and
# qemu-user does not notice code written through the writable alias (stale translations crash), so it is off.
# Tests that measure process CPU time (trait Category=CpuTime) are skipped: under emulation qemu spends its own
# time translating code, so "idle" is not idle.
log="$out/arm64.log"
DOTNET_EnableWriteXorExecute=0 DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 QEMU_LD_PREFIX=/ \
  timeout 1800 qemu-aarch64-static "$out/NDisruptor.Tests" -noColor -trait- Category=CpuTime 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# xunit v3: "NDisruptor.Tests  Total: 138, Errors: 0, Failed: 0, Skipped: 0, Not Run: 0, Time: 37.0s"
summary=$(grep -E 'Total: [0-9]+, Errors: [0-9]+, Failed: [0-9]+, Skipped: [0-9]+' "$log" | tail -n 1)
if [ -z "$summary" ]; then
  echo "Failed!  - Failed: 1, Passed: 0, Skipped: 0, Total: 1 - NDisruptor.Tests (linux-arm64, emulated): the run ended without a summary (exit $status)"
  exit 1
fi

read -r total errors failed skipped notrun < <(echo "$summary" | sed -E 's/.*Total: ([0-9]+), Errors: ([0-9]+), Failed: ([0-9]+), Skipped: ([0-9]+), Not Run: ([0-9]+).*/\1 \2 \3 \4 \5/')
failed=$((failed + errors))
passed=$((total - failed - skipped - notrun))
verdict=Passed
if [ "$failed" -ne 0 ] || [ "$status" -ne 0 ]; then verdict=Failed; fi
echo "$verdict!  - Failed: $failed, Passed: $passed, Skipped: $skipped, Total: $total - NDisruptor.Tests (linux-arm64, emulated)"
[ "$verdict" = Passed ]
