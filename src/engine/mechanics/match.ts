import { halfTurn } from '../board';
import type { Options } from '../options';
import type { Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Hole, Player, State } from '../types';
import { beginSetup } from './start';

/**
 * The next round on two rows when the loser lays out and the winner matches him (the DLP's Gabata
 * (Ansaba)): the player with fewer counters lays them three to a hole along his row from one end,
 * then what is left one to a hole, the last hole taking what remains when his holes run out; the
 * other lays the same counts in the holes facing them across the board (the board turned round:
 * the loser's first hole faces the winner's first) and keeps the rest. `from` is the end of the
 * loser's row he begins at: his rightmost hole, then leftward, or his leftmost, then in sowing order.
 */
export interface MatchClauses {
  loser: ClauseId;
  remainder: ClauseId;
  winner: ClauseId;
  /** Where the counts are equal: both fill every hole. */
  equal: ClauseId;
  /** The reading that decides where the loser begins, named on the placements it decides. */
  reading?: string;
  /** What the loser's counters left over when his holes run out do (matchedCounts), and the reading that decides it. */
  spill?: { how: 'last-hole' | 'next-row'; reading: string };
}

/**
 * The counts for the loser's holes, in the order he fills them, and what is left over when his
 * holes run out (seventeen counters: five holes of three and two over, with one hole left): the
 * last hole takes it (`spill` last-hole), or one to a hole goes on past his row (`spill` next-row).
 */
export function matchedCounts(n: number, holes: number, spill: 'last-hole' | 'next-row' = 'last-hole'): { counts: number[]; over: number } {
  const counts = Array.from({ length: holes }, () => 0);
  let left = n;
  let i = 0;
  for (; i < holes && left >= 3; i++, left -= 3) counts[i] = 3;
  for (; i < holes && left > 0; i++, left--) counts[i] = 1;
  if (left > 0 && spill === 'last-hole') {
    counts[holes - 1]! += left;
    left = 0;
  }
  return { counts, over: left };
}

export function matchedLayout(
  rules: Ruleset,
  pieces: Record<Player, number>,
  o: Options,
  c: MatchClauses,
  from: 'rightmost' | 'leftmost',
  lost: (n: number) => boolean,
): { state: State; events: GameEvent[]; loser: Player; winner: Player } {
  const board = rules.board(o);
  const n = board.cols;
  const [south, north] = rules.players;
  const { state, events, put } = beginSetup(rules, o, pieces, lost);
  const equal = pieces[south] === pieces[north];
  const loser = pieces[south]! <= pieces[north]! ? south : north;
  const winner = loser === south ? north : south;
  // The loser's row in sowing order (south's A1..F1, north's F2..A2 in Ludii's coordinates): leftmost first.
  const first = loser === south ? 0 : n;
  const row: Hole[] = Array.from({ length: n }, (_, i) => first + i);
  const order = from === 'leftmost' ? row : row.slice().reverse();
  const { counts, over } = equal ? { counts: order.map(() => 3), over: 0 } : matchedCounts(pieces[loser]!, n, c.spill?.how);
  const r = equal || !c.reading ? {} : { reading: c.reading };
  order.forEach((h, i) => {
    const count = counts[i]!;
    if (count > 0) put({ type: 'place', player: loser, hole: h, count, clause: equal ? c.equal : count === 3 ? c.loser : c.remainder, ...r });
  });
  // Left over: one to a hole on past the loser's row along the route, in holes the winner does not match.
  for (let i = 0; i < over; i++) put({ type: 'place', player: loser, hole: (first + n + i) % board.size, count: 1, clause: c.remainder, reading: c.spill!.reading });
  order.forEach((h, i) => {
    const count = counts[i]!;
    if (count > 0) put({ type: 'place', player: winner, hole: halfTurn(board, h), count, clause: equal ? c.equal : c.winner, ...r });
  });
  return { state, events, loser, winner };
}
