import * as claimsSpecs from '../../mechanics/claims.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { capturedHoleRules, wegOpening } from '../../mechanics/captured-holes';
import { carry } from '../../readings-present';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { skipOriginUnsaid, lotWinnerChosen } from '../dlp-defaults';

// The page's sentences, under their clause ids, for the rules the three captured-hole games share.
const captured = capturedHoleRules(
  {
    pickUp: 'dlp-awagagae.move.pick-up',
    sow: 'dlp-awagagae.move.sow',
    relay: 'dlp-awagagae.move.relay',
    end: 'dlp-awagagae.end',
    turn: 'dlp-awagagae.turn',
    weg: 'dlp-awagagae.weg',
    ownWeg: 'dlp-awagagae.own-weg',
    take: 'dlp-awagagae.weg-take',
    first: 'dlp-awagagae.weg-take.first',
    then: 'dlp-awagagae.weg-take.ends',
    firstInstance: true,
    again: false,
    pass: 'dlp-awagagae.pass',
    roundEnd: 'dlp-awagagae.round-end',
    holeGain: 'dlp-awagagae.hole-gain',
    remainder: 'dlp-awagagae.remainder',
    seriesEnd: 'dlp-awagagae.series-end',
  },
  () => dlpAwagagae,
);

/**
 * The DLP's Awagagae (Pankhurst 1971: 169), the name Courlander gives Sulus Aidi ("Sulus Aidi or
 * Awagagà"), on two rows in Ludii's coordinates (south's row A1-F1, north's A2-F2): Qelat's page
 * but for its last counter in the opponent's captured hole, where "nothing happens on the first
 * instance", a counter is removed every time after, and the sowing ends; and for two over each,
 * given to the weaker. Ludii's code (its `ludii` preset) removes a counter the first time too and
 * gives it to the weg's holder; it is followed through the first round, its later rounds being laid
 * out in moves into any empty hole of the mover's.
 */
export const dlpAwagagae: Ruleset<'dlp-awagagae', 'dlp-awagagae'> = {
  ...about('dlp-awagagae'),
  ...captured,
  readingSpecs: carry(claimsSpecs, roundsSpecs, sowSpecs),
  readings: {
    'weg-first-landing': { default: 'each-weg', why: 'The text: "nothing happens on the first instance, but every time after that, one of those counters are removed"; it counts last counters in a captured hole, and we count them hole by hole. Ludii\'s code removes one the first time too.' },
    'weg-take-store': { default: 'mover', why: 'The text: the counter is "placed in the store", whose it does not say; the player whose last counter fell gains by it, as in Gabata (Shoa I)\'s take (our reading). Ludii\'s code gives it to the weg\'s holder.' },
    'empty-weg-landing': { default: 'taken', why: 'The text removes "one of those counters" and keeps the hole a weg "even if it becomes empty": in an empty weg the one counter is the last, and it is removed. Ludii\'s code removes it too.' },
    'round-remainder': { default: 'text', why: 'The text: "if each player has two extra the weaker player is given the two extra counters": the hole of two and two stays the weaker\'s, as this reading lays it out.' },
    'lot-winner': lotWinnerChosen,
    'next-round-first': { default: 'lots', why: 'The text: "Play then begins again as before", and it does not say how the first round began: who begins is settled again as at the start.' },
    'series-end': { default: 'all-counters', why: 'The text: "The game ends when one player owns all of the counters"; Ludii\'s code agrees.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Awagagae',
      options: { 'weg-first-landing': 'not-played', 'weg-take-store': 'holder', 'empty-weg-landing': 'taken', 'series-end': 'all-counters', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Awagagae: a counter removed from the opponent's weg the first time as every time, into the weg's holder's hand, an empty weg's counter too; a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  firstChoice: () => ({ default: 'south', clause: 'reading.weg-first' }),
  opening: { name: 'the first player', play: wegOpening },
  declares: ['dlp-awagagae.board', 'dlp-awagagae.setup', 'dlp-awagagae.move', 'dlp-awagagae.weg-rights', 'dlp-awagagae.weg-persists', 'dlp-awagagae.next-round'],
};

export default dlpAwagagae;
