#!/bin/bash
# `scripts/bench-instructions.sh ROOT [ROW]`: the instructions one random game of a bench row costs
# on the silent path (`fastGame`), with the engine at ROOT (this checkout, or one of the engine
# before issue 24). Timings on this shared machine move with the other processes' load; the count
# of instructions that valgrind's cachegrind makes does not, so two engines can be compared at any
# load. It counts N and 3N games and gives the difference over 2N, so that starting node and
# compiling cost nothing. Node runs single-threaded, so that V8 compiles in the foreground and the
# count repeats (within a few hundred; with its compiler on another thread the count moved by half,
# as valgrind runs one thread at a time). A measurement, not a test; needs valgrind (Debian's package).
# Environment: GAMES (N, default 20000; with much fewer the counted games fall while V8 still compiles).
set -euo pipefail
root=$(cd "${1:?usage: scripts/bench-instructions.sh ROOT [ROW]}" && pwd)
row=${2:-dlp-gabata-shoa-i gabata-i}
here=$(cd "$(dirname "$0")/.." && pwd)
n=${GAMES:-20000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The same games as npm run bench: its rows, its player, its generator.
cat >"$tmp/entry.ts" <<EOF
import { createGame } from '$root/src/engine/index';
import { rulesetRows } from '$root/bench/common';
import { fastPlayer } from '$root/bench/fast';
const row = rulesetRows.find((r: { name: string }) => r.name === process.env.ROW);
if (!row) throw new Error('no row ' + process.env.ROW);
const play = fastPlayer(createGame(row.ruleset, row.options));
let a = 1;
const rnd = () => {
  a = (a + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
for (let i = Number(process.env.GAMES); i > 0; i--) play(rnd);
EOF
"$here/node_modules/.bin/esbuild" "$tmp/entry.ts" --bundle --platform=node --format=esm --outfile="$tmp/games.mjs" --log-level=error
count() {
  ROW="$row" GAMES=$1 valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file --cachegrind-out-file=/dev/null \
    "$here/node_modules/node/bin/node" --single-threaded "$tmp/games.mjs" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ,
}
one=$(count "$n")
three=$(count $((3 * n)))
echo "$row: $(((three - one) / (2 * n))) instructions a game ($root)"
