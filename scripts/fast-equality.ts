/**
 * `npm run fast-equality`: the full proof that the fast path plays the event path's rules,
 * 10,000 random games per ruleset and reading (FAST_EQ_GAMES to change), compared after every move.
 * Too slow for every `npm test` (the event path is the slow half), which plays 100 per case
 * (test/engine/fast-equality.test.ts). Exits non-zero at the first difference, naming the game.
 * FAST_EQ_ONLY=dlp-abalalae plays only the cases whose name starts with it.
 */
import { loadavg } from 'node:os';
import { cases, checkCase } from '../test/engine/fast-equality';

const GAMES = Number(process.env.FAST_EQ_GAMES ?? 10_000);
const SEED = Number(process.env.FAST_EQ_SEED ?? 1);
const ONLY = process.env.FAST_EQ_ONLY ?? '';
const started = performance.now();
let games = 0;
let moves = 0;
let endless = 0;
let series = 0;
console.log(`${GAMES} games per case, seed ${SEED}; load average ${loadavg()[0]!.toFixed(2)} at start`);
for (const c of cases().filter((x) => x.name.startsWith(ONLY))) {
  const t0 = performance.now();
  const t = checkCase(c, GAMES, SEED);
  games += t.games;
  moves += t.moves;
  endless += t.endless;
  series += t.series;
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${c.name}: ${t.games} games (${t.series} with a next game), ${t.moves} moves, ${t.endless} endless: equal (${s} s)`);
}
const s = ((performance.now() - started) / 1000).toFixed(0);
console.log(`All equal: ${games} games, ${series} next games, ${moves} moves, ${endless} endless, ${s} s; load average ${loadavg()[0]!.toFixed(2)} at the end`);
