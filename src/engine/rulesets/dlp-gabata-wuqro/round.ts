import type { Options } from '../../options';
import type { Ruleset } from '../../ruleset';
import { beginSetup } from '../../mechanics/start';
import type { GameEvent, Hole, Player, State } from '../../types';

/** Counters a hole of a later round holds: the game's three (the page's "four" is a slip, reading `wuqro-threes`). */
export const THREE = 3;

/**
 * A later round of the DLP's Gabata (Wuqro) (Pankhurst 1971: 173), our reading `wuqro-threes`: the
 * stronger fills holes three to a hole from his leftmost along the sowing order, his row and then
 * the weaker's nearest holes, which become his; the weaker fills his holes left the same way. A
 * player with two over makes one more hole with the other's one over ("the opponent would cede
 * their one remaining counter"). The board holds 36, so the holes come out at twelve.
 *
 * Written here rather than through ../../mechanics/rounds.ts, whose layout fills the stronger's
 * whole row in fours before any gain: a round of 36 counters in threes is not one of its counts.
 * No first player is named: the players choose him (`wuqro-first`), "The player who played second".
 */
export function wuqroRound(rules: Ruleset, pieces: Record<Player, number>, o: Options): { state: State; events: GameEvent[] } {
  const n = rules.board(o).cols;
  const [south, north] = rules.players;
  // A player with one counter or none cannot keep a hole, even with one ceded: the series is over.
  const { state, events, put } = beginSetup(rules, o, pieces, (x) => x <= 1);
  const strong = pieces[south]! >= pieces[north]! ? south : north;
  const weak = strong === south ? north : south;
  // Holes in sowing order from a player's leftmost: south's row is 0..n-1, north's n..2n-1.
  const order = (p: Player): Hole[] => Array.from({ length: 2 * n }, (_, i) => (p === south ? i : (n + i) % (2 * n)));
  const left: Record<Player, number> = { [south]: pieces[south]!, [north]: pieces[north]! };
  const taken = new Set<Hole>();
  const lay = (p: Player, other: Player) => {
    for (const h of order(p)) {
      if (left[p]! < 2 || taken.has(h)) continue;
      const gained = state.owners[h] !== p;
      // A gained hole's counters are "holes from the opponent"; one of the player's own row, his fill.
      const clause = left[p]! === 2 ? 'dlp-gabata-wuqro.two-remaining' : gained ? 'dlp-gabata-wuqro.hole-gain' : 'dlp-gabata-wuqro.fill';
      if (gained) put({ type: 'own', player: p, hole: h, clause, reading: 'wuqro-threes' });
      const count = Math.min(THREE, left[p]!);
      put({ type: 'place', player: p, hole: h, count, clause, reading: 'wuqro-threes' });
      left[p]! -= count;
      if (count < THREE) {
        put({ type: 'place', player: other, hole: h, count: THREE - count, clause, reading: 'wuqro-threes' });
        left[other]! -= THREE - count;
      }
      taken.add(h);
    }
  };
  lay(strong, weak);
  lay(weak, strong);
  return { state, events };
}
