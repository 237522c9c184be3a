#!/usr/bin/env bash
# The pairs `duplicates` finds in apps/*/src and packages/*/src, CSS left out, as "One source for each truth" counts
# them: bash scripts/src-duplicates.sh
set -euo pipefail
cd "$(dirname "$0")/.."
view=$(mktemp -d)
trap 'rm -rf "$view"' EXIT
for dir in apps/*/src packages/*/src; do
  mkdir -p "$view/$(dirname "$dir")"
  cp -r "$dir" "$view/$dir"
done
find "$view" -name '*.css' -delete
duplicates --repo "$view" --most 200 --seconds 300
