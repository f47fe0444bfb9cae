import { allFours, fiveThreeOpening } from '../../mechanics/fivethree';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { foursImplements, foursReadings, foursRules, ludiiFours, type FoursPage } from '../dlp-fours';
import * as fivethreeSpecs from '../../mechanics/fivethree.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import { carry } from '../../readings-present';
import * as own from './readings';

const P = 'dlp-lamosh';
const page: FoursPage = {
  relay: `${P}.relay`,
  end: `${P}.end`,
  fours: `${P}.fours`,
  owner: `${P}.fours.owner`,
  last: `${P}.fours.last`,
  cannotMove: `${P}.round-end.cannot-move`,
  sweep: `${P}.round-end.sweep`,
  nextRound: `${P}.next-round`,
  holeGain: `${P}.hole-gain`,
  threeExtra: `${P}.three-extra`,
  seriesEnd: `${P}.series-end`,
};
const opening = { hold: `${P}.opening-hold`, move: `${P}.opening-on`, back: `${P}.opening-held.original`, held: `${P}.opening-held.capture`, weg: `${P}.opening-held.capture`, noWeg: `${P}.opening-on`, capture: `${P}.opening-held.capture` } as const;

/** The player named makes the stylised move where every hole holds four (every round: the `five-three-rounds` decision). */
function stylisedOpening(g: Play): void {
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.lamosh-first', reading: 'lamosh-first' });
  g.pos.toMove = g.first;
  if (allFours(g)) fiveThreeOpening(g, g.first, opening);
  g.rules.afterTurn(g);
}

/**
 * The DLP's Lamosh (Pankhurst 1971: 178): Gabata (Shoa and Adegrat)'s stylised five-three move
 * (../../mechanics/fivethree.ts), whose held counter here makes a four that the player captures
 * (the `five-three` reading `capture`), then the rules of the two-row fours games (../dlp-fours.ts)
 * in Rio Kadalis's very words: relay sowing, a hole made four captured at once by the owner of its
 * row, the final counter's four by the sower; the round over when a player cannot move, the rest
 * the other's; the next round gaining holes for every four counters won.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its opening
 * holds no counter, moves them from the first hole of the opponent's row, and takes the three left
 * there (`ludii-capture`); the rest is Rio Kadalis's code (fours looked for when each lap ends, the
 * round over whenever a turn ends with either row empty, the rest north's). Ludii lays the next round
 * out in moves and makes no stylised move there, so its samples are compared to the end of their first round.
 */
export const dlpLamosh: Ruleset<'dlp-lamosh', 'dlp-lamosh'> = {
  ...about('dlp-lamosh'),
  readingSpecs: carry(fivethreeSpecs, foursSpecs, stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'five-three': { default: 'capture', values: ['capture', 'ludii-capture'], why: 'The page: the held counter is dropped "in the following hole, thus capturing the counters in this hole". Ludii\'s code holds no counter and takes the three left in that hole.' },
    ...foursReadings({
      fours: 'During sowing, the contents of any hole made to contain four counters are captured',
      cannotMove: 'Play continues until one player cannot move',
      sweep: 'the other player captures the remaining counters',
    }),
  },
  presets: {
    ludii: {
      game: 'Lamosh',
      options: { ...ludiiFours, 'five-three': 'ludii-capture' },
      first: 'south',
      why: "Ludii's code for Lamosh: its player 1, south, makes the stylised move with no counter held and takes the three left in the first hole of north's row; then Rio Kadalis's code: the holes of four captured when each lap ends, by the owner of the row, the last by the sower; the round over whenever a turn ends with either row empty, and what is left north's; a full lap sown into its own hole.",
    },
  },
  firstChoice: () => ({ default: 'south', clause: 'reading.lamosh-first' }),
  clauses: { move: `${P}.route`, sow: `${P}.route`, relay: page.relay, turns: page.end },
  opening: { name: 'the stylised move of fives and threes', play: stylisedOpening },
  ...foursRules(() => dlpLamosh, page),
  declares: [`${P}.board`, `${P}.setup`, `${P}.opening`, `${P}.opening-next`, `${P}.opening-held`],
  implements: [`${P}.opening-hold`, `${P}.opening-on`, `${P}.opening-held.original`, `${P}.opening-held.capture`, `${P}.route`, ...foursImplements(page)],
};

export default dlpLamosh;
