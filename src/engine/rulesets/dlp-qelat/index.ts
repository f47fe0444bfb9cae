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
    pickUp: 'dlp-qelat.move.pick-up',
    sow: 'dlp-qelat.move.sow',
    relay: 'dlp-qelat.move.relay',
    end: 'dlp-qelat.end',
    turn: 'dlp-qelat.turn',
    weg: 'dlp-qelat.weg',
    ownWeg: 'dlp-qelat.own-weg',
    take: 'dlp-qelat.weg-take',
    then: 'dlp-qelat.weg-take.again',
    firstInstance: false,
    again: true,
    pass: 'dlp-qelat.pass',
    roundEnd: 'dlp-qelat.round-end',
    holeGain: 'dlp-qelat.hole-gain',
    remainder: 'dlp-qelat.remainder',
    seriesEnd: 'dlp-qelat.series-end',
  },
  () => dlpQelat,
);

/**
 * The DLP's Qelat (Pankhurst 1971: 167-168), on the two-row board in Ludii's coordinates (south's
 * row A1-F1, north's A2-F2): Gabata (Shoa I)'s neighbour, whose last counter in the opponent's
 * captured hole removes one counter and gives another sowing from any hole. Ludii's code (its
 * `ludii` preset) removes two, leaves a last counter in an empty weg, and is followed through the
 * first round: its later rounds are laid out in moves, with a random owner for a hole of 2 + 2.
 */
export const dlpQelat: Ruleset<'dlp-qelat', 'dlp-qelat'> = {
  ...about('dlp-qelat'),
  ...captured,
  readingSpecs: carry(claimsSpecs, roundsSpecs, sowSpecs),
  readings: {
    'weg-take': { default: 'one', why: 'The text: "one of those counters are removed from the board and placed in the store"; Ludii\'s code removes two.' },
    'empty-weg-landing': { default: 'taken', why: 'The text removes "one of those counters" and keeps the hole a weg "even if it becomes empty": in an empty weg the one counter is the last, and it is removed. Ludii\'s code leaves it.' },
    'round-remainder': { default: 'ludii', why: 'The text: "if each player has two extra they draw lots to see who gets an extra hole", the rule this reading plays (Ludii\'s code for Gabata (Shoa I) and for Qelat has it too); with one extra, the weaker has three and "the player with three extra gets the hole".' },
    'lot-winner': lotWinnerChosen,
    'next-round-first': { default: 'lots', why: 'The text: "Play then begins again as before", and it does not say how the first round began: who begins is settled again as at the start.' },
    'series-end': { default: 'all-counters', why: 'The text: "The game ends when one player owns all of the counters"; Ludii\'s code agrees.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Qelat',
      options: { 'weg-take': 'two', 'empty-weg-landing': 'stays', 'round-remainder': 'ludii', 'series-end': 'all-counters', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Qelat: two counters removed from the opponent's weg (the last and one more), a last counter left in an empty weg, a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  firstChoice: () => ({ default: 'south', clause: 'reading.weg-first' }),
  opening: { name: 'the first player', play: wegOpening },
  declares: ['dlp-qelat.board', 'dlp-qelat.setup', 'dlp-qelat.move', 'dlp-qelat.weg-rights', 'dlp-qelat.weg-persists', 'dlp-qelat.next-round'],
};

export default dlpQelat;
