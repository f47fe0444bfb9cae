import { raceOpening } from '../../mechanics/race';
import type { Hole } from '../../types';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { foursImplements, foursReadings, foursRules, ludiiFours, type FoursPage } from '../dlp-fours';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as raceSpecs from '../../mechanics/race.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { chosenPlayerBegins } from '../../mechanics/start';

const page: FoursPage = {
  relay: 'dlp-mewelad.relay',
  end: 'dlp-mewelad.end',
  fours: 'dlp-mewelad.fours',
  owner: 'dlp-mewelad.fours.owner',
  last: 'dlp-mewelad.fours.last',
  cannotMove: 'dlp-mewelad.round-end.cannot-move',
  sweep: 'dlp-mewelad.round-end.sweep',
  nextRound: 'dlp-mewelad.count.four',
  holeGain: 'dlp-mewelad.count.hole-gain',
  threeExtra: 'dlp-mewelad.three-extra',
  seriesEnd: 'dlp-mewelad.series-end',
};

/** The first hole of each player's own, in sowing order from the start of his row (reading `mewelad-race-holes`). */
function raceHoles(g: Play): readonly [Hole, Hole] {
  const first = (p: number): Hole => {
    for (let i = 0; i < g.size; i++) {
      const h = (p * 6 + i) % g.size;
      if (g.pos.owners[h] === p && g.pos.holes[h]! > 0) return h;
    }
    return p * 6;
  };
  return [first(0), first(1)];
}

/** Every round "begins again as before": with the race (reading `mewelad-opening`), or south begins. */
function opening(g: Play): void {
  if (g.options['mewelad-opening'] === 'race') {
    return raceOpening(g, {
      start: 'dlp-mewelad.race',
      tick: 'dlp-mewelad.race',
      drop: 'dlp-mewelad.route',
      relay: 'dlp-mewelad.relay',
      finish: 'dlp-mewelad.race',
      end: { 'both-finish': 'dlp-mewelad.race', 'first-finish': 'dlp-mewelad.race' },
      chosenFirst: 'dlp-mewelad.race',
      winnerFirst: 'dlp-mewelad.race',
      holes: raceHoles(g),
    });
  }
  beginsChosen(g);
}
const beginsChosen = chosenPlayerBegins('reading.mewelad-opening', 'mewelad-opening');

/**
 * The DLP's Mewelad (Pankhurst 1971: 168): the rules of the two-row fours games (../dlp-fours.ts),
 * opened by a simultaneous race (../../mechanics/race.ts) at every round ("Play then begins again
 * as before"). The page's description speaks of a penalty for a capture not made, which its rules
 * do not give (Gabata (Ghinda)'s page gives one, the Jen); the engine makes every capture, so none is missed.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): it has no race
 * (south begins), and is Rio Kadalis's code in all else (its fours looked for when each lap ends,
 * its round over whenever a turn ends with either row empty, the rest north's). Ludii lays the next
 * round out in moves, so its samples are compared to the end of their first round.
 */
export const dlpMewelad: Ruleset<'dlp-mewelad', 'dlp-mewelad'> = {
  ...about('dlp-mewelad'),
  readingSpecs: carry(raceSpecs, foursSpecs, stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'mewelad-opening': { default: 'race', why: 'The text: "Play begins with a simultaneous racing move", and each round "begins again as before". Ludii\'s code has no race.' },
    'race-end': { default: 'both-finish', why: 'The text: the players "attempt to be the first to drop the final counter of their sowing into an empty hole": the first to do so wins the race, but nothing stops the other\'s sowing; each sows until his own final counter falls into an empty hole. The other reading stops the race at the first finish.' },
    'race-order': { default: 'bottom-first', why: 'The text says only "simultaneous"; one order must be fixed for a counter-by-counter account, and it matters only when both sowings meet in one hole in one beat.' },
    'race-leftover': { default: 'sow-on', why: 'The text does not say what the slower player does with the counters in his hand; we let him sow them on without lifting again.' },
    'after-race': { default: 'first-to-finish', why: 'The text does not say who moves after the race; the race is to be first, and we let its winner begin.' },
    ...foursReadings({
      fours: 'At any time during the sowing, if a hole is made to contain four counters, the owner of the hole in which the four counters are located captures them',
      cannotMove: 'Play continues until a player can no longer move because there are no counters in their row',
      sweep: 'the opponent captures the remaining counters',
    }),
  },
  presets: {
    ludii: {
      game: 'Mewelad',
      options: { ...ludiiFours, 'mewelad-opening': 'none' },
      first: 'south',
      why: "Ludii's code for Mewelad, which is Rio Kadalis's with no race: south begins; the holes of four captured when each lap ends, by the owner of the row, the last by the sower; the round over whenever a turn ends with either row empty, and what is left north's; a full lap sown into its own hole.",
    },
  },
  firstChoice: (o) => (o['mewelad-opening'] === 'none' ? { default: 'south', clause: 'reading.mewelad-opening' } : o['after-race'] === 'chosen' ? { default: 'south', clause: 'dlp-mewelad.race' } : null),
  clauses: { move: 'dlp-mewelad.route', sow: 'dlp-mewelad.route', relay: page.relay, turns: page.end },
  opening: { name: 'the race, or south first', play: opening },
  ...foursRules(() => dlpMewelad, page),
  declares: ['dlp-mewelad.board', 'dlp-mewelad.setup', 'dlp-mewelad.again'],
  implements: ['dlp-mewelad.route', 'dlp-mewelad.race', ...foursImplements(page)],
};

export default dlpMewelad;
