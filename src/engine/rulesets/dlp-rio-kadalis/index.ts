import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { foursImplements, foursReadings, foursRules, ludiiFours, type FoursPage } from '../dlp-fours';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { chosenPlayerBegins } from '../../mechanics/start';

const page: FoursPage = {
  relay: 'dlp-rio-kadalis.relay',
  end: 'dlp-rio-kadalis.end',
  fours: 'dlp-rio-kadalis.fours',
  owner: 'dlp-rio-kadalis.fours.owner',
  last: 'dlp-rio-kadalis.fours.last',
  cannotMove: 'dlp-rio-kadalis.round-end.cannot-move',
  sweep: 'dlp-rio-kadalis.round-end.sweep',
  nextRound: 'dlp-rio-kadalis.next-round',
  holeGain: 'dlp-rio-kadalis.hole-gain',
  threeExtra: 'dlp-rio-kadalis.three-extra',
  seriesEnd: 'dlp-rio-kadalis.series-end',
};

/**
 * The DLP's Rio Kadalis (Pankhurst 1971: 182), the rules of the two-row fours games (../dlp-fours.ts)
 * with nothing added: relay sowing, a hole a sown counter makes four captured at once by the player
 * in whose row it lies, the final counter's four by the sower; the round over when a player cannot
 * move, the rest the other's; the next round gaining holes for every four counters won, in the words
 * of Gabata (Shoa I)'s page.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends, its round ends whenever a turn ends with either row empty, and
 * north takes the counters left whoever cannot move. Ludii lays the next round out in moves (each
 * player four at a time from his rightmost hole, a last three in a hole of its own, the series lost
 * below three counters), so its samples are compared to the end of their first round.
 */
export const dlpRioKadalis: Ruleset<'dlp-rio-kadalis', 'dlp-rio-kadalis'> = {
  ...about('dlp-rio-kadalis'),
  readingSpecs: carry(foursSpecs, stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    ...foursReadings({
      fours: 'During sowing, the contents of any hole made to contain four counters are captured',
      cannotMove: 'Play continues until one player cannot move',
      sweep: 'the other player captures the remaining counters',
    }),
    'next-round-first': { default: 'weaker', values: ['weaker', 'stronger'], why: 'The text does not say who begins a later round; our choice is the player with fewer counters, who lays out fewer holes.' },
  },
  presets: {
    ludii: {
      game: 'Rio Kadalis',
      options: ludiiFours,
      first: 'south',
      why: "Ludii's code for Rio Kadalis: the holes of four captured when each lap ends, by the owner of the row, the last by the sower; the round over whenever a turn ends with either row empty, and what is left north's; a full lap sown into its own hole; its player 1, south, begins.",
    },
  },
  firstChoice: () => ({ default: 'south', clause: 'reading.kadalis-first' }),
  clauses: { move: 'dlp-rio-kadalis.route', sow: 'dlp-rio-kadalis.route', relay: page.relay, turns: page.end },
  opening: {
    name: 'the first player',
    play: chosenPlayerBegins('reading.kadalis-first', 'kadalis-first'),
  },
  ...foursRules(() => dlpRioKadalis, page),
  declares: ['dlp-rio-kadalis.board', 'dlp-rio-kadalis.setup'],
  implements: ['dlp-rio-kadalis.route', ...foursImplements(page)],
};

export default dlpRioKadalis;
