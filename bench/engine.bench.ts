/**
 * `npm run bench`: how fast the engine plays random legal games, per ruleset and per DLP observed
 * ruleset. A measurement, not a test: nothing here passes or fails.
 *
 * Each row plays whole games (opening included) from the standard start with the ruleset's
 * default readings, picking each move uniformly from legalMoves() with a seeded PRNG (mulberry32),
 * so every run plays the same sequence of games; it warms up first, then counts the games finished
 * in a fixed window and divides by the time they actually took (a game in progress when the window
 * closes is finished and counted).
 *
 * drops = sowing steps: the `count` of every 'drop' event, plus the `drops` of any 'fast-forward'
 * event (the engine's summary of a very long sowing past its record limit).
 *
 * Environment: BENCH_WARMUP (seconds per row, default 1), BENCH_WINDOW (seconds per row, default
 * 2.5), BENCH_SEED (default 1).
 */
import {
  awaitsOpening,
  createGame,
  initialState,
  legalMoves,
  playMove,
  playOpening,
  type Game,
  type GameEvent,
} from '../src/engine/index';
import { mulberry32 } from '../src/engine/random';
import { dropsIn } from '../src/engine/state';
import { fmt, machine, rulesetRows as rows } from './common';

const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const WINDOW_S = Number(process.env.BENCH_WINDOW ?? 2.5);
const SEED = Number(process.env.BENCH_SEED ?? 1) | 0;

interface GameResult {
  moves: number;
  drops: number;
  endless: boolean;
}

/** One random game from the standard start to its end. */
function playOne(game: Game, rnd: () => number): GameResult {
  let s = initialState(game);
  let drops = 0;
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    drops += dropsIn(o.events);
    s = o.state;
  }
  let moves = 0;
  while (s.status === 'playing') {
    const legal = legalMoves(game, s);
    if (legal.length === 0) throw new Error(`${game.rules.id}: no legal move in a game still on`);
    const r = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!);
    drops += dropsIn(r.events);
    s = r.state;
    moves++;
  }
  return { moves, drops, endless: s.status === 'endless' };
}

interface Measure {
  games: number;
  seconds: number;
  moves: number;
  drops: number;
  endless: number;
  /** Drops made in, and seconds spent on, games that ended 'endless'. */
  endlessDrops: number;
  endlessSeconds: number;
}

/** Play games for at least `seconds`, and total them up. */
function run(game: Game, rnd: () => number, seconds: number): Measure {
  const m: Measure = { games: 0, seconds: 0, moves: 0, drops: 0, endless: 0, endlessDrops: 0, endlessSeconds: 0 };
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let now = t0;
  do {
    const r = playOne(game, rnd);
    const then = now;
    now = performance.now();
    m.games++;
    m.moves += r.moves;
    m.drops += r.drops;
    if (r.endless) {
      m.endless++;
      m.endlessDrops += r.drops;
      m.endlessSeconds += (now - then) / 1000;
    }
  } while (now < until);
  m.seconds = (now - t0) / 1000;
  return m;
}

function table(header: string[], body: string[][], alignLeft: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (alignLeft[i] ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}

function main(): void {
  console.log('Gobeta engine benchmark: a measurement, not a test (nothing here passes or fails).');
  console.log(machine());
  console.log(
    `Random legal games from the standard start, default readings, moves drawn by mulberry32 (seed ${SEED}); ` +
      `per row ${WARMUP_S} s warm-up, then a ${WINDOW_S} s window.`,
  );
  console.log('');

  const body: string[][] = [];
  rows.forEach((row, i) => {
    const game = createGame(row.ruleset, row.options);
    // The warm-up draws from its own PRNG, so the window always plays the same games in the same order.
    if (WARMUP_S > 0) run(game, mulberry32(~(SEED + 1000 * i)), WARMUP_S);
    const m = run(game, mulberry32(SEED + 1000 * i), WINDOW_S);
    const finite = m.games - m.endless;
    body.push([
      row.name,
      fmt(m.games / m.seconds),
      fmt(finite / (m.seconds - m.endlessSeconds)),
      fmt(m.drops / m.seconds),
      fmt(m.moves / m.games, 1),
      fmt(m.drops / m.games, 1),
      fmt((100 * m.endless) / m.games, 2),
      fmt(m.drops ? (100 * m.endlessDrops) / m.drops : 0, 1),
      fmt(m.games),
    ]);
  });
  console.log(
    table(
      ['ruleset', 'games/s', 'games/s w/o endless', 'drops/s', 'mean moves/game', 'mean drops/game', 'endless %', 'drops in endless %', 'games'],
      body,
      [true, false, false, false, false, false, false, false, false],
    ),
  );
  console.log('');
  console.log(
    "'endless' games end on a sowing the engine follows until a position comes back or its search limit " +
      '(10^7 drops) is reached; where there are any, they dominate drops/game and lower games/s.\n' +
      "'games/s w/o endless' counts only the other games, over the time they took.",
  );
}

main();
