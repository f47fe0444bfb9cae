/**
 * `npx tsx scripts/bench-paired.ts OTHER_ROOT`: this engine against another checkout's (the engine
 * before issue 24, say: `git worktree add ../wt-orig bea26f5`), measured in pairs. On a shared
 * machine one run of each, minutes apart, compares the load as much as the engines: here each
 * row is played by one engine and at once by the other, alternately (old first in odd rounds, new
 * first in even ones), each run in a process of its own, and the medians over the rounds compared.
 * Each run plays the same random games as `npm run bench` (its rows, seeds and players), and the
 * load average is recorded with each run. Beside games a second (as `npm run bench` counts them)
 * it gives games per CPU-second, which other processes' load moves less on a shared machine, and
 * the steady rate (Run.steadyPerCpuSecond), which it moves least.
 * A measurement, not a test.
 *
 * Environment: PAIRED_ROUNDS (default 5), PAIRED_ROWS (row names, comma-separated, each matched
 * as a prefix; default every row), PAIRED_PATHS (default "fast"; "events" for the narrated
 * path, or both), BENCH_WARMUP and BENCH_WINDOW (seconds, default 1 and 2). `--json` prints one
 * JSON object per row and path instead of the table.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Path = 'events' | 'fast';
interface Run {
  games: number;
  drops: number;
  seconds: number;
  /** The CPU time the window took (user and system): what the other processes' load changes least. */
  cpuSeconds: number;
  /**
   * The window cut in slices of 50 ms: the games per CPU-second of the slice at the 90th
   * percentile. A slice that other processes did not disturb (no switch, warm caches) shows the
   * engine's own speed; the few fastest may be flukes of the clock.
   */
  steadyPerCpuSecond: number;
  load: number;
}

const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);
const WINDOW_S = Number(process.env.BENCH_WINDOW ?? 2);
const SEED = Number(process.env.BENCH_SEED ?? 1) | 0;

/** The same PRNG as the engine's (src/engine/random.ts), here so that both engines draw alike. */
function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Player = (rnd: () => number) => { drops: number };

/** The narrated path through an engine's public functions, as its bench plays it. */
function eventsPlayer(e: any, game: unknown): Player {
  return (rnd) => {
    let s = e.initialState(game);
    let drops = 0;
    if (e.awaitsOpening(s)) {
      const o = e.playOpening(game, s);
      drops += e.dropsIn(o.events);
      s = o.state;
    }
    while (s.status === 'playing') {
      const legal = e.legalMoves(game, s);
      const r = e.playMove(game, s, legal[Math.floor(rnd() * legal.length)]);
      drops += e.dropsIn(r.events);
      s = r.state;
    }
    return { drops };
  };
}

/** One row on one path with the engine at `root`, in this process: games played in the window. */
async function child(root: string, name: string, path: Path): Promise<Run> {
  const at = (f: string) => import(pathToFileURL(resolve(root, f)).href);
  const e = await at('src/engine/index.ts');
  const { rulesetRows } = await at('bench/common.ts');
  const { fastPlayer } = await at('bench/fast.ts');
  const i = rulesetRows.findIndex((r: { name: string }) => r.name === name);
  if (i < 0) throw new Error(`${root} has no row ${name}`);
  const row = rulesetRows[i];
  const game = e.createGame(row.ruleset, row.options);
  const play: Player = path === 'fast' ? fastPlayer(game) : eventsPlayer(e, game);
  const load = loadavg()[0]!;
  const window = (rnd: () => number, seconds: number): Run => {
    let games = 0;
    let drops = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const slices: number[] = [];
    let now = t0;
    do {
      const s0 = process.cpuUsage();
      const until = now + 50;
      let n = 0;
      do {
        drops += play(rnd).drops;
        n++;
        now = performance.now();
      } while (now < until);
      const sc = process.cpuUsage(s0);
      if (sc.user + sc.system > 0) slices.push(n / ((sc.user + sc.system) / 1e6));
      games += n;
    } while (now < t0 + seconds * 1000);
    const cpu = process.cpuUsage(c0);
    slices.sort((a, b) => b - a);
    const steady = slices[Math.floor(slices.length * 0.1)] ?? 0;
    return { games, drops, seconds: (now - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, steadyPerCpuSecond: steady, load };
  };
  // As npm run bench: the warm-up from a PRNG of its own, the window from the row's seed.
  if (WARMUP_S > 0) window(mulberry32(~(SEED + 1000 * i)), WARMUP_S);
  return window(mulberry32(SEED + 1000 * i), WINDOW_S);
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k]! : (s[k - 1]! + s[k]!) / 2;
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    console.log(JSON.stringify(await child(argv[1]!, argv[2]!, argv[3] as Path)));
    return;
  }
  const json = argv.includes('--json');
  const other = argv.find((a) => !a.startsWith('--'));
  if (!other) {
    console.error('usage: npx tsx scripts/bench-paired.ts OTHER_ROOT [--json]');
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const here = resolve(self, '../..');
  const roots = { old: resolve(other), new: here };
  const rounds = Number(process.env.PAIRED_ROUNDS ?? 5);
  const paths = (process.env.PAIRED_PATHS ?? 'fast').split(',') as Path[];
  const { rulesetRows } = await import('../bench/common');
  const wanted = (process.env.PAIRED_ROWS ?? '').split(',').filter(Boolean);
  const rows = (rulesetRows as { name: string }[]).filter((r) => !wanted.length || wanted.some((w) => r.name.startsWith(w)));
  const runOne = (side: 'old' | 'new', name: string, path: Path): Run => {
    const c = spawnSync(process.execPath, [...process.execArgv, self, '--child', roots[side], name, path], { encoding: 'utf8', env: process.env });
    if (c.status !== 0) throw new Error(`${side} ${name} (${path}) failed: ${c.stderr}`);
    return JSON.parse(c.stdout.trim().split('\n').pop()!) as Run;
  };
  if (!json) {
    console.log(`Paired: ${roots.old} (old) against ${roots.new} (new); ${rounds} rounds, ${WARMUP_S} s warm-up, ${WINDOW_S} s window.`);
    console.log('row | path | games/s old / new (medians) | ratio | games per CPU-second old / new | ratio | steady (p90 of 50 ms slices) old / new | ratio | drops/s old / new | load averages');
  }
  for (const row of rows) {
    for (const path of paths) {
      const runs: Record<'old' | 'new', Run[]> = { old: [], new: [] };
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
        for (const side of order) runs[side].push(runOne(side, row.name, path));
      }
      const rate = (side: 'old' | 'new', k: 'games' | 'drops') => median(runs[side].map((x) => x[k] / x.seconds));
      const perCpu = (side: 'old' | 'new') => median(runs[side].map((x) => x.games / x.cpuSeconds));
      const steady = (side: 'old' | 'new') => median(runs[side].map((x) => x.steadyPerCpuSecond));
      const loads = [...runs.old, ...runs.new].map((x) => x.load);
      const out = {
        row: row.name,
        path,
        old: { gamesPerSecond: Math.round(rate('old', 'games')), dropsPerSecond: Math.round(rate('old', 'drops')) },
        new: { gamesPerSecond: Math.round(rate('new', 'games')), dropsPerSecond: Math.round(rate('new', 'drops')) },
        ratio: rate('new', 'games') / rate('old', 'games'),
        gamesPerCpuSecond: { old: Math.round(perCpu('old')), new: Math.round(perCpu('new')) },
        cpuRatio: perCpu('new') / perCpu('old'),
        steadyPerCpuSecond: { old: Math.round(steady('old')), new: Math.round(steady('new')) },
        steadyRatio: steady('new') / steady('old'),
        load: { min: Math.min(...loads), max: Math.max(...loads) },
        games: { old: runs.old.map((x) => Math.round(x.games / x.seconds)), new: runs.new.map((x) => Math.round(x.games / x.seconds)) },
      };
      if (json) console.log(JSON.stringify(out));
      else
        console.log(
          `${row.name} | ${path} | ${fmt(out.old.gamesPerSecond)} / ${fmt(out.new.gamesPerSecond)} | ${fmt(out.ratio, 2)}× | ` +
            `${fmt(out.gamesPerCpuSecond.old)} / ${fmt(out.gamesPerCpuSecond.new)} | ${fmt(out.cpuRatio, 2)}× | ` +
            `${fmt(out.steadyPerCpuSecond.old)} / ${fmt(out.steadyPerCpuSecond.new)} | ${fmt(out.steadyRatio, 2)}× | ` +
            `${fmt(out.old.dropsPerSecond)} / ${fmt(out.new.dropsPerSecond)} | ${fmt(out.load.min, 2)}-${fmt(out.load.max, 2)}`,
        );
    }
  }
}

await main();
