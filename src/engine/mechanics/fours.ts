import { outcome, type LandingRule, type Outcome, type Play, type SowHand } from '../ruleset';
import type { Options } from '../options';
import type { ClauseId, Hole } from '../types';
import { sowPlain, stepHole, withReading } from './sow';

/**
 * The capture of fours during a sowing: a hole that a sown counter makes hold four is captured at
 * once, whoever owns it (the DLP's Rab'e, Pankhurst 1971: 172; issue 28's two-row games capture so
 * too, some giving the four to the hole's owner: the `fours-taker` reading). It changes the sowing
 * itself, so it is a ruleset's `sowing`: each drop is followed by the look at the hole it fell in.
 * The `fours-when` reading `sowing` is Ludii's: the lap's holes are looked at when the lap ends.
 * A last counter whose four is captured leaves its hole empty though it fell into an occupied one:
 * that is how `lastFourEnds` knows it; `g.taken` counts what a lap captured. Without a listener nothing is allocated per drop.
 */
export const FOUR = 4;

/** The sentence that licenses the capture, as each game words it. */
export interface FoursClauses {
  capture: ClauseId;
  /** Where the page has its own words for them: the owner's four, and the final counter's. */
  owner?: ClauseId;
  last?: ClauseId;
  /**
   * Where the final counter's four is not captured but picked up and sown on, the sentence that
   * says so (Gabata (Oromo): "except when it is the final hole of a sowing, in which case they are
   * picked up and sowing continues"); the relay then lifts it (`lastFourSownOn`).
   */
  lastSownOn?: ClauseId;
}

/** Take the four in hole h into the store of `taker` (0 or 1), telling the listener first. */
function takeFour(g: Play, taker: number, h: Hole, clause: ClauseId, reading: 'fours-when' | 'fours-taker' | undefined): void {
  const f = g.pos;
  if (g.listener) g.listener.event(withReading({ type: 'take', player: g.name(taker), from: [{ hole: h, count: FOUR }], four: true, clause } as const, reading));
  f.holes[h] = 0;
  f.stores[taker]! += FOUR;
  g.taken += FOUR;
}

/** At each drop (the text's "At any point while the player sows"): a hole made four is taken at once. */
function eachDrop(c: FoursClauses, byOwner: boolean): SowHand {
  return (g, p, from, clause, reading) => {
    const { holes, hands, owners } = g.pos;
    const L = g.listener;
    let h = from;
    let wasEmpty = false;
    g.taken = 0;
    while (hands[p]! > 0) {
      h = stepHole(g, p, h, from);
      wasEmpty = holes[h] === 0;
      if (L) L.event(withReading({ type: 'drop', player: g.name(p), hole: h, count: 1, clause }, reading));
      holes[h]!++;
      hands[p]!--;
      g.drops++;
      g.sown++;
      if (holes[h] === FOUR && !(c.lastSownOn && hands[p] === 0)) {
        // The last counter's four is the sower's under every reading; another, the owner's under `fours-taker` owner.
        const owned = byOwner && hands[p]! > 0;
        const clause = !byOwner ? c.capture : owned ? (c.owner ?? c.capture) : (c.last ?? c.capture);
        takeFour(g, owned ? owners[h]! : p, h, clause, owned ? 'fours-taker' : undefined);
      }
    }
    g.wasEmpty = wasEmpty;
    return h;
  };
}

/**
 * When the lap ends (Ludii's code): the last hole first, taken by the sower if it holds four (but
 * where the final counter's four is sown on, Gabata (Oromo)'s, it is left for the relay); then
 * the holes of the route from the one the lap was lifted from, as many as the lap had counters
 * less one, each once, that hold exactly four. A lap of a whole circuit or more goes round the
 * board and on; Ludii's range runs from its first hole (less one counter) round to the hole it
 * names, as here, so that a lap of exactly a circuit looks at every hole.
 */
function lapEnd(c: FoursClauses, byOwner: boolean): SowHand {
  return (g, p, from, clause, reading) => {
    const n = g.pos.hands[p]!;
    g.taken = 0;
    const last = sowPlain(g, p, from, clause, reading);
    if (last < 0) return last;
    const { holes, owners } = g.pos;
    if (holes[last] === FOUR && !c.lastSownOn) takeFour(g, p, last, byOwner ? (c.last ?? c.capture) : c.capture, 'fours-when');
    const route = p * g.size;
    let h = from;
    for (let i = (n - 1) % g.size; i >= 0; i--) {
      if (holes[h] === FOUR) takeFour(g, byOwner ? owners[h]! : p, h, byOwner ? (c.owner ?? c.capture) : c.capture, 'fours-when');
      h = g.next[route + h]!;
    }
    return last;
  };
}

/** The ruleset's `sowing`: fours taken at each drop or at the lap's end, by the sower or the owner, as the readings say. */
export function foursSowing(c: FoursClauses): { when: (o: Options) => SowHand } {
  return {
    when: (o) => {
      const byOwner = o['fours-taker'] === 'owner';
      return o['fours-when'] === 'sowing' ? lapEnd(c, byOwner) : eachDrop(c, byOwner);
    },
  };
}

/**
 * After a lap that captured a four before its last counter, the turn ends (the `fours-then`
 * reading `turn-ends`, Ludii's code: its relay starts from where the last counter went, which is
 * then the player's store); the text's `sow-on` lets the sowing go on as the last counter says.
 */
export function fourEndsLap(): LandingRule {
  const ends: Outcome = outcome({ kind: 'end', clause: 'reading.fours-then', reading: 'fours-then' });
  return { name: 'four-ends-turn', when: (g) => (g.taken > 0 && g.options['fours-then'] === 'turn-ends' ? ends : null) };
}

/**
 * "When the final counter causes a capture, the turn ends" (Rab'e; where a page does not say so, the
 * fixed reading `last-four-ends`): its hole is empty, though it fell into an occupied one.
 */
export function lastFourEnds(clause: ClauseId, reading?: 'last-four-ends'): LandingRule {
  const ends: Outcome = outcome(reading ? { kind: 'end', clause, reading } : { kind: 'end', clause });
  return { name: 'last-four', when: (g, l) => (!l.wasEmpty && g.pos.holes[l.hole] === 0 ? ends : null) };
}

/**
 * "except when it is the final hole of a sowing, in which case they are picked up and sowing
 * continues" (Gabata (Oromo)): a final counter that makes its hole four relays it, citing its sentence.
 */
export function lastFourSownOn(clause: ClauseId): LandingRule {
  const relay: Outcome = outcome({ kind: 'relay', clause });
  return { name: 'last-four-sown-on', when: (g, l) => (!l.wasEmpty && g.pos.holes[l.hole] === FOUR ? relay : null) };
}
