#!/usr/bin/env bash
# Package leg of CI: pack NDisruptor and NDisruptor.Hosting, check what the packages hold, then install them from a
# local folder into a fresh project outside the repository, build it (the analyzers shipped in the package must
# report their warning) and run it. Nothing touches the machine's NuGet cache: the fresh project restores into its
# own packages folder, from a NuGet.config that adds the local folder to the sources the machine already uses.
# Usage: bash .ci/package-test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
feed="$work/feed"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

echo "=== pack"
for project in src/NDisruptor/NDisruptor.csproj src/NDisruptor.Hosting/NDisruptor.Hosting.csproj; do
  dotnet pack "$project" -c Release -o "$feed" > "$work/pack.log" 2>&1 || { cat "$work/pack.log"; fail "dotnet pack $project"; }
done

version=$(dotnet msbuild src/NDisruptor/NDisruptor.csproj -getProperty:Version)
for id in NDisruptor NDisruptor.Hosting; do
  package="$feed/$id.$version.nupkg"
  [ -f "$package" ] || { fail "$package was not created"; continue; }
  [ -f "$feed/$id.$version.snupkg" ] || fail "$id has no symbols package (.snupkg)"
  echo "--- $id.$version.nupkg"
  unzip -l "$package"
  listing=$(unzip -Z1 "$package")
  for entry in README.md icon.png "lib/net8.0/$id.dll" "lib/net8.0/$id.xml" "lib/net10.0/$id.dll" "lib/net10.0/$id.xml"; do
    grep -qx "$entry" <<< "$listing" || fail "$id lacks $entry"
  done
  nuspec=$(unzip -p "$package" "$id.nuspec")
  for element in '<readme>README.md</readme>' '<icon>icon.png</icon>' '<license type="expression">Apache-2.0</license>' '<description>' '<tags>'; do
    grep -qF "$element" <<< "$nuspec" || fail "$id.nuspec has no $element"
  done
  # A gallery shows the readme without the repository: every link must be absolute.
  if unzip -p "$package" README.md | grep -oE '\]\([^)]*\)' | grep -vE '\]\((https?://|#)'; then
    fail "$id's README.md has relative links (above)"
  fi
done
# Listings are read whole before grep: `grep -q` stops at the first match, and under pipefail the writer it leaves
# behind (killed by SIGPIPE) would fail the check at random.
listing=$(unzip -Z1 "$feed/NDisruptor.$version.nupkg")
grep -qx 'analyzers/dotnet/cs/NDisruptor.Analyzers.dll' <<< "$listing" || fail "NDisruptor lacks its analyzers"
hosting_nuspec=$(unzip -p "$feed/NDisruptor.Hosting.$version.nupkg" NDisruptor.Hosting.nuspec)
grep -E '<dependency id="NDisruptor"' <<< "$hosting_nuspec" | grep -q 'Analyzers' \
  && fail "NDisruptor.Hosting's dependency on NDisruptor excludes its analyzers"

echo "=== a fresh project installs both packages from $feed"
app="$work/app"
mkdir -p "$app"
cp "$root/.ci/package-test/Program.cs" "$app/Program.cs"
cat > "$app/PackageTest.csproj" <<CSPROJ
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net10.0</TargetFramework>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="NDisruptor" Version="$version" />
    <PackageReference Include="NDisruptor.Hosting" Version="$version" />
    <PackageReference Include="Microsoft.Extensions.Hosting" Version="10.0.0" />
  </ItemGroup>
</Project>
CSPROJ
# No <clear/>: the machine's own sources stay, the local folder is added; a packages folder of its own.
cat > "$app/NuGet.config" <<CONFIG
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="ndisruptor-local" value="$feed" />
  </packageSources>
  <config>
    <add key="globalPackagesFolder" value="$work/packages" />
  </config>
</configuration>
CONFIG

if ! dotnet build "$app/PackageTest.csproj" -c Release > "$work/build.log" 2>&1; then
  cat "$work/build.log"
  fail "the fresh project did not build"
else
  grep -E 'warning DSR[0-9]{4}' "$work/build.log" | sort -u
  grep -qE 'warning DSR0009' "$work/build.log" || { cat "$work/build.log"; fail "the package's analyzers reported no DSR0009 for the blocking handler"; }
  [ -d "$work/packages/ndisruptor/$version" ] || fail "NDisruptor was not restored into the private packages folder"
  output=$(timeout 120 dotnet "$app/bin/Release/net10.0/PackageTest.dll" 2>&1)
  rc=$?
  echo "$output"
  [ "$rc" -eq 0 ] || fail "the fresh project exited with $rc"
  grep -q '^package ok' <<< "$output" || fail "the fresh project did not print 'package ok'"
fi

if [ "$failures" -eq 0 ]; then
  echo "Packages: NDisruptor and NDisruptor.Hosting $version packed, installed, built with their analyzers and run"
else
  echo "Packages: $failures failure(s)"
fi
[ "$failures" -eq 0 ]
