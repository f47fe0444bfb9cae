import { board2xN, routeFrom } from '../../board';
import { columnCaptureRule, roundEndWhenCannotMove } from '../../mechanics/captured-holes';
import { chosenPlayerBegins } from '../../mechanics/start';
import { relayWhenOccupied } from '../../mechanics/take';
import { opponentWegTakeRule, ownWegRule } from '../../mechanics/wegs';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as wegsSpecs from '../../mechanics/wegs.readings';
import { outcome, type Ruleset } from '../../ruleset';
import { carry } from '../../readings-present';
import { about } from '../catalog';
import { leastToPlay, leylaRound } from './layout';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Leyla (Pankhurst 1971: 182), a game played near Jigjiga, on two rows in Ludii's
 * coordinates (south's row A1-F1, north's A2-F2), the one two-row game of the family sown
 * clockwise: each player's route runs leftward along his own row and on into the far end of the
 * other's (south: F1..A1, A2..F2). A last counter that makes an opponent's hole four captures it
 * and the hole opposite (../../mechanics/captured-holes.ts: columnCaptureRule); a last counter in
 * the opponent's captured hole takes one counter of it with itself, and the turn ends, as Gabata
 * (Shoa I)'s weg (../../mechanics/wegs.ts); the round ends when either player cannot move, and a
 * new round is laid out in fours, the stronger filling only as many holes as the weaker and keeping
 * the rest (./layout.ts). A loan of two counters is made, but not repaid: the engine's series
 * carries counters, not debts (the fixed reading `leyla-loan-unpaid`).
 *
 * Ludii's code agrees with the text in the first round (its `ludii` preset differs only in when
 * the series ends, at fewer than three counters); it lays later rounds out in moves, each player
 * choosing the holes he fills, so its samples are compared to the end of their first round.
 */
const board = board2xN(6);
// Clockwise: each hole's next is the one before it in the board's (anticlockwise) order.
const clockwise = routeFrom(Array.from({ length: board.size }, (_, i) => board.size - 1 - i));
const emptyHole = outcome({ kind: 'end', clause: 'dlp-leyla.end' });

export const dlpLeyla: Ruleset<'dlp-leyla', 'dlp-leyla'> = {
  ...about('dlp-leyla'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  roundEnds: 'either player has no counter left in a free hole of his row',
  players: ['south', 'north'],
  notation: 'ludii',
  route: { south: clockwise, north: clockwise },
  readingSpecs: carry(claimsSpecs, sowSpecs, wegsSpecs, own),
  readings: {
    'weg-take-continues': { default: 'ends', values: ['ends'], why: 'The page: "one counter from the hole is captured, as well as the final counter of the sowing, and the turn ends"; Ludii\'s code agrees.' },
    'empty-weg': { default: 'removed', values: ['removed'], why: 'The page captures "the final counter of the sowing" with the counter from the hole: from an empty captured hole, the final counter alone. Ludii\'s code agrees.' },
    'leyla-two-extra': { default: 'lent', why: 'The page: "If a player has two extra counters, they may loan them to the other player"; both players have two over, and the loan that lets a hole be filled is the stronger\'s to the weaker, as Ludii\'s code has it.' },
    'leyla-series-end': { default: 'cannot-fill', why: 'The page: "Play continues until one player cannot fill any holes": with fewer than four counters a player fills none of his own. Ludii\'s code ends the game below three.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Leyla',
      options: { 'leyla-series-end': 'fewer-than-three', 'leyla-two-extra': 'lent', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Leyla: the game over when a round ends with a player holding fewer than three counters; a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.leyla-first' }),
  clauses: { move: 'dlp-leyla.route', sow: 'dlp-leyla.route', relay: 'dlp-leyla.relay', turns: 'dlp-leyla.end' },
  opening: { name: 'the first player', play: chosenPlayerBegins('reading.leyla-first', 'leyla-first') },
  landing: [
    opponentWegTakeRule({ take: 'dlp-leyla.take', emptyWeg: 'dlp-leyla.take', ends: 'dlp-leyla.take.ends' }),
    ownWegRule({ own: 'dlp-leyla.captured-no-sow' }),
    columnCaptureRule({ capture: 'dlp-leyla.capture', opposite: 'dlp-leyla.capture.opposite', remain: 'dlp-leyla.capture.remain' }),
    relayWhenOccupied('dlp-leyla.relay'),
    { name: 'empty-hole', when: () => emptyHole },
  ],
  afterTurn: roundEndWhenCannotMove(
    { roundEnd: 'dlp-leyla.round-end', free: 'dlp-leyla.round-end.free', captured: 'dlp-leyla.round-end.captured', seriesEnd: 'dlp-leyla.series-end' },
    (g) => leastToPlay(g.options),
    { cannotMove: 'leyla-cannot-move', seriesEnd: 'leyla-series-end' },
  ),
  nextGame: (pieces, o) => leylaRound(dlpLeyla, pieces, o),
  declares: ['dlp-leyla.board', 'dlp-leyla.setup', 'dlp-leyla.new-round', 'dlp-leyla.loan.repaid', 'dlp-leyla.stronger-fills.kept'],
  implements: [
    'dlp-leyla.route',
    'dlp-leyla.relay',
    'dlp-leyla.capture',
    'dlp-leyla.capture.opposite',
    'dlp-leyla.capture.remain',
    'dlp-leyla.captured-no-sow',
    'dlp-leyla.take',
    'dlp-leyla.take.ends',
    'dlp-leyla.end',
    'dlp-leyla.round-end',
    'dlp-leyla.round-end.free',
    'dlp-leyla.round-end.captured',
    'dlp-leyla.fill',
    'dlp-leyla.loan',
    'dlp-leyla.one-extra',
    'dlp-leyla.stronger-fills',
    'dlp-leyla.series-end',
  ],
};

export default dlpLeyla;
