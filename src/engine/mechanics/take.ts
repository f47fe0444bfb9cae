import type { Options, ReadingId } from '../options';
import { GAME_OVER, PLAYING } from '../position';
import { outcome, type Landing, type LandingRule, type Outcome } from '../ruleset';
import type { ClauseId, Hole, Pile, Player } from '../types';
import type { Play } from '../ruleset';
import { over, withReading } from './sow';

/**
 * Takes: the opponent's beans in the landing hole's column (Abalalà, Walker's Gabata; the DLP's
 * Abalala'e takes from the same holes, nearer first), the side left bare and its sweep.
 */

/** The opponent holds beans in the holes of `table` (g.column or g.facing) for hole h. */
export function enemyIn(g: Play, table: Int32Array, p: number, h: Hole): boolean {
  const { holes, owners } = g.pos;
  for (let i = h * g.stride, e = i + g.stride; i < e; i++) {
    const o = table[i]!;
    if (o >= 0 && owners[o] !== p && holes[o]! > 0) return true;
  }
  return false;
}

/** Take the opponent's beans from the holes of `table` for hole h into the player's store. */
export function takeFrom(g: Play, table: Int32Array, p: number, h: Hole, clause: ClauseId, reading?: ReadingId): void {
  const { holes, owners, stores } = g.pos;
  const start = h * g.stride;
  const end = start + g.stride;
  if (g.listener) {
    const from: Pile[] = [];
    for (let i = start; i < end; i++) {
      const o = table[i]!;
      if (o >= 0 && owners[o] !== p && holes[o]! > 0) from.push({ hole: o, count: holes[o]! });
    }
    g.listener.event(withReading({ type: 'take', player: g.name(p), from, clause }, reading));
  }
  for (let i = start; i < end; i++) {
    const o = table[i]!;
    if (o >= 0 && owners[o] !== p && holes[o]! > 0) {
      stores[p]! += holes[o]!;
      holes[o] = 0;
    }
  }
}

/*
 * The shared landing rules are classes, not closures made by a function: a closure made again for
 * each ruleset is one function with many closures, which the JIT will not inline, and the landing
 * rules are asked on every lap. A class's `when` is one function, whatever the ruleset.
 */

/** A last bean in an occupied hole: lift it all and sow on. */
class RelayWhenOccupied implements LandingRule {
  readonly name = 'relay';
  private readonly relay: Outcome;
  constructor(clause: ClauseId) {
    this.relay = outcome({ kind: 'relay', clause });
  }
  when(_g: Play, l: Landing): Outcome | null {
    return l.wasEmpty ? null : this.relay;
  }
}

export const relayWhenOccupied = (clause: ClauseId): LandingRule => new RelayWhenOccupied(clause);

/**
 * The take games (Abalalà, Walker's Gabata): relay sowing, the take from the column, the end of
 * a play. Shared by Courlander and Walker with their own clauses.
 */
export interface TakeClauses {
  relay: ClauseId;
  take: ClauseId;
  /** A take from a last bean on the opponent's side (the `empty-hole-take` reading either-side). */
  takeOpponentSide: ClauseId;
  /** The take's extra turn: the last bean is lifted and sown on. */
  sowOn: ClauseId;
  /**
   * A last bean in an empty hole on the opponent's side ends the play: with nothing in its
   * column to take, or with beans there that the own-side reading does not let it take.
   */
  endOpponentSide: { nothingToTake: ClauseId; notTaken: ClauseId };
  /** A last bean in an empty hole of one's own, with nothing in its column to take. */
  endNoTake: ClauseId;
}

/** A last bean in an empty hole takes the opponent's beans in its column, where the reading allows. */
class TakeFromColumn implements LandingRule {
  readonly name = 'take';
  private readonly own: Outcome;
  private readonly other: Outcome;
  constructor(private readonly c: TakeClauses) {
    this.own = outcome({ kind: 'take', clause: c.take, continueClause: c.sowOn });
    this.other = outcome({ kind: 'take', clause: c.takeOpponentSide, continueClause: c.sowOn, reading: 'empty-hole-take' });
  }
  when(g: Play, l: Landing): Outcome | null {
    const own = g.pos.owners[l.hole] === l.player;
    if (!own && g.options['empty-hole-take'] !== 'either-side') return null;
    if (!enemyIn(g, g.column, l.player, l.hole)) return null;
    if (own) takeFrom(g, g.column, l.player, l.hole, this.c.take);
    else takeFrom(g, g.column, l.player, l.hole, this.c.takeOpponentSide, 'empty-hole-take');
    return own ? this.own : this.other;
  }
}

/** A last bean in an empty hole on the opponent's side, with nothing taken, ends the play. */
class EndOnOpponentSide implements LandingRule {
  readonly name = 'end-on-opponent-side';
  private readonly nothing: Outcome;
  private readonly notTaken: Outcome;
  constructor(c: TakeClauses) {
    this.nothing = outcome({ kind: 'end', clause: c.endOpponentSide.nothingToTake, reading: 'empty-hole-take' });
    this.notTaken = outcome({ kind: 'end', clause: c.endOpponentSide.notTaken, reading: 'empty-hole-take' });
  }
  when(g: Play, l: Landing): Outcome | null {
    if (g.pos.owners[l.hole] === l.player) return null;
    return enemyIn(g, g.column, l.player, l.hole) ? this.notTaken : this.nothing;
  }
}

/** The rule that answers when no rule before it has: always the same outcome. */
export class Always implements LandingRule {
  private readonly o: Outcome;
  constructor(
    readonly name: string,
    o: Outcome,
  ) {
    this.o = outcome(o);
  }
  when(): Outcome {
    return this.o;
  }
}

export function takeRules(c: TakeClauses): LandingRule[] {
  return [relayWhenOccupied(c.relay), new TakeFromColumn(c), new EndOnOpponentSide(c), new Always('end-no-take', { kind: 'end', clause: c.endNoTake })];
}

/**
 * Whether either side is empty; where one side alone is, its opponent wins everything left, on
 * the board and in hand (the sweep cites `clause`; when it is looked for is the `vacated-check` reading).
 */
export function sweepVacated(g: Play, clause: ClauseId): boolean {
  // Looked at after every turn (or lap, or drop): the sweep itself is apart, so this stays small.
  const pos = g.pos;
  const holes = pos.holes;
  const owners = pos.owners;
  const size = g.size;
  let side0 = 0;
  let side1 = 0;
  for (let h = 0; h < size; h++) {
    if (owners[h] === 0) side0 += holes[h]!;
    else side1 += holes[h]!;
  }
  const empty0 = side0 === 0;
  const empty1 = side1 === 0;
  if (!empty0 && !empty1) return false;
  if (empty0 !== empty1) sweep(g, empty0 ? 1 : 0, side0 + side1, clause);
  return true;
}

/** One side is bare: the other player wins every piece left, `onBoard` on the board and those in hand. */
function sweep(g: Play, winner: number, onBoard: number, clause: ClauseId): void {
  const { holes, hands, stores } = g.pos;
  if (g.listener) {
    const from: Pile[] = [];
    for (let h = 0; h < g.size; h++) if (holes[h]! > 0) from.push({ hole: h, count: holes[h]! });
    const inHand: { player: Player; count: number }[] = [];
    for (let p = 0; p < 2; p++) if (hands[p]! > 0) inHand.push({ player: g.name(p), count: hands[p]! });
    g.listener.event({ type: 'sweep', player: g.name(winner), from, hands: inHand, clause, reading: 'vacated-check' });
  }
  stores[winner]! += onBoard + Math.max(0, hands[0]!) + Math.max(0, hands[1]!);
  holes.fill(0, 0, g.size);
  if (hands[0]! > 0) hands[0] = 0;
  if (hands[1]! > 0) hands[1] = 0;
}

/** The player with more pieces won and held, or null on a tie. */
export function leader(g: Play): Player | null {
  const { stores } = g.pos;
  return stores[0] === stores[1] ? null : g.name(stores[0]! > stores[1]! ? 0 : 1);
}

/** When the side check of the `vacated-check` reading is made during a move: after each drop, each lap, or not at all. */
export const vacatedCheckAt = (o: Options): 'drop' | 'sowing' | null =>
  o['vacated-check'] === 'drop' ? 'drop' : o['vacated-check'] === 'sowing' ? 'sowing' : null;

/**
 * "If at any time one player's side of the boards is totally vacated of pieces, his opponent
 * wins all of the remaining pieces." When this is looked for is the `vacated-check` reading.
 */
export function vacatedSide(clause: ClauseId, end: { allTaken: ClauseId; bothHold: ClauseId }) {
  function check(g: Play): void {
    if (g.pos.status !== PLAYING || !sweepVacated(g, clause)) return;
    // One player holding every piece ends the contest; otherwise the next game of a series follows.
    const allTaken = g.pos.stores[0] === 0 || g.pos.stores[1] === 0;
    if (g.listener) g.listener.event({ type: 'game-end', winner: leader(g), clause: allTaken ? end.allTaken : end.bothHold });
    over(g, GAME_OVER);
  }
  return { afterTurn: check, duringMove: { when: vacatedCheckAt, check } };
}
