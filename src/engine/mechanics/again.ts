import { outcome, type LandingRule, type Outcome, type Play } from '../ruleset';
import type { ClauseId, Hole } from '../types';
import { lift, runSowing } from './sow';

/**
 * Another turn after a capture made during the sowing: the DLP's Lam Waladach (Pankhurst 1971: 177),
 * "When the final counter falls into an empty hole, the turn ends, unless the player was able to
 * make a capture during the sowing, in which case they may play again". What the sowing captured is
 * what the stores gained since the turn began (`beginTurn`); when the turn is given again is the
 * `capture-again` reading (./again.readings.ts): when the sowing ends, or (Ludii's code) at once,
 * after any lap that captured. The captures themselves are the fours' (./fours.ts).
 */
const storesAtStart = new WeakMap<Play, number>();

/** The stores as a turn begins: what the sowing captures is what they gain. */
export function beginTurn(g: Play): void {
  storesAtStart.set(g, g.pos.stores[0]! + g.pos.stores[1]!);
}

/** The sowing of this turn has captured. */
export function capturedThisTurn(g: Play): boolean {
  return g.pos.stores[0]! + g.pos.stores[1]! > (storesAtStart.get(g) ?? Infinity);
}

/** A move that counts its captures: the turn begun, the hole lifted and sown (a ruleset's `move`). */
export function movesCountingCaptures(g: Play, p: number, hole: Hole): void {
  beginTurn(g);
  lift(g, p, hole, 'pick-up', g.rules.clauses.move);
  runSowing(g, p, hole);
}

/** The page's sentences: the turn ending in an empty hole, and the turn given again. */
export interface AgainClauses {
  end: ClauseId;
  again: ClauseId;
}

/**
 * The landing rules, in order: (`lap`) a lap that captured gives the turn again at once; the final
 * counter's own four, captured, ends the sowing (its hole is empty, though it fell into an occupied
 * one); then `relay` (the ruleset's, for an occupied hole); an empty hole ends the sowing. A sowing
 * that ends having captured gives the turn again.
 */
export function againLanding(c: AgainClauses, relay: LandingRule): LandingRule[] {
  const again: Outcome = outcome({ kind: 'end', clause: c.end, turnClause: c.again, again: true });
  const atOnce: Outcome = outcome({ kind: 'end', clause: 'reading.capture-again', reading: 'capture-again', turnClause: 'reading.capture-again', again: true });
  const ends: Outcome = outcome({ kind: 'end', clause: c.end });
  const last: Outcome = outcome({ kind: 'end', clause: c.again, turnClause: c.again, again: true });
  return [
    { name: 'capture-again', when: (g) => (g.taken > 0 && g.options['capture-again'] === 'lap' ? atOnce : null) },
    { name: 'last-four-again', when: (g, l) => (!l.wasEmpty && g.pos.holes[l.hole] === 0 ? last : null) },
    relay,
    { name: 'empty-hole-again', when: (g) => (capturedThisTurn(g) ? again : ends) },
  ];
}
