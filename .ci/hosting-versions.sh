#!/usr/bin/env bash
# The hosting tests on every other Microsoft.Extensions.Hosting that NDisruptor.Hosting supports. The solution's test
# run uses Directory.Packages.props' default (the newest served, what `dotnet add package` installs); this runs
# tests/NDisruptor.Hosting.Tests again on the lowest supported. The Generic Host changed between them what a failing
# BackgroundService does to RunAsync (docs/hosting.md), so the hosting package must pass on both.
# Each version builds into an artifacts folder of its own: the default build's bin/ and obj/ stay untouched.
# Prints dotnet test's "Passed!/Failed!" line per version, which .ci/run counts. Exit status: non-zero if any failed.
# Usage: bash .ci/hosting-versions.sh [version ...]   (default: 10.0.0)
set -uo pipefail
cd "$(dirname "$0")/.."

versions=("$@")
[ ${#versions[@]} -eq 0 ] && versions=(10.0.0)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for version in "${versions[@]}"; do
  echo "=== NDisruptor.Hosting.Tests on Microsoft.Extensions.Hosting $version"
  dotnet test tests/NDisruptor.Hosting.Tests -p:HostingVersion="$version" --artifacts-path "$out/$version" || status=1
done
exit "$status"
