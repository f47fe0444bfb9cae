import { board2xN } from '../../board';
import { allFours, fiveThreeOpening } from '../../mechanics/fivethree';
import { nextRound, type RoundClauses } from '../../mechanics/rounds';
import { afterWegTurn, wegLanding, wegPass, type WegClauses } from '../../mechanics/wegs';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as fivethreeSpecs from '../../mechanics/fivethree.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as wegsSpecs from '../../mechanics/wegs.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid, lotWinnerChosen } from '../dlp-defaults';

/**
 * The DLP's Gabata (Shoa and Adegrat) (Pankhurst 1971: 172, 174-176), a weg game of central
 * Ethiopia and Adegrat on the 2x6 board of Gabata (Shoa I), in Ludii's coordinates (A1-F1 south's
 * row, A2-F2 north's): the DLP's two-row weg rules (../../mechanics/wegs.ts), a weg made wherever the
 * last counter makes three four (its page names no side), every round opened by the stylised
 * five-three move (../../mechanics/fivethree.ts), and later rounds laid out as Gabata (Shoa I)'s.
 * Who opens a later round (the player who played second before) the engine cannot carry from round
 * to round: the player named to begin opens each (the `shoa-adegrat-alternate` decision).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its opening
 * starts from the hole after next and marks the first hole of the opponent's row a weg; a take from
 * a weg ends the turn; a last counter stays in an empty weg; the series ends at one counter or none.
 * Ludii lays later rounds out in moves, so its samples are compared to the end of their first round.
 */
const P = 'dlp-gabata-shoa-and-adegrat';
const clauses: WegClauses = {
  weg: `${P}.weg`,
  relay: `${P}.relay`,
  end: `${P}.end`,
  take: `${P}.weg-take-two`,
  own: `${P}.weg-no-sow`,
  emptyWeg: `${P}.weg-take-two`,
  pass: `${P}.pass`,
  roundEnd: `${P}.round-end`,
  roundScore: `${P}.round-score`,
  seriesEnd: `${P}.series-end`,
};
const rounds: RoundClauses = { next: `${P}.next-round`, gain: `${P}.hole-gain`, three: `${P}.three-extra`, seriesEnd: `${P}.series-end` };
const opening = { hold: `${P}.opening-hold`, move: 'dlp-gabata-shoa-and-adegrat.opening-on', held: `${P}.opening-held`, weg: `${P}.opening-weg`, noWeg: 'dlp-gabata-shoa-and-adegrat.opening-on' } as const;
const board = board2xN(6);

function stylisedOpening(g: Play): void {
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.shoa-adegrat-first', reading: 'shoa-adegrat-first' });
  g.pos.toMove = g.first;
  if (allFours(g)) fiveThreeOpening(g, g.first, opening);
  g.rules.afterTurn(g);
}

export const dlpGabataShoaAndAdegrat: Ruleset<'dlp-gabata-shoa-and-adegrat', 'dlp-gabata-shoa-and-adegrat'> = {
  ...about('dlp-gabata-shoa-and-adegrat'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  searchBudget: 1_200_000,
  roundEnds: 'no counter can move',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(claimsSpecs, fivethreeSpecs, roundsSpecs, sowSpecs, takeSpecs, wegsSpecs, own),
  readings: {
    'five-three': { default: 'weg', values: ['weg', 'ludii'], why: 'The page: a counter held from the rightmost hole, then one at a time "until there is an alternating pattern of a hole with five counters followed by a hole with three", and the held counter makes a weg; Ludii\'s code starts from the hole after next.' },
    'claim-side': { default: 'either', why: 'The page: "When the final counter of a sowing falls into a hole containing three counters, it creates a weg", on either side; Ludii\'s code agrees.' },
    'weg-take-continues': { default: 'another-move', why: 'The page: "The player may then take the counters from any of their holes and sow from there." Ludii\'s code ends the turn.' },
    'empty-weg': { default: 'removed', why: 'The page: "The final counter and one counter in the weg are captured": in an empty weg, the final counter alone. Ludii\'s code leaves it there.' },
    'round-remainder': { default: 'ludii', why: 'The page: "If there are two remaining, the players draw lots to determine which player owns the remaining hole", as Ludii\'s code has it.' },
    'lot-winner': lotWinnerChosen,
    'series-end': { default: 'all-counters', why: 'The page: "Play continues until one player owns no holes": a player with one counter gains no hole, and the next round\'s layout ends the series; Ludii\'s code ends it at one counter or none.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Gabata (Shoa and Adegrat)',
      options: { 'five-three': 'ludii', 'claim-side': 'either', 'weg-take-continues': 'ends', 'empty-weg': 'stays', 'round-remainder': 'ludii', 'series-end': 'one-or-none', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Shoa and Adegrat): the stylised move from the hole after next, its player 1, south, making it first; a weg on either side, no move after a take from a weg, a last counter left in an empty weg, a remainder of two shared by lot, the series over at one counter or none, a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.shoa-adegrat-first' }),
  clauses: { move: `${P}.sow`, sow: `${P}.sow`, relay: `${P}.relay`, turns: `${P}.end` },
  opening: { name: 'the stylised move of fives and threes', play: stylisedOpening },
  landing: wegLanding(clauses),
  afterTurn: afterWegTurn(clauses),
  pass: wegPass(clauses),
  nextGame: (pieces, o) => nextRound(dlpGabataShoaAndAdegrat, pieces, o, rounds),
  declares: [`${P}.board`, `${P}.setup`, `${P}.opening`, `${P}.opening-next`, `${P}.opening-four`, `${P}.next-phase`, `${P}.weg-take`, `${P}.take-continues`, `${P}.new-round`, `${P}.two-extra`],
  implements: [
    `${P}.opening-hold`,
    `${P}.opening-on`,
    `${P}.opening-held`,
    `${P}.opening-weg`,
    `${P}.sow`,
    `${P}.relay`,
    `${P}.end`,
    `${P}.weg`,
    `${P}.weg-no-sow`,
    `${P}.weg-take-two`,
    `${P}.pass`,
    `${P}.round-end`,
    `${P}.round-score`,
    `${P}.next-round`,
    `${P}.hole-gain`,
    `${P}.three-extra`,
    `${P}.series-end`,
  ],
};

export default dlpGabataShoaAndAdegrat;
