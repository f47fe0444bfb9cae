import { type WegueClauses, wegueRules } from '../../mechanics/wegue';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as wegueSpecs from '../../mechanics/wegue.readings';
import { carry } from '../../readings-present';
import { NOBODY } from '../../position';
import type { Play } from '../../ruleset';
import * as own from './readings';

/**
 * The DLP's Gabata (Aksum) (Pankhurst 1971: 164-165): the rules of its Gabata (Adowa) page, word for
 * word, and one more, on the player's leftmost hole (leftmost, below). On Courlander's board: its circuit is the
 * route the text gives ("from left to right in the player's full row, right to left in the
 * player's half of the central row, proceeding to the opponent's full row ..."), which is Ludii's
 * one track for both players. In Ludii's coordinates A1-F1 are indices 0-5, F2-D2 6-8, F3-A3
 * 9-14, A2-C2 15-17; south owns 0-8, north 9-17.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset). The rule that
 * "Captures cannot be made until after the original three counters ... have been moved" is not in
 * Ludii's code: the `ludii` preset does not play it (reading `wegue-first-captures`). Where Ludii's
 * code cannot be followed: Ludii's between-round layout (moves that fill from the mover's
 * leftmost along its track, so that who lays first decides which holes are gained; wegue marks
 * kept into the next round; holes nobody fills) is not the engine's, which lays out a round
 * between games: the recorded games are compared to the end of their first round.
 */
// Each sentence by its id, written out: the rules-as-code page finds a clause where its id stands.
const clauses: WegueClauses = {
  end: 'dlp-gabata-aksum.end',
  firstCaptures: 'dlp-gabata-aksum.first-captures',
  relay: 'dlp-gabata-aksum.relay',
  wegue: 'dlp-gabata-aksum.wegue',
  take: 'dlp-gabata-aksum.wegue-take',
  roundEnd: 'dlp-gabata-aksum.round-end',
  collect: 'dlp-gabata-aksum.collect',
  fill: 'dlp-gabata-aksum.fill',
  twoRemaining: 'dlp-gabata-aksum.two-remaining',
  lastHole: 'dlp-gabata-aksum.last-hole',
  seriesEnd: 'dlp-gabata-aksum.series-end',
};

/** Each player's "left hand hole in their main row": south's A1, north's F3 (as he sees it, his left). */
const leftmostOf = [0, 9] as const;

/**
 * "A player can not sow from their left hand hole in their main row unless it has more than three
 * counters, unless there is no other option": no other hole of his he may sow from (reading
 * `aksum-no-other-option`). A relay is not a move's start (reading `aksum-leftmost-relay`).
 */
function leftmost(g: Play, p: number, hole: number): string | null {
  const { holes, owners, claims } = g.pos;
  if (hole !== (p === 0 ? leftmostOf[0] : leftmostOf[1]) || holes[hole]! > 3) return null;
  for (let h = 0; h < g.size; h++) if (h !== hole && owners[h] === p && claims[h] === NOBODY && holes[h]! > 0) return 'a player may not sow from his leftmost hole unless it holds more than three counters, or he has no other move';
  return null;
}

export const dlpGabataAksum: Ruleset<'dlp-gabata-aksum', 'dlp-gabata-aksum'> = {
  ...about('dlp-gabata-aksum'),
  ...wegueRules(clauses, 'Gabata (Aksum)', () => dlpGabataAksum),
  readingSpecs: carry(claimsSpecs, sowSpecs, wegueSpecs, own),
  startRefused: { when: () => true, why: leftmost },
  clauses: { move: 'dlp-gabata-aksum.move', sow: 'dlp-gabata-aksum.route', relay: 'dlp-gabata-aksum.relay', turns: 'dlp-gabata-aksum.end' },
  declares: [
    'dlp-gabata-aksum.board',
    'dlp-gabata-aksum.setup',
    'dlp-gabata-aksum.ownership',
    'dlp-gabata-aksum.leftmost',
    'dlp-gabata-aksum.wegue-no-sow',
    'dlp-gabata-aksum.new-round',
  ],
  implements: [
    'dlp-gabata-aksum.move',
    'dlp-gabata-aksum.route',
    'dlp-gabata-aksum.end',
    'dlp-gabata-aksum.relay',
    'dlp-gabata-aksum.first-captures',
    'dlp-gabata-aksum.wegue',
    'dlp-gabata-aksum.wegue-take',
    'dlp-gabata-aksum.round-end',
    'dlp-gabata-aksum.collect',
    'dlp-gabata-aksum.fill',
    'dlp-gabata-aksum.two-remaining',
    'dlp-gabata-aksum.last-hole',
    'dlp-gabata-aksum.series-end',
  ],
};

export default dlpGabataAksum;
