#!/usr/bin/env bash
# Estimates the precision and recall of the NDisruptor analyzers on service code written without the rules in
# mind (analyzers/eval/corpus/*.cs): each line where a real bug sits carries "// expect: DSRnnnn" at its end,
# marked from what the code does, not from what the analyzers report.
#
#   analyzers/eval/measure-precision.sh [corpus folder]
#
# The folder defaults to analyzers/eval/corpus. analyzers/eval/heldout holds a second corpus, written from the
# rule pages and the public API alone after the rules it measures were last changed: measure it separately, so
# tuning the rules on one corpus can be checked on the other.
#
# Builds the analyzers and the core once, compiles the corpus with them in a project under /tmp, and compares
# the reported (file, line, rule) triples with the marked ones: per rule and overall, true positives (reported
# and marked), false positives (reported, not marked) and false negatives (marked, not reported).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=${EVAL_DIR:-/tmp/ndisruptor-eval}
CORPUS=$(cd "${1:-$ROOT/analyzers/eval/corpus}" && pwd)

dotnet build "$ROOT/analyzers/NDisruptor.Analyzers" -c Release -m:1 -nologo -v:q >/dev/null
ANALYZER="$ROOT/analyzers/NDisruptor.Analyzers/bin/Release/netstandard2.0/NDisruptor.Analyzers.dll"
CORE=$(ls -t "$ROOT"/src/NDisruptor/bin/*/net10.0/NDisruptor.dll 2>/dev/null | head -1 || true)
if [ -z "$CORE" ]; then
  dotnet build "$ROOT/src/NDisruptor" -f net10.0 -m:1 -nologo -v:q >/dev/null
  CORE=$(ls -t "$ROOT"/src/NDisruptor/bin/*/net10.0/NDisruptor.dll | head -1)
fi

rm -rf "$WORK" && mkdir -p "$WORK"
cp "$CORPUS"/*.cs "$WORK/"
cat > "$WORK/Eval.csproj" <<XML
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
  </PropertyGroup>
  <ItemGroup>
    <Reference Include="NDisruptor" HintPath="$CORE" />
    <Analyzer Include="$ANALYZER" />
  </ItemGroup>
</Project>
XML

cd "$WORK"
dotnet build --no-incremental -m:1 -nologo -v:q -p:UseSharedCompilation=false >"$WORK/build.log" 2>&1 || { grep -E " error " "$WORK/build.log" | sort -u; exit 1; }

grep -oE "[^ /]+\.cs\([0-9]+,[0-9]+\): warning DSR[0-9]{4}" "$WORK/build.log" \
  | sed -E 's#\(([0-9]+),[0-9]+\): warning # \1 #' | sort -u >"$WORK/reported.txt"
grep -noE "// expect: DSR[0-9]{4}( DSR[0-9]{4})*" *.cs \
  | sed -E 's#^([^:]+):([0-9]+):// expect: #\1 \2 #' | awk '{ for (i = 3; i <= NF; i++) print $1, $2, $i }' | sort -u >"$WORK/expected.txt"

comm -12 "$WORK/expected.txt" "$WORK/reported.txt" >"$WORK/tp.txt"
comm -13 "$WORK/expected.txt" "$WORK/reported.txt" >"$WORK/fp.txt"
comm -23 "$WORK/expected.txt" "$WORK/reported.txt" >"$WORK/fn.txt"

echo "corpus $(basename "$CORPUS"): $(ls "$CORPUS"/*.cs | wc -l) files, $(cat "$CORPUS"/*.cs | wc -l) lines; marked bugs: $(wc -l <"$WORK/expected.txt")"
printf '%-8s %4s %4s %4s %10s %7s\n' rule TP FP FN precision recall
for id in $(cat "$WORK/expected.txt" "$WORK/reported.txt" | awk '{ print $3 }' | sort -u) all; do
  pattern=$([ "$id" = all ] && echo . || echo " $id\$")
  tp=$(grep -c -- "$pattern" "$WORK/tp.txt" || true); fp=$(grep -c -- "$pattern" "$WORK/fp.txt" || true); fn=$(grep -c -- "$pattern" "$WORK/fn.txt" || true)
  precision=$([ $((tp + fp)) -gt 0 ] && echo "scale=2; $tp / ($tp + $fp)" | bc || echo -)
  recall=$([ $((tp + fn)) -gt 0 ] && echo "scale=2; $tp / ($tp + $fn)" | bc || echo -)
  printf '%-8s %4s %4s %4s %10s %7s\n' "$id" "$tp" "$fp" "$fn" "$precision" "$recall"
done
sed 's/^/false positive: /' "$WORK/fp.txt"
sed 's/^/false negative: /' "$WORK/fn.txt"
