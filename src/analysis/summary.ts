/**
 * The analysis page's summary: for each ruleset and each reading other than its default, how far
 * its random games differ from the defaults' on a few measures, each an effect with a 95%
 * interval, and a verdict in words. Pure: statistics in, rows out; it takes the sample sizes
 * from the statistics, whatever they are.
 */
import { beyondNoise, meanDifference, proportionDifference, type Effect, type MeanSample, type Proportion } from './effects';
import { laterGamesRace, nextPlayed, playerName } from './figures';
import type { RulesetStats, Variant, VariantStats } from './stats';

export type MeasureId = 'length' | 'won' | 'drawn' | 'no-result' | 'next-game' | 'next-opening';

/** The measures of the first game of each random series: the table's columns. */
export const firstGameMeasures = ['length', 'won', 'drawn', 'no-result'] as const satisfies readonly MeasureId[];

interface Measure {
  id: MeasureId;
  /** The sample of one variant, or null where the measure does not apply to its ruleset. */
  sample(rs: RulesetStats, v: VariantStats): MeanSample | Proportion | null;
  /** The effect in words, given "12.6 moves longer"-style magnitude words. */
  words(rs: RulesetStats, more: boolean, x: string): string;
  /** How a magnitude is written: moves to one decimal, shares in percentage points. */
  unit: 'moves' | 'points';
}

/**
 * The measures: of the first game, its length and the first mover's result; of a racing
 * ruleset's series, whether a next game follows and how it opens (a reading of the reload or of
 * who opens a later round changes only these).
 */
const measures: Record<MeasureId, Measure> = {
  length: {
    id: 'length',
    unit: 'moves',
    sample: (_, v) => ({ mean: v.length.mean, sd: v.length.sd, n: v.length.n }),
    words: (_, more, x) => `games ${x} ${more ? 'longer' : 'shorter'}`,
  },
  won: {
    id: 'won',
    unit: 'points',
    sample: (_, v) => ({ k: v.results.counts.win, n: v.games }),
    words: (_, more, x) => `the first mover wins ${x} ${more ? 'more' : 'less'} often`,
  },
  drawn: {
    id: 'drawn',
    unit: 'points',
    sample: (_, v) => ({ k: v.results.counts.draw, n: v.games }),
    words: (_, more, x) => `draws ${x} ${more ? 'more' : 'less'} often`,
  },
  'no-result': {
    id: 'no-result',
    unit: 'points',
    sample: (_, v) => ({ k: v.results.counts.none, n: v.games }),
    words: (_, more, x) => `games without a result (a sowing that never ends, or stopped at the cap) ${x} ${more ? 'more' : 'less'} often`,
  },
  'next-game': {
    id: 'next-game',
    unit: 'points',
    sample: (_, v) => (v.series ? { k: nextPlayed(v), n: v.series.ends.total } : null),
    words: (_, more, x) => `a next game follows ${x} ${more ? 'more' : 'less'} often`,
  },
  'next-opening': {
    id: 'next-opening',
    unit: 'points',
    sample: (rs, v) => {
      if (!v.series) return null;
      const k = laterGamesRace(rs) ? v.series.ends.counts['same-tick'] : v.series.firstMover.counts.bottom;
      return { k, n: nextPlayed(v) };
    },
    words: (rs, more, x) =>
      laterGamesRace(rs)
        ? `the next game's race ends in the same tick ${x} ${more ? 'more' : 'less'} often`
        : `${playerName(rs.players[0])} moves first in the next game ${x} ${more ? 'more' : 'less'} often`,
  },
};

export interface MeasureEffect {
  measure: MeasureId;
  effect: Effect;
  beyond: boolean;
  /** The magnitude, sign and interval as the page writes them: "−12.6", "−15.1 to −10.1". */
  text: string;
  range: string;
  /** "games 12.6 moves shorter (10.1 to 15.1)", for the verdict. */
  words: string;
}

export type Verdict = 'changes' | 'noise' | 'never';

export interface SummaryRow {
  ruleset: RulesetId;
  variant: Variant;
  /** Games played under the defaults and under the reading: what the intervals rest on. */
  games: { defaults: number; reading: number };
  /** Game for game the same first games as the defaults' (from the first mover's side). */
  sameGames: boolean;
  /** Who moves first under the reading, where that differs from the defaults. */
  firstMover: { reading: string; defaults: string } | null;
  effects: MeasureEffect[];
  verdict: Verdict;
  /** The verdict in a sentence. */
  words: string;
  /** The largest standardized effect beyond noise (any effect, where none is), for sorting. */
  size: number;
}

type RulesetId = RulesetStats['ruleset'];

const minus = (s: string) => s.replace(/^-/, '−');
/** To `digits` decimals, a difference that rounds to nothing written as 0 (never −0.0). */
const fmt = (x: number, digits = 1) => minus((Math.abs(x) < 0.5 * 10 ** -digits ? 0 : x).toFixed(digits));

function measureEffect(rs: RulesetStats, m: Measure, reading: VariantStats, defaults: VariantStats): MeasureEffect | null {
  const a = m.sample(rs, reading);
  const b = m.sample(rs, defaults);
  if (!a || !b) return null;
  // A mean over fewer than two games has no interval: under Ludii's readings of Selus every game runs to the cap, and none has a length.
  if ('mean' in a && (a.n < 2 || (b as MeanSample).n < 2)) return null;
  const effect = 'mean' in a ? meanDifference(a, b as MeanSample) : proportionDifference(a, b as Proportion);
  const scale = m.unit === 'points' ? 100 : 1;
  const [est, low, high] = [effect.estimate, effect.low, effect.high].map((x) => x * scale) as [number, number, number];
  const more = est > 0;
  // The interval of the magnitude, in the direction the words give: "shorter (10.1 to 15.1)".
  const [from, to] = more ? [low, high] : [-high, -low];
  const unit = m.unit === 'moves' ? ' moves' : ' points';
  const bounded = Number.isFinite(low) && Number.isFinite(high);
  const beyond = beyondNoise(effect);
  // A rare event (a sowing that never ends) differs by hundredths of a point: one decimal would
  // write its difference as 0.0, and an interval that leaves out zero as if it held it.
  let d = bounded && high - low < 0.2 ? 2 : 1;
  const zero = (x: number) => fmt(x, d) === (0).toFixed(d);
  while (beyond && d < 4 && (zero(low) || zero(high))) d++;
  return {
    measure: m.id,
    effect,
    beyond,
    text: fmt(est, d),
    range: bounded ? `${fmt(low, d)} to ${fmt(high, d)}` : 'too few games to tell',
    words: `${m.words(rs, more, `${fmt(Math.abs(est), d)}${unit}`)} (${fmt(from, d)} to ${fmt(to, d)})`,
  };
}

const movers = (v: VariantStats) => v.firstMovers.map(playerName).join(' or ');

/** The summary row of one reading against its ruleset's defaults. */
export function summaryRow(rs: RulesetStats, reading: VariantStats, defaults: VariantStats = rs.variants[0]!): SummaryRow {
  const sameGames = reading.fingerprint === defaults.fingerprint;
  const firstMover = movers(reading) === movers(defaults) ? null : { reading: movers(reading), defaults: movers(defaults) };
  const effects = Object.values(measures).flatMap((m) => measureEffect(rs, m, reading, defaults) ?? []);
  // Where the first games are the same, their measures say nothing: only the next game's can differ.
  const counted = sameGames ? effects.filter((e) => !(firstGameMeasures as readonly string[]).includes(e.measure)) : effects;
  const beyond = counted.filter((e) => e.beyond);
  const sameSeries = JSON.stringify(reading.series) === JSON.stringify(defaults.series);
  const verdict: Verdict = beyond.length || firstMover ? 'changes' : sameGames && sameSeries ? 'never' : 'noise';
  const size = Math.max(0, ...(beyond.length ? beyond : counted).map((e) => (Number.isFinite(e.effect.size) ? e.effect.size : 0)));
  return { ruleset: rs.ruleset, variant: reading.variant, games: { defaults: defaults.games, reading: reading.games }, sameGames, firstMover, effects, verdict, words: verdictWords(verdict, sameGames, firstMover, beyond), size };
}

function verdictWords(verdict: Verdict, sameGames: boolean, firstMover: SummaryRow['firstMover'], beyond: MeasureEffect[]): string {
  if (verdict === 'never') return 'Never comes into play: the very same games.';
  if (verdict === 'noise') return sameGames ? 'No change beyond noise: the same first games; the next game differs, within noise.' : 'No change beyond noise.';
  const parts = beyond.map((e) => e.words);
  if (firstMover && sameGames) parts.unshift(`${firstMover.reading} moves first, not ${firstMover.defaults}, in games otherwise the same, game for game`);
  else if (firstMover) parts.unshift(`${firstMover.reading} moves first, not ${firstMover.defaults}`);
  const head = sameGames && !firstMover ? 'Changes only the next game' : 'Changes play';
  return `${head}: ${parts.join('; ')}.`;
}

const order: Record<Verdict, number> = { changes: 0, noise: 1, never: 2 };

/** Every reading of every ruleset against its defaults: the changes first, the largest first, then the rest. */
export function summaryRows(all: readonly RulesetStats[]): SummaryRow[] {
  const rows = all.flatMap((rs) => rs.variants.slice(1).map((v) => summaryRow(rs, v)));
  return rows.sort((a, b) => order[a.verdict] - order[b.verdict] || b.size - a.size);
}

/**
 * The first-game measures worth a column: game length and the first mover's wins always; draws
 * and games without a result where some reading changes them beyond noise (else every cell
 * would say "no change", and the words say it once).
 */
export function summaryColumns(rows: readonly SummaryRow[]): (typeof firstGameMeasures)[number][] {
  return firstGameMeasures.filter((m) => m === 'length' || m === 'won' || rows.some((r) => r.effects.some((e) => e.measure === m && e.beyond)));
}

/** The rows of one ruleset whose given measures change beyond noise (the same games aside). */
export function changedOn(rows: readonly SummaryRow[], ruleset: RulesetId, on: readonly MeasureId[]): SummaryRow[] {
  return rows.filter((r) => r.ruleset === ruleset && r.effects.some((e) => on.includes(e.measure) && e.beyond && !(r.sameGames && (firstGameMeasures as readonly string[]).includes(e.measure))));
}

/** The table's column headings, for the first-game measures. */
export const columnHeads: Record<(typeof firstGameMeasures)[number], string> = {
  length: 'Moves per game',
  won: 'First mover wins',
  drawn: 'Draws',
  'no-result': 'No result',
};

/** The readings that never come into play, ruleset by ruleset, in the order of the statistics. */
export function neverInPlay(all: readonly RulesetStats[], rows: readonly SummaryRow[]): { ruleset: RulesetId; variants: Variant[] }[] {
  return all
    .map((rs) => ({ ruleset: rs.ruleset, variants: rs.variants.slice(1).map((v) => v.variant).filter((v) => rows.some((r) => r.variant === v && r.verdict === 'never')) }))
    .filter((x) => x.variants.length > 0);
}

/** The games each side of the summary's comparisons rests on: one number where all agree. */
export function summaryGames(rows: readonly SummaryRow[]): number[] {
  return [...new Set(rows.flatMap((r) => [r.games.defaults, r.games.reading]))].sort((a, b) => a - b);
}

/**
 * How far the widest interval of the first game's measures reaches either side of its
 * difference: in points for shares, in moves for game length (intervals with no bound left
 * aside). The next game's measures rest on fewer games (the finished first games) and are left out.
 */
export function intervalWidths(rows: readonly SummaryRow[]): { points: number; moves: number } {
  const widest = (unit: 'points' | 'moves') =>
    Math.max(0, ...rows.flatMap((r) => r.effects.filter((e) => (firstGameMeasures as readonly string[]).includes(e.measure) && measures[e.measure].unit === unit && Number.isFinite(e.effect.high - e.effect.low)).map((e) => ((e.effect.high - e.effect.low) / 2) * (unit === 'points' ? 100 : 1))));
  return { points: widest('points'), moves: widest('moves') };
}
