/**
 * The engine's data. Holes are numbered internally in sowing order (0 = the first hole of the
 * bottom player's row); notations (./notation.ts) turn them into the labels the sources use.
 */

/** A player's name as the source uses it: Courlander's "A"/"B", or "south"/"north". */
export type Player = string;

/** A hole's index in sowing order, 0-based. */
export type Hole = number;

export type Status = 'playing' | 'round-over' | 'game-over' | 'endless';

/**
 * Everything on and off the board at one instant. Between moves every hand is empty; during a
 * move the beans a player is sowing are in his hand, so pieces are conserved at every event.
 */
export interface State {
  holes: number[];
  /** Whose side each hole is on (a series can move holes from one side to the other). */
  owners: Player[];
  /** Claimed holes (Courlander) and wegs (DLP): who holds each, or null. */
  claims: (Player | null)[];
  /**
   * Where a ruleset keeps the mark (the DLP's wegue games, reading `wegue-first-captures`): true
   * for a hole that still holds the counters laid in it at the start of the round, none of them
   * lifted since. The DLP's Awagagae and Mewegae mark here, instead, a weg whose "first instance"
   * has passed (a weg is never lifted). Absent: no hole is so marked.
   */
  unmoved?: boolean[];
  /** Where a ruleset keeps the mark (Selus (Massawa)'s first turn): the players whose first turn of the round is still to come. */
  yetToPlay?: Player[];
  stores: Record<Player, number>;
  hands: Record<Player, number>;
  /** null before the opening is played, and once play has stopped. */
  toMove: Player | null;
  status: Status;
  /**
   * A move has been made in this game (the opening's sowing counts). Courlander's Sulus Nishtaw
   * variation holds only "once a game is in progress": the first move of a game is free.
   */
  inProgress: boolean;
}

/** A source sentence (`courlander.abalala.take`) or one of our readings (`reading.race-end`). */
export type ClauseId = string;

export interface Pile {
  hole: Hole;
  count: number;
}

interface EventBase {
  /** The clause that licenses this step. */
  clause: ClauseId;
  /**
   * Where our interpretation decided this step: the option whose chosen reading did (an id in
   * optionSpecs), or a fixed reading (an id in fixedReadings, src/engine/options.ts).
   */
  reading?: string;
}

export type GameEvent = EventBase &
  (
    | { type: 'pick-up'; player: Player; hole: Hole; count: number }
    /** `next`: the hole after the one the last counter fell in, lifted (./mechanics/next-hole.ts). */
    | { type: 'relay'; player: Player; hole: Hole; count: number; next?: true }
    | { type: 'drop'; player: Player; hole: Hole; count: number }
    | { type: 'skip'; player: Player; hole: Hole }
    /** `four`: a hole made four during a sowing and captured at once (./mechanics/fours.ts); `following`: the hole after an empty last hole (./mechanics/next-hole.ts). */
    | { type: 'take'; player: Player; from: Pile[]; four?: true; following?: true }
    | { type: 'claim'; player: Player; hole: Hole }
    /** A claim given up: the hole is no longer the player's (the DLP's Selus: a nedf replaced, or emptied). */
    | { type: 'release'; player: Player; hole: Hole }
    | { type: 'claim-take'; player: Player; hole: Hole; count: number }
    /** A last counter in the opponent's weg, the first there (the DLP's Awagagae and Mewegae): nothing happens, but the weg is marked (State.unmoved). */
    | { type: 'first-instance'; player: Player; hole: Hole }
    | { type: 'sweep'; player: Player; from: Pile[]; hands: { player: Player; count: number }[] }
    | { type: 'claims-collected'; awards: (Pile & { player: Player })[] }
    | { type: 'play-end'; player: Player; hole: Hole }
    | { type: 'pass'; player: Player; next: Player }
    | { type: 'turn-end'; player: Player; next: Player }
    | { type: 'first-player'; player: Player }
    | { type: 'race-tick'; tick: number }
    | { type: 'race-finish'; player: Player; hole: Hole }
    | { type: 'race-end'; finished: Player[] }
    | { type: 'round-end' }
    | { type: 'game-end'; winner: Player | null }
    | {
        type: 'endless';
        player: Player | null;
        /** cycle: a position came back, so it never ends; limit: no end within the search limit. */
        reason: 'cycle' | 'limit';
        /** The number of sowings in the cycle. */
        period?: number;
      }
    | {
        /** A stretch of a very long sowing not recorded bean by bean: where it stood at its end. */
        type: 'fast-forward';
        player: Player | null;
        drops: number;
        holes: number[];
        stores: Record<Player, number>;
        hands: Record<Player, number>;
        /** The holes still unmoved where it left the board, where any is (State.unmoved). */
        unmoved?: boolean[];
      }
    | { type: 'place'; player: Player; hole: Hole; count: number }
    | { type: 'own'; player: Player; hole: Hole }
  );

export type EventType = GameEvent['type'];
