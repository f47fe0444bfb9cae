import * as claimsSpecs from '../../mechanics/claims.readings';
import { raceOpening } from '../../mechanics/race';
import * as raceSpecs from '../../mechanics/race.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { capturedHoleRules, wegOpening } from '../../mechanics/captured-holes';
import { carry } from '../../readings-present';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as own from './readings';
import { skipOriginUnsaid, lotWinnerChosen } from '../dlp-defaults';

// The page's sentences, under their clause ids, for the rules the three captured-hole games share.
const captured = capturedHoleRules(
  {
    pickUp: 'dlp-mewegae.move.pick-up',
    sow: 'dlp-mewegae.move.sow',
    relay: 'dlp-mewegae.move.relay',
    end: 'dlp-mewegae.end',
    turn: 'dlp-mewegae.turn',
    weg: 'dlp-mewegae.weg',
    ownWeg: 'dlp-mewegae.own-weg',
    take: 'dlp-mewegae.weg-take',
    first: 'dlp-mewegae.weg-take.first',
    then: 'dlp-mewegae.weg-take.again',
    firstInstance: true,
    again: true,
    pass: 'dlp-mewegae.pass',
    roundEnd: 'dlp-mewegae.round-end',
    holeGain: 'dlp-mewegae.hole-gain',
    remainder: 'dlp-mewegae.remainder',
    seriesEnd: 'dlp-mewegae.series-end',
  },
  () => dlpMewegae,
);

/**
 * The DLP's Mewegae (Pankhurst 1971: 168), on two rows in Ludii's coordinates (south's row A1-F1,
 * north's A2-F2): nearly Awagagae's page, with a race at the start as Courlander's Sulus Aidi has
 * (../../mechanics/race.ts, each from his leftmost hole: reading `mewegae-race-holes`), and after a
 * counter removed from the opponent's captured hole "the sowing continues with the contents of any
 * of the player's holes", as in Qelat. Ludii's code (its `ludii` preset) has no race, captures on
 * either side, leaves a last counter in an empty weg without counting it a first instance, ends
 * the turn after a removal, and ends the series at one counter or none; it is followed through
 * the first round, its later rounds being laid out in moves with a random owner for 2 + 2.
 */
function opening(g: Play): void {
  if (g.options['mewegae-opening'] !== 'race') return wegOpening(g);
  raceOpening(g, {
    start: 'dlp-mewegae.race',
    tick: 'dlp-mewegae.race',
    drop: 'dlp-mewegae.move.sow',
    relay: 'dlp-mewegae.move.relay',
    finish: 'dlp-mewegae.race.end',
    end: { 'both-finish': 'dlp-mewegae.race.end', 'first-finish': 'dlp-mewegae.race.end' },
    // Who moves after the race the page does not say: the step names the reading that decides, on the sentence that ends the race.
    chosenFirst: 'dlp-mewegae.race.end',
    winnerFirst: 'dlp-mewegae.race.end',
  });
}

export const dlpMewegae: Ruleset<'dlp-mewegae', 'dlp-mewegae'> = {
  ...about('dlp-mewegae'),
  ...captured,
  readingSpecs: carry(claimsSpecs, raceSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'mewegae-opening': { default: 'race', why: 'The text: "Players begin the game simultaneously, sowing according to the rules below". Ludii\'s code has no race.' },
    'race-end': { default: 'first-finish', values: ['first-finish'], why: 'The text: "until one player drops their final counter into an empty hole".' },
    'race-order': { default: 'bottom-first', why: 'The text says only "simultaneously"; one order must be fixed for a counter-by-counter account, and it matters only when both sowings meet in one hole in one beat.' },
    'race-leftover': { default: 'sow-on', why: 'The text does not say what becomes of the counters still in the other player\'s hand; he drops them on, as a sowing does.' },
    'after-race': { default: 'first-to-finish', why: 'The text does not say who moves after the race; the player who finished it, as in Walker\'s race (our reading), or whom the players choose.' },
    'claim-side': { default: 'opponent', why: 'The text: "an opponent\'s hole containing three counters"; Ludii\'s code captures on either side.' },
    'weg-first-landing': { default: 'each-weg', why: 'The text: "nothing happens on the first instance, but every time after that, one of those counters are removed"; it counts last counters in a captured hole, and we count them hole by hole, as Ludii\'s code does.' },
    'empty-weg-landing': { default: 'taken', why: 'The text removes "one of those counters" and keeps the hole a weg "even if it becomes empty": in an empty weg the one counter is the last, and it is removed. Ludii\'s code leaves it, and does not count it a first instance.' },
    'weg-take-then': { default: 'moves-again', why: 'The text: "the sowing continues with the contents of any of the player\'s holes". Ludii\'s code ends the turn.' },
    'round-remainder': { default: 'text', why: 'The text: "if each player has two extra the weaker player is given the two extra counters": the hole of two and two stays the weaker\'s, as this reading lays it out.' },
    'lot-winner': lotWinnerChosen,
    'next-round-first': { default: 'lots', why: 'The text: "Play then begins again as before": with the race, under our default; who begins after it is settled again as at the start.' },
    'series-end': { default: 'all-counters', why: 'The text: "The game ends when one player owns all of the counters". Ludii\'s code ends it at one counter or none.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Mewegae',
      options: { 'mewegae-opening': 'none', 'claim-side': 'either', 'weg-first-landing': 'each-weg', 'empty-weg-landing': 'stays', 'weg-take-then': 'ends', 'series-end': 'one-or-none', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Mewegae: no race, its player 1, south, first; a hole captured wherever the last counter makes four, on either side; a last counter left in an empty weg, not counted a first instance; the turn over after a counter is removed; the series over at one counter or none; a full lap sown into its own hole.",
    },
  },
  firstChoice: (o) => (o['mewegae-opening'] !== 'race' || o['after-race'] === 'chosen' ? { default: 'south', clause: o['mewegae-opening'] !== 'race' ? 'reading.weg-first' : 'reading.after-race' } : null),
  opening: { name: 'the race, or south first', play: opening },
  declares: ['dlp-mewegae.board', 'dlp-mewegae.setup', 'dlp-mewegae.move', 'dlp-mewegae.weg-rights', 'dlp-mewegae.weg-persists', 'dlp-mewegae.next-round'],
  implements: ['dlp-mewegae.race', 'dlp-mewegae.race.end', ...captured.implements],
};

export default dlpMewegae;
