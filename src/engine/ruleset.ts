import type { Board } from './board';
import type { CycleDetector } from './cycle';
import type { FastPosition } from './position';
import type { NotationId } from './notation';
import type { OptionId, Options, OptionValue, ReadingId, ValueOf } from './options';
import type { ReadingSpecs } from './readings-present';
import type { ClauseId, GameEvent, Hole, Player, State } from './types';

import type { RulesetId, SourceId } from './rulesets/catalog';
import type { Source } from './source';

/** Derived from the catalog (./rulesets/catalog.ts): adding a ruleset there adds its ids here. */
export type { RulesetId, SourceId } from './rulesets/catalog';
export type { Source, SourceSection } from './source';

/**
 * Who hears what the rules do. Play without a listener (search, analysis, the benchmark) makes
 * every step and tells nobody; with one (a replay for a reader, the steppers), each step is told
 * as an event with the clause that licenses it, before the position changes.
 */
export interface Listener {
  event(e: GameEvent): void;
  /** A sowing goes on for another lap (or the race for another beat): the drops made so far. */
  lap?(drops: number): void;
  /** Play stopped in the middle of a sowing, or a stretch of it ended: record where it stands. */
  settle?(player: Player | null): void;
}

/**
 * What the rules see of a game being played (./mechanics/play.ts keeps one per game): the ruleset,
 * its readings, the board's tables and the position, changed in place. Players are 0 (the bottom
 * player) and 1 (the top player) here; events name them as the source does (`name`).
 */
export interface Play {
  readonly rules: Ruleset;
  readonly options: Options;
  readonly board: Board;
  readonly size: number;
  readonly names: readonly [Player, Player];
  /** The player named to begin, where the rules let the players choose. */
  readonly first: number;
  readonly limits: Limits;
  /** Each player's route: the hole after h is next[player * size + h]. */
  readonly next: Int32Array;
  /** The other holes of each hole's column, `stride` a hole, -1 where there are fewer: in hole order... */
  readonly column: Int32Array;
  /** ...and nearer rows first (the DLP's Abalala'e's "facing" holes). */
  readonly facing: Int32Array;
  readonly stride: number;
  /** 1 where the hole is on the left half of the board as the player sees it: leftHalf[player * size + h]. */
  readonly leftHalf: Uint8Array;
  readonly beansPerHole: number;
  /** A lap of a whole circuit passes over the hole it came from (the `skip-origin` reading). */
  readonly skipOrigin: boolean;
  /** When the ruleset's during-move check is made under these readings: after every drop, and (or only) after every lap. */
  readonly checkEachDrop: boolean;
  readonly checkEachLap: boolean;
  /** The ruleset's own sowing of a hand under these readings (its `sowing`), else null: the plain one. */
  readonly sowing: SowHand | null;
  /** The ruleset's startRefused.why where it holds under these readings, else null. */
  readonly refused: ((g: Play, player: number, hole: Hole) => string | null) | null;
  /** A claimed hole's owner may still start a move from it (the ruleset's claimsSown, under these readings). */
  readonly claimsSown: boolean;
  /** Drops in one move past which a sowing is stopped as endless (limits.search). */
  readonly searchLimit: number;
  pos: FastPosition;
  listener: Listener | null;
  /** Beans dropped in this move, against the search limit. */
  drops: number;
  /** Beans dropped by the last move or opening, counted for the benchmark and the search's cost. */
  sown: number;
  /** Play stopped in the middle of a move: a game or round ended, or an endless sowing. */
  halted: boolean;
  /** The last endless sowing was stopped by a cycle (else by the search limit). */
  endedByCycle: boolean;
  /** Set by the sowing: the last bean fell into an empty hole. */
  wasEmpty: boolean;
  /** Set by a sowing that captures as it goes (./mechanics/fours.ts): beans it captured in its last lap. */
  taken: number;
  readonly cycle: CycleDetector;
  /** Where the last bean fell, handed to the landing rules: one object, reused for every lap. */
  readonly landing: Landing;
  /**
   * The `when` of the ruleset's first five landing rules, in order (a rule that never answers
   * where it has fewer). The sowing asks them here rather than through the list: each is then one
   * rule's call site, with nothing to count or look up (./mechanics/sow.ts: decideLanding).
   */
  readonly ask0: LandingRule['when'];
  readonly ask1: LandingRule['when'];
  readonly ask2: LandingRule['when'];
  readonly ask3: LandingRule['when'];
  readonly ask4: LandingRule['when'];
  /** Positions the narrated API writes a State into, to read it or to play a move on it. */
  readonly scratch: { read: FastPosition; play: FastPosition };
  /** Start a move or an opening: nothing dropped yet. */
  begin(): void;
  /** The player's name as the source gives it. */
  name(p: number): Player;
  /** The player as a number, from his name. */
  index(player: Player): number;
}

/**
 * Sow the beans in the player's hand from `from` on: the hole the last one fell in (g.wasEmpty
 * says how it was before), or -1 if play stopped.
 */
export type SowHand = (g: Play, p: number, from: Hole, clause: ClauseId, reading?: ReadingId) => Hole;

/**
 * How far the engine follows one move. Up to `record` drops every event is recorded; beyond,
 * the sowing goes on unrecorded (summed up in one fast-forward event) until it ends, a position
 * comes back, or `search` drops have been made.
 */
export interface Limits {
  record: number;
  search: number;
}

export const defaultLimits: Limits = { record: 20_000, search: 10_000_000 };

/**
 * What the rules make of a landing. Each outcome names the clause (and reading) behind it. The
 * rules build their outcomes once, not per landing: nothing is allocated per lap in play without
 * a listener.
 */
export type Outcome = { clause: ClauseId; reading?: ReadingId } & (
  | { kind: 'relay' }
  /**
   * turnClause: what the turn's passing cites, where the ruleset's `turns` clause does not fit;
   * again: the same player moves next (Lam Waladach's capture during the sowing, ./mechanics/again.ts).
   */
  | { kind: 'end'; turnClause?: ClauseId; again?: boolean }
  /** The rule has taken (./mechanics/take.ts: takeFrom); the player lifts the landing hole and sows on. */
  | { kind: 'take'; continueClause: ClauseId }
  | { kind: 'claim'; endClause: ClauseId; endReading?: ReadingId }
  /** Up to `most` beans are taken from the opponent's claim the last bean fell in. */
  | { kind: 'claim-take'; most: number; again: boolean; againClause: ClauseId; againReading?: ReadingId }
);

/**
 * An outcome with every field of every kind present (undefined where its kind has none), in one
 * order: every outcome then has one shape, and the sowing reads `kind` off any of them at the cost
 * of one (a field read off many shapes is a slow look-up, made on every lap).
 */
export function outcome<O extends Outcome>(o: O): O {
  const x = o as Partial<Record<string, unknown>>;
  return {
    kind: o.kind,
    clause: o.clause,
    reading: o.reading,
    turnClause: x.turnClause,
    continueClause: x.continueClause,
    endClause: x.endClause,
    endReading: x.endReading,
    most: x.most,
    again: x.again,
    againClause: x.againClause,
    againReading: x.againReading,
  } as unknown as O;
}

/** Where the last bean of a sowing fell: player (0 bottom, 1 top), hole, and whether it was empty. */
export interface Landing {
  player: number;
  hole: Hole;
  wasEmpty: boolean;
  /** This sowing was the one that follows a take (the DLP's Abalala'e cites its own sentences for it). */
  afterTake: boolean;
}

/**
 * One named rule for a landing; the first rule in a ruleset's list that answers decides. A rule
 * that answers `take` has made the take itself; a rule that answers null has changed nothing.
 */
export interface LandingRule {
  name: string;
  when: (g: Play, landing: Landing) => Outcome | null;
}

/** The presets a record may name. `ludii`: the readings under which the engine plays as Ludii's code does. */
export const presetIds = ['ludii'] as const;
export type PresetId = (typeof presetIds)[number];

/** A named set of readings (and, where the rules let the players choose, who begins). Data only. */
export interface Preset {
  options: { [K in OptionId]?: ValueOf<K> };
  first?: Player;
  /** Why these readings, in our words. */
  why: string;
  /** The `ludii` preset: Ludii's name of the game it plays as ("Gabata (Shoa I)"), as its recorded games name it. */
  game?: string;
  /** The `ludii` preset: Ludii's moves between rounds lay out the board as the engine's next round does, so a replay goes on past the first round. */
  everyRound?: boolean;
  /**
   * The `ludii` preset: where Ludii's first player chooses his opening by the hole he selects first
   * (Tuz), the reading of `option` that plays each choice, by that hole's Ludii site.
   */
  opening?: { option: OptionId; bySite: Readonly<Record<number, OptionValue>> };
}

export interface Reading<V extends OptionValue = OptionValue> {
  default: V;
  /** The values this ruleset allows, where it allows fewer than the option has. */
  values?: V[];
  /** Why this default, in our words. */
  why: string;
}

/** The opening: played when a game starts (no start position given) or a start awaits it. */
export interface Opening {
  name: string;
  play: (g: Play) => void;
}

/** The source's own words for the pieces and for a captured hole. */
export interface Nouns {
  one: string;
  many: string;
  /** A captured hole: Courlander's claim, the DLP's weg (its Selus's nedf); null where the game captures no hole. */
  claim: 'claim' | 'weg' | 'nedf' | null;
}

/**
 * A ruleset declares everything about itself, its id, game, title and source spread from its entry
 * in the catalog (./rulesets/catalog.ts), which lists them; every list of rulesets or sources
 * elsewhere derives from the catalog. `Id` and `S` keep the ruleset's id
 * and its source's id as literal types, so that `RulesetId` and `SourceId` can be derived.
 */
export interface Ruleset<Id extends string = RulesetId, S extends string = Exclude<SourceId, 'notes'>> {
  id: Id;
  /** The id of `board` under the default readings: pages group rulesets by it without loading their rules. */
  boardId: Board['id'];
  /** The game's name as the source spells it. */
  game: string;
  /** The ruleset as a reader names it: game and source ("Walker's Gabata, 2011"). */
  title: string;
  source: Source<S>;
  nouns: Nouns;
  /** Why a round ends, in the narration's words (a round of rounds-based play: the DLP's games). */
  roundEnds?: string;
  /**
   * The computer's look-ahead budget, where this ruleset's search costs more than most (long
   * sowings; many transpositions): the same thinking time as the others'.
   */
  searchBudget?: number;
  /** [the bottom player, the top player]. */
  players: readonly [Player, Player];
  notation: NotationId;
  /**
   * Each player's route, where the players do not share one: for each hole, the next hole on
   * that player's route. Without it every route is the board's sowing order (index + 1).
   */
  route?: Readonly<Record<Player, readonly Hole[]>>;
  /** The options this ruleset offers, with its default reading of each. */
  readings: { [K in OptionId]?: Reading<ValueOf<K>> };
  /**
   * The readings this ruleset offers and cites, in full (questions, answers, evidence, fixed
   * decisions): those of the mechanics it composes and its own (its folder's readings.ts), which
   * travel with its rules and are present once it is loaded (`carry` gathers them).
   */
  readingSpecs: ReadingSpecs;
  /**
   * Named sets of readings a record may ask for by name (`"preset": "ludii"`): the preset's
   * options apply first and the record's own on top; its `first`, where the record names none.
   */
  presets?: { [P in PresetId]?: Preset };
  board: (o: Options) => Board;
  beansPerHole: (o: Options) => number;
  /** Who may be named "first", and the default, or null where the rules decide who begins. */
  firstChoice: (o: Options) => { default: Player; clause: ClauseId } | null;
  /** The clauses behind a move's pick-up, each drop, a relay, and the turn passing to the other player. */
  clauses: { move: ClauseId; sow: ClauseId; relay: ClauseId; turns: ClauseId };
  opening: Opening;
  /**
   * Why a move may not start from one of the player's own holes, or null (the Sulus Nishtaw
   * variation): `why` is asked of every hole on every move, so `when` says once a game whether the
   * rule holds under its readings at all (as `duringMove.when` does).
   */
  startRefused?: { when: (o: Options) => boolean; why: (g: Play, player: number, hole: Hole) => string | null };
  landing: readonly LandingRule[];
  /**
   * A move played by the ruleset's own sowing, where the shared one (lift, sow, landing rules)
   * cannot say it: the DLP's Selus passes over holes as it sows, and its nedf looks two holes ahead.
   */
  move?: (g: Play, player: number, hole: Hole) => void;
  /** Under these readings a claimed hole stays its owner's to start a move from (Ludii's code for Selus). */
  claimsSown?: (o: Options) => boolean;
  /** What happens after a turn ends: a vacated side, the end of a game or round, a pass. */
  afterTurn: (g: Play) => void;
  /**
   * A sowing whose drops do more than add a bean (the capture of fours, ./mechanics/fours.ts),
   * chosen once a game under its readings; absent or null, the plain sowing.
   */
  sowing?: { when: (o: Options) => SowHand | null };
  /** The pass of a player who cannot move, where the rules have one; absent, such a player has no move. */
  pass?: (g: Play) => void;
  /** Why a record of another ruleset on the same board is not offered to be replayed under this one, nor one of its own under another. */
  ownRecordsOnly?: string;
  /**
   * Checks made during a move (a side vacated "at any time"): after each drop, or after each lap,
   * as `when` says under the game's readings.
   */
  duringMove?: { when: (o: Options) => 'drop' | 'sowing' | null; check: (g: Play) => void };
  /**
   * The marks its positions keep (State.unmoved, State.yetToPlay), set at the start of a round:
   * which holes still hold their original counters, and who has yet to play his first turn.
   */
  marks?: { unmoved?: boolean; yetToPlay?: boolean };
  /** The position that opens the next game or round of a series. */
  nextGame: (pieces: Record<Player, number>, o: Options) => { state: State; events: GameEvent[] };
  /** The clauses the declaration itself realises: the board, the set-up, the sides, the route. */
  declares: readonly ClauseId[];
  /** Every clause the ruleset's events cite, under any of its readings. */
  implements: readonly ClauseId[];
}
