import { board2xN } from '../../board';
import { nextHoleLanding, nextHoleMove } from '../../mechanics/next-hole';
import { nextRound } from '../../mechanics/rounds';
import { chosenPlayerBegins } from '../../mechanics/start';
import { roundEndWhenStuck, stuckCheckAt } from '../../mechanics/stuck';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

const P = 'dlp-gabata-adegrat';
const page = {
  relay: `${P}.next-hole`,
  empty: `${P}.next-empty`,
  capture: `${P}.capture`,
  captureEnds: { clause: 'reading.adegrat-capture-ends', reading: 'adegrat-capture-ends' },
} as const;

const roundEnd = roundEndWhenStuck({ end: `${P}.round-end.cannot-move`, sweep: `${P}.round-end.sweep`, seriesEnd: `${P}.series-end` }) as (g: Play) => void;

/**
 * The DLP's Gabata (Adegrat) (Pankhurst 1971: 172), a game of its own kind: three counters a hole
 * on two rows of six, sown anti-clockwise; a last counter in an occupied hole lifts the hole after
 * it and sows on from there, or ends the turn if that hole is empty; a last counter in an empty
 * hole captures what the hole after it holds (../../mechanics/next-hole.ts). The round is over
 * when a player has no counters left on his side, the rest the other's (../../mechanics/stuck.ts);
 * the next round is counted in threes, a hole gained for every three over a row
 * (../../mechanics/rounds.ts; each player fills from his rightmost hole, as the DLP's Gabata
 * (Shoa I) page has it, this page not saying where). In Ludii's coordinates: A1-F1 south's row
 * left to right as he sees it (holes 0-5), F2-A2 north's (6-11).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): a row left
 * empty ends the round after any lap, in the middle of a turn too, the rest going to the other
 * player; a full lap is sown into its own hole. Ludii lays the next round out in moves, three at a
 * time from each player's leftmost hole in turn, with the one or two a player cannot lay out kept
 * in his hand (the `adegrat-remainder` reading says so); the engine holds nothing over between
 * rounds, so the samples are compared to the end of their first round.
 */
export const dlpGabataAdegrat: Ruleset<'dlp-gabata-adegrat', 'dlp-gabata-adegrat'> = {
  ...about('dlp-gabata-adegrat'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'a player has no counters left on his side',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'cannot-move-when': {
      default: 'to-move',
      values: ['to-move', 'either-row', 'lap'],
      why: 'The text: "Play continues until one player can no longer play because there are no counters left on their side": a player finds it when his turn comes. Ludii\'s code looks after every lap.',
    },
    'remainder-taker': { default: 'opponent', values: ['opponent'], why: 'The text: "The opponent then takes the remainder of the counters on the board." Ludii\'s code agrees.' },
    'adegrat-remainder': {
      default: 'weaker-hole',
      why: 'The text gains a hole "for every three in excess" and says nothing of fewer; so one or two gain none, and the weaker player makes his last hole up to three.',
    },
    'next-round-first': { default: 'weaker', values: ['weaker', 'stronger'], why: 'The text does not say who begins a later round; our choice is the player with fewer counters, who lays out fewer holes.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Gabata (Adegrat)',
      options: { 'cannot-move-when': 'lap', 'remainder-taker': 'opponent', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Adegrat): a row left empty ends the round after any lap, in the middle of a turn too, and the other player takes what is left; a full lap sown into its own hole; its player 1, south, begins.",
    },
  },
  board: () => board2xN(6),
  beansPerHole: () => 3,
  firstChoice: () => ({ default: 'south', clause: 'reading.adegrat-first' }),
  clauses: { move: `${P}.route`, sow: `${P}.route`, relay: page.relay, turns: page.empty },
  opening: { name: 'the first player', play: chosenPlayerBegins('reading.adegrat-first', 'adegrat-first') },
  landing: nextHoleLanding(page),
  move: nextHoleMove,
  afterTurn: roundEnd,
  duringMove: { when: stuckCheckAt, check: roundEnd },
  nextGame: (pieces, o) =>
    nextRound(
      dlpGabataAdegrat,
      pieces,
      o,
      { next: `${P}.next-round`, gain: `${P}.hole-gain`, seriesEnd: `${P}.series-end`, remainder: 'adegrat-remainder' },
      { fill: 3, gain: 3, gained: 3, shortGains: o['adegrat-remainder'] === 'two-gains' },
    ),
  declares: [`${P}.board`, `${P}.setup`],
  implements: [
    `${P}.route`,
    `${P}.next-hole`,
    `${P}.next-empty`,
    `${P}.capture`,
    `${P}.round-end.cannot-move`,
    `${P}.round-end.sweep`,
    `${P}.next-round`,
    `${P}.hole-gain`,
    `${P}.series-end`,
  ],
};

export default dlpGabataAdegrat;
