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
import { skipOriginUnsaid, lotWinnerChosen } from '../dlp-defaults';

/**
 * The DLP's Tuz (Pankhurst 1971: 179), a weg game of Wallo on the 2x6 board of Gabata (Shoa I),
 * in Ludii's coordinates (A1-F1 south's row as he sees it, A2-F2 north's, the same columns): its
 * captured hole is a "tuz", its rules those of the DLP's two-row weg games (../../mechanics/wegs.ts),
 * opened by the stylised five-three move (../../mechanics/fivethree.ts), one of two the page offers,
 * and its later rounds laid out as Gabata (Shoa I)'s (../../mechanics/rounds.ts).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its first
 * player, south, opens; its opening with a tuz starts from the hole after next (the `five-three`
 * reading `ludii`), and a replay takes the opening each recorded game chose (the preset's
 * `opening`); a take from a tuz ends the turn; a last counter stays in an empty tuz. Ludii lays
 * later rounds out in moves and plays no opening there, so its samples are compared to the end of
 * their first round.
 */
const clauses: WegClauses = {
  weg: 'dlp-tuz.tuz',
  relay: 'dlp-tuz.relay',
  end: 'dlp-tuz.end',
  take: 'dlp-tuz.tuz-rights.take',
  own: 'dlp-tuz.tuz-rights.own',
  emptyWeg: 'dlp-tuz.empty-tuz',
  pass: 'dlp-tuz.pass',
  roundEnd: 'dlp-tuz.round-end',
  roundScore: 'dlp-tuz.round-score',
  seriesEnd: 'dlp-tuz.series-end',
};
const rounds: RoundClauses = { next: 'dlp-tuz.next-round', gain: 'dlp-tuz.hole-gain', three: 'dlp-tuz.remainder.three', seriesEnd: 'dlp-tuz.series-end' };
const opening = { move: 'dlp-tuz.opening', weg: 'dlp-tuz.opening-tuz', noWeg: 'dlp-tuz.opening-no-tuz' };
const board = board2xN(6);

function tuzOpening(g: Play): void {
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'dlp-tuz.lots' });
  g.pos.toMove = g.first;
  if (allFours(g)) fiveThreeOpening(g, g.first, opening);
  g.rules.afterTurn(g);
}

export const dlpTuz: Ruleset<'dlp-tuz', 'dlp-tuz'> = {
  ...about('dlp-tuz'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  searchBudget: 1_200_000,
  roundEnds: 'no counter can move',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(claimsSpecs, fivethreeSpecs, roundsSpecs, sowSpecs, takeSpecs, wegsSpecs),
  readings: {
    'five-three': { default: 'weg', values: ['weg', 'no-weg', 'ludii'], why: 'The page offers a choice of two openings and describes the one that makes a tuz first; the reader may choose the other, or Ludii\'s.' },
    'claim-side': { default: 'opponent', why: 'The page: "a hole on the opponent\'s side of the board"; Ludii\'s code agrees.' },
    'weg-take-continues': { default: 'another-move', why: 'The page: "Play then continues by picking up the contents of another hole and continuing to sow." Ludii\'s code ends the turn.' },
    'empty-weg': { default: 'removed', why: 'The page: "If it remains empty and the opponent drops their last counter into the tuz, the last counter is removed."; Ludii\'s code leaves it there.' },
    'round-remainder': { default: 'ludii', why: 'The page: "if each player has two remaining counters ownership is determined by chance", as Ludii\'s code has it for Gabata (Shoa I) and for Tuz.' },
    'lot-winner': lotWinnerChosen,
    'series-end': { default: 'all-counters', values: ['all-counters', 'one-or-none'], why: 'The page: "until one player takes all the counters"; Ludii\'s code for Tuz agrees.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Tuz',
      options: { 'five-three': 'ludii', 'claim-side': 'opponent', 'weg-take-continues': 'ends', 'empty-weg': 'stays', 'round-remainder': 'ludii', 'series-end': 'all-counters', 'skip-origin': false },
      first: 'south',
      opening: { option: 'five-three', bySite: { 5: 'no-weg', 10: 'ludii' } },
      why: "Ludii's code for Tuz: its player 1, south, opens, with either opening (the one with a tuz from the hole after next), a tuz only on the opponent's side, no move after a take from a tuz, a last counter left in an empty tuz, a remainder of two shared by lot, a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'dlp-tuz.lots' }),
  clauses: { move: 'dlp-tuz.move.pick-up', sow: 'dlp-tuz.move.sow', relay: 'dlp-tuz.relay', turns: 'dlp-tuz.end' },
  opening: { name: 'lots, and the stylised move of fives and threes', play: tuzOpening },
  landing: wegLanding(clauses),
  afterTurn: afterWegTurn(clauses),
  pass: wegPass(clauses),
  nextGame: (pieces, o) => nextRound(dlpTuz, pieces, o, rounds),
  declares: ['dlp-tuz.board', 'dlp-tuz.setup', 'dlp-tuz.opening-choice', 'dlp-tuz.tuz-owned', 'dlp-tuz.tuz-persists', 'dlp-tuz.resume', 'dlp-tuz.take-continues', 'dlp-tuz.remainder.two'],
  implements: [
    'dlp-tuz.lots',
    'dlp-tuz.opening',
    'dlp-tuz.opening-tuz',
    'dlp-tuz.opening-no-tuz',
    'dlp-tuz.move.pick-up',
    'dlp-tuz.move.sow',
    'dlp-tuz.relay',
    'dlp-tuz.end',
    'dlp-tuz.tuz',
    'dlp-tuz.tuz-rights.own',
    'dlp-tuz.tuz-rights.take',
    'dlp-tuz.empty-tuz',
    'dlp-tuz.pass',
    'dlp-tuz.round-end',
    'dlp-tuz.round-score',
    'dlp-tuz.next-round',
    'dlp-tuz.hole-gain',
    'dlp-tuz.remainder.three',
    'dlp-tuz.series-end',
  ],
};

export default dlpTuz;
