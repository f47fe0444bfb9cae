import type { Options } from '../../options';
import type { Ruleset } from '../../ruleset';
import { beginSetup } from '../../mechanics/start';
import type { GameEvent, Hole, Player, State } from '../../types';

/** The fewest counters a player may hold and play on (the `leyla-series-end` reading). */
export const leastToPlay = (o: Options): number => (o['leyla-series-end'] === 'fewer-than-three' ? 3 : 4);

/**
 * Leyla's new round (Pankhurst 1971: 182): "Players attempt to fill their holes with four counters
 * each." The weaker fills all the fours he has; his counters over pair with the stronger's (the
 * two add up to four, the total being 48): with three over he is surrendered the stronger's one
 * and fills a hole more; with two each, the stronger lends his two (reading `leyla-two-extra`) and
 * the weaker fills a hole more; with one over he surrenders it to the stronger, who fills his last
 * hole with it. The stronger fills as many holes as the weaker and keeps the rest in his store for
 * later rounds. Each fills from his rightmost hole leftward (`leyla-holes-filled`); a loan is not
 * carried to be repaid (`leyla-loan-unpaid`). Who begins is the opening's (`leyla-first`).
 */
export function leylaRound(rules: Ruleset, pieces: Record<Player, number>, o: Options): { state: State; events: GameEvent[] } {
  const n = rules.board(o).cols;
  const [south, north] = rules.players;
  const { state, events, put } = beginSetup(rules, o, pieces, (x) => x < leastToPlay(o));
  const strong = pieces[south]! >= pieces[north]! ? south : north;
  const weak = strong === south ? north : south;
  // Holes rightmost first, as each player sees his row: south's F1..A1, north's A2..F2.
  const rowOf = (p: Player): Hole[] => Array.from({ length: n }, (_, i) => (p === south ? 0 : n) + n - 1 - i);
  const weakRow = rowOf(weak);
  const strongRow = rowOf(strong);
  const full = Math.min(Math.floor(pieces[weak]! / 4), n);
  const over = full === n ? 0 : pieces[weak]! % 4;
  for (const h of weakRow.slice(0, full)) put({ type: 'place', player: weak, hole: h, count: 4, clause: 'dlp-leyla.fill' });
  let filled = full;
  const extra = weakRow[full];
  if (over === 3 && extra !== undefined) {
    put({ type: 'place', player: strong, hole: extra, count: 1, clause: 'dlp-leyla.one-extra' });
    put({ type: 'place', player: weak, hole: extra, count: 3, clause: 'dlp-leyla.one-extra' });
    filled++;
  } else if (over === 2 && o['leyla-two-extra'] !== 'none' && extra !== undefined) {
    put({ type: 'place', player: strong, hole: extra, count: 2, clause: 'dlp-leyla.loan', reading: 'leyla-two-extra' });
    put({ type: 'place', player: weak, hole: extra, count: 2, clause: 'dlp-leyla.loan', reading: 'leyla-two-extra' });
    filled++;
  }
  // The stronger fills as many holes; with the weaker's one over surrendered to him, his last takes it.
  strongRow.slice(0, filled).forEach((h, i) => {
    const last = i === filled - 1 && over === 1;
    if (last) put({ type: 'place', player: weak, hole: h, count: 1, clause: 'dlp-leyla.one-extra' });
    put({ type: 'place', player: strong, hole: h, count: last ? 3 : 4, clause: last ? 'dlp-leyla.one-extra' : filled === n ? 'dlp-leyla.fill' : 'dlp-leyla.stronger-fills' });
  });
  return { state, events };
}
