import { NOBODY } from '../../position';
import type { Play } from '../../ruleset';
import type { Hole } from '../../types';

/**
 * Which holes may start a move in the main phase (reading `selus-start`). Each player's holes run
 * along the route from his first (south 0-8, north 9-17): his three leftmost are the first three,
 * and the hole nearest the opponent's holes the last (reading `selus-closest`).
 */
const firstOf = (p: number) => p * 9;
const isLeftmost = (p: number, h: Hole) => h - firstOf(p) < 3;

/** What the player's holes he may lift hold: the facts every restriction asks, found in one pass. */
interface Holes {
  more: boolean;
  otherAny: boolean;
  otherOne: boolean;
  closestTwo: Hole;
  leastLeftmost: number;
}
const seen: Holes = { more: false, otherAny: false, otherOne: false, closestTwo: -1, leastLeftmost: 0 };

function survey(g: Play, p: number): Holes {
  const { holes, owners, claims } = g.pos;
  seen.more = seen.otherAny = seen.otherOne = false;
  seen.closestTwo = -1;
  seen.leastLeftmost = 4;
  for (let h = 0; h < g.size; h++) {
    const n = holes[h]!;
    if (owners[h] !== p || n === 0 || (claims[h] !== NOBODY && !g.claimsSown)) continue;
    if (n > 3) seen.more = true;
    if (isLeftmost(p, h)) {
      if (n < seen.leastLeftmost) seen.leastLeftmost = n;
      continue;
    }
    seen.otherAny = true;
    if (n === 1) seen.otherOne = true;
    if (n === 2 && h > seen.closestTwo) seen.closestTwo = h;
  }
  return seen;
}

/** Why the player may not start from this hole of his, or null. */
export function startRefused(g: Play, p: number, hole: Hole): string | null {
  const n = g.pos.holes[hole]!;
  const s = survey(g, p);
  const text = g.options['selus-start'] === 'text';
  if (text && s.more) return n > 3 ? null : 'a player must play from a hole of more than three counters when he has one';
  if (isLeftmost(p, hole) && n <= 3) {
    if (s.otherAny || s.more) return "a player's three leftmost holes may not start a turn while they hold three counters or fewer, unless he has no other hole to play";
    return n === s.leastLeftmost ? null : 'of his three leftmost holes, a player must play one of one counter, else of two, else of three';
  }
  if (text && !s.otherOne && s.closestTwo >= 0 && hole !== s.closestTwo) return "when his other holes hold only twos and threes, a player must play the hole of two closest to the opponent's holes";
  return null;
}
