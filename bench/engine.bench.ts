/**
 * `npm run bench`: how fast the engine plays random legal games, per ruleset and per DLP observed
 * ruleset, two ways through its one implementation of the rules: narrated ("events": playMove, a
 * listener told every step) and silent ("fast": FastGame, no listener, positions changed in place).
 * A measurement, not a test: nothing here passes or fails.
 *
 * Each row plays whole games (opening included) from the standard start with the ruleset's
 * default readings, picking each move uniformly from the legal moves with a seeded PRNG
 * (mulberry32), so every run plays the same sequence of games, and both paths the same games; it
 * warms up first, then counts the games finished in a fixed window and divides by the time they
 * actually took (a game in progress when the window closes is finished and counted).
 *
 * drops = sowing steps: the `count` of every 'drop' event, plus the `drops` of any 'fast-forward'
 * event (the engine's summary of a very long sowing past its record limit); without a listener, the
 * beans the rules drop, the same count.
 *
 * `npm run --silent bench -- --json` prints only a JSON array, one row per ruleset (and DLP
 * observed ruleset) and path: { ruleset, observed (null where none), path: "events" | "fast",
 * gamesPerSecond, dropsPerSecond }.
 *
 * Environment: BENCH_WARMUP (seconds per row and path, default 1), BENCH_WINDOW (seconds per row
 * and path, default 2.5), BENCH_SEED (default 1), BENCH_PATHS (default "events,fast"),
 * BENCH_ISOLATE (default 1: each row and path in a process of its own; 0: all in this one).
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  awaitsOpening,
  createGame,
  initialState,
  legalMoves,
  playMove,
  playOpening,
  type Game,
  type GameEvent,
  mulberry32,
  dropsIn,
} from '../src/engine/index';
import { fmt, machine, rulesetRows as rows } from './common';
import { fastPlayer, type GameResult } from './fast';

const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const WINDOW_S = Number(process.env.BENCH_WINDOW ?? 2.5);
const SEED = Number(process.env.BENCH_SEED ?? 1) | 0;
const PATHS = (process.env.BENCH_PATHS ?? 'events,fast').split(',') as Path[];
const JSON_OUT = process.argv.includes('--json');
/** BENCH_ISOLATE=0 plays every row in this one process (a check of the output, not a measurement). */
const ISOLATE = process.env.BENCH_ISOLATE !== '0';

type Path = 'events' | 'fast';


/** One random game from the standard start to its end. */
function playOne(game: Game): (rnd: () => number) => GameResult {
  return (rnd) => playOneOnEvents(game, rnd);
}

function playOneOnEvents(game: Game, rnd: () => number): GameResult {
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
function run(playOne: (rnd: () => number) => GameResult, rnd: () => number, seconds: number): Measure {
  const m: Measure = { games: 0, seconds: 0, moves: 0, drops: 0, endless: 0, endlessDrops: 0, endlessSeconds: 0 };
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  let now = t0;
  do {
    const r = playOne(rnd);
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

interface Result {
  row: (typeof rows)[number];
  path: Path;
  m: Measure;
}

/** One row on one path, in this process: what a child process (below) reports. */
function measureOne(i: number, path: Path): Measure {
  const row = rows[i]!;
  const game = createGame(row.ruleset, row.options);
  const player = path === 'fast' ? fastPlayer(game) : playOne(game);
  // The warm-up draws from its own PRNG, so the window always plays the same games in the same order.
  if (WARMUP_S > 0) run(player, mulberry32(~(SEED + 1000 * i)), WARMUP_S);
  return run(player, mulberry32(SEED + 1000 * i), WINDOW_S);
}

/**
 * Each row and path in a process of its own: the engine's call sites then learn one ruleset, as
 * on a page that plays one game, and no row's speed depends on which rows ran before it in the
 * same process (the JIT's state carried over changed rows by up to twofold).
 */
function measure(): Result[] {
  const out: Result[] = [];
  const self = fileURLToPath(import.meta.url);
  rows.forEach((row, i) => {
    for (const path of PATHS) {
      if (!ISOLATE) {
        out.push({ row, path, m: measureOne(i, path) });
        continue;
      }
      const child = spawnSync(process.execPath, [...process.execArgv, self, '--one', String(i), path], { encoding: 'utf8', env: process.env });
      if (child.status !== 0) throw new Error(`bench row ${row.name} (${path}) failed: ${child.stderr}`);
      out.push({ row, path, m: JSON.parse(child.stdout) as Measure });
    }
  });
  return out;
}

const perSecond = (m: Measure) => ({ games: m.games / m.seconds, drops: m.drops / m.seconds });

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k]! : (s[k - 1]! + s[k]!) / 2;
}

function main(): void {
  const one = process.argv.indexOf('--one');
  if (one >= 0) {
    console.log(JSON.stringify(measureOne(Number(process.argv[one + 1]), process.argv[one + 2] as Path)));
    return;
  }
  if (JSON_OUT) {
    const json = measure().map(({ row, path, m }) => ({
      ruleset: row.ruleset,
      observed: (row.options['observed'] as string | undefined) ?? null,
      path,
      gamesPerSecond: Math.round(perSecond(m).games),
      dropsPerSecond: Math.round(perSecond(m).drops),
    }));
    console.log(JSON.stringify(json, null, 2));
    return;
  }
  console.log('Gobeta engine benchmark: a measurement, not a test (nothing here passes or fails).');
  console.log(`${machine()}; load average ${loadavg()[0]!.toFixed(2)} at start`);
  console.log(
    `Random legal games from the standard start, default readings, moves drawn by mulberry32 (seed ${SEED}); ` +
      `per row and path ${WARMUP_S} s warm-up, then a ${WINDOW_S} s window.`,
  );
  console.log('');
  const results = measure();
  const body: string[][] = [];
  for (const row of rows) {
    const of = (path: Path) => results.find((r) => r.row === row && r.path === path)?.m;
    const e = of('events');
    const f = of('fast');
    const both = (get: (m: Measure) => string) => [e, f].map((m) => (m ? get(m) : '-')).join(' / ');
    const ratio = (get: (m: Measure) => number) => (e && f ? fmt(get(f) / get(e), 1) + '×' : '-');
    const any = (f ?? e)!;
    body.push([
      row.name,
      both((m) => fmt(perSecond(m).games)),
      ratio((m) => perSecond(m).games),
      both((m) => fmt(perSecond(m).drops)),
      ratio((m) => perSecond(m).drops),
      both((m) => fmt((m.games - m.endless) / (m.seconds - m.endlessSeconds))),
      fmt(any.moves / any.games, 1),
      fmt(any.drops / any.games, 1),
      fmt((100 * any.endless) / any.games, 2),
      fmt(any.drops ? (100 * any.endlessDrops) / any.drops : 0, 1),
      both((m) => fmt(m.games)),
    ]);
  }
  console.log(
    table(
      ['ruleset', 'games/s events / fast', 'ratio', 'drops/s events / fast', 'ratio', 'games/s w/o endless', 'mean moves/game', 'mean drops/game', 'endless %', 'drops in endless %', 'games'],
      body,
      [true, false, false, false, false, false, false, false, false, false, false],
    ),
  );
  console.log('');
  for (const path of PATHS) {
    const d = median(results.filter((r) => r.path === path).map((r) => perSecond(r.m).drops));
    console.log(`Median over the rows of drops/s on the ${path} path: ${fmt(d)}.`);
  }
  console.log(`Load average ${loadavg()[0]!.toFixed(2)} at the end.`);
  console.log(
    "'endless' games end on a sowing the engine follows until a position comes back or its search limit " +
      '(10^7 drops) is reached; where there are any, they dominate drops/game and lower games/s.\n' +
      "'games/s w/o endless' counts only the other games, over the time they took. The mean moves, drops and " +
      'endless share are those of the fast path (the same games as the event path, played further in its window).',
  );
}

main();
