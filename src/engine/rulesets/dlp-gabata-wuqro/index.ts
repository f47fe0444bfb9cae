import { board2xN } from '../../board';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { FOUR, foursSowing, lastFourEnds } from '../../mechanics/fours';
import { passTurn } from '../../mechanics/pass';
import { lift, over, runSowing } from '../../mechanics/sow';
import { leader, relayWhenOccupied } from '../../mechanics/take';
import { outcome, type Play, type Ruleset, type SowHand } from '../../ruleset';
import type { Pile, Player } from '../../types';
import { about } from '../catalog';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { THREE, wuqroRound } from './round';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Gabata (Wuqro) (Pankhurst 1971: 173), on two rows of six in Ludii's coordinates: A1-F1
 * south's row left to right as he sees it (indices 0-5), F2-A2 north's (6-11), sown anticlockwise;
 * three counters a hole. The player who begins lifts every counter of his row and sows them into
 * the opponent's, relaying (no four captured in it); then turns from any hole of one's own; when a
 * lap ends, its holes of four are captured by the owner of their row, the last hole's by the sower,
 * whose turn then ends (../../mechanics/fours.ts, `fours-when` sowing). A round ends when four
 * counters or fewer are left; later rounds are laid out in threes (./round.ts); the series ends
 * when a player can keep no hole.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its opening
 * puts the row's counters into the opponent's first hole and sows that hole, every four is the
 * sower's, and the counters left at a round's end are the mover's. Ludii lays the next round out
 * in moves, so its samples are compared to the end of their first round.
 */
const board = board2xN(6);

/** The round's end: four counters or fewer on the board, allocated by `wuqro-leftover`; the series over when a player has one or none. */
function roundEnd(g: Play, mover: number): void {
  const f = g.pos;
  if (f.status !== PLAYING) return;
  let left = 0;
  for (let h = 0; h < g.size; h++) left += f.holes[h]!;
  if (left > FOUR) return;
  const L = g.listener;
  const toMover = g.options['wuqro-leftover'] === 'mover';
  if (L && left > 0) {
    const from: Pile[] = [];
    for (let h = 0; h < g.size; h++) if (f.holes[h]! > 0) from.push({ hole: h, count: f.holes[h]! });
    if (toMover) L.event({ type: 'sweep', player: g.name(mover), from, hands: [], clause: 'dlp-gabata-wuqro.round-end', reading: 'wuqro-leftover' });
    else {
      const awards: (Pile & { player: Player })[] = from.map((p) => ({ ...p, player: g.name(f.owners[p.hole]!) }));
      L.event({ type: 'claims-collected', awards, clause: 'dlp-gabata-wuqro.round-end', reading: 'wuqro-leftover' });
    }
  }
  for (let h = 0; h < g.size; h++) {
    f.stores[toMover ? mover : f.owners[h]!]! += f.holes[h]!;
    f.holes[h] = 0;
  }
  if (f.stores[0]! <= 1 || f.stores[1]! <= 1) {
    if (L) L.event({ type: 'game-end', winner: leader(g), clause: 'dlp-gabata-wuqro.series-end' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event({ type: 'round-end', clause: 'dlp-gabata-wuqro.round-end', reading: 'wuqro-round-end' });
    over(g, ROUND_OVER);
  }
}

/** The stylised move, where every hole holds three (every round's start); from any other position the player to move simply plays. */
function opening(g: Play): void {
  const f = g.pos;
  const p = g.first;
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(p), clause: 'reading.wuqro-first', reading: 'wuqro-first' });
  f.toMove = p;
  for (let h = 0; h < g.size; h++) if (f.holes[h] !== THREE) return g.rules.afterTurn(g);
  // His holes from his leftmost along the sowing order (his row, and in a later round the holes he gained): `wuqro-opening-holes`.
  const n = g.board.cols;
  let last = -1;
  for (let i = 0; i < g.size; i++) {
    const h = (p * n + i) % g.size;
    if (f.owners[h] !== p) continue;
    lift(g, p, h, 'pick-up', 'dlp-gabata-wuqro.opening-lift');
    last = h;
  }
  let from = last;
  if (g.options['wuqro-opening'] === 'ludii') {
    // Ludii's code: the counters all into the next hole, which is lifted with its own.
    from = g.next[p * g.size + last]!;
    const count = f.hands[p]!;
    if (g.listener) g.listener.event({ type: 'drop', player: g.name(p), hole: from, count, clause: 'dlp-gabata-wuqro.opening-sow', reading: 'wuqro-opening' });
    f.holes[from]! += count;
    f.hands[p] = 0;
    g.sown += count;
    lift(g, p, from, 'pick-up', 'dlp-gabata-wuqro.opening-sow', 'wuqro-opening');
  }
  // The captures come with "The main phase of the game": the opening's laps are sown plainly.
  const play = g as { sowing: SowHand | null };
  const fours = play.sowing;
  play.sowing = null;
  try {
    runSowing(g, p, from, 'dlp-gabata-wuqro.opening-sow');
  } finally {
    play.sowing = fours;
  }
}

const emptyHole = outcome({ kind: 'end', clause: 'dlp-gabata-wuqro.end' });

export const dlpGabataWuqro: Ruleset<'dlp-gabata-wuqro', 'dlp-gabata-wuqro'> = {
  ...about('dlp-gabata-wuqro'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'four counters or fewer are left on the board',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(foursSpecs, sowSpecs, own),
  readings: {
    'fours-when': { default: 'sowing', why: 'The text: "At the end of sowing, any holes containing four counters are captured". Ludii\'s code agrees, looking when each lap ends.' },
    'fours-taker': { default: 'owner', why: 'The text: "captured by the owner of the row in which the hole is located", the final counter\'s by "the player". Ludii\'s code gives every four to the sower.' },
    'fours-then': { default: 'sow-on', values: ['sow-on'], why: 'Only the final counter\'s four ends the turn: "in which case the player captures them and the turn ends". Ludii\'s code agrees.' },
    'wuqro-opening': { default: 'sown', why: 'The text: "They then begin sowing these counters into the opponent\'s row". Ludii\'s code puts them into its first hole and sows that hole.' },
    'wuqro-leftover': { default: 'rows', why: 'The text leaves it to the players ("the players decide how the counters are allocated"); we give each the counters in his own holes. Ludii\'s code gives them to the player who moved.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Gabata (Wuqro)',
      options: { 'fours-when': 'sowing', 'fours-taker': 'sower', 'fours-then': 'sow-on', 'wuqro-opening': 'ludii', 'wuqro-leftover': 'mover', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Wuqro): its player 1, south, opens the first round, his row's counters put into F2 and F2 sown; the holes of four captured when each lap ends, all by the player who sows; the counters left at a round's end the mover's; a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => THREE,
  firstChoice: () => ({ default: 'south', clause: 'reading.wuqro-first' }),
  clauses: { move: 'dlp-gabata-wuqro.move', sow: 'dlp-gabata-wuqro.move', relay: 'dlp-gabata-wuqro.relay', turns: 'dlp-gabata-wuqro.end' },
  opening: { name: "the stylised move: the player's row sown into the opponent's", play: opening },
  sowing: foursSowing({ capture: 'dlp-gabata-wuqro.fours', owner: 'dlp-gabata-wuqro.fours.owner', last: 'dlp-gabata-wuqro.fours.last' }),
  landing: [lastFourEnds('dlp-gabata-wuqro.fours.last'), relayWhenOccupied('dlp-gabata-wuqro.relay'), { name: 'empty-hole', when: () => emptyHole }],
  afterTurn: (g) => roundEnd(g, 1 - g.pos.toMove),
  duringMove: { when: () => 'sowing', check: (g) => roundEnd(g, g.pos.toMove) },
  pass: passTurn('reading.wuqro-pass', 'wuqro-pass'),
  nextGame: (pieces, o) => wuqroRound(dlpGabataWuqro, pieces, o),
  declares: ['dlp-gabata-wuqro.board', 'dlp-gabata-wuqro.setup', 'dlp-gabata-wuqro.opening', 'dlp-gabata-wuqro.next-round'],
  implements: [
    'dlp-gabata-wuqro.opening-lift',
    'dlp-gabata-wuqro.opening-sow',
    'dlp-gabata-wuqro.relay',
    'dlp-gabata-wuqro.end',
    'dlp-gabata-wuqro.move',
    'dlp-gabata-wuqro.fours',
    'dlp-gabata-wuqro.fours.owner',
    'dlp-gabata-wuqro.fours.last',
    'dlp-gabata-wuqro.round-end',
    'dlp-gabata-wuqro.fill',
    'dlp-gabata-wuqro.hole-gain',
    'dlp-gabata-wuqro.two-remaining',
    'dlp-gabata-wuqro.series-end',
  ],
};

export default dlpGabataWuqro;
