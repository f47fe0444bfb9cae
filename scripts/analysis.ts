// The analysis's figures: every variant of every ruleset in the registry, `analysisSettings.games`
// random games each, into src/analysis/data/analysis.json, which the analysis page reads.
//   npm run analysis                  (both cores; 408 s on this 2-core machine under load, 57 variants)
//   npm run analysis -- --workers=1 --games=200 --out=/tmp/analysis.json   (a quick look; not the page's)
//   npm run analysis -- --only=walker-gabata,dlp-selus --out=/tmp/some.json (some rulesets: never the page's file)
// Deterministic: each game has its own seed, so the figures do not depend on the workers or their
// order. Where the figures come out the same as the file's, the file is left as it is.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AnalysisData, SampledGame } from '../src/analysis/analysis-data';
import { analysisSettings, analysisVariants, opensWithRace, type RulesetStats, type VariantStats } from '../src/analysis/stats';
import { rulesetIds, rulesets } from '../src/engine/index';
import type { Task } from './analysis-worker';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = new URL('..', import.meta.url).pathname;
const out = arg('out') ?? join(root, 'src/analysis/data/analysis.json');
const settings = { ...analysisSettings, ...(arg('games') ? { games: Number(arg('games')) } : {}) };
if (!(Number.isInteger(settings.games) && settings.games > 0)) throw new Error(`--games must be a whole number above 0, not ${arg('games')}`);
const workers = Number(arg('workers') ?? Math.min(2, availableParallelism()));
if (!(Number.isInteger(workers) && workers > 0)) throw new Error(`--workers must be a whole number above 0, not ${arg('workers')}`);

/** A hash of the engine's source, so that the file says which engine made it even between commits. */
function engineHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string): string[] => readdirSync(dir).sort().flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  for (const f of walk(join(root, 'src/engine'))) h.update(f.slice(root.length)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 16);
}

const only = arg('only')?.split(',').filter(Boolean);
const unknown = only?.filter((id) => !(rulesetIds as readonly string[]).includes(id)) ?? [];
if (unknown.length) throw new Error(`--only names no ruleset: ${unknown.join(', ')} (the rulesets: ${rulesetIds.join(', ')})`);
// The page's file stands for every ruleset; a part of them goes only to a file of its own.
if (only && !arg('out')) throw new Error('--only needs --out=<file>: the analysis page reads every ruleset');
const chosen = rulesetIds.filter((id) => !only || only.includes(id));

const tasks: Task[] = chosen.flatMap((id) => analysisVariants(id)).map((variant, index, all) => ({ index, variants: all.length, variant, settings }));
const results: { stats: VariantStats; sample: SampledGame[] }[] = [];
const t0 = performance.now();
console.error(`${tasks.length} variants × ${settings.games} games on ${workers} worker(s)`);

await new Promise<void>((resolve, reject) => {
  let next = 0;
  let done = 0;
  const pool = Array.from({ length: Math.min(workers, tasks.length) }, () => new Worker(new URL('./analysis-worker.ts', import.meta.url)));
  const feed = (w: Worker) => {
    if (next < tasks.length) w.postMessage(tasks[next++]);
    else void w.terminate();
  };
  for (const w of pool) {
    w.on('message', (m: { index: number; stats: VariantStats; sample: SampledGame[] }) => {
      results[m.index] = m;
      done++;
      console.error(`${String(done).padStart(3)}/${tasks.length} ${m.stats.variant.ruleset} ${m.stats.variant.key} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      if (done === tasks.length) resolve();
      feed(w);
    });
    w.on('error', reject);
    feed(w);
  }
});

const stats: RulesetStats[] = chosen.map((id) => ({
  ruleset: id,
  game: rulesets[id].game,
  players: rulesets[id].players,
  race: opensWithRace(id),
  variants: results.filter((r) => r.stats.variant.ruleset === id).map((r) => r.stats),
}));
const sample = results.flatMap((r) => r.sample.sort((a, b) => a.game - b.game));
const figures = (d: Pick<AnalysisData, 'settings' | 'rulesets' | 'sample'>) => JSON.stringify([d.settings, d.rulesets, d.sample]);

const old = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as AnalysisData) : null;
const seconds = ((performance.now() - t0) / 1000).toFixed(0);
if (old && figures(old) === figures({ settings, rulesets: stats, sample })) {
  console.error(`${seconds} s; the figures are the same as the file's (computed ${old.computed.date}, commit ${old.computed.commit}): ${out} left as it is`);
} else {
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const data: AnalysisData = { settings, computed: { date: new Date().toISOString().slice(0, 10), commit, engine: engineHash() }, rulesets: stats, sample };
  writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
  console.error(`${seconds} s; wrote ${out}`);
}
