import { board3x6, halfTurn } from '../../board';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { fourEndsLap, foursSowing, lastFourEnds } from '../../mechanics/fours';
import { over } from '../../mechanics/sow';
import { beginSetup, chosenPlayerBegins } from '../../mechanics/start';
import { leader, relayWhenOccupied, sweepVacated, vacatedCheckAt } from '../../mechanics/take';
import { outcome, type Play, type Ruleset } from '../../ruleset';
import type { Player } from '../../types';
import { about } from '../catalog';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Rab'e (Pankhurst 1971: 172), on Courlander's board and circuit (board3x6), which is the
 * route the text gives ("from left ro right in the player's full row, right to left in their holes
 * in the central row, then right to left in the opponent's full row ...") and Ludii's one track for
 * both players. In Ludii's coordinates A1-F1 are indices 0-5, F2-D2 6-8, F3-A3 9-14, A2-C2 15-17;
 * south owns 0-8, north 9-17. Four counters a hole; any hole a sown counter makes four is captured
 * (./../../mechanics/fours.ts), and a round ends when a player's holes are empty, as Abalala'e's.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends, a lap that captures ends the turn (its relay starts from the
 * player's store, where the captured counters went), and its round's end is looked for after every lap. Its code for the next round
 * fills holes by moves, the weaker first, then the stronger the same holes facing them, which is the
 * engine's layout; the code it has for a weaker player's last short hole is never reached, since
 * every capture is of four and the sweep gives all that is left to one player, so that every round
 * ends with both players' counters a multiple of four.
 */
const roundEnd = (g: Play): void => {
  const f = g.pos;
  if (f.status !== PLAYING || !sweepVacated(g, 'dlp-rab-e.sweep')) return;
  const L = g.listener;
  if (f.stores[0] === 0 || f.stores[1] === 0) {
    if (L) L.event({ type: 'game-end', winner: leader(g), clause: 'dlp-rab-e.series-end' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event({ type: 'round-end', clause: 'dlp-rab-e.round-end' });
    over(g, ROUND_OVER);
  }
};

export const dlpRabE: Ruleset<'dlp-rab-e', 'dlp-rab-e'> = {
  ...about('dlp-rab-e'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'a player has no counters in his holes',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(foursSpecs, takeSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'fours-when': { default: 'drop', why: 'The text: "At any point while the player sows, if a hole is made to contain four counters, these are captured". Ludii\'s code looks when each lap ends.' },
    'fours-then': { default: 'sow-on', why: 'The text: "When the final counter causes a capture, the turn ends", of the final counter alone; a capture before it leaves the sowing to go on. Ludii\'s code ends the turn.' },
    'fours-taker': { default: 'sower', why: 'The text: the four are captured "regardless of who the hole belongs to", which leaves only the player who sows to take them; Ludii\'s code agrees.' },
    'vacated-check': {
      default: 'turn',
      values: ['turn', 'sowing'],
      why: 'The text says "Play continues until a player has no counters in their holes", of play as a whole, not of a single lap; we look when a turn ends. Ludii\'s code looks after every lap.',
    },
    'next-round-first': {
      default: 'stronger',
      values: ['stronger', 'weaker'],
      why: 'The text does not say who begins a later round. The weaker lays out his counters first and the stronger after him; we let the one who laid out last begin, as Ludii\'s code does (on equal counts south lays out first and north begins).',
    },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: "Rab'e",
      everyRound: true,
      options: { 'fours-when': 'sowing', 'fours-then': 'turn-ends', 'fours-taker': 'sower', 'vacated-check': 'sowing', 'next-round-first': 'stronger', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Rab'e: the holes of four captured when each lap ends, by the player who sows, and the turn ended by a lap that captured; a round ended whenever a lap leaves a player's holes empty; the stronger, who lays out last, begins a later round; a full lap sown into its own hole; its player 1, south, begins.",
    },
  },
  board: () => board3x6,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.rabe-first' }),
  clauses: { move: 'dlp-rab-e.route', sow: 'dlp-rab-e.route', relay: 'dlp-rab-e.relay', turns: 'dlp-rab-e.end' },
  opening: {
    name: 'the first player',
    play: chosenPlayerBegins('reading.rabe-first', 'rabe-first'),
  },
  sowing: foursSowing({ capture: 'dlp-rab-e.fours' }),
  landing: [lastFourEnds('dlp-rab-e.last-four'), fourEndsLap(), relayWhenOccupied('dlp-rab-e.relay'), { name: 'empty-hole', when: () => emptyHole }],
  afterTurn: roundEnd,
  duringMove: { when: vacatedCheckAt, check: roundEnd },
  nextGame: (pieces, o) => {
    // "Players then redistribute their counters, four in each hole, starting from the leftmost hole in their row in the direction of play."
    const { state, events, put } = beginSetup(dlpRabE, o, pieces);
    const [south, north] = dlpRabE.players;
    const equal = pieces[south] === pieces[north];
    const weak: Player = pieces[south]! <= pieces[north]! ? south : north;
    const strong: Player = weak === south ? north : south;
    const first = weak === south ? 0 : 9;
    const w = pieces[weak]!;
    const holes = Math.ceil(w / 4);
    for (let i = 0; i < holes; i++) {
      const count = Math.min(4, w - 4 * i);
      put({ type: 'place', player: weak, hole: first + i, count, clause: equal ? 'dlp-rab-e.redistribute' : 'dlp-rab-e.weaker' });
    }
    for (let i = 0; i < holes; i++) {
      put({ type: 'place', player: strong, hole: halfTurn(board3x6, first + i), count: 4, clause: equal ? 'dlp-rab-e.redistribute' : 'dlp-rab-e.stronger', reading: 'rabe-layout' });
    }
    const player = o['next-round-first'] === 'weaker' ? weak : strong;
    put({ type: 'first-player', player, clause: 'reading.next-round-first', reading: 'next-round-first' });
    return { state, events };
  },
  declares: ['dlp-rab-e.board', 'dlp-rab-e.setup', 'dlp-rab-e.ownership'],
  implements: [
    'dlp-rab-e.route',
    'dlp-rab-e.relay',
    'dlp-rab-e.end',
    'dlp-rab-e.fours',
    'dlp-rab-e.last-four',
    'dlp-rab-e.round-end',
    'dlp-rab-e.sweep',
    'dlp-rab-e.redistribute',
    'dlp-rab-e.weaker',
    'dlp-rab-e.stronger',
    'dlp-rab-e.series-end',
  ],
};

const emptyHole = outcome({ kind: 'end', clause: 'dlp-rab-e.end' });

export default dlpRabE;
