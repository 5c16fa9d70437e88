#!/usr/bin/env bash
# NativeAOT leg of CI: publish each sample as a linux-x64 NativeAOT executable with every AOT and trimming warning
# an error, run it, and check what it prints. Exits non-zero if any sample fails to publish, run or check out.
# Usage: bash .ci/aot-samples.sh [sample ...]   (default: QuickStart Diamond Metrics Hosting AsyncJournal WorkerPool NativeRing IpcProducer IpcConsumer)
set -uo pipefail
cd "$(dirname "$0")/.."

samples=("$@")
[ ${#samples[@]} -eq 0 ] && samples=(QuickStart Diamond Metrics Hosting AsyncJournal WorkerPool NativeRing IpcProducer IpcConsumer)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
passed=0
failed=0

# What each sample must print (a regular expression), and its arguments: small runs, the point is that they work.
expect() {
  case "$1" in
    QuickStart) echo '^10 @ 100$' ;;
    Diamond) echo '^checksum ok: every event journalled, replicated and processed once$' ;;
    Metrics) echo '^metrics ok: 9 instruments, 200,000 events$' ;;
    AsyncJournal) echo '^journal ok$' ;;
    WorkerPool) echo '^by hand: 1000 jobs, the pool is through 999$' ;;
    NativeRing) echo '^native ok: 2,000,000 quotes, spreads summed$' ;;
    IpcProducer) echo '' ;;
    IpcConsumer) echo '^ipc ok: 400,000 events from 2 processes, each in order' ;;
    Hosting) echo '^hosting ok: 100,000 orders journalled, risk-checked and settled before the host stopped$' ;;
    *) echo "no expectation for sample $1" >&2; return 1 ;;
  esac
}

arguments() {
  case "$1" in
    Diamond) echo 2000000 ;;
    Metrics) echo 200000 ;;
    Hosting) echo 100000 ;;
    AsyncJournal) echo 100000 ;;
    NativeRing) echo 1000000 ;;
    # Two native producer processes (IpcProducer, published just before) on one ring in shared memory.
    IpcConsumer) echo "2 200000 $out/IpcProducer/IpcProducer" ;;
  esac
}

# samples/Hosting stopped early, as a native executable: Ctrl+C (SIGINT) mid-stream must drain what was published and
# exit 0 with totals that match it; a failing handler (its second argument: an order RiskCheck rejects) must stop the
# host in order, exit 2, and never end in an unhandled exception. The test project runs the same checks under JIT.
hosting_stops_early() {
  local exe=$1 rc
  timeout --preserve-status -s INT 3 "$exe" 100000000000 > "$out/Hosting.sigint.log" 2>&1
  rc=$?
  cat "$out/Hosting.sigint.log"
  [ "$rc" -eq 0 ] || { echo "FAIL Hosting: after Ctrl+C the native executable exited with $rc"; return 1; }
  grep -qE '^hosting ok: [0-9,]+ orders journalled, risk-checked and settled before the host stopped \(stopped early' "$out/Hosting.sigint.log" \
    || { echo "FAIL Hosting: after Ctrl+C its output has no 'hosting ok: ... (stopped early' line"; return 1; }

  timeout 120 "$exe" 100000000000 1000 > "$out/Hosting.fault.log" 2>&1
  rc=$?
  cat "$out/Hosting.fault.log"
  [ "$rc" -eq 2 ] || { echo "FAIL Hosting: with a failing handler the native executable exited with $rc, not 2"; return 1; }
  grep -q '^hosting stopped by a handler fault' "$out/Hosting.fault.log" && ! grep -q 'Unhandled exception' "$out/Hosting.fault.log" \
    || { echo "FAIL Hosting: with a failing handler it did not stop in order"; return 1; }
}

for sample in "${samples[@]}"; do
  pattern=$(expect "$sample") || { failed=$((failed + 1)); continue; }
  echo "=== NativeAOT: $sample"
  # TrimmerSingleWarn=false: one line per AOT/trim warning (not one per assembly); warnings are errors (ILC and ILLink
  # follow TreatWarningsAsErrors; set explicitly so that a change to Directory.Build.props cannot turn this off).
  if ! dotnet publish "samples/$sample/$sample.csproj" -c Release -r linux-x64 -p:PublishAot=true \
      -p:TreatWarningsAsErrors=true -p:IlcTreatWarningsAsErrors=true -p:ILLinkTreatWarningsAsErrors=true \
      -p:TrimmerSingleWarn=false -o "$out/$sample" > "$out/$sample.publish.log" 2>&1; then
    cat "$out/$sample.publish.log"
    echo "FAIL $sample: NativeAOT publish failed"
    failed=$((failed + 1))
    continue
  fi

  # Belt and braces: no AOT (IL3xxx) or trimming (IL2xxx) diagnostic may appear, error or not.
  if grep -E '(warning|error) IL[23][0-9]{3}' "$out/$sample.publish.log"; then
    echo "FAIL $sample: AOT/trimming diagnostics above"
    failed=$((failed + 1))
    continue
  fi

  # The producer of the inter-process pair runs only when IpcConsumer starts it.
  if [ "$sample" = IpcProducer ]; then
    echo "ok $sample (published; run by IpcConsumer)"
    passed=$((passed + 1))
    continue
  fi

  # shellcheck disable=SC2046
  timeout 300 "$out/$sample/$sample" $(arguments "$sample") > "$out/$sample.run.log" 2>&1
  rc=$?
  cat "$out/$sample.run.log"
  if [ "$rc" -ne 0 ]; then
    echo "FAIL $sample: the native executable exited with $rc"
    failed=$((failed + 1))
  elif ! grep -qE "$pattern" "$out/$sample.run.log"; then
    echo "FAIL $sample: its output has no line matching /$pattern/"
    failed=$((failed + 1))
  elif [ "$sample" = Hosting ] && ! hosting_stops_early "$out/$sample/$sample"; then
    failed=$((failed + 1))
  else
    echo "ok $sample (native executable: $(du -h "$out/$sample/$sample" | cut -f1))"
    passed=$((passed + 1))
  fi
done

echo "NativeAOT samples: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
