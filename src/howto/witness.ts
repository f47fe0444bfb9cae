import {
  awaitsOpening,
  createGame,
  initialState,
  legalMoves,
  mulberry32,
  nextGame,
  playMove,
  playOpening,
  replayStates,
  resolveOptions,
  totalFor,
  type ClauseId,
  type Game,
  type GameEvent,
  type LandingRule,
  type Outcome,
  type Ruleset,
  type State,
} from '../engine/index';
import { rulesetOfExample, type Example } from '../examples/example';

/**
 * What the engine does under a ruleset's default readings, watched: the clause each landing rule
 * cites when it decides, the clause each kind of event cites, and the worked example (and its
 * step) that first shows each. A how-to-play card (./card.ts) rests its lines on these, so that it
 * cites what the engine cites, whatever the engine becomes. The worked examples played at the
 * defaults come first; seeded random games fill in what no example shows.
 */

/** A step of a worked example: its stepper's step number (0 is the start, race ticks uncounted). */
export interface Shown {
  example: string;
  step: number;
}

/** One clause (and the reading it names) seen cited, how often, and where an example first shows it. */
export interface Sighting {
  clause: ClauseId;
  reading?: string;
  /** The other readings the outcome names: what ends the play after it, or gives another move. */
  also: string[];
  count: number;
  shown?: Shown;
  /** For a landing rule: what it decided. */
  outcome?: { kind: Outcome['kind']; most?: number; again?: boolean };
}

export interface Witness {
  rules: Ruleset;
  /** Each landing rule's outcomes, by the rule's name, the most frequent first. */
  landing: Map<string, Sighting[]>;
  /**
   * Every kind of event (by its type), the most frequent first; and `won-all`: the game-end of a
   * game after which one player holds every piece.
   */
  events: Map<string, Sighting[]>;
  /** The opening's events, played from the standard start. */
  opening: GameEvent[];
  /** The worked examples played at the defaults, in the order given. */
  examples: string[];
  /** Those of them played from the standard start. */
  fromStart: string[];
}

/** Random games played to their end under the defaults, with the next game of each series. */
export const RANDOM_GAMES = 12;

interface Decided {
  name: string;
  outcome: Outcome;
  /** The events being written when the rule decided, and how many there were. */
  log: GameEvent[] | null;
  at: number;
}

/** The ruleset with each landing rule reporting what it decides. */
function watched(rules: Ruleset, decided: Decided[]): Ruleset {
  const watch = (rule: LandingRule): LandingRule => ({
    name: rule.name,
    when: (g, l) => {
      const log = (g.listener as { events?: GameEvent[] } | null)?.events ?? null;
      const at = log?.length ?? 0;
      const outcome = rule.when(g, l);
      if (outcome) decided.push({ name: rule.name, outcome, log, at });
      return outcome;
    },
  });
  return { ...rules, landing: rules.landing.map(watch) };
}

/** Whether an example is played under the ruleset's default readings (and no preset). */
export function atDefaults(example: Example, rules: Ruleset): boolean {
  if (rulesetOfExample(example) !== rules.id || example.record?.preset !== undefined) return false;
  const given = example.record?.options ?? example.setup?.options ?? {};
  const defaults = resolveOptions(rules) as Record<string, unknown>;
  return Object.entries(given).every(([k, v]) => defaults[k] === v);
}

/** The step of the stepper that shows events[i]. */
export const stepOf = (events: readonly GameEvent[], i: number) => events.slice(0, i + 1).filter((e) => e.type !== 'race-tick').length;

class Tally {
  private readonly byKey = new Map<string, Map<string, Sighting>>();
  note(key: string, e: { clause: ClauseId; reading?: string }, shown?: Shown, also: (string | undefined)[] = [], outcome?: Sighting['outcome']): void {
    const seen = this.byKey.get(key) ?? new Map<string, Sighting>();
    this.byKey.set(key, seen);
    const id = `${e.clause} ${e.reading ?? ''}`;
    const s = seen.get(id) ?? { clause: e.clause, ...(e.reading ? { reading: e.reading } : {}), also: [], count: 0, ...(outcome ? { outcome } : {}) };
    s.count++;
    if (shown && !s.shown) s.shown = shown;
    for (const r of also) if (r && !s.also.includes(r)) s.also.push(r);
    seen.set(id, s);
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
  sorted(): Map<string, Sighting[]> {
    return new Map([...this.byKey].map(([k, m]) => [k, [...m.values()].sort((a, b) => b.count - a.count)]));
  }
}

/**
 * The first event from `from` on that cites the clause. It starts at `from` rather than filtering
 * from 0: an endless sowing makes tens of thousands of events and as many decisions, one scan each.
 */
function firstCiting(log: readonly GameEvent[], from: number, clause: ClauseId): number {
  for (let k = from; k < log.length; k++) if (log[k]!.clause === clause) return k;
  return -1;
}

/** Whether one player holds every piece of the game. */
function allHeldByOne(game: Game, s: State): boolean {
  const total = totalFor(game.rules, game.options);
  return game.rules.players.some((p) => held(s, p) === total);
}

const held = (s: State, p: string) => s.stores[p]! + Math.max(0, s.hands[p]!) + s.holes.reduce((n, c, h) => n + (s.owners[h] === p && s.claims[h] === null ? c : 0), 0);

/** Watch a ruleset at its defaults: its worked examples (those at the defaults), then seeded random games. */
export function witness(rules: Ruleset, examples: readonly Example[], games = RANDOM_GAMES): Witness {
  const decided: Decided[] = [];
  const ruled = watched(rules, decided);
  const landing = new Tally();
  const events = new Tally();
  const played: string[] = [];
  const fromStart: string[] = [];
  const game = createGame(ruled);

  const see = (batches: GameEvent[][], final: State, shownIn?: string) => {
    const all = batches.flat();
    const offset = new Map(batches.map((b, k) => [b, batches.slice(0, k).reduce((n, x) => n + x.length, 0)]));
    const at = (i: number): Shown | undefined => (shownIn ? { example: shownIn, step: stepOf(all, i) } : undefined);
    all.forEach((e, i) => {
      events.note(e.type, e, at(i));
      if (e.type === 'game-end' && allHeldByOne(game, final)) events.note('won-all', e, at(i));
    });
    for (const d of decided.splice(0)) {
      const base = d.log ? offset.get(d.log) : undefined;
      const j = d.log ? firstCiting(d.log, d.at, d.outcome.clause) : -1;
      const o = d.outcome as Outcome & { endReading?: string; againReading?: string; most?: number; again?: boolean };
      const what = { kind: o.kind, ...(o.kind === 'claim-take' ? { most: o.most, again: o.again } : {}) };
      landing.note(d.name, o, base !== undefined && j >= 0 ? at(base + j) : undefined, [o.endReading, o.againReading], what);
    }
  };

  for (const example of examples) {
    if (!atDefaults(example, rules)) continue;
    played.push(example.id);
    if (example.setup) {
      const g = createGame(ruled, example.setup.options ?? {});
      const next = nextGame(g, example.setup.pieces);
      see([next.events], next.state, example.id);
      continue;
    }
    const record = example.record!;
    if (record.start === undefined) fromStart.push(example.id);
    const g = createGame(ruled, record.options ?? {}, record.first);
    const r = replayStates(g, record);
    see([...(r.opening ? [r.opening.events] : []), ...r.moves.map((m) => m.events)], r.final, example.id);
  }

  const opening = playOpening(game, initialState(game)).events;
  decided.length = 0;
  const rnd = mulberry32(1);
  const series = (start: State, games: number) => {
    for (let s = start, k = 0; k < games; k++) {
      const next = seriesGoesOn(game, playOut(game, s, rnd, see));
      if (!next) return;
      see([next.events], next.state);
      if (next.state.status !== 'playing') return;
      s = next.state;
    }
  };
  for (let k = 0; k < games; k++) series(initialState(game), 2);
  // Lopsided series, which end soon, until one is seen won: how a series is won.
  const total = totalFor(rules, game.options);
  for (let k = 0; k < 40 && !events.has('won-all'); k++) {
    const few = 1 + (k % 3);
    const next = setUp(game, { [rules.players[k % 2]]: few, [rules.players[1 - (k % 2)]]: total - few });
    if (!next) continue;
    see([next.events], next.state);
    if (next.state.status === 'playing') series(next.state, 8);
  }
  return { rules, landing: landing.sorted(), events: events.sorted(), opening, examples: played, fromStart };
}

/** Play random legal moves to the end of the game (or a cap), each batch of events seen. */
function playOut(game: Game, start: State, rnd: () => number, see: (b: GameEvent[][], final: State) => void): State {
  let s = start;
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    see([o.events], o.state);
    s = o.state;
  }
  for (let n = 0; s.status === 'playing' && n < 1000; n++) {
    const moves = legalMoves(game, s);
    if (moves.length === 0) break;
    const r = playMove(game, s, moves[Math.floor(rnd() * moves.length)]!);
    see([r.events], r.state);
    s = r.state;
  }
  return s;
}

function setUp(game: Game, pieces: Record<string, number>): ReturnType<typeof nextGame> | null {
  try {
    return nextGame(game, pieces);
  } catch {
    return null; // a split the series does not go on from
  }
}

/** The next game or round, set up from what each player holds at the end of this one (none if the series is over). */
function seriesGoesOn(game: Game, end: State): ReturnType<typeof nextGame> | null {
  if (end.status !== 'game-over' && end.status !== 'round-over') return null;
  const pieces = Object.fromEntries(game.rules.players.map((p) => [p, held(end, p)]));
  if (Object.values(pieces).some((n) => n === 0)) return null;
  return setUp(game, pieces);
}
