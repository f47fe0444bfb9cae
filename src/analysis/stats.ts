/**
 * Random-play statistics for the analysis page. Pure: settings in, numbers out; the same seed
 * gives the same numbers every time. `npm run analysis` (scripts/analysis.ts) computes them for
 * every variant in the registry into src/analysis/data/analysis.json, which the page reads: the
 * build plays no game.
 *
 * Every game is played from the standard start with uniformly random legal moves drawn by
 * mulberry32, game i from a seed of its own (./play.ts). Game i of every variant has the same
 * seed, so two readings that never make a difference in a game play exactly the same games, and
 * the numbers differ only where the reading does.
 */
import { allowedValues, createGame, initialState, playOpening, rulesets, type Game, type OptionId, type OptionValue, type Player, type RulesetId, type Limits } from '../engine/index';
import { meanSample } from './effects';
import { gameSeed, playGame, type Contribution } from './play';
import { gameEnds, laterOpenings, results, type LaterOpening, type RaceOutcome } from './race';

export { gameEnds, laterOpenings, raceEnds, raceOutcome, results, type GameEnd, type LaterOpening, type RaceEnd, type RaceOutcome } from './race';
export { gameSeed, playGame, playRandomGame, type Contribution, type GameRun } from './play';

export interface AnalysisSettings {
  seed: number;
  /** Random games per variant. */
  games: number;
  /** Moves after the opening at which a game is stopped and counted as capped. */
  moveCap: number;
  /**
   * How far the engine follows one sowing. `search` drops without an end or a repeated position
   * is reported as endless for reason 'limit'; `record` 0 keeps no bean-by-bean events, which
   * these numbers do not need.
   */
  limits: Limits;
}

/**
 * The settings of the page's figures. 20,000 games a variant put the 95% interval of a
 * difference in shares within about ±1 percentage point (±0.98 at worst, at a share of a half).
 */
export const analysisSettings: AnalysisSettings = {
  seed: 1943,
  games: 20_000,
  moveCap: 2000,
  limits: { record: 0, search: 1_000_000 },
};

/** A ruleset at its defaults, or with one option set to one of its other values. */
export interface Variant {
  ruleset: RulesetId;
  /** 'defaults', or `option=value`. */
  key: string;
  option: OptionId | null;
  value: OptionValue | null;
  options: Record<string, OptionValue>;
}

/**
 * The ruleset's defaults, then each option's each non-default value, one at a time (as the
 * engine's tests enumerate them; a default value is the defaults row, not played twice).
 */
export function analysisVariants(id: RulesetId): Variant[] {
  const rules = rulesets[id];
  const out: Variant[] = [{ ruleset: id, key: 'defaults', option: null, value: null, options: {} }];
  for (const [option, reading] of Object.entries(rules.readings)) {
    for (const value of allowedValues(rules, option as OptionId)) {
      if (value === reading.default) continue;
      out.push({ ruleset: id, key: `${option}=${String(value)}`, option: option as OptionId, value, options: { [option]: value } });
    }
  }
  return out;
}

export interface LengthStats {
  /** Over the games not stopped at the cap: `n` of them. */
  mean: number;
  /** Standard deviation (n − 1), for the intervals of the page's summary. */
  sd: number;
  n: number;
  median: number;
  p90: number;
  max: number;
}

export interface Tally<K extends string> {
  counts: Record<K, number>;
  total: number;
}

function tally<K extends string>(keys: readonly K[], values: readonly (K | null)[]): Tally<K> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  let total = 0;
  for (const v of values) {
    if (v === null) continue;
    counts[v]++;
    total++;
  }
  return { counts, total };
}

export interface SeriesOpenings {
  /** Over the finished first games: the next game's opening. */
  ends: Tally<LaterOpening>;
  /** Who moved first after it: the bottom player, the top player (none where it never ended). */
  firstMover: Tally<'bottom' | 'top' | 'none'>;
}

export interface VariantStats {
  variant: Variant;
  games: number;
  /** Who moved first after the opening, in the order first seen. */
  firstMovers: Player[];
  /**
   * A hash of every game's length, end, result and final score (the first mover's first), in
   * order. Variants share their seeds, so where a reading never comes into play its games, and
   * this, are the same as the defaults'.
   */
  fingerprint: string;
  length: LengthStats;
  ends: Tally<(typeof gameEnds)[number]>;
  /** The first mover's result; 'none' for an endless or capped game. */
  results: Tally<(typeof results)[number]>;
  /** The race from the standard start (deterministic), where the opening is a race. */
  standardRace: RaceOutcome | null;
  /** The openings of the second games of the random series, where the opening is a race. */
  series: SeriesOpenings | null;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * A variant's figures, made from its games' contributions taken in order (game 0 first): only
 * what the page needs, nothing per game.
 */
export class VariantTally {
  private readonly lengths: number[] = [];
  private readonly ends: (typeof gameEnds)[number][] = [];
  private readonly results: (typeof results)[number][] = [];
  private readonly nextEnds: (LaterOpening | null)[] = [];
  private readonly nextMovers: ('bottom' | 'top' | 'none' | null)[] = [];
  private readonly movers = new Set<Player>();
  private race: RaceOutcome | null | undefined;
  /** FNV-1a (32 bits) over each game's outcome: enough to tell two samples of games apart. */
  private hash = 0x811c9dc5;

  constructor(readonly variant: Variant) {}

  add(c: Contribution): void {
    if (this.race === undefined) this.race = c.race;
    if (c.end !== 'capped') this.lengths.push(c.moves);
    this.ends.push(c.end);
    this.results.push(c.result ?? 'none');
    if (c.firstMover !== null) this.movers.add(c.firstMover);
    if (c.next) {
      this.nextEnds.push(c.next.opening);
      this.nextMovers.push(c.next.mover);
    }
    for (const ch of `${c.moves},${c.end},${c.result},${c.score?.join('/') ?? ''};`) this.hash = Math.imul(this.hash ^ ch.charCodeAt(0), 0x01000193);
  }

  stats(): VariantStats {
    const uncapped = [...this.lengths].sort((a, b) => a - b);
    const standardRace = this.race ?? null;
    return {
      variant: this.variant,
      games: this.ends.length,
      firstMovers: [...this.movers],
      fingerprint: (this.hash >>> 0).toString(16).padStart(8, '0'),
      length: { ...meanSample(this.lengths), median: quantile(uncapped, 0.5), p90: quantile(uncapped, 0.9), max: uncapped.at(-1) ?? 0 },
      ends: tally(gameEnds, this.ends),
      results: tally(results, this.results),
      standardRace,
      series: standardRace ? { ends: tally(laterOpenings, this.nextEnds), firstMover: tally(['bottom', 'top', 'none'], this.nextMovers) } : null,
    };
  }
}

/** The engine's game for a variant, with the analysis's limits. */
export function variantGame(variant: Variant, settings: AnalysisSettings = analysisSettings): Game {
  return createGame(variant.ruleset, variant.options, undefined, settings.limits);
}

/** Game `i` of a variant, replayed on its own from its seed. */
export function replayGame(variant: Variant, i: number, settings: AnalysisSettings = analysisSettings, game = variantGame(variant, settings)): Contribution {
  return playGame(game, initialState(game), gameSeed(settings.seed, i), settings.moveCap);
}

/**
 * The statistics of one variant: `settings.games` random games, and the series they begin.
 * `onGame` sees each game's contribution as it is counted (the script keeps a sample of them).
 */
export function variantStats(variant: Variant, settings: AnalysisSettings = analysisSettings, onGame?: (i: number, c: Contribution) => void): VariantStats {
  const game = variantGame(variant, settings);
  const t = new VariantTally(variant);
  for (let i = 0; i < settings.games; i++) {
    const c = replayGame(variant, i, settings, game);
    onGame?.(i, c);
    t.add(c);
  }
  return t.stats();
}

export interface RulesetStats {
  ruleset: RulesetId;
  game: string;
  players: readonly [Player, Player];
  /** True where the opening is a simultaneous race (its events include a race-end). */
  race: boolean;
  variants: VariantStats[];
}

/** Whether a ruleset's opening from the standard start, at its defaults, is a race. */
export function opensWithRace(id: RulesetId, options: Record<string, OptionValue> = {}): boolean {
  const game = createGame(id, options, undefined, analysisSettings.limits);
  return playOpening(game, initialState(game)).events.some((e) => e.type === 'race-end' || e.type === 'race-tick');
}

export function rulesetStats(id: RulesetId, settings: AnalysisSettings = analysisSettings): RulesetStats {
  const rules = rulesets[id];
  return {
    ruleset: id,
    game: rules.game,
    players: rules.players,
    race: opensWithRace(id),
    variants: analysisVariants(id).map((v) => variantStats(v, settings)),
  };
}

/**
 * The options an opening consults: every option cited as a reading by the opening's events
 * under any variant. These are the readings under which the standard race can differ.
 */
export function openingOptions(id: RulesetId): Set<string> {
  const cited = new Set<string>();
  for (const v of analysisVariants(id)) {
    const game = createGame(id, v.options, undefined, analysisSettings.limits);
    for (const e of playOpening(game, initialState(game)).events) if (e.reading) cited.add(e.reading);
  }
  return cited;
}

/** Each ruleset's defaults and the DLP's observed rulesets: the variants with a sample of their own. */
export function isMainVariant(v: Variant): boolean {
  return v.option === null || v.option === 'observed';
}

/** How often a main variant's games ended on a sowing that never ends, from its statistics. */
export interface EndlessSample {
  variant: Variant;
  games: number;
  cycle: number;
  limit: number;
  capped: number;
}

export function endlessSample(v: VariantStats): EndlessSample {
  return { variant: v.variant, games: v.games, cycle: v.ends.counts['endless-cycle'], limit: v.ends.counts['endless-limit'], capped: v.ends.counts.capped };
}
