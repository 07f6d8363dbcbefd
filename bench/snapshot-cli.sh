#!/bin/sh
# A frozen copy of the compiled CLI to measure while the repository changes:
#
#   bench/snapshot-cli.sh DIR        # then QUIRE_BIN=DIR/bin/quire.js npx tsx bench/run.ts …
#
# Copies bin/, lib/, client-dist/, themes/ and package.json (what the published package holds,
# plus lib/src) and links node_modules. In a checkout, the render cache's code fingerprint covers
# src/ as well, so a run that outlasts an edit of the sources would find its cache void; the copy
# has no src/ and keeps its fingerprint. Run `npm run build:lib` first.
set -eu
dir=${1:?usage: bench/snapshot-cli.sh DIR}
repo=$(cd "$(dirname "$0")/.." && pwd)
[ -f "$repo/lib/bundle/main.js" ] || { echo "snapshot-cli: run npm run build:lib first" >&2; exit 1; }
rm -rf "$dir"
mkdir -p "$dir"
cp -r "$repo/bin" "$repo/lib" "$repo/client-dist" "$repo/themes" "$repo/package.json" "$dir/"
ln -s "$repo/node_modules" "$dir/node_modules"
echo "$dir/bin/quire.js ($(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- src themes || echo ', with uncommitted changes'))"
