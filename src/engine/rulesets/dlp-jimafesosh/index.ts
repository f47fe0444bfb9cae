import { board2xN } from '../../board';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { eightsOpening } from '../../mechanics/eights';
import { passTurn } from '../../mechanics/pass';
import { nextRound } from '../../mechanics/rounds';
import { over } from '../../mechanics/sow';
import { relayWhenOccupied, takeAcross } from '../../mechanics/take';
import { outcome, type Play, type Ruleset } from '../../ruleset';
import type { Pile, Player } from '../../types';
import { about } from '../catalog';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Jimafesosh (Pankhurst 1971: 179), on two rows of six in Ludii's coordinates: A1-F1
 * south's row left to right as he sees it (indices 0-5), F2-A2 north's (6-11), sown anticlockwise.
 * The first player's opening move leaves eights and empties round the board, as the DLP's Gabata 3
 * does (./../../mechanics/eights.ts), then he sows the last eight; relay sowing; a last counter in any
 * empty hole takes the hole across the board (./../../mechanics/take.ts, takeAcross), and the turn
 * ends; a player who cannot play passes; a round ends at one counter or none on the board, and the
 * rounds gain holes as Gabata (Shoa I)'s do (./../../mechanics/rounds.ts), as its text repeats.
 *
 * Ludii's code plays the first round as the text does; it lays a later round out in moves, the
 * stronger filling on past his row into the weaker's nearest holes and a remainder of two given by
 * chance, and opens it without the eights: the replay compares the first round.
 */
const board = board2xN(6);

/**
 * "Play continues until there is one piece or fewer on the board, the player to whom the row in
 * which the single piece is located captures it." Looked for when a turn ends: a lap changes the
 * count only where it captures, and a capture ends the turn.
 */
function roundEnd(g: Play): void {
  const f = g.pos;
  if (f.status !== PLAYING) return;
  let left = 0;
  for (let h = 0; h < g.size; h++) left += f.holes[h]!;
  if (left > 1) return;
  const L = g.listener;
  for (let h = 0; h < g.size && left > 0; h++) {
    if (f.holes[h] === 0) continue;
    const row = g.board.seats[h]!;
    if (L) {
      const awards: (Pile & { player: Player })[] = [{ hole: h, count: 1, player: g.name(row) }];
      L.event({ type: 'claims-collected', awards, clause: 'dlp-jimafesosh.round-end', reading: 'jimafesosh-row' });
    }
    f.stores[row]! += f.holes[h]!;
    f.holes[h] = 0;
  }
  if (f.stores[0] === 0 || f.stores[1] === 0) {
    if (L) L.event({ type: 'game-end', winner: g.name(f.stores[0] === 0 ? 1 : 0), clause: 'dlp-jimafesosh.series-end' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event({ type: 'round-end', clause: 'dlp-jimafesosh.round-end' });
    over(g, ROUND_OVER);
  }
}

const eights = { first: 'dlp-jimafesosh.opening', next: 'dlp-jimafesosh.opening-next', sow: 'dlp-jimafesosh.opening-sow' } as const;

/** The opening move, where every hole holds four (the start of every round; our reading `jimafesosh-every-round` for the later ones). */
function opening(g: Play): void {
  const f = g.pos;
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.jimafesosh-first', reading: 'jimafesosh-first' });
  f.toMove = g.first;
  let even = true;
  for (let h = 0; h < g.size; h++) if (f.holes[h] !== g.beansPerHole) even = false;
  if (even) eightsOpening(g, eights);
  else g.rules.afterTurn(g);
}

const emptyHole = outcome({ kind: 'end', clause: 'dlp-jimafesosh.capture' });
const roundClauses = { next: 'dlp-jimafesosh.next-round', gain: 'dlp-jimafesosh.next-round', three: 'dlp-jimafesosh.extra.three', two: 'dlp-jimafesosh.extra.two', seriesEnd: 'dlp-jimafesosh.series-end' } as const;

export const dlpJimafesosh: Ruleset<'dlp-jimafesosh', 'dlp-jimafesosh'> = {
  ...about('dlp-jimafesosh'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'one counter or none is left on the board',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(roundsSpecs, sowSpecs, own),
  readings: {
    'round-remainder': {
      default: 'ludii',
      values: ['ludii'],
      why: 'Jimafesosh\'s text: "if each player has two remaining counters ownership is determined by chance", which is what this reading plays (it is named for Ludii\'s code for Gabata (Shoa I), which plays the same rule).',
    },
    'lot-winner': { default: 'weaker', why: 'Chance has no rule; the engine must be repeatable, so the reader chooses.' },
    'next-round-first': { default: 'lots', values: ['lots'], why: 'The text does not say who begins a later round; the players choose again, and the one who begins makes the opening move.' },
    'series-end': { default: 'all-counters', values: ['all-counters'], why: 'The text: "until one player takes all the counters".' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Jimafesosh',
      options: { 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Jimafesosh plays the first round as the text does: its player 1, south, makes the opening move; a full lap sown into its own hole. It lays later rounds out in moves of its own, which the replay does not follow.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.jimafesosh-first' }),
  clauses: { move: 'dlp-jimafesosh.opening-sow', sow: 'dlp-jimafesosh.opening-sow', relay: 'dlp-jimafesosh.relay', turns: 'dlp-jimafesosh.capture' },
  opening: { name: 'the move that leaves eights and empties', play: opening },
  landing: [relayWhenOccupied('dlp-jimafesosh.relay'), takeAcross({ take: 'dlp-jimafesosh.capture', where: 'any-row', then: { kind: 'end' } }), { name: 'empty-hole', when: () => emptyHole }],
  afterTurn: roundEnd,
  pass: passTurn('dlp-jimafesosh.pass'),
  nextGame: (pieces, o) => nextRound(dlpJimafesosh, pieces, o, roundClauses),
  declares: ['dlp-jimafesosh.board', 'dlp-jimafesosh.setup', 'dlp-jimafesosh.hole-gain', 'dlp-jimafesosh.extra'],
  implements: [
    'dlp-jimafesosh.opening',
    'dlp-jimafesosh.opening-next',
    'dlp-jimafesosh.opening-sow',
    'dlp-jimafesosh.relay',
    'dlp-jimafesosh.capture',
    'dlp-jimafesosh.pass',
    'dlp-jimafesosh.round-end',
    'dlp-jimafesosh.next-round',
    'dlp-jimafesosh.extra.three',
    'dlp-jimafesosh.extra.two',
    'dlp-jimafesosh.series-end',
  ],
};

export default dlpJimafesosh;
