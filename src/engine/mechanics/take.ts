import type { Options, ReadingId } from '../options';
import { GAME_OVER, PLAYING } from '../position';
import { outcome, type LandingRule, type Outcome } from '../ruleset';
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

/** A last bean in an occupied hole: lift it all and sow on. */
export function relayWhenOccupied(clause: ClauseId): LandingRule {
  const relay: Outcome = outcome({ kind: 'relay', clause });
  return { name: 'relay', when: (_g, l) => (l.wasEmpty ? null : relay) };
}

/**
 * The take across a board of two rows (the DLP's Hufesay, Gabata (Ansaba), Jimafesosh): a last
 * bean in an empty hole of the player's own row (as the board was laid out, whoever owns its holes
 * after a round: each text says "the player's row") takes what the hole opposite it holds, whoever
 * owns that hole. `where: 'any-row'` takes across from an empty hole of either row (Jimafesosh);
 * `then` is what the take gives: the turn ends, or the taking bean is lifted and sown on (Ansaba).
 */
export interface AcrossClauses {
  take: ClauseId;
  /** The take made by a bean sown on after a take, where its text says so in its own sentence. */
  takeAgain?: ClauseId;
  where: 'own-row' | 'any-row';
  then: { kind: 'end' } | { kind: 'sow-on'; continueClause: ClauseId };
  /** The reading that decided what the take gives, where one did (Ansaba's turn ended by it). */
  reading?: ReadingId;
}

export function takeAcross(c: AcrossClauses): LandingRule {
  const r = c.reading ? { reading: c.reading } : {};
  const made = (clause: ClauseId): Outcome =>
    c.then.kind === 'end' ? outcome({ kind: 'end', clause, ...r }) : outcome({ kind: 'take', clause, continueClause: c.then.continueClause, ...r });
  const first = made(c.take);
  const again = made(c.takeAgain ?? c.take);
  const anyRow = c.where === 'any-row';
  return {
    name: c.then.kind === 'sow-on' ? 'take-across-sown-on' : anyRow ? 'take-across-any-row' : 'take-across',
    when: (g, l) => {
      if (!l.wasEmpty || (!anyRow && g.board.seats[l.hole] !== l.player)) return null;
      const f = g.pos;
      const o = g.column[l.hole * g.stride]!;
      if (o < 0 || f.holes[o] === 0) return null;
      const t = l.afterTake ? again : first;
      if (g.listener) g.listener.event(withReading({ type: 'take', player: g.name(l.player), from: [{ hole: o, count: f.holes[o]! }], clause: t.clause }, t.reading));
      f.stores[l.player]! += f.holes[o]!;
      f.holes[o] = 0;
      return t;
    },
  };
}

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

export function takeRules(c: TakeClauses): LandingRule[] {
  const takeOwn: Outcome = outcome({ kind: 'take', clause: c.take, continueClause: c.sowOn });
  const takeOther: Outcome = outcome({ kind: 'take', clause: c.takeOpponentSide, continueClause: c.sowOn, reading: 'empty-hole-take' });
  const endNothing: Outcome = outcome({ kind: 'end', clause: c.endOpponentSide.nothingToTake, reading: 'empty-hole-take' });
  const endNotTaken: Outcome = outcome({ kind: 'end', clause: c.endOpponentSide.notTaken, reading: 'empty-hole-take' });
  const endNoTake: Outcome = outcome({ kind: 'end', clause: c.endNoTake });
  return [
    relayWhenOccupied(c.relay),
    {
      name: 'take',
      when: (g, l) => {
        const own = g.pos.owners[l.hole] === l.player;
        if (!own && g.options['empty-hole-take'] !== 'either-side') return null;
        if (!enemyIn(g, g.column, l.player, l.hole)) return null;
        if (own) takeFrom(g, g.column, l.player, l.hole, c.take);
        else takeFrom(g, g.column, l.player, l.hole, c.takeOpponentSide, 'empty-hole-take');
        return own ? takeOwn : takeOther;
      },
    },
    {
      name: 'end-on-opponent-side',
      when: (g, l) => {
        if (g.pos.owners[l.hole] === l.player) return null;
        return enemyIn(g, g.column, l.player, l.hole) ? endNotTaken : endNothing;
      },
    },
    { name: 'end-no-take', when: () => endNoTake },
  ];
}

/**
 * Whether either side is empty; where one side alone is, its opponent wins everything left, on
 * the board and in hand (the sweep cites `clause`; when it is looked for is the `vacated-check` reading).
 */
export function sweepVacated(g: Play, clause: ClauseId): boolean {
  const { holes, owners, hands, stores } = g.pos;
  let side0 = 0;
  let side1 = 0;
  for (let h = 0; h < g.size; h++) {
    if (owners[h] === 0) side0 += holes[h]!;
    else side1 += holes[h]!;
  }
  const empty0 = side0 === 0;
  const empty1 = side1 === 0;
  if (!empty0 && !empty1) return false;
  if (empty0 !== empty1) {
    const winner = empty0 ? 1 : 0;
    if (g.listener) {
      const from: Pile[] = [];
      for (let h = 0; h < g.size; h++) if (holes[h]! > 0) from.push({ hole: h, count: holes[h]! });
      const inHand: { player: Player; count: number }[] = [];
      for (let p = 0; p < 2; p++) if (hands[p]! > 0) inHand.push({ player: g.name(p), count: hands[p]! });
      g.listener.event({ type: 'sweep', player: g.name(winner), from, hands: inHand, clause, reading: 'vacated-check' });
    }
    stores[winner]! += side0 + side1 + Math.max(0, hands[0]!) + Math.max(0, hands[1]!);
    holes.fill(0, 0, g.size);
    if (hands[0]! > 0) hands[0] = 0;
    if (hands[1]! > 0) hands[1] = 0;
  }
  return true;
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
