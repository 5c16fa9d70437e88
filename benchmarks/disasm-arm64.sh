#!/usr/bin/env bash
# The Arm64 code of the micro-benchmarks' hot loops (benchmarks/NDisruptor.Benchmarks/Micro), as the JIT compiles them
# while BenchmarkDotNet measures them, written to docs/disasm/arm64/<class>.asm.
#
# BenchmarkDotNet's DisassemblyDiagnoser cannot run in process (it crashes even on x64 here) and BenchmarkDotNet cannot
# build its child projects under emulation, so this asks the JIT itself: DOTNET_JitDisasm names the methods,
# DOTNET_JitStdOutFile collects what it prints, while the micro-benchmarks run in process long enough for tiering and
# dynamic PGO to reach their final code. Every method is kept at its last optimized tier (the code the measured
# iterations ran); tier-0 code is left out. Addresses and the constants that hold them differ from run to run; field offsets, barriers and
# atomics are what to read (the diffable mode would hide large field offsets too, the padded layout among them).
#
# On an x64 host it publishes for linux-arm64 and runs under qemu-user (see .ci/arm64-tests.sh); on an Arm64 host it runs
# natively. The JIT emits code for the CPU features the runtime detects: under qemu those of its default `max` CPU, LSE
# atomics (ldaddal) and RCPC loads (ldapr) among them. A core without them gets other forms (an exclusive load/store
# loop, ldar): run this on that core to see its code.
#
# Usage: benchmarks/disasm-arm64.sh [publish-folder]   (an existing linux-arm64 publish of the benchmarks, else one is made)
# DISRUPTOR_NET_FEED, naming a folder holding the Disruptor package, adds Disruptor-net's same operations.
set -euo pipefail
cd "$(dirname "$0")/.."

out=docs/disasm/arm64
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bin=${1:-}
if [ -z "$bin" ]; then
  feed=${DISRUPTOR_NET_FEED:-}
  bin="$work/bin"
  DISRUPTOR_NET_FEED="$feed" dotnet publish benchmarks/NDisruptor.Benchmarks -c Release -r linux-arm64 --self-contained \
    -o "$bin" -v quiet -nologo
fi

run=()
# BenchmarkDotNet raises its process to high priority; this run measures nothing, so as root it goes without the capability.
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
  run=(setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice)
fi
if [ "$(uname -m)" != aarch64 ]; then
  # binfmt_misc is not mounted here: the emulator is called explicitly; W^X off, as qemu-user misses JIT code written
  # through its writable alias.
  export QEMU_LD_PREFIX=/ DOTNET_EnableWriteXorExecute=0
  run+=(qemu-aarch64-static)
fi
export DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1

# The hot loops per class: the benchmark methods themselves (claim, write and publish inline into them) and, for the consume
# path and the hop, the barrier's wait and the processors' batch loops of both libraries (NDisruptor's loop is Consume,
# Disruptor-net's ProcessEvents). The JIT matches a class by its full name, namespace included, hence the leading wildcards.
processor_loops='*EventProcessor*:ProcessEvents *EventProcessor*:Consume *EventProcessor*:AwaitBatch *EventProcessor*:ProcessBatch *EventProcessor*:InvokeHandler'
methods() {
  case "$1" in
    PublishPath) echo '*PublishPath:* *SingleProducerSequencer*:* *MultiProducerSequencer*:*' ;;
    ConsumePath) echo "*ConsumePath:* *SequenceBarrier*:WaitFor* *BusySpinWaitStrategy*:WaitFor* $processor_loops" ;;
    HopPath) echo "*HopPath:* $processor_loops" ;;
  esac
}

mkdir -p "$out"
for class in PublishPath ConsumePath HopPath; do
  # Enough iterations that every benchmark method, and the loops it calls, reaches tier 1 with its profile. Under the
  # emulator the JIT itself runs slowly, and tiering waits for 100 ms without new compiles before it counts calls at all:
  # with no wait (TC_CallCountingDelayMs=0) the methods reach tier 1 within these iterations. It changes when they are
  # promoted, not the code they are promoted to.
  DOTNET_JitDisasm="$(methods "$class")" DOTNET_JitStdOutFile="$work/$class.txt" \
    DOTNET_TC_CallCountingDelayMs=0 \
    "${run[@]}" "$bin/NDisruptor.Benchmarks" --filter "*Micro.$class.*" --inProcess --warmupCount 10 --iterationCount 5 \
    --iterationTime 200 --artifacts "$work/artifacts-$class" > "$work/$class.log" 2>&1 \
    || { tail -40 "$work/$class.log"; echo "disasm-arm64: the $class run failed" >&2; exit 1; }

  # One listing per method: its last optimized one (tier 1, or the on-stack-replacement code a loop ran in when the method
  # never left it), in the order the methods first appeared; tier-0 code and methods never optimized are left out.
  awk -v header="; $class: the Arm64 code of the micro-benchmark's hot loops at their last optimized tier (benchmarks/disasm-arm64.sh)" '
    BEGIN { print header; print "" }
    /^; Assembly listing for method / {
      full = substr($0, 32); match(full, / \([^()]*\)$/)
      tier = substr(full, RSTART + 2, RLENGTH - 3); name = substr(full, 1, RSTART - 1)
      current = (tier ~ /^(Tier1|Tier1-OSR|FullOpts)$/) ? name : ""
      if (current != "") { if (!(name in seen)) { seen[name] = 1; order[++n] = name }; text[name] = "" }
    }
    current != "" { text[current] = text[current] $0 "\n" }
    END { for (i = 1; i <= n; i++) printf "%s\n", text[order[i]] }
  ' "$work/$class.txt" > "$out/$class.asm"
  echo "wrote $out/$class.asm: $(grep '^; Assembly listing for method ' "$out/$class.asm" | sed -E 's/.* \(([^()]*)\)$/\1/' | sort | uniq -c | xargs)"
done
