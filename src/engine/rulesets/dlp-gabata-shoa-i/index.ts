import { board2xN } from '../../board';
import type { Options } from '../../options';
import type { Play } from '../../ruleset';
import { nextRound } from '../../mechanics/rounds';
import { lift, runSowing } from '../../mechanics/sow';
import { afterWegTurn, wegLanding, wegPass, type WegClauses } from '../../mechanics/wegs';
import { eightsOpening } from '../../mechanics/eights';
import { hasMove, over } from '../../mechanics/sow';
import { isStandardPosition } from '../../mechanics/start';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as wegsSpecs from '../../mechanics/wegs.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { lotWinnerChosen } from '../dlp-defaults';

const holesPerRow = (o: Options): 5 | 6 | 7 => (o['observed'] === 'five-holes' ? 5 : o['observed'] === 'seven-holes' ? 7 : 6);
const boards = { 5: board2xN(5), 6: board2xN(6), 7: board2xN(7) };

const gabata3 = { first: 'dlp.gabata-3', next: 'dlp.gabata-3', sow: 'dlp.gabata-3', weg: { clause: 'reading.gabata-3-weg', reading: 'gabata-3-weg' } } as const;

function dlpOpening(g: Play): void {
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'dlp.lots' });
  g.pos.toMove = g.first;
  // Gabata 3's stylised opening, as the Ludii metadata gives it (Pankhurst 1971: 177; our notes, section 4).
  if (g.options['observed'] === 'gabata-3' && isStandardPosition(g)) eightsOpening(g, gabata3);
  else g.rules.afterTurn(g);
}

// The sentences of this page that the weg games' shared rules (../../mechanics/wegs.ts) cite.
const wegClauses: WegClauses = {
  weg: 'dlp.weg',
  relay: 'dlp.relay',
  end: 'dlp.end',
  take: 'dlp.weg-rights.take',
  own: 'dlp.weg-rights.own',
  emptyWeg: 'dlp.empty-weg',
  pass: 'dlp.pass',
  roundEnd: 'dlp.round-end',
  roundScore: 'dlp.round-score',
  seriesEnd: 'dlp.series-end',
};

export const dlpGabataShoaI: Ruleset<'dlp-gabata-shoa-i', 'dlp-gabata-shoa-i'> = {
  ...about('dlp-gabata-shoa-i'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  searchBudget: 1_200_000,
  roundEnds: 'no counter can move',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(claimsSpecs, roundsSpecs, sowSpecs, takeSpecs, wegsSpecs, own),
  readings: {
    observed: { default: 'gabata-i', why: 'The DLP\'s description says of the game its page describes: "This one is the most commonly played"; we take that game to be Gabata I, the first of its observed rulesets, "Observed by R. Pankhurst" (our reading).' },
    'claim-side': { default: 'opponent', why: 'The DLP text: "a hole on the opponent\'s side of the board".' },
    'weg-take-continues': { default: 'ends', why: 'The page is silent; the play ends as it does on any empty hole, and Ludii\'s code agrees.' },
    'round-remainder': { default: 'text', why: 'The DLP text: a hole is gained for three extra, "but not if there are one or two extra".' },
    'lot-winner': lotWinnerChosen,
    'next-round-first': { default: 'lots', why: 'The text has lots drawn for the first round only; we draw them again.' },
    'series-end': { default: 'all-counters', why: 'The DLP text: "until one player takes all the counters".' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped.' },
    'empty-weg': { default: 'removed', why: 'The DLP text: "If it remains empty and the opponent drops their last counter into this hole, the last counter is removed."; Ludii\'s code leaves it there.' },
  },
  presets: {
    ludii: {
      game: 'Gabata (Shoa I)',
      options: { 'claim-side': 'either', 'weg-take-continues': 'ends', 'round-remainder': 'ludii', 'series-end': 'one-or-none', 'empty-weg': 'stays', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Shoa I): a weg wherever the last counter makes four, no move after a take from a weg, a remainder of two shared by lot, the series over at one counter or none, a last counter left in an empty weg, a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  board: (o) => boards[holesPerRow(o)],
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'dlp.lots' }),
  clauses: { move: 'dlp.move.pick-up', sow: 'dlp.move.sow', relay: 'dlp.relay', turns: 'dlp.end' },
  opening: { name: 'lots, and Gabata 3\'s stylised move', play: dlpOpening },
  landing: wegLanding(wegClauses),
  afterTurn: afterWegTurn(wegClauses),
  pass: wegPass(wegClauses),
  nextGame: (pieces, o) => nextRound(dlpGabataShoaI, pieces, o),
  declares: ['dlp.board', 'dlp.setup', 'dlp.weg-owned', 'dlp.weg-persists', 'dlp.resume', 'dlp.five-holes', 'dlp.seven-holes'],
  implements: [
    'dlp.lots',
    'dlp.move.pick-up',
    'dlp.move.sow',
    'dlp.relay',
    'dlp.end',
    'dlp.weg',
    'dlp.weg-rights.own',
    'dlp.weg-rights.take',
    'dlp.empty-weg',
    'dlp.pass',
    'dlp.round-end',
    'dlp.round-score',
    'dlp.next-round',
    'dlp.hole-gain',
    'dlp.three-extra',
    'dlp.series-end',
    'dlp.gabata-3',
  ],
};

export default dlpGabataShoaI;
