import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER } from '../position';
import { outcome, type LandingRule, type Outcome, type Play } from '../ruleset';
import type { ClauseId } from '../types';
import { claimRule, collectClaims, inOpponentClaim, inOwnClaim } from './claims';
import { hasMove, over } from './sow';
import { relayWhenOccupied } from './take';
import { passTurn } from './pass';

/**
 * The DLP's two-row weg games, whose pages word these rules alike: Gabata (Shoa I), Tuz (its
 * weg a "tuz"), Gabata (Shoa and Adegrat). A last counter that makes an opponent's hole of three
 * four makes it a weg (./claims.ts); a last counter in the opponent's weg takes one counter of it
 * with itself; a round ends when no counter can move, each weg then emptied into its holder's
 * store; a player who cannot move passes. Each page's own sentences are handed in as `WegClauses`.
 */
export interface WegClauses {
  weg: ClauseId;
  relay: ClauseId;
  end: ClauseId;
  /** The take from the opponent's weg, the phrase of one's own weg that cannot be lifted, an empty weg. */
  take: ClauseId;
  own: ClauseId;
  emptyWeg: ClauseId;
  pass: ClauseId;
  roundEnd: ClauseId;
  roundScore: ClauseId;
  seriesEnd: ClauseId;
}

/**
 * A last counter in the opponent's weg: one counter of it taken with the last (Gabata (Shoa I)'s
 * take of two, Leyla's "one counter from the hole ... as well as the final counter"); whether the
 * player moves again and what an empty weg does are the `weg-take-continues` and `empty-weg` readings.
 */
export function opponentWegTakeRule(c: Pick<WegClauses, 'take' | 'emptyWeg'> & { ends?: ClauseId }): LandingRule {
  const emptyWegStays: Outcome = outcome({ kind: 'end', clause: 'reading.empty-weg', reading: 'empty-weg', turnClause: 'reading.empty-weg' });
  // Whether the player moves again is the `weg-take-continues` reading: the event cites it, but where the page says the turn ends (`ends`, Leyla's).
  const wegTake = (again: boolean, empty: boolean): Outcome =>
    outcome({
      kind: 'claim-take',
      ...(empty ? { reading: 'empty-weg' as const } : {}),
      most: 2,
      clause: empty ? c.emptyWeg : c.take,
      again,
      ...(!again && c.ends ? { againClause: c.ends } : { againClause: 'reading.weg-take-continues', againReading: 'weg-take-continues' as const }),
    });
  const takes = { ends: { full: wegTake(false, false), empty: wegTake(false, true) }, again: { full: wegTake(true, false), empty: wegTake(true, true) } };
  // Which take the readings give, kept apart: the question asked of every landing (is it the
  // opponent's weg?) then stays small enough for the sowing's lap to inline.
  const take = (g: Play, wasEmpty: boolean): Outcome => {
    if (wasEmpty && g.options['empty-weg'] === 'stays') return emptyWegStays;
    const t = g.options['weg-take-continues'] === 'another-move' ? takes.again : takes.ends;
    return wasEmpty ? t.empty : t.full;
  };
  return { name: 'into-opponent-weg', when: (g, l) => (inOpponentClaim(g, l.player, l.hole) ? take(g, l.wasEmpty) : null) };
}

/** A last counter in one's own weg stays there, and the play ends (the fixed reading `own-weg-ends-play`). */
export function ownWegRule(c: Pick<WegClauses, 'own'>): LandingRule {
  const ownWeg: Outcome = outcome({ kind: 'end', clause: c.own, reading: 'own-weg-ends-play', turnClause: 'reading.own-weg-ends-play' });
  return { name: 'into-own-weg', when: (g, l) => (inOwnClaim(g, l.player, l.hole) ? ownWeg : null) };
}

/** The landing rules in order: the opponent's weg, one's own, a weg made, a relay, an empty hole. */
export function wegLanding(c: WegClauses): LandingRule[] {
  const emptyHole: Outcome = outcome({ kind: 'end', clause: c.end });
  return [
    opponentWegTakeRule(c),
    ownWegRule(c),
    claimRule(c.weg, 'reading.weg-ends-play', 'weg-ends-play'),
    relayWhenOccupied(c.relay),
    { name: 'empty-hole', when: () => emptyHole },
  ];
}

/**
 * After a turn: the player to move passes if he cannot move and his opponent can; if neither can,
 * the round is over and each player takes the counters in his wegs. The series ends when one
 * player holds all the counters (or, under the `series-end` reading, one or none).
 */
export function afterWegTurn(c: WegClauses) {
  return (g: Play): void => {
    const f = g.pos;
    const p = f.toMove;
    if (f.status !== PLAYING || p === NOBODY) return;
    if (hasMove(g, p) || hasMove(g, 1 - p)) return;
    collectClaims(g, c.roundScore);
    const oneOrNone = g.options['series-end'] === 'one-or-none';
    const least = oneOrNone ? 1 : 0;
    const out0 = f.stores[0]! <= least;
    if (out0 || f.stores[1]! <= least) {
      const winner = out0 ? 1 : 0;
      if (g.listener) g.listener.event({ type: 'game-end', winner: g.name(winner), clause: oneOrNone ? 'reading.series-end' : c.seriesEnd, reading: 'series-end' });
      over(g, GAME_OVER);
    } else {
      if (g.listener) g.listener.event({ type: 'round-end', clause: c.roundEnd });
      over(g, ROUND_OVER);
    }
  };
}

/** "If a player cannot move, they pass, but the opponent may continue to make moves." (./pass.ts) */
export const wegPass = (c: Pick<WegClauses, 'pass'>) => passTurn(c.pass);
