import { NOBODY } from '../../position';
import type { Play } from '../../ruleset';
import type { Hole } from '../../types';

/**
 * The nedf and its guardian (the yazab tabaqi), as small rules over the position: where the nedf
 * is, whether a nedf may be made, and whether a counter passes over a hole. The sowing
 * (./sowing.ts) asks them before each drop; none allocates.
 */

/** The hole that is a nedf of the player's (-1 if none); NOBODY asks for any player's. */
export function nedfOf(g: Play, p: number): Hole {
  const claims = g.pos.claims;
  for (let h = 0; h < g.size; h++) if (claims[h] !== NOBODY && (p === NOBODY || claims[h] === p)) return h;
  return -1;
}

/** "The hole after the nedf becomes the yazab tabaqi": the next hole along the route. */
export const guardianOf = (g: Play, nedf: Hole): Hole => g.next[nedf]!;

/**
 * "While the yazab tabaqi contains exactly three counters, the opponent cannot create a new nedf":
 * the nedf on the board (-1 if none) is the opponent's, and its guardian holds three.
 */
export function guarded(g: Play, p: number, nedf: Hole): boolean {
  return nedf >= 0 && g.pos.claims[nedf] !== p && g.pos.holes[guardianOf(g, nedf)] === 3;
}

/** An opponent's hole of three, as the skip counts it (`selus-skip-count`: `count` is the live board or the lap's start). */
export function opponentsThree(g: Play, p: number, h: Hole, count: ArrayLike<number>, kept: boolean): boolean {
  const f = g.pos;
  // A kept nedf is no longer the opponent's hole: its counters are out of play (reading `nedf-kept`).
  return f.owners[h] === 1 - p && count[h] === 3 && !(kept && f.claims[h] !== NOBODY);
}

/** Why a drop into the opponent's hole of three is allowed under `into-three` (the first nedf, or the final two), or null. */
export type Waiver = 'first' | 'two' | 'second' | null;

/**
 * Under `nedf-made: into-three`: the final counter may make the first nedf; after it, the
 * penultimate may fall into a hole of three when the last falls into another (`pending` marks the
 * penultimate's hole). The guardian forbids a new nedf to the player whose opponent holds it.
 */
export function waiver(g: Play, p: number, h: Hole, inHand: number, pending: Hole, prev: Hole): Waiver | 'guarded' {
  if (inHand === 1 && pending >= 0 && pending === prev) return 'second';
  if (inHand > 2) return null;
  const nedf = nedfOf(g, NOBODY);
  if (inHand === 1) return nedf < 0 ? 'first' : null;
  if (nedf < 0 || g.pos.holes[g.next[h]!] !== 3) return null;
  return guarded(g, p, nedf) ? 'guarded' : 'two';
}
