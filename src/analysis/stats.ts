/**
 * Random-play statistics for the analysis page, computed by the engine when the site is built.
 * Pure: settings in, numbers out; the same seed gives the same numbers on every build.
 *
 * Every game is played from the standard start with uniformly random legal moves drawn by
 * mulberry32. Every variant is played with the same seed, so two readings that never make a
 * difference in a game play exactly the same games, and the numbers differ only where the
 * reading does.
 */
import {
  allowedValues,
  awaitsOpening,
  createGame,
  initialState,
  InputError,
  legalMoves,
  nextGame,
  playMove,
  playOpening,
  rulesets,
  scores,
  type Game,
  type GameEvent,
  type Limits,
  type OptionId,
  type OptionValue,
  type Player,
  type RulesetId,
  type State,
} from '../engine/index';
import { mulberry32 } from '../engine/random';
import { meanSample } from './effects';

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
  /**
   * Games for the larger sample of sowings that never end, per main variant (each ruleset's
   * defaults and the DLP's observed rulesets): they are too rare for `games` to meet.
   */
  endlessGames: number;
}

/**
 * The settings the page is built with. Measured: 22,800 games in 7.6–8.9 s on one core of a
 * 2-core 2.5 GHz Xeon (the build computes the page once, on one core).
 */
export const analysisSettings: AnalysisSettings = {
  seed: 1943,
  games: 400,
  moveCap: 2000,
  limits: { record: 0, search: 1_000_000 },
  // Measured: 40,000 more games in about 8 s.
  endlessGames: 5000,
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

export type GameEnd = 'finished' | 'endless-cycle' | 'endless-limit' | 'capped';

/** How a simultaneous race ended: who dropped a last bean into an empty hole first. */
export type RaceEnd = 'bottom-first' | 'top-first' | 'same-tick' | 'endless-cycle' | 'endless-limit';

export interface RaceOutcome {
  end: RaceEnd;
  /** Ticks played (one bean from each player still sowing per tick). */
  ticks: number;
  /** Who finished, in order (the race-end event's). */
  finished: Player[];
  /** Who makes the first move after the race, or null where it never ended. */
  firstMover: Player | null;
}

/** The race in an opening's events, or null where the opening is not a race. */
export function raceOutcome(game: Game, events: readonly GameEvent[], after: State): RaceOutcome | null {
  const [bottom] = game.rules.players;
  let ticks = 0;
  let raced = false;
  const finishTicks: number[] = [];
  let finished: Player[] = [];
  let endless: 'endless-cycle' | 'endless-limit' | null = null;
  for (const e of events) {
    if (e.type === 'race-tick') {
      raced = true;
      ticks = e.tick;
    } else if (e.type === 'race-finish') finishTicks.push(ticks);
    else if (e.type === 'race-end') finished = e.finished;
    else if (e.type === 'endless' && raced) endless = e.reason === 'cycle' ? 'endless-cycle' : 'endless-limit';
  }
  if (!raced) return null;
  const firstMover = after.status === 'playing' ? after.toMove : null;
  if (endless) return { end: endless, ticks, finished, firstMover };
  const end: RaceEnd = finishTicks.length > 1 && finishTicks[0] === finishTicks[1] ? 'same-tick' : finished[0] === bottom ? 'bottom-first' : 'top-first';
  return { end, ticks, finished, firstMover };
}

export interface GameRun {
  /** Moves after the opening (a DLP pass counts as a move). */
  moves: number;
  end: GameEnd;
  /** Who made the first move after the opening; null if play stopped in the opening. */
  firstMover: Player | null;
  /** For a finished game: the first mover's result, by scores() at the end. */
  result: 'win' | 'draw' | 'loss' | null;
  final: State;
  race: RaceOutcome | null;
}

function endlessReason(events: readonly GameEvent[]): 'endless-cycle' | 'endless-limit' {
  const e = events.findLast((x) => x.type === 'endless');
  return e?.type === 'endless' && e.reason === 'cycle' ? 'endless-cycle' : 'endless-limit';
}

/** One game of uniformly random legal moves from `state` (its opening first, if it awaits one). */
export function playRandomGame(game: Game, state: State, rnd: () => number, moveCap: number): GameRun {
  let s = state;
  let race: RaceOutcome | null = null;
  let last: readonly GameEvent[] = [];
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    race = raceOutcome(game, o.events, o.state);
    s = o.state;
    last = o.events;
  }
  const firstMover = s.status === 'playing' ? s.toMove : null;
  let moves = 0;
  while (s.status === 'playing' && moves < moveCap) {
    const legal = legalMoves(game, s);
    if (legal.length === 0) throw new Error(`${game.rules.id}: no legal move in a game still on`);
    const r = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!);
    s = r.state;
    last = r.events;
    moves++;
  }
  const end: GameEnd = s.status === 'playing' ? 'capped' : s.status === 'endless' ? endlessReason(last) : 'finished';
  let result: GameRun['result'] = null;
  if (end === 'finished' && firstMover !== null) {
    const score = scores(game, s);
    const other = game.rules.players.find((p) => p !== firstMover)!;
    result = score[firstMover]! > score[other]! ? 'win' : score[firstMover]! < score[other]! ? 'loss' : 'draw';
  }
  return { moves, end, firstMover, result, final: s, race };
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

export const gameEnds = ['finished', 'endless-cycle', 'endless-limit', 'capped'] as const;
export const results = ['win', 'draw', 'loss', 'none'] as const;
export const raceEnds = ['bottom-first', 'top-first', 'same-tick', 'endless-cycle', 'endless-limit'] as const;
/**
 * How the next game of a random series opened: a race's end, no race (the set-up names who
 * moves first), or no next game: the series is over, or the pieces scored do not add up to a
 * full board (beans left out of the score, as under unclaimed-at-end: unowned).
 */
export const laterOpenings = [...raceEnds, 'no-race', 'series-over', 'not-all-scored'] as const;
export type LaterOpening = (typeof laterOpenings)[number];

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
   * order. Variants share their seed, so where a reading never comes into play its games, and
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

/** FNV-1a (32 bits) over each game's outcome: enough to tell two samples of games apart. */
function fingerprint(game: Game, runs: readonly GameRun[]): string {
  let h = 0x811c9dc5;
  for (const r of runs) {
    let score = '';
    if (r.end === 'finished' && r.firstMover !== null) {
      const s = scores(game, r.final);
      score = [r.firstMover, ...game.rules.players.filter((p) => p !== r.firstMover)].map((p) => s[p]).join('/');
    }
    for (const c of `${r.moves},${r.end},${r.result},${score};`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** The statistics of one variant: `settings.games` random games, and the series they begin. */
export function variantStats(variant: Variant, settings: AnalysisSettings = analysisSettings): VariantStats {
  const game = createGame(variant.ruleset, variant.options, undefined, settings.limits);
  const [bottom] = game.rules.players;
  const total = game.board.size * game.rules.beansPerHole(game.options);
  const rnd = mulberry32(settings.seed);
  const runs: GameRun[] = [];
  for (let i = 0; i < settings.games; i++) runs.push(playRandomGame(game, initialState(game), rnd, settings.moveCap));

  const uncapped = runs.filter((r) => r.end !== 'capped').map((r) => r.moves).sort((a, b) => a - b);
  const length: LengthStats = {
    ...meanSample(uncapped),
    median: quantile(uncapped, 0.5),
    p90: quantile(uncapped, 0.9),
    max: uncapped.at(-1) ?? 0,
  };

  const standardRace = runs[0]?.race ?? null;
  let series: SeriesOpenings | null = null;
  if (standardRace) {
    const ends: (LaterOpening | null)[] = [];
    const movers: ('bottom' | 'top' | 'none' | null)[] = [];
    for (const r of runs) {
      if (r.end !== 'finished') continue;
      const pieces = scores(game, r.final);
      if (Object.values(pieces).reduce((a, b) => a + b, 0) !== total) {
        ends.push('not-all-scored');
        movers.push(null);
        continue;
      }
      let next: { state: State };
      try {
        next = nextGame(game, pieces);
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        ends.push('series-over');
        movers.push(null);
        continue;
      }
      let s = next.state;
      let end: LaterOpening = 'no-race';
      if (awaitsOpening(s)) {
        const o = playOpening(game, s);
        end = raceOutcome(game, o.events, o.state)?.end ?? 'no-race';
        s = o.state;
      }
      ends.push(end);
      movers.push(s.status !== 'playing' || s.toMove === null ? 'none' : s.toMove === bottom ? 'bottom' : 'top');
    }
    series = { ends: tally(laterOpenings, ends), firstMover: tally(['bottom', 'top', 'none'], movers) };
  }

  return {
    variant,
    games: runs.length,
    firstMovers: [...new Set(runs.flatMap((r) => (r.firstMover === null ? [] : [r.firstMover])))],
    fingerprint: fingerprint(game, runs),
    length,
    ends: tally(gameEnds, runs.map((r) => r.end)),
    results: tally(results, runs.map((r) => r.result ?? 'none')),
    standardRace,
    series,
  };
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
export function opensWithRace(id: RulesetId): boolean {
  const game = createGame(id, {}, undefined, analysisSettings.limits);
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

export interface Analysis {
  settings: AnalysisSettings;
  rulesets: RulesetStats[];
  /** Wall-clock milliseconds the computation took (varies by machine; not part of the numbers). */
  ms: number;
}

export function analyse(ids: readonly RulesetId[], settings: AnalysisSettings = analysisSettings): Analysis {
  const t0 = performance.now();
  const out = ids.map((id) => rulesetStats(id, settings));
  return { settings, rulesets: out, ms: performance.now() - t0 };
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

/** The larger sample of one main variant, for how often a sowing never ends. */
export interface EndlessSample {
  variant: Variant;
  games: number;
  /** Moves played in all (a never-ending sowing is one move among them). */
  moves: number;
  cycle: number;
  limit: number;
  capped: number;
}

/** Each ruleset's defaults and the DLP's observed rulesets: the variants with a sample of their own. */
export function isMainVariant(v: Variant): boolean {
  return v.option === null || v.option === 'observed';
}

/** `settings.endlessGames` random games of a variant, on a seed of its own (the next after the page's). */
export function endlessSample(variant: Variant, settings: AnalysisSettings = analysisSettings): EndlessSample {
  const game = createGame(variant.ruleset, variant.options, undefined, settings.limits);
  const rnd = mulberry32(settings.seed + 1);
  const out: EndlessSample = { variant, games: settings.endlessGames, moves: 0, cycle: 0, limit: 0, capped: 0 };
  for (let i = 0; i < settings.endlessGames; i++) {
    const r = playRandomGame(game, initialState(game), rnd, settings.moveCap);
    out.moves += r.moves;
    if (r.end === 'endless-cycle') out.cycle++;
    else if (r.end === 'endless-limit') out.limit++;
    else if (r.end === 'capped') out.capped++;
  }
  return out;
}
