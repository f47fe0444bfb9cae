import type { Options, ReadingId } from '../options';
import type { Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Hole, Player, State } from '../types';
import { beginSetup } from './start';

/** The sentences a page's later rounds cite: Gabata (Shoa I)'s unless another page's are given (Tuz's). */
export interface RoundClauses {
  next: ClauseId;
  gain: ClauseId;
  /** The page's sentence that one short of a gain gains a hole ("three extra"); where it has none, `remainder` decides. */
  three?: ClauseId;
  seriesEnd: ClauseId;
  /** Where a page says what two over each does (a lot), its sentence; the lot's winner is then the `lot-winner` reading. */
  two?: ClauseId;
  /** The reading that decides a remainder the page is silent on (Gabata (Adegrat)'s); else Shoa I's `round-remainder`. */
  remainder?: ReadingId;
}
const shoaI: RoundClauses = { next: 'dlp.next-round', gain: 'dlp.hole-gain', three: 'dlp.three-extra', seriesEnd: 'dlp.series-end' };

/**
 * How many counters a page's later rounds count in: Gabata (Shoa I)'s four unless another page says otherwise
 * (Gabata (Adegrat) three throughout; Gabata (Wuqro) four in a player's own holes but three in a gained one).
 */
export interface RoundCounts {
  /** Counters put in each hole a player keeps. */
  fill: number;
  /** Counters beyond a full row that gain one hole; one short of it ("three extra") gains a hole too. */
  gain: number;
  /** Counters a gained hole holds. */
  gained: number;
  /** One short of a gain gains a hole too (Shoa I's "three extra"); false where a reading says it does not. */
  shortGains?: boolean;
}
const fours: RoundCounts = { fill: 4, gain: 4, gained: 4 };

/**
 * The DLP's later rounds: "each player placing four counters into each hole starting from the
 * rightmost hole in their row. The player with more counters gains a hole from their opponent
 * for every four extra balls they've captured. If an opponent has three extra after counting in
 * such a way, they also gain a hole, but not if there are one or two extra."
 *
 * Our reading of where the gained holes lie: each player fills from his rightmost hole leftward,
 * so the weaker player runs out before his leftmost holes, and those (next to the stronger's
 * rightmost hole, in sowing order) are the ones gained.
 */
export function nextRound(rules: Ruleset, pieces: Record<Player, number>, o: Options, c: RoundClauses = shoaI, k: RoundCounts = fours): { state: State; events: GameEvent[] } {
  const n = rules.board(o).cols;
  const [south, north] = rules.players;
  const { state, events, put } = beginSetup(rules, o, pieces, (x) => (o['series-end'] === 'one-or-none' ? x <= 1 : x === 0));
  const strong = pieces[south]! >= pieces[north]! ? south : north;
  const weak = strong === south ? north : south;
  // Holes in sowing order: south's row is 0..n-1 (rightmost n-1), north's n..2n-1 (rightmost 2n-1).
  const rowOf = (p: Player): Hole[] => {
    const first = p === south ? 0 : n;
    return Array.from({ length: n }, (_, i) => first + n - 1 - i); // rightmost first
  };
  const extra = pieces[strong]! - k.fill * n;
  const gained = Math.floor(extra / k.gain);
  const rest = extra % k.gain;
  const short = k.shortGains === false ? -1 : k.gain - 1; // Shoa I's "three extra"
  const rem = c.remainder ?? 'round-remainder';
  for (const h of rowOf(strong)) put({ type: 'place', player: strong, hole: h, count: k.fill, clause: c.next });
  // The weaker's leftmost holes, from the one next to the stronger's rightmost, in sowing order.
  const weakFromLeft = rowOf(weak).slice().reverse();
  for (const h of weakFromLeft.slice(0, gained)) {
    put({ type: 'own', player: strong, hole: h, clause: c.gain, reading: 'gained-holes' });
    put({ type: 'place', player: strong, hole: h, count: k.gained, clause: c.gain });
  }
  const partial = weakFromLeft[gained];
  if (rest > 0 && partial !== undefined) {
    const ludiiTwo = rest === 2 && o['round-remainder'] === 'ludii';
    const owner = rest === short ? strong : ludiiTwo ? (o['lot-winner'] === 'stronger' ? strong : weak) : weak;
    const lot = rest === 2 && c.two !== undefined;
    const cited = rest === short && c.three !== undefined;
    const clause = cited ? c.three! : lot ? c.two! : `reading.${rem}`;
    const r = cited ? {} : lot ? { reading: 'lot-winner' } : { reading: rem };
    if (owner !== weak) put({ type: 'own', player: owner, hole: partial, clause, ...r });
    put({ type: 'place', player: strong, hole: partial, count: rest, clause, ...r });
    // The weaker makes the hole up (Wuqro's ceded counter when a gained hole holds three).
    put({ type: 'place', player: weak, hole: partial, count: (owner === strong ? k.gained : k.fill) - rest, clause, ...r });
  }
  for (const h of rowOf(weak)) {
    if (state.owners[h] === weak && state.holes[h] === 0) {
      put({ type: 'place', player: weak, hole: h, count: k.fill, clause: c.next });
    }
  }
  if (!state.owners.includes(weak)) {
    put({ type: 'game-end', winner: strong, clause: c.seriesEnd });
  } else if (o['next-round-first'] === 'weaker' || o['next-round-first'] === 'stronger') {
    const player = o['next-round-first'] === 'weaker' ? weak : strong;
    put({ type: 'first-player', player, clause: 'reading.next-round-first', reading: 'next-round-first' });
  }
  return { state, events };
}
