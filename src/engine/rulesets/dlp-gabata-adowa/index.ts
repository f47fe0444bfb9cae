import { type WegueClauses, wegueRules } from '../../mechanics/wegue';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as wegueSpecs from '../../mechanics/wegue.readings';
import { carry } from '../../readings-present';

/**
 * The DLP's Gabata (Adowa) (Pankhurst 1971: 164-165), on Courlander's board: its circuit is the
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
  end: 'dlp-gabata-adowa.end',
  firstCaptures: 'dlp-gabata-adowa.first-captures',
  relay: 'dlp-gabata-adowa.relay',
  wegue: 'dlp-gabata-adowa.wegue',
  take: 'dlp-gabata-adowa.wegue-take',
  roundEnd: 'dlp-gabata-adowa.round-end',
  collect: 'dlp-gabata-adowa.collect',
  fill: 'dlp-gabata-adowa.fill',
  twoRemaining: 'dlp-gabata-adowa.two-remaining',
  lastHole: 'dlp-gabata-adowa.last-hole',
  seriesEnd: 'dlp-gabata-adowa.series-end',
};

export const dlpGabataAdowa: Ruleset<'dlp-gabata-adowa', 'dlp-gabata-adowa'> = {
  ...about('dlp-gabata-adowa'),
  ...wegueRules(clauses, 'Gabata (Adowa)', () => dlpGabataAdowa),
  readingSpecs: carry(claimsSpecs, sowSpecs, wegueSpecs),
  clauses: { move: 'dlp-gabata-adowa.move', sow: 'dlp-gabata-adowa.route', relay: 'dlp-gabata-adowa.relay', turns: 'dlp-gabata-adowa.end' },
  declares: [
    'dlp-gabata-adowa.board',
    'dlp-gabata-adowa.setup',
    'dlp-gabata-adowa.ownership',
    'dlp-gabata-adowa.wegue-no-sow',
    'dlp-gabata-adowa.new-round',
  ],
  implements: [
    'dlp-gabata-adowa.move',
    'dlp-gabata-adowa.route',
    'dlp-gabata-adowa.end',
    'dlp-gabata-adowa.relay',
    'dlp-gabata-adowa.first-captures',
    'dlp-gabata-adowa.wegue',
    'dlp-gabata-adowa.wegue-take',
    'dlp-gabata-adowa.round-end',
    'dlp-gabata-adowa.collect',
    'dlp-gabata-adowa.fill',
    'dlp-gabata-adowa.two-remaining',
    'dlp-gabata-adowa.last-hole',
    'dlp-gabata-adowa.series-end',
  ],
};

export default dlpGabataAdowa;
