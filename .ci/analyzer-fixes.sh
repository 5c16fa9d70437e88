#!/usr/bin/env bash
# Every offered analyzer fix, applied the way users apply it: pack NDisruptor, install the package into a
# fresh project holding samples of every fixable rule (.ci/analyzer-fixes/*.cs), run
#   dotnet format analyzers --diagnostics <fixable ids> --severity warn
# and build with those rules as errors. Fails unless every sample first raised its rule and no fixable
# diagnostic is left afterwards. Needs only the served registry (nothing is restored but NDisruptor itself).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

FIXABLE=(DSR0003 DSR0004 DSR0005 DSR0006 DSR0008 DSR0010 DSR0011)
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
cp .ci/analyzer-fixes/*.cs "$WORK/app/"
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
  count=$(grep -oE "(warning|error) $id:[^[]*" "$WORK/before.log" | sort -u | wc -l)
  echo "before the fixes: $id x $count"
  [ "$count" -gt 0 ] || fail "the samples do not raise $id"
done

dotnet format analyzers FixSamples.csproj --no-restore --diagnostics "${FIXABLE[@]}" --severity warn -v:n >"$WORK/format.log" 2>&1 \
  || { cat "$WORK/format.log"; fail "dotnet format analyzers"; }

ids=$(IFS=','; echo "${FIXABLE[*]}" | sed 's/,/%3B/g')  # ';' escaped for the command line
if ! dotnet build --no-restore --no-incremental -nologo -v:q "-p:WarningsAsErrors=$ids" >"$WORK/after.log" 2>&1; then
  grep -E "(warning|error) " "$WORK/after.log" | sort -u
  git --no-pager diff --no-index "$ROOT/.ci/analyzer-fixes" "$WORK/app" -- '*.cs' 2>/dev/null | head -200
  fail "the fixed samples still raise a fixable diagnostic or do not build"
fi
left=$(grep -cE "DSR00(0[3-6]|08|10|11)" "$WORK/after.log" || true)
[ "$left" -eq 0 ] || fail "$left fixable diagnostics left after dotnet format"
echo "analyzer fixes: every fixable rule (${FIXABLE[*]}) fixed by dotnet format; the result builds with them as errors"
