import { board2xN } from '../../board';
import { roundEndWhenStuck } from '../../mechanics/stuck';
import { foursSowing, lastFourEnds } from '../../mechanics/fours';
import { nextRoundCiting } from '../../mechanics/rounds-cited';
import { relayWhenOccupied } from '../../mechanics/take';
import { outcome, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';

const board = board2xN(6);

/**
 * The DLP's Rio Kadalis (Pankhurst 1971: 182) on two rows of six, in Ludii's coordinates: A1-F1
 * south's row as south sees it (holes 0-5), F2-A2 north's (holes 6-11), one anti-clockwise route
 * for both. Four counters a hole; relay sowing; a hole a sown counter makes four is captured at
 * once by the player in whose row it lies, the final counter's four by the sower
 * (../../mechanics/fours.ts, `fours-taker` owner); the round ends when a player cannot move and the
 * other takes what is left (../../mechanics/stuck.ts); the next round gains holes for every
 * four counters won (../../mechanics/rounds.ts, the same sentences as Gabata (Shoa I)'s).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends, its round ends whenever a turn ends with either row empty, and
 * north takes the counters left whoever cannot move. Ludii lays the next round out in moves (each
 * player four at a time from his rightmost hole, a last three in a hole of its own, the series lost
 * below three counters), so its samples are compared to the end of their first round.
 */
export const dlpRioKadalis: Ruleset<'dlp-rio-kadalis', 'dlp-rio-kadalis'> = {
  ...about('dlp-rio-kadalis'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'a player cannot move',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(foursSpecs, stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'fours-when': { default: 'drop', why: 'The text: "During sowing, the contents of any hole made to contain four counters are captured". Ludii\'s code looks when each lap ends.' },
    'fours-taker': { default: 'owner', values: ['owner'], why: 'The text: they "are captured by the player in whose row the hole is located, except when this is the final counter of a sowing"; Ludii\'s code agrees.' },
    'fours-then': { default: 'sow-on', values: ['sow-on'], why: 'The text stops the sowing only in an empty hole; a four captured before the last counter leaves it to go on. Ludii\'s code agrees.' },
    'cannot-move-when': { default: 'to-move', why: 'The text: "Play continues until one player cannot move": a player cannot move when his turn comes and his row is empty. Ludii\'s code looks at both rows whenever a turn ends.' },
    'remainder-taker': { default: 'opponent', why: 'The text: "the other player captures the remaining counters". Ludii\'s code gives them to north.' },
    'round-remainder': { default: 'text', values: ['text'], why: 'The text: a hole is gained for three extra, "but not if there are one or two extra".' },
    'next-round-first': { default: 'weaker', values: ['weaker', 'stronger'], why: 'The text does not say who begins a later round; our choice is the player with fewer counters, who lays out fewer holes.' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped; Ludii\'s code sows into it on a full lap.' },
  },
  presets: {
    ludii: {
      game: 'Rio Kadalis',
      options: { 'fours-when': 'sowing', 'fours-taker': 'owner', 'fours-then': 'sow-on', 'cannot-move-when': 'either-row', 'remainder-taker': 'north', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Rio Kadalis: the holes of four captured when each lap ends, by the owner of the row, the last by the sower; the round over whenever a turn ends with either row empty, and what is left north's; a full lap sown into its own hole; its player 1, south, begins.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.kadalis-first' }),
  clauses: { move: 'dlp-rio-kadalis.route', sow: 'dlp-rio-kadalis.route', relay: 'dlp-rio-kadalis.relay', turns: 'dlp-rio-kadalis.end' },
  opening: {
    name: 'the first player',
    play: (g) => {
      if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.kadalis-first', reading: 'kadalis-first' });
      g.pos.toMove = g.first;
      g.rules.afterTurn(g);
    },
  },
  sowing: foursSowing({ capture: 'dlp-rio-kadalis.fours', owner: 'dlp-rio-kadalis.fours.owner', last: 'dlp-rio-kadalis.fours.last' }),
  landing: [lastFourEnds('reading.last-four-ends', 'last-four-ends'), relayWhenOccupied('dlp-rio-kadalis.relay'), { name: 'empty-hole', when: () => emptyHole }],
  afterTurn: roundEndWhenStuck({ end: 'dlp-rio-kadalis.round-end.cannot-move', sweep: 'dlp-rio-kadalis.round-end.sweep', seriesEnd: 'dlp-rio-kadalis.series-end' }),
  nextGame: (pieces, o) =>
    nextRoundCiting(dlpRioKadalis, pieces, o, {
      'dlp.next-round': 'dlp-rio-kadalis.next-round',
      'dlp.hole-gain': 'dlp-rio-kadalis.hole-gain',
      'dlp.three-extra': 'dlp-rio-kadalis.three-extra',
      'dlp.series-end': 'dlp-rio-kadalis.series-end',
    }),
  declares: ['dlp-rio-kadalis.board', 'dlp-rio-kadalis.setup'],
  implements: [
    'dlp-rio-kadalis.route',
    'dlp-rio-kadalis.relay',
    'dlp-rio-kadalis.end',
    'dlp-rio-kadalis.fours.owner',
    'dlp-rio-kadalis.fours.last',
    'dlp-rio-kadalis.round-end.cannot-move',
    'dlp-rio-kadalis.round-end.sweep',
    'dlp-rio-kadalis.next-round',
    'dlp-rio-kadalis.hole-gain',
    'dlp-rio-kadalis.three-extra',
    'dlp-rio-kadalis.series-end',
  ],
};

const emptyHole = outcome({ kind: 'end', clause: 'dlp-rio-kadalis.end' });

export default dlpRioKadalis;
