#!/usr/bin/env bash
# Every offered analyzer fix, applied the way users apply it: pack NDisruptor, install the package into a
# fresh project holding samples of every fixable rule (.ci/analyzer-fixes/*.cs) and realistic code written
# without the rules in mind, several rules and documents at once (.ci/analyzer-fixes/realistic/*.cs), run
#   dotnet format analyzers --diagnostics <fixable ids> --severity warn
# once, and build. Fails unless every sample first raised its rule, the result builds, and the only
# diagnostics of those rules left are the ones marked "DSRnnnn stays" on their line (reported without a
# fix). dotnet format takes the rules in an order that changes from run to run, so this is done
# FORMAT_RUNS times (default 4) from the same sources, and every run must leave the same code.
# Needs only the served registry (nothing is restored but NDisruptor itself).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

FIXABLE=(DSR0003 DSR0004 DSR0005 DSR0006 DSR0008 DSR0010 DSR0011 DSR0012)
RUNS=${FORMAT_RUNS:-4}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/ndisruptor-fixes.XXXXXX")
[ -n "${KEEP_FIXES_DIR:-}" ] || trap 'rm -rf "$WORK"' EXIT
fail() { echo "analyzer fixes: FAILED: $*"; exit 1; }

# The package exactly as users get it (analyzers and code fixes under analyzers/dotnet/cs).
dotnet pack src/NDisruptor -c Release -o "$WORK/feed" -nologo -v:q || fail "dotnet pack"
VERSION=$(ls "$WORK"/feed/NDisruptor.*.nupkg | grep -v '\.symbols\.' | head -1 | sed -E 's#.*/NDisruptor\.(.*)\.nupkg#\1#')
[ -n "$VERSION" ] || fail "no NDisruptor package in $WORK/feed"

# A fresh project outside the repository (none of its Directory.Build.props), its own NuGet.config (the local
# feed plus the usual source) and its own packages folder, so no cached NDisruptor can stand in for this one.
mkdir -p "$WORK/app"
copy_sources() {
  rm -rf "$WORK/app/Realistic" && rm -f "$WORK"/app/*.cs
  cp "$ROOT"/.ci/analyzer-fixes/*.cs "$WORK/app/" && mkdir -p "$WORK/app/Realistic" && cp "$ROOT"/.ci/analyzer-fixes/realistic/*.cs "$WORK/app/Realistic/"
}
copy_sources
SOURCE=$(dotnet nuget list source --format short 2>/dev/null | awk '$1 ~ /^E/ { print $2; exit }')
cat > "$WORK/app/NuGet.config" <<XML
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <config><add key="globalPackagesFolder" value="$WORK/packages" /></config>
  <packageSources>
    <clear />
    <add key="local" value="$WORK/feed" />
    <add key="usual" value="${SOURCE:-https://api.nuget.org/v3/index.json}" />
  </packageSources>
</configuration>
XML
cat > "$WORK/app/FixSamples.csproj" <<XML
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>disable</ImplicitUsings>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="NDisruptor" Version="$VERSION" />
  </ItemGroup>
</Project>
XML

cd "$WORK/app"
dotnet restore -nologo -v:q || fail "restore of the sample project"

# Each fixable rule must fire on the samples before the fixes, or this proves nothing.
dotnet build --no-restore -nologo -v:q -p:TreatWarningsAsErrors=false >"$WORK/before.log" 2>&1
for id in "${FIXABLE[@]}"; do
  count=$(grep -oE "[^ :]+\.cs\([0-9]+,[0-9]+\): (warning|error) $id" "$WORK/before.log" | sort -u | wc -l)
  echo "before the fixes: $id x $count"
  [ "$count" -gt 0 ] || fail "the samples do not raise $id"
done

fixable_re="($(IFS='|'; echo "${FIXABLE[*]}"))"

# The diagnostics of the fixable rules left in a build log, one "file:line id" each.
left_in() {
  grep -oE "[^ :]+\.cs\([0-9]+,[0-9]+\): (warning|error) $fixable_re" "$1" | sed -E 's#^.*/app/##; s#\(([0-9]+),[0-9]+\): (warning|error) # \1 #' | sort -u
}

for run in $(seq 1 "$RUNS"); do
  copy_sources
  dotnet format analyzers FixSamples.csproj --no-restore --diagnostics "${FIXABLE[@]}" --severity warn -v:n >"$WORK/format.$run.log" 2>&1 \
    || { cat "$WORK/format.$run.log"; fail "dotnet format analyzers (run $run)"; }
  if ! dotnet build --no-restore --no-incremental -nologo -v:q -p:TreatWarningsAsErrors=false >"$WORK/after.$run.log" 2>&1; then
    grep -E "error " "$WORK/after.$run.log" | sort -u
    fail "the fixed samples do not build (run $run)"
  fi

  # Every diagnostic left must sit on a line marked as having no fix, and every marked line must still carry it.
  left=$(left_in "$WORK/after.$run.log")
  unexpected=0
  while read -r file line id; do
    [ -n "$file" ] || continue
    sed -n "${line}p" "$file" | grep -q "$id stays" || { echo "left after dotnet format (run $run): $file:$line $id"; unexpected=$((unexpected + 1)); }
  done <<<"$left"
  marked=$(cd "$WORK/app" && grep -rnoE "$fixable_re stays" --include='*.cs' . | sed -E 's#^\./##; s#:([0-9]+):(DSR[0-9]+) stays# \1 \2#' | sort -u)
  missing=$(comm -13 <(echo "$left") <(echo "$marked"))
  [ -z "$missing" ] || { echo "$missing" | sed 's/^/marked as staying but not reported: /'; fail "a line marked as staying lost its diagnostic (run $run)"; }
  if [ "$unexpected" -gt 0 ]; then
    git --no-pager diff --no-index "$ROOT/.ci/analyzer-fixes" "$WORK/app" -- '*.cs' 2>/dev/null | head -200
    fail "$unexpected fixable diagnostics left after one dotnet format (run $run)"
  fi

  counts=$(echo "$left" | awk 'NF { print $3 }' | sort | uniq -c | awk '{ printf "%s%s x %s", sep, $2, $1; sep = ", " }')
  echo "format run $run: $(echo "$left" | grep -c .) diagnostics of fixable rules left, each marked as coming without a fix${counts:+ ($counts)}"
  mkdir -p "$WORK/result.$run" && cp -r "$WORK"/app/*.cs "$WORK/app/Realistic" "$WORK/result.$run/"
  if [ "$run" -gt 1 ] && ! diff -r "$WORK/result.1" "$WORK/result.$run" >"$WORK/runs.diff"; then
    head -100 "$WORK/runs.diff"
    fail "dotnet format run $run left different code than run 1"
  fi
done

echo "analyzer fixes: every fixable rule (${FIXABLE[*]}) fixed by one dotnet format, $RUNS runs alike; the result builds"
