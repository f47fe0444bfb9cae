// A worker of scripts/analysis.ts: plays the variants it is sent and posts back their figures
// and the sampled games' contributions.
import { parentPort } from 'node:worker_threads';
import { sampled, sampledGames, type SampledGame } from '../src/analysis/analysis-data';
import { variantStats, type AnalysisSettings, type Variant } from '../src/analysis/stats';

export interface Task {
  index: number;
  variants: number;
  variant: Variant;
  settings: AnalysisSettings;
}

parentPort!.on('message', (t: Task) => {
  const keep = new Set(sampledGames(t.index, t.variants, t.settings.games));
  const sample: SampledGame[] = [];
  const stats = variantStats(t.variant, t.settings, (i, c) => {
    if (keep.has(i)) sample.push({ ruleset: t.variant.ruleset, variant: t.variant.key, game: i, contribution: sampled(c) });
  });
  parentPort!.postMessage({ index: t.index, stats, sample });
});
