#!/bin/bash
# One-page edit rebuilds of a built site, with the page heads store off and on, interleaved
# (bench/RESULTS.md, fifteenth session). Build the site once first with the same --out and
# --cache-dir; do not edit Quire's sources meanwhile (its code fingerprint keys the caches).
#
#   bench/edit-heads.sh <docs folder> <out> <cache dir> [runs=3]
set -eu
SITE=$1; OUT=$2; CACHE=$3; RUNS=${4:-3}
QUIRE=$(dirname "$0")/../bin/quire.js
FILE=$(cd "$SITE" && find . -name '*.mdx' -not -path './snippets/*' | sort | awk 'NR==200')
echo "editing $FILE"; uptime
for i in $(seq 1 "$RUNS"); do for mode in 0 1; do
  echo "An edit made by the benchmark, run $i $mode." >> "$SITE/$FILE"
  QUIRE_PAGE_HEADS=$mode /usr/bin/time -f "%e s wall %U user %S sys %M maxKB" -o /tmp/quire-edit-heads.time \
    node "$QUIRE" build "$SITE" --offline --out "$OUT" --cache-dir "$CACHE" > /dev/null 2>&1
  echo "page heads $([ $mode = 1 ] && echo on || echo off), run $i: $(tail -1 /tmp/quire-edit-heads.time)"
done; done; uptime
