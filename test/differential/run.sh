#!/bin/sh
# A differential run: bizdoc against GOBL itself (see README.md).
# Usage: test/differential/run.sh [DIR] [RUNS]   (needs Go and the modules go/go.mod names)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(mkdir -p "${1:-$root/test-output/differential}" && cd "${1:-$root/test-output/differential}" && pwd)
runs=${2:-20}
bin="$dir/bin"

cd "$root"
npx tsx test/differential/inputs.ts "$dir" --runs "$runs"
(cd test/differential/go && for tool in build convert parse; do go build -o "$bin/$tool" "./$tool"; done)

rm -rf "$dir/build/out" "$dir/parse"
"$bin/build" "$dir/build/out" "$dir"/build/in/*.json > /dev/null
"$bin/convert" "$dir/convert"
for written in "$dir"/convert/out/*/*; do
  set -- "$written"/*.xml
  [ -e "$1" ] || continue
  format=$(basename "$(dirname "$written")")
  "$bin/parse" "$format" "$dir/parse/$format/$(basename "$written")" "$@"
done
npx tsx test/differential/compare.ts "$dir"
