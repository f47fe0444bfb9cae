import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER } from '../position';
import type { Options } from '../options';
import type { Play } from '../ruleset';
import type { ClauseId, Pile } from '../types';
import { over } from './sow';
import { leader } from './take';

/**
 * The end of a round in the two-row games that capture fours (the DLP's Rio Kadalis, Mewelad,
 * Gabata (Ghinda); Pankhurst 1971): "Play continues until one player cannot move, and the other
 * player captures the remaining counters." A player cannot move when no hole of his holds a
 * counter. When that is looked for, and who takes what is left, are readings
 * (./stuck.readings.ts): the text's, and Ludii's code's. The round's counters are then laid
 * out again (./rounds.ts); the series ends when one player holds them all.
 */
export interface CannotMoveClauses {
  /** The sentence: play goes on until one player cannot move. */
  end: ClauseId;
  /** Its phrase: the other player captures the remaining counters. */
  sweep: ClauseId;
  /** The series' end: one player has won everything. */
  seriesEnd: ClauseId;
}

/** Counters in the holes each player owns. */
function rows(g: Play): [number, number] {
  const { holes, owners } = g.pos;
  let a = 0;
  let b = 0;
  for (let h = 0; h < g.size; h++) {
    if (owners[h] === 0) a += holes[h]!;
    else b += holes[h]!;
  }
  return [a, b];
}

/** When the check is made during a move: after every lap under the `cannot-move-when` reading `lap` (Ludii's code for Gabata (Ghinda)). */
export const stuckCheckAt = (o: Options): 'sowing' | null => (o['cannot-move-when'] === 'lap' ? 'sowing' : null);

/** A ruleset's `afterTurn` (and, under `lap`, its check after each lap): the round over when a player cannot move, every counter left to the taker. */
export function roundEndWhenStuck(c: CannotMoveClauses): (g: Play) => void {
  return (g) => {
    const f = g.pos;
    if (f.status !== PLAYING || f.toMove === NOBODY) return;
    const [a, b] = rows(g);
    let stuck: number;
    if (g.options['cannot-move-when'] !== 'to-move') {
      if (a > 0 && b > 0) return;
      stuck = a === 0 ? 0 : 1;
    } else {
      stuck = f.toMove;
      if ((stuck === 0 ? a : b) > 0) return;
    }
    const taker = g.options['remainder-taker'] === 'north' ? 1 : 1 - stuck;
    const L = g.listener;
    if (L) {
      const from: Pile[] = [];
      for (let h = 0; h < g.size; h++) if (f.holes[h]! > 0) from.push({ hole: h, count: f.holes[h]! });
      L.event({ type: 'sweep', player: g.name(taker), from, hands: [], clause: c.sweep, reading: 'remainder-taker' });
    }
    f.stores[taker]! += a + b;
    f.holes.fill(0, 0, g.size);
    if (f.stores[0] === 0 || f.stores[1] === 0) {
      if (L) L.event({ type: 'game-end', winner: leader(g), clause: c.seriesEnd });
      over(g, GAME_OVER);
    } else {
      if (L) L.event({ type: 'round-end', clause: c.end, reading: 'cannot-move-when' });
      over(g, ROUND_OVER);
    }
  };
}
