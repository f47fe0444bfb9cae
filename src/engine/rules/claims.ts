import { emit, legalHoles } from '../play';
import type { Ctx, LandingRule, Outcome } from '../ruleset';
import type { ReadingId } from '../options';
import type { ClauseId, Player } from '../types';
import { leader } from './takes';

/**
 * The claim games: Courlander's Sulus Aidi and Sulus Nishtaw ("claims", "pockets taken") and
 * the DLP's Gabata (a "weg"). A last bean that makes three into four on the opponent's side
 * claims the hole; what a last bean in a claim does differs from game to game.
 */

/** Three made four by the last bean, in an unclaimed hole on the side the reading allows. */
export function makesClaim(ctx: Ctx, player: Player, hole: number, wasEmpty: boolean): 'yes' | 'by-reading' | 'no' {
  const { state } = ctx;
  if (wasEmpty || state.claims[hole] !== null || state.holes[hole] !== 4) return 'no';
  if (state.owners[hole] !== player) return 'yes';
  return ctx.options['claim-side'] === 'either' ? 'by-reading' : 'no';
}

export function claimRule(clause: ClauseId, endClause: ClauseId, endReading?: ReadingId): LandingRule {
  return {
    name: 'claim',
    when: (ctx, l): Outcome | null => {
      const made = makesClaim(ctx, l.player, l.hole, l.wasEmpty);
      if (made === 'no') return null;
      // The sources claim only on the opponent's side: a claim on one's own is the reading's alone.
      const end = endReading ? { endClause, endReading } : { endClause };
      return made === 'yes'
        ? { kind: 'claim', clause, ...end }
        : { kind: 'claim', clause: 'reading.claim-side', ...end, reading: 'claim-side' };
    },
  };
}

export const inOwnClaim = (p: Player, ctx: Ctx, hole: number) => ctx.state.claims[hole] === p;
export const inOpponentClaim = (p: Player, ctx: Ctx, hole: number) => {
  const holder = ctx.state.claims[hole];
  return holder !== null && holder !== undefined && holder !== p;
};

/**
 * The end of a claim game: "The opponents then have final ownership to the pieces in their
 * respective claims." What becomes of beans in unclaimed holes is the `unclaimed-at-end` reading.
 */
export function collectAtEnd(ctx: Ctx, claimsClause: ClauseId, endClause: ClauseId, reading?: string): void {
  const { state } = ctx;
  const claimed = state.holes.flatMap((count, hole) => {
    const player = state.claims[hole];
    return player && count > 0 ? [{ hole, count, player }] : [];
  });
  if (claimed.length) emit(ctx, { type: 'claims-collected', awards: claimed, clause: claimsClause });
  if (ctx.options['unclaimed-at-end'] !== 'unowned') {
    const rest = state.holes.flatMap((count, hole) =>
      state.claims[hole] === null && count > 0 ? [{ hole, count, player: state.owners[hole]! }] : [],
    );
    if (rest.length) {
      emit(ctx, { type: 'claims-collected', awards: rest, clause: 'reading.unclaimed-at-end', reading: 'unclaimed-at-end' });
    }
  }
  // A game ended on a reading's word (Sulus Aidi's lost end) names that reading.
  const r = reading ?? (endClause.startsWith('reading.') ? endClause.slice('reading.'.length) : undefined);
  emit(ctx, { type: 'game-end', winner: leader(ctx), clause: endClause, ...(r ? { reading: r } : {}) });
  ctx.halted = true;
}

/** Courlander: the game is over when the player to move has no bean he may play. */
export function endWhenStuck(claimsClause: ClauseId, endClause: ClauseId) {
  return (ctx: Ctx): void => {
    const p = ctx.state.toMove;
    if (ctx.state.status !== 'playing' || p === null) return;
    if (legalHoles(ctx, p).length > 0) return;
    const hasBeans = ctx.state.holes.some((n, h) => n > 0 && ctx.state.owners[h] === p && ctx.state.claims[h] === null);
    collectAtEnd(ctx, claimsClause, endClause, hasBeans ? 'no-move-from-three' : undefined);
  };
}
