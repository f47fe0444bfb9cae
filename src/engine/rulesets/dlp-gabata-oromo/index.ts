import { board2xN } from '../../board';
import { InputError } from '../../errors';
import { GAME_OVER, PLAYING } from '../../position';
import { eightsOpening } from '../../mechanics/eights';
import { FOUR, foursSowing, lastFourSownOn } from '../../mechanics/fours';
import { passTurn } from '../../mechanics/pass';
import { over } from '../../mechanics/sow';
import { leader, relayWhenOccupied } from '../../mechanics/take';
import { outcome, type Play, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Gabata (Oromo) (Pankhurst 1971: 178), on two rows of six in Ludii's coordinates: A1-F1
 * south's row left to right as he sees it (indices 0-5), F2-A2 north's (6-11), sown anticlockwise.
 * One player's opening move lifts his leftmost hole into the next, the hole after that into the
 * next, round the board, leaving eights and empties (../../mechanics/eights.ts, from the leftmost),
 * then sows the last eight; relay sowing; a hole a counter makes four is captured at once by the
 * player who sows, but the final counter's four is picked up and sown on (../../mechanics/fours.ts,
 * `lastSownOn`); a player who cannot play passes; one game, won by the player who captured more.
 * The last four counters can never be captured (a four is taken only while counters are still in
 * hand): the game ends when four or fewer are left (our reading `oromo-end`).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends (the last hole left to the relay), and its game ends only on an
 * empty board, which play never reaches: its recorded games all stop at 600 plies, and the replay
 * follows them to that limit.
 */
const board = board2xN(6);

/** "When all of the counters have been captured, the player who captured the most counters wins": looked for when a turn ends. */
function gameEnd(g: Play): void {
  const f = g.pos;
  if (f.status !== PLAYING) return;
  let left = 0;
  for (let h = 0; h < g.size; h++) left += f.holes[h]!;
  if (left > (g.options['oromo-end'] === 'never' ? 0 : FOUR)) return;
  if (g.listener) {
    g.listener.event(
      left > 0
        ? { type: 'game-end', winner: leader(g), clause: 'reading.oromo-end', reading: 'oromo-end' }
        : { type: 'game-end', winner: leader(g), clause: 'dlp-gabata-oromo.game-end' },
    );
  }
  over(g, GAME_OVER);
}

const eights = { first: 'dlp-gabata-oromo.opening-first', next: 'dlp-gabata-oromo.opening-next', sow: 'dlp-gabata-oromo.opening-sow', from: 'leftmost' } as const;

/** The opening move from the start, four in every hole; from any other position the player to move simply plays. */
function opening(g: Play): void {
  const f = g.pos;
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.oromo-first', reading: 'oromo-first' });
  f.toMove = g.first;
  let even = true;
  for (let h = 0; h < g.size; h++) if (f.holes[h] !== g.beansPerHole) even = false;
  if (even) eightsOpening(g, eights);
  else g.rules.afterTurn(g);
}

const emptyHole = outcome({ kind: 'end', clause: 'dlp-gabata-oromo.end' });

export const dlpGabataOromo: Ruleset<'dlp-gabata-oromo', 'dlp-gabata-oromo'> = {
  ...about('dlp-gabata-oromo'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(foursSpecs, sowSpecs, own),
  readings: {
    'fours-when': { default: 'drop', why: 'The text: "At any time during the sowing a hole is made to contain four counters, they are captured". Ludii\'s code looks when each lap ends.' },
    'fours-taker': { default: 'sower', values: ['sower'], why: 'The text: "they are captured by the player who is sowing"; Ludii\'s code agrees.' },
    'fours-then': { default: 'sow-on', values: ['sow-on'], why: 'A four captured before the final counter does not stop the sowing; the text ends a turn only in an empty hole. Ludii\'s code agrees.' },
    'oromo-end': {
      default: 'four-left',
      why: 'The text ends the game "When all of the counters have been captured", which play cannot reach: the last four can only be made by a final counter, and the final counter\'s four is sown on. We end it when no capture is left to make.',
    },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Gabata (Oromo)',
      options: { 'fours-when': 'sowing', 'fours-taker': 'sower', 'fours-then': 'sow-on', 'oromo-end': 'never', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Oromo): its player 1, south, makes the opening move from A1; the holes of four captured when each lap ends, by the player who sows, the last hole's four left to the relay; the game over only when the board is empty, which play never reaches; a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.oromo-first' }),
  clauses: { move: 'dlp-gabata-oromo.opening-sow', sow: 'dlp-gabata-oromo.opening-sow', relay: 'dlp-gabata-oromo.relay', turns: 'dlp-gabata-oromo.end' },
  opening: { name: 'the move that leaves eights and empties', play: opening },
  sowing: foursSowing({ capture: 'dlp-gabata-oromo.fours.sower', lastSownOn: 'dlp-gabata-oromo.fours.last' }),
  landing: [lastFourSownOn('dlp-gabata-oromo.fours.last'), relayWhenOccupied('dlp-gabata-oromo.relay'), { name: 'empty-hole', when: () => emptyHole }],
  afterTurn: gameEnd,
  pass: passTurn('dlp-gabata-oromo.pass'),
  // "the player who captured the most counters wins": one game, with no round after it.
  nextGame: () => {
    throw new InputError('series', 'the series is over: Gabata (Oromo) is one game, and its text lays out no next game');
  },
  // The game's end on an empty board is declared, not cited: play cannot reach it (the reading oromo-end cites it).
  declares: ['dlp-gabata-oromo.board', 'dlp-gabata-oromo.setup', 'dlp-gabata-oromo.opening', 'dlp-gabata-oromo.opening-until', 'dlp-gabata-oromo.game-end'],
  implements: [
    'dlp-gabata-oromo.opening-first',
    'dlp-gabata-oromo.opening-next',
    'dlp-gabata-oromo.opening-sow',
    'dlp-gabata-oromo.relay',
    'dlp-gabata-oromo.end',
    'dlp-gabata-oromo.fours.sower',
    'dlp-gabata-oromo.fours.last',
    'dlp-gabata-oromo.pass',
  ],
};

export default dlpGabataOromo;
