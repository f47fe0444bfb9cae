/**
 * The analysis's committed data (src/analysis/data/analysis.json, written by `npm run analysis`):
 * its shape, the sample of games it keeps to be replayed, and the page's way in. Per variant it
 * holds aggregates only; the sample is the one exception, a few games spread over the variants,
 * each with its contribution, so that a test can replay them from their seeds.
 */
import type { Contribution } from './play';
import type { AnalysisSettings, RulesetStats } from './stats';
import committed from './data/analysis.json';

/** One game of the sample: which it is, and what it contributed (its race aside: that is the variant's). */
export interface SampledGame {
  ruleset: string;
  variant: string;
  game: number;
  contribution: Omit<Contribution, 'race'>;
}

export interface AnalysisData {
  settings: AnalysisSettings;
  /** What the figures were computed from, and when (the date only: the figures do not change with the hour). */
  computed: { date: string; commit: string; engine: string };
  rulesets: RulesetStats[];
  sample: SampledGame[];
}

/** About this many games of the whole run are kept to be replayed. */
export const sampleSize = 200;

/**
 * The numbers of the games kept from variant `v` of `variants`: evenly spread over its games,
 * each variant's shifted so that the sample does not replay the same game numbers everywhere.
 */
export function sampledGames(v: number, variants: number, games: number): number[] {
  const n = Math.min(games, Math.ceil(sampleSize / variants));
  const step = games / n;
  return Array.from({ length: n }, (_, k) => Math.floor(k * step + ((v * 7919) % step)) % games);
}

/** A contribution as the data file keeps it. */
export function sampled(c: Contribution): SampledGame['contribution'] {
  const { race: _, ...rest } = c;
  return rest;
}

/** The committed figures, as the page reads them. */
export const analysisData = committed as unknown as AnalysisData;
