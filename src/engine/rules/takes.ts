import { columnOf } from '../board';
import { emit } from '../play';
import type { Ctx, LandingRule } from '../ruleset';
import { sideCount } from '../state';
import type { ClauseId, Pile, Player } from '../types';

/**
 * The take games (Abalalà, Walker's Gabata): relay sowing, the take from the column, the end
 * of a play, and the side left empty. Shared by Courlander and Walker with their own clauses.
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

export const relayWhenOccupied = (clause: ClauseId): LandingRule => ({
  name: 'relay',
  when: (_ctx, l) => (l.wasEmpty ? null : { kind: 'relay', clause }),
});

/** The opponent's beans in the landing hole's column (the hole itself excepted). */
export function enemyInColumn(ctx: Ctx, player: Player, hole: number): Pile[] {
  const { state } = ctx;
  return columnOf(ctx.board, hole)
    .filter((h) => h !== hole && state.owners[h] !== player && state.holes[h]! > 0)
    .map((h) => ({ hole: h, count: state.holes[h]! }));
}

export function takeRules(c: TakeClauses): LandingRule[] {
  return [
    relayWhenOccupied(c.relay),
    {
      name: 'take',
      when: (ctx, l) => {
        const own = ctx.state.owners[l.hole] === l.player;
        if (!own && ctx.options['empty-hole-take'] !== 'either-side') return null;
        const from = enemyInColumn(ctx, l.player, l.hole);
        if (from.length === 0) return null;
        return own
          ? { kind: 'take', from, clause: c.take, continueClause: c.sowOn }
          : { kind: 'take', from, clause: c.takeOpponentSide, continueClause: c.sowOn, reading: 'empty-hole-take' };
      },
    },
    {
      name: 'end-on-opponent-side',
      when: (ctx, l) => {
        if (ctx.state.owners[l.hole] === l.player) return null;
        const nothing = enemyInColumn(ctx, l.player, l.hole).length === 0;
        return { kind: 'end', clause: nothing ? c.endOpponentSide.nothingToTake : c.endOpponentSide.notTaken, reading: 'empty-hole-take' };
      },
    },
    { name: 'end-no-take', when: () => ({ kind: 'end', clause: c.endNoTake }) },
  ];
}

/**
 * "If at any time one player's side of the boards is totally vacated of pieces, his opponent
 * wins all of the remaining pieces." When this is looked for is the `vacated-check` reading.
 */
export function vacatedSide(clause: ClauseId, end: { allTaken: ClauseId; bothHold: ClauseId }) {
  function check(ctx: Ctx): void {
    const { state } = ctx;
    if (state.status !== 'playing' || !sweepVacated(ctx, clause)) return;
    // One player holding every piece ends the contest; otherwise the next game of a series follows.
    const allTaken = ctx.rules.players.some((x) => state.stores[x] === 0);
    emit(ctx, { type: 'game-end', winner: leader(ctx), clause: allTaken ? end.allTaken : end.bothHold });
    ctx.halted = true;
  }
  return {
    afterTurn: check,
    duringMove: (ctx: Ctx, when: 'drop' | 'sowing') => {
      const at = ctx.options['vacated-check'];
      if (at === when || (at === 'drop' && when === 'sowing')) check(ctx);
    },
  };
}

/**
 * Whether either side is empty; where one side alone is, its opponent wins everything left, on
 * the board and in hand (the sweep cites `clause`; when it is looked for is the `vacated-check` reading).
 */
export function sweepVacated(ctx: Ctx, clause: ClauseId): boolean {
  const { state } = ctx;
  const [p, q] = ctx.rules.players;
  const emptyP = sideCount(state, p) === 0;
  const emptyQ = sideCount(state, q) === 0;
  if (!emptyP && !emptyQ) return false;
  if (emptyP !== emptyQ) {
    const from = state.holes.flatMap((count, hole) => (count > 0 ? [{ hole, count }] : []));
    const hands = ctx.rules.players.filter((x) => state.hands[x]! > 0).map((x) => ({ player: x, count: state.hands[x]! }));
    emit(ctx, { type: 'sweep', player: emptyP ? q : p, from, hands, clause, reading: 'vacated-check' });
  }
  return true;
}

/** The player with more pieces won and held, or null on a tie. */
export function leader(ctx: Ctx): Player | null {
  const [p, q] = ctx.rules.players;
  const a = ctx.state.stores[p]!;
  const b = ctx.state.stores[q]!;
  return a === b ? null : a > b ? p : q;
}

