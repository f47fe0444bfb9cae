import type { Play } from '../ruleset';
import type { ClauseId, Hole } from '../types';

/**
 * The stylised opening of the DLP's Tuz, Gabata (Shoa and Adegrat) and Lamosh: counters moved one
 * at a time, each from a hole into the next, every other hole along the route, until the holes
 * alternate five and three. How it begins and whether the counter held from the first hole makes
 * a weg is the `five-three` reading (./fivethree.readings.ts):
 *
 * - `weg`: one counter from the player's rightmost hole is held; then one from the next hole into
 *   the one after it, and so on round the board until the last is dropped back into the rightmost
 *   hole (four again); the held counter goes into the next hole, the first of the opponent's row,
 *   which it makes four: the player's weg.
 * - `no-weg`: the same without the held counter: one from the rightmost hole into the next, and so
 *   on, every hole alternating three and five, and no weg.
 * - `ludii`: Ludii's code for both games: the first move is from the hole after next, so that the
 *   rightmost hole and the next keep their four, and the next is marked the player's weg.
 * - `capture` (Lamosh's page): the moves of `weg`, but the four the held counter makes in the first
 *   hole of the opponent's row is captured by the player, as Lamosh captures every four.
 * - `ludii-capture`: Ludii's code for Lamosh: no counter held; the moves of `weg` from the first
 *   hole of the opponent's row, which is left with three, until one falls into the rightmost hole
 *   (five); the player then captures that hole's three.
 *
 * It needs every hole at four (the standard start, or a later round's, where holes may have
 * changed hands); the caller checks that.
 */
export interface FiveThreeClauses {
  /** Each counter moved one at a time; the held counter lifted (`move` where not given). */
  move: ClauseId;
  hold?: ClauseId;
  /** The held counter dropped (`weg` where not given), and the weg it makes. */
  held?: ClauseId;
  weg: ClauseId;
  /** The moves of the way that makes no weg. */
  noWeg: ClauseId;
  /** Where the hole after the rightmost is captured instead (Lamosh): its sentence. */
  capture?: ClauseId;
  /** Where a page has words of its own for the move that brings a counter back to the rightmost hole (Lamosh's). */
  back?: ClauseId;
}

export function fiveThreeOpening(g: Play, p: number, clauses: FiveThreeClauses): void {
  const f = g.pos;
  const L = g.listener;
  const way = g.options['five-three'] ?? 'weg';
  const next = (h: Hole): Hole => g.next[p * g.size + h]!;
  const rightmost = p === 0 ? g.board.cols - 1 : g.size - 1;
  const held = way === 'weg' || way === 'capture';
  const captures = way === 'capture' || way === 'ludii-capture';
  const clause = way === 'no-weg' ? clauses.noWeg : clauses.move;
  const reading = way === 'weg' || way === 'capture' ? {} : { reading: 'five-three' };
  const move1 = (from: Hole, to: Hole): void => {
    if (L) {
      L.event({ type: 'pick-up', player: g.name(p), hole: from, count: 1, clause, ...reading });
      L.event({ type: 'drop', player: g.name(p), hole: to, count: 1, clause: to === rightmost && clauses.back ? clauses.back : clause, ...reading });
    }
    f.holes[from]! -= 1;
    f.holes[to]! += 1;
    g.sown += 1;
  };
  f.inProgress = true;
  if (held) {
    if (L) L.event({ type: 'pick-up', player: g.name(p), hole: rightmost, count: 1, clause: clauses.hold ?? clause });
    f.holes[rightmost]! -= 1;
  }
  // The moves: `weg` (and both ways that capture) from the hole after the rightmost until a counter
  // falls back into it; `no-weg` from the rightmost itself, `ludii` from the hole after next, until one falls into the hole before it.
  let from = way === 'no-weg' ? rightmost : way === 'ludii' ? next(next(rightmost)) : next(rightmost);
  for (;;) {
    const to = next(from);
    move1(from, to);
    if (to === rightmost || next(to) === rightmost) break;
    from = next(to);
  }
  const weg = next(rightmost);
  if (held) {
    if (L) L.event({ type: 'drop', player: g.name(p), hole: weg, count: 1, clause: clauses.held ?? clauses.weg });
    f.holes[weg]! += 1;
    g.sown += 1;
  }
  if (captures) {
    // The hole the held counter made four (or, in Ludii's code, the three left there) is the player's.
    const n = f.holes[weg]!;
    if (L) L.event({ type: 'take', player: g.name(p), from: [{ hole: weg, count: n }], ...(n === 4 ? { four: true as const } : {}), clause: clauses.capture ?? clauses.weg, ...reading });
    f.holes[weg] = 0;
    f.stores[p]! += n;
  } else if (way !== 'no-weg') {
    if (L) L.event({ type: 'claim', player: g.name(p), hole: weg, clause: clauses.weg, ...reading });
    f.claims[weg] = p;
  }
  // The opening is the opener's turn: his opponent sows first (a reading; Ludii's code agrees).
  if (L) L.event({ type: 'turn-end', player: g.name(p), next: g.name(1 - p), clause: 'reading.five-three-then', reading: 'five-three-then' });
  f.toMove = 1 - p;
}

/** Every hole holds four: the fives and threes can be made. */
export function allFours(g: Play): boolean {
  for (let h = 0; h < g.size; h++) if (g.pos.holes[h] !== 4) return false;
  return true;
}
