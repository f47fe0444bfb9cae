import type { ReadingId } from '../options';
import { GAME_OVER, NOBODY, PLAYING } from '../position';
import { outcome, type LandingRule, type Outcome } from '../ruleset';
import type { ClauseId, Hole, Pile, Player } from '../types';
import type { Play } from '../ruleset';
import { hasMove, over } from './sow';
import { leader } from './take';

/**
 * The claim games: Courlander's Sulus Aidi and Sulus Nishtaw ("claims", "pockets taken") and
 * the DLP's Gabata (a "weg"). A last bean that makes three into four on the opponent's side
 * claims the hole; what a last bean in a claim does differs from game to game.
 */

/** Three made four by the last bean, in an unclaimed hole on the side the reading allows. */
export function makesClaim(g: Play, p: number, h: Hole, wasEmpty: boolean): 'yes' | 'by-reading' | 'no' {
  const f = g.pos;
  if (wasEmpty || f.claims[h] !== NOBODY || f.holes[h] !== 4) return 'no';
  if (f.owners[h] !== p) return 'yes';
  return g.options['claim-side'] === 'either' ? 'by-reading' : 'no';
}

export function claimRule(clause: ClauseId, endClause: ClauseId, endReading?: ReadingId): LandingRule {
  const end = endReading ? { endClause, endReading } : { endClause };
  const claim: Outcome = outcome({ kind: 'claim', clause, ...end });
  // The sources claim only on the opponent's side: a claim on one's own is the reading's alone.
  const byReading: Outcome = outcome({ kind: 'claim', clause: 'reading.claim-side', ...end, reading: 'claim-side' });
  return {
    name: 'claim',
    when: (g, l) => {
      const made = makesClaim(g, l.player, l.hole, l.wasEmpty);
      return made === 'no' ? null : made === 'yes' ? claim : byReading;
    },
  };
}

export function inOwnClaim(g: Play, p: number, h: Hole): boolean {
  return g.pos.claims[h] === p;
}

export function inOpponentClaim(g: Play, p: number, h: Hole): boolean {
  const holder = g.pos.claims[h]!;
  return holder !== NOBODY && holder !== p;
}

/** Every claimed hole's beans go to its holder (the event cites `clause`). */
export function collectClaims(g: Play, clause: ClauseId): void {
  const { holes, claims, stores } = g.pos;
  if (g.listener) {
    const awards: (Pile & { player: Player })[] = [];
    for (let h = 0; h < g.size; h++) if (claims[h] !== NOBODY && holes[h]! > 0) awards.push({ hole: h, count: holes[h]!, player: g.name(claims[h]!) });
    if (awards.length) g.listener.event({ type: 'claims-collected', awards, clause });
  }
  for (let h = 0; h < g.size; h++) {
    const holder = claims[h]!;
    if (holder !== NOBODY && holes[h]! > 0) {
      stores[holder]! += holes[h]!;
      holes[h] = 0;
    }
  }
}

/**
 * The end of a claim game: "The opponents then have final ownership to the pieces in their
 * respective claims." What becomes of beans in unclaimed holes is the `unclaimed-at-end` reading.
 */
export function collectAtEnd(g: Play, claimsClause: ClauseId, endClause: ClauseId, reading?: ReadingId): void {
  collectClaims(g, claimsClause);
  if (g.options['unclaimed-at-end'] !== 'unowned') {
    const { holes, claims, owners, stores } = g.pos;
    if (g.listener) {
      const rest: (Pile & { player: Player })[] = [];
      for (let h = 0; h < g.size; h++) if (claims[h] === NOBODY && holes[h]! > 0) rest.push({ hole: h, count: holes[h]!, player: g.name(owners[h]!) });
      if (rest.length) g.listener.event({ type: 'claims-collected', awards: rest, clause: 'reading.unclaimed-at-end', reading: 'unclaimed-at-end' });
    }
    for (let h = 0; h < g.size; h++) {
      if (claims[h] === NOBODY && holes[h]! > 0) {
        stores[owners[h]!]! += holes[h]!;
        holes[h] = 0;
      }
    }
  }
  if (g.listener) {
    // A game ended on a reading's word (Sulus Aidi's lost end) names that reading.
    const r = reading ?? (endClause.startsWith('reading.') ? endClause.slice('reading.'.length) : undefined);
    g.listener.event({ type: 'game-end', winner: leader(g), clause: endClause, ...(r ? { reading: r } : {}) });
  }
  over(g, GAME_OVER);
}

/** Courlander: the game is over when the player to move has no bean he may play. */
export function endWhenStuck(claimsClause: ClauseId, endClause: ClauseId) {
  return (g: Play): void => {
    const f = g.pos;
    const p = f.toMove;
    if (f.status !== PLAYING || p === NOBODY) return;
    if (hasMove(g, p)) return;
    let hasBeans = false;
    for (let h = 0; h < g.size; h++) if (f.holes[h]! > 0 && f.owners[h] === p && f.claims[h] === NOBODY) hasBeans = true;
    collectAtEnd(g, claimsClause, endClause, hasBeans ? 'no-move-from-three' : undefined);
  };
}

/**
 * The DLP's Qelat, Awagagae and Mewegae (Pankhurst 1971: 167-169), whose pages share their
 * sentences on wegs: what a last counter does in the opponent's captured hole. Each game passes
 * its own sentences, and what its text settles: whether "the first instance" does nothing
 * (Awagagae, Mewegae), and whether the player then sows again (Qelat, Mewegae) or the sowing ends
 * (Awagagae). What the texts leave open is read from the readings (`weg-take`, `empty-weg-landing`,
 * `weg-first-landing`, `weg-take-store`, the last offered only where the sowing ends).
 */
export interface WegTakeClauses {
  /** The sentence: a last counter in the opponent's captured hole. */
  take: ClauseId;
  /** Its phrase on what follows the removal: the sowing continues, or ends. */
  then: ClauseId;
  /** Its phrase "nothing happens on the first instance", where it has one. */
  first?: ClauseId;
  /** The text has "nothing happens on the first instance". */
  firstInstance: boolean;
  /** The text's answer: the player sows again (Qelat, Mewegae) or the sowing ends (Awagagae). */
  again: boolean;
}

/**
 * The mark of a weg whose first instance has passed, kept in the position's per-hole mark
 * (`unmoved`, which these games use for nothing else): a weg is never lifted, so the mark stays
 * until the round is laid out again.
 */
const firstPassed = (g: Play, h: Hole) => g.pos.unmoved[h] === 1;

/** The landing rule for a last counter in the opponent's weg (first in the list, before one's own weg and a new weg). */
export function opponentWegRule(c: WegTakeClauses): LandingRule {
  const firstTime: Outcome = outcome({ kind: 'end', clause: c.first ?? c.take, reading: 'weg-first-landing' });
  const stays: Outcome = outcome({ kind: 'end', clause: 'reading.empty-weg-landing', reading: 'empty-weg-landing', turnClause: 'reading.empty-weg-landing' });
  // An empty weg's one counter taken names the reading that takes it (`empty-weg-landing`); a turn
  // that goes otherwise than the game's text says, the reading that makes it (`weg-take-then`).
  const taken = (most: number, again: boolean, empty = false): Outcome => {
    const reading = most === 1 ? (empty ? 'empty-weg-landing' : undefined) : 'weg-take';
    const text = again === c.again;
    return outcome({
      kind: 'claim-take',
      most,
      clause: most === 1 ? c.take : 'reading.weg-take',
      ...(reading ? { reading } : {}),
      again,
      againClause: text ? c.then : 'reading.weg-take-then',
      ...(text ? {} : { againReading: 'weg-take-then' as const }),
    });
  };
  const takes = (again: boolean) => ({ one: taken(1, again), two: taken(2, again), empty: taken(1, again, true) });
  const byTurn = { again: takes(true), ends: takes(false) };
  // The counter goes to the weg's holder (Ludii's Awagagae): moved here, the turn then ends.
  const toHolder: Outcome = outcome({ kind: 'end', clause: 'reading.weg-take-store', reading: 'weg-take-store', turnClause: c.then });
  return {
    name: 'into-opponent-captured-hole',
    when: (g, l) => {
      if (!inOpponentClaim(g, l.player, l.hole)) return null;
      const o = g.options;
      if (l.wasEmpty && o['empty-weg-landing'] === 'stays') return stays;
      if (c.firstInstance && o['weg-first-landing'] !== 'not-played' && !firstPassed(g, l.hole)) {
        if (g.listener) g.listener.event({ type: 'first-instance', player: g.name(l.player), hole: l.hole, clause: c.first ?? c.take, reading: 'weg-first-landing' });
        g.pos.unmoved[l.hole] = 1;
        return firstTime;
      }
      if (o['weg-take-store'] === 'holder') {
        const holder = g.pos.claims[l.hole]!;
        const count = Math.min(o['weg-take'] === 'two' ? 2 : 1, g.pos.holes[l.hole]!);
        if (g.listener) g.listener.event({ type: 'claim-take', player: g.name(holder), hole: l.hole, count, clause: 'reading.weg-take-store', reading: 'weg-take-store' });
        g.pos.holes[l.hole]! -= count;
        g.pos.stores[holder]! += count;
        return toHolder;
      }
      // Offered where a game's text and Ludii's code part (Mewegae); elsewhere the text's answer.
      const t = (o['weg-take-then'] === undefined ? c.again : o['weg-take-then'] === 'moves-again') ? byTurn.again : byTurn.ends;
      return o['weg-take'] === 'two' ? t.two : l.wasEmpty ? t.empty : t.one;
    },
  };
}
