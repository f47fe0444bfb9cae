import type { Board } from './board';
import type { SourceId } from './clauses';
import type { NotationId } from './notation';
import type { OptionId, Options, OptionValue, ReadingId } from './options';
import type { ClauseId, GameEvent, Hole, Pile, Player, State } from './types';

export type RulesetId =
  | 'courlander-abalala'
  | 'courlander-sulus-aidi'
  | 'courlander-sulus-nishtaw'
  | 'walker-gabata'
  | 'dlp-gabata-shoa-i'
  | 'dlp-abalalae';

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

/** A game in progress: the rules, the readings chosen, and the events emitted so far. */
export interface Ctx {
  rules: Ruleset;
  options: Options;
  board: Board;
  state: State;
  events: GameEvent[];
  /** The player named to begin, where the rules let the players choose. */
  first: Player;
  /** Set when play stopped in the middle of a sowing (endless sowing, a side vacated mid-move). */
  halted: boolean;
  /** Beans dropped so far in this move. */
  drops: number;
  /** Past `limits.record` drops events are applied but not recorded (see play.ts: quiet). */
  quiet: { since: number } | null;
  limits: Limits;
}

/** Where the last bean of a sowing fell. */
export interface Landing {
  player: Player;
  hole: Hole;
  /** The hole held nothing before the last bean fell. */
  wasEmpty: boolean;
}

/** What the rules make of a landing. Each outcome names the clause (and reading) behind it. */
export type Outcome = { clause: ClauseId; reading?: ReadingId } & (
  | { kind: 'relay' }
  /** turnClause: what the turn's passing cites, where the ruleset's `turns` clause does not fit. */
  | { kind: 'end'; turnClause?: ClauseId }
  | { kind: 'take'; from: Pile[]; continueClause: ClauseId }
  | { kind: 'claim'; endClause: ClauseId; endReading?: ReadingId }
  | { kind: 'claim-take'; count: number; again: boolean; againClause: ClauseId; againReading?: ReadingId }
);

/** One named rule for a landing; the first rule in a ruleset's list that answers decides. */
export interface LandingRule {
  name: string;
  when: (ctx: Ctx, landing: Landing) => Outcome | null;
}

export interface Reading {
  default: OptionValue;
  /** The values this ruleset allows, where it allows fewer than the option has. */
  values?: OptionValue[];
  /** Why this default, in our words. */
  why: string;
}

/** The opening: played when a game starts (no start position given) or a start awaits it. */
export interface Opening {
  name: string;
  play: (ctx: Ctx) => void;
}

export interface Ruleset {
  id: RulesetId;
  /** The game's name as the source spells it. */
  game: string;
  /** The ruleset as a reader names it: game and source ("Walker's Gabata, 2011"). */
  title: string;
  source: SourceId;
  citation: string;
  /** [the bottom player, the top player]. */
  players: readonly [Player, Player];
  notation: NotationId;
  /**
   * Each player's route, where the players do not share one: for each hole, the next hole on
   * that player's route. Without it every route is the board's sowing order (index + 1).
   */
  route?: Readonly<Record<Player, readonly Hole[]>>;
  /** The options this ruleset offers, with its default reading of each. */
  readings: Partial<Record<OptionId, Reading>>;
  board: (o: Options) => Board;
  beansPerHole: (o: Options) => number;
  /** Who may be named "first", and the default, or null where the rules decide who begins. */
  firstChoice: (o: Options) => { default: Player; clause: ClauseId } | null;
  /** The clauses behind a move's pick-up, each drop, a relay, and the turn passing to the other player. */
  clauses: { move: ClauseId; sow: ClauseId; relay: ClauseId; turns: ClauseId };
  opening: Opening;
  /** Why a move may not start from one of the player's own holes, or null (the Sulus Nishtaw variation). */
  startRefused?: (ctx: Ctx, player: Player, hole: Hole) => string | null;
  landing: readonly LandingRule[];
  /** What happens after a turn ends: a vacated side, the end of a game or round, a pass. */
  afterTurn: (ctx: Ctx) => void;
  /** Checks made during a move (a side vacated "at any time"). */
  duringMove?: (ctx: Ctx, when: 'drop' | 'sowing') => void;
  /** The position that opens the next game or round of a series. */
  nextGame: (pieces: Record<Player, number>, o: Options) => { state: State; events: GameEvent[] };
  /** The clauses the declaration itself realises: the board, the set-up, the sides, the route. */
  declares: readonly ClauseId[];
  /** Every clause the ruleset's events cite, under any of its readings. */
  implements: readonly ClauseId[];
}
