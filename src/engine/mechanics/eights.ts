import { nextHole } from '../board';
import type { ReadingId } from '../options';
import type { Play } from '../ruleset';
import type { ClauseId } from '../types';
import { lift, runSowing } from './sow';

/**
 * The opening that leaves eights and empties (the DLP's Gabata 3, an observed ruleset of Gabata
 * (Shoa I), Pankhurst 1971: 177; Jimafesosh, Pankhurst 1971: 179): the player lifts his rightmost
 * hole into the next, the opponent's hole across the board; lifts the hole after it into the next;
 * and so on round the board until every hole holds eight or none; then he lifts the last hole of
 * eight and sows it as any move. Gabata (Oromo) (Pankhurst 1971: 178) starts from the player's
 * leftmost hole instead (`from: 'leftmost'`), its first four going into his own next hole; either
 * way the lifts go anticlockwise, the way of every sowing. `clauses`: the first pair's, the later
 * pairs', and the last lift's sentences; `weg`: where the first hole filled becomes the player's
 * weg (Gabata 3).
 */
export interface EightsClauses {
  first: ClauseId;
  next: ClauseId;
  sow: ClauseId;
  weg?: { clause: ClauseId; reading: ReadingId };
  /** The hole of the first lift, as the player sees his row: his rightmost unless said. */
  from?: 'rightmost' | 'leftmost';
}

export function eightsOpening(g: Play, c: EightsClauses): void {
  const p = g.first;
  const f = g.pos;
  const L = g.listener;
  const n = g.board.cols;
  // Holes run anticlockwise from south's leftmost: a player's row is p * n .. p * n + n - 1, left to right as he sees it.
  const start = c.from === 'leftmost' ? p * n : p * n + n - 1;
  let from = start;
  let last = start;
  for (let pair = 0; pair < n; pair++) {
    const to = nextHole(g.board, from);
    const count = f.holes[from]!;
    const clause = pair === 0 ? c.first : c.next;
    if (L) {
      L.event({ type: 'pick-up', player: g.name(p), hole: from, count, clause });
      L.event({ type: 'drop', player: g.name(p), hole: to, count, clause });
    }
    f.holes[from] = 0;
    f.holes[to]! += count;
    g.sown += count;
    f.inProgress = true;
    if (pair === 0 && c.weg) {
      if (L) L.event({ type: 'claim', player: g.name(p), hole: to, clause: c.weg.clause, reading: c.weg.reading });
      f.claims[to] = p;
    }
    last = to;
    from = nextHole(g.board, to);
  }
  lift(g, p, last, 'pick-up', c.sow);
  runSowing(g, p, last);
}
