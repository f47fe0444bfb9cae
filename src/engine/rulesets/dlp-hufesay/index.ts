import { board2xN } from '../../board';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { nextRound } from '../../mechanics/rounds';
import { passTurn } from '../../mechanics/pass';
import { over } from '../../mechanics/sow';
import { relayWhenOccupied, takeAcross } from '../../mechanics/take';
import { outcome, type Play, type Ruleset } from '../../ruleset';
import type { ReadingId } from '../../options';
import type { ClauseId, Pile, Player } from '../../types';
import { about } from '../catalog';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { chosenPlayerBegins } from '../../mechanics/start';
import { skipOriginUnsaid, lotWinnerChosen } from '../dlp-defaults';

/**
 * The DLP's Hufesay (Pankhurst 1971: 173-174), on two rows of six in Ludii's coordinates: A1-F1
 * south's row left to right as he sees it (indices 0-5), F2-A2 north's (6-11), sown anticlockwise.
 * Relay sowing; a last counter in an empty hole of one's own row takes the hole across the board
 * and ends the turn (./../../mechanics/take.ts, takeAcross); a player who cannot play passes. The
 * rounds gain holes as the DLP's Gabata (Shoa I)'s do (./../../mechanics/rounds.ts), whose text
 * Hufesay's repeats, with two counters over shared by lot as Hufesay's own text says.
 *
 * When a round ends the text does not say: "The player who captures all of the counters wins"
 * would leave a round with counters no capture can reach without end. We end it as Ludii's code
 * does, when a player's row is empty, each keeping the counters in his own holes (the
 * `hufesay-round-end` reading). Ludii's code lays the next round out in moves, from each player's
 * leftmost hole and a remainder of two given to the opponent; the replay compares the first round.
 */
const board = board2xN(6);

/** Either row (as the board was laid out) holds no counters. */
function aRowIsEmpty(g: Play): boolean {
  const { holes } = g.pos;
  const seats = g.board.seats;
  let south = 0;
  let north = 0;
  for (let h = 0; h < g.size; h++) {
    if (seats[h] === 0) south += holes[h]!;
    else north += holes[h]!;
  }
  return south === 0 || north === 0;
}

/** Each player takes the counters left in the holes he owns. */
function eachTakesHisOwn(g: Play): void {
  const { holes, owners, stores } = g.pos;
  if (g.listener) {
    const awards: (Pile & { player: Player })[] = [];
    for (let h = 0; h < g.size; h++) if (holes[h]! > 0) awards.push({ hole: h, count: holes[h]!, player: g.name(owners[h]!) });
    if (awards.length) g.listener.event({ type: 'claims-collected', awards, clause: 'reading.hufesay-round-end', reading: 'hufesay-round-end' });
  }
  for (let h = 0; h < g.size; h++) {
    stores[owners[h]!]! += holes[h]!;
    holes[h] = 0;
  }
}

/** The round is over (`clause` says why): the series too where one player has every counter, else the next round follows. */
function roundOver(g: Play, clause: ClauseId, reading?: ReadingId): void {
  const f = g.pos;
  const L = g.listener;
  if (f.stores[0] === 0 || f.stores[1] === 0) {
    if (L) L.event({ type: 'game-end', winner: g.name(f.stores[0] === 0 ? 1 : 0), clause: 'dlp-hufesay.series-end' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event(reading ? { type: 'round-end', clause, reading } : { type: 'round-end', clause });
    over(g, ROUND_OVER);
  }
}

/** Under `row-empty`, looked for after every lap and every turn: each player keeps what his own holes hold. */
function rowEmptyCheck(g: Play): void {
  if (g.pos.status !== PLAYING || !aRowIsEmpty(g)) return;
  eachTakesHisOwn(g);
  roundOver(g, 'reading.hufesay-round-end', 'hufesay-round-end');
}

/** After a turn, the round's end: a row emptied, or (`all-captured`) no counter left on the board. */
function afterTurn(g: Play): void {
  if (g.pos.status !== PLAYING) return;
  if (g.options['hufesay-round-end'] === 'row-empty') return rowEmptyCheck(g);
  if (g.pos.holes.subarray(0, g.size).every((n) => n === 0)) roundOver(g, 'dlp-hufesay.win');
}

const emptyHole = outcome({ kind: 'end', clause: 'dlp-hufesay.end' });

/** The next round's sentences are Hufesay's own, where the shared layout cites Gabata (Shoa I)'s. */
const roundClauses = { next: 'dlp-hufesay.count', gain: 'dlp-hufesay.count', three: 'dlp-hufesay.extra.three', two: 'dlp-hufesay.extra.two', seriesEnd: 'dlp-hufesay.series-end' } as const;

export const dlpHufesay: Ruleset<'dlp-hufesay', 'dlp-hufesay'> = {
  ...about('dlp-hufesay'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: "a player's row is empty",
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(roundsSpecs, sowSpecs, own),
  readings: {
    'hufesay-round-end': {
      default: 'row-empty',
      why: 'The text says who wins ("The player who captures all of the counters wins"), not when a round ends, and a round played until every counter is captured need never end; we end it as Ludii\'s code does, when a player\'s row is empty, each keeping the counters in his own holes, which the text then has the players count.',
    },
    'round-remainder': {
      default: 'ludii',
      values: ['ludii'],
      why: 'Hufesay\'s text: "the player with three extra gets the hole, if each player has two extra they draw lots to see who gets an extra hole", which is what this reading plays (it is named for Ludii\'s code for Gabata (Shoa I), which plays the same rule).',
    },
    'lot-winner': lotWinnerChosen,
    'next-round-first': { default: 'lots', why: 'The text: "Play then begins again as before"; the first round\'s opener is the players\' choice, and so is the next\'s.' },
    'series-end': { default: 'all-counters', values: ['all-counters'], why: 'The text: "Play continues until one player owns all of the holes", which he does when he holds every counter, or when the other has too few to keep a hole.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Hufesay',
      options: { 'hufesay-round-end': 'row-empty', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Hufesay: the round ended as soon as a lap leaves a row empty, each player keeping the counters in his own holes; a full lap sown into its own hole; its player 1, south, begins. It lays the next round out in moves, from each player's leftmost hole, a remainder of three made a hole with one of the opponent's and any other remainder given to the opponent, which the replay does not follow: it compares the first round.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.hufesay-first' }),
  clauses: { move: 'dlp-hufesay.route', sow: 'dlp-hufesay.route', relay: 'dlp-hufesay.relay', turns: 'dlp-hufesay.end' },
  opening: {
    name: 'the first player',
    play: chosenPlayerBegins('reading.hufesay-first', 'hufesay-first'),
  },
  landing: [
    relayWhenOccupied('dlp-hufesay.relay'),
    takeAcross({ take: 'dlp-hufesay.capture', where: 'own-row', then: { kind: 'end' } }),
    { name: 'empty-hole', when: () => emptyHole },
  ],
  afterTurn,
  duringMove: { when: (o) => (o['hufesay-round-end'] === 'row-empty' ? 'sowing' : null), check: rowEmptyCheck },
  pass: passTurn('dlp-hufesay.pass'),
  nextGame: (pieces, o) => nextRound(dlpHufesay, pieces, o, roundClauses),
  declares: ['dlp-hufesay.board', 'dlp-hufesay.setup', 'dlp-hufesay.again'],
  implements: [
    'dlp-hufesay.route',
    'dlp-hufesay.relay',
    'dlp-hufesay.end',
    'dlp-hufesay.capture',
    'dlp-hufesay.pass',
    'dlp-hufesay.count',
    'dlp-hufesay.extra.three',
    'dlp-hufesay.extra.two',
    'dlp-hufesay.series-end',
  ],
};

export default dlpHufesay;
