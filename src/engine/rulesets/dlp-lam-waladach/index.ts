import { board2xN } from '../../board';
import { beginTurn, againLanding, movesCountingCaptures } from '../../mechanics/again';
import { FOUR, foursSowing } from '../../mechanics/fours';
import { passTurn } from '../../mechanics/pass';
import { nextRound, type RoundClauses } from '../../mechanics/rounds';
import { over, runSowing, sowPlain } from '../../mechanics/sow';
import { relayWhenOccupied } from '../../mechanics/take';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import type { Play, Ruleset, SowHand } from '../../ruleset';
import type { Options } from '../../options';
import type { Pile, Player } from '../../types';
import { about } from '../catalog';
import * as againSpecs from '../../mechanics/again.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

const P = 'dlp-lam-waladach';
const rounds: RoundClauses = { next: `${P}.next-round`, gain: `${P}.hole-gain`, three: `${P}.three-extra`, seriesEnd: `${P}.series-end` };

const board = board2xN(6);

/**
 * "The first player takes three counters from each of their holes, and sows them beginning in the
 * opponent's first hole": three lifted from every hole of his (fewer where one holds fewer), sown
 * from the hole after his rightmost, and the sowing goes on as any other (the `waladach-opening` decision).
 */
function opening(g: Play): void {
  const f = g.pos;
  const L = g.listener;
  const p = g.first;
  if (L) L.event({ type: 'first-player', player: g.name(p), clause: 'reading.waladach-first', reading: 'waladach-first' });
  f.toMove = p;
  beginTurn(g);
  f.inProgress = true;
  // His last hole in sowing order, his rightmost, is the one the opponent's first follows (in a later round, his run of holes may cross into the other row).
  let rightmost = -1;
  for (let h = 0; h < g.size; h++) {
    if (f.owners[h] !== p) continue;
    if (f.owners[g.next[p * g.size + h]!] !== p) rightmost = h;
    if (f.holes[h] === 0) continue;
    const n = Math.min(3, f.holes[h]!);
    if (L) L.event({ type: 'pick-up', player: g.name(p), hole: h, count: n, clause: `${P}.opening.lift` });
    f.holes[h]! -= n;
    f.hands[p]! += n;
  }
  if (rightmost < 0 || f.hands[p] === 0) return g.rules.afterTurn(g);
  runSowing(g, p, rightmost, `${P}.opening.sow`);
}

/**
 * Ludii's look for fours after a lap of exactly a whole circuit (or two): its range, from the lap's
 * first hole as many steps on as it has counters, is that hole alone, where its last counter falls
 * (the `waladach-circuit` reading `origin-only`); any other lap is looked at as the fours' own code does.
 */
function circuitAtOrigin(lapEnd: SowHand): SowHand {
  return (g, p, from, clause, reading) => {
    const n = g.pos.hands[p]!;
    if (n === 0 || n % g.size !== 0) return lapEnd(g, p, from, clause, reading);
    g.taken = 0;
    const last = sowPlain(g, p, from, clause, reading);
    if (last < 0 || g.pos.holes[last] !== FOUR) return last;
    if (g.listener) g.listener.event({ type: 'take', player: g.name(p), from: [{ hole: last, count: FOUR }], four: true, clause: 'reading.waladach-circuit', reading: 'waladach-circuit' });
    g.pos.holes[last] = 0;
    g.pos.stores[p]! += FOUR;
    g.taken += FOUR;
    return last;
  };
}

const fours = foursSowing({ capture: `${P}.fours` });
const sowing = { when: (o: Options): SowHand => (o['fours-when'] === 'sowing' && o['waladach-circuit'] === 'origin-only' ? circuitAtOrigin(fours.when(o)) : fours.when(o)) };

/**
 * After a turn: the round is over once every counter is captured, or (the `waladach-round-end`
 * reading `four-left`) once four or none are left, each player taking what his own holes hold; the
 * series once one player holds them all.
 */
function afterTurn(g: Play): void {
  const f = g.pos;
  if (f.status !== PLAYING) return;
  let left = 0;
  for (let h = 0; h < g.size; h++) left += f.holes[h]!;
  if (left > (g.options['waladach-round-end'] === 'four-left' ? FOUR : 0)) return;
  const L = g.listener;
  if (left > 0) {
    if (L) {
      const awards: (Pile & { player: Player })[] = [];
      for (let h = 0; h < g.size; h++) if (f.holes[h]! > 0) awards.push({ hole: h, count: f.holes[h]!, player: g.name(f.owners[h]!) });
      L.event({ type: 'claims-collected', awards, clause: 'reading.waladach-round-end', reading: 'waladach-round-end' });
    }
    for (let h = 0; h < g.size; h++) {
      f.stores[f.owners[h]!]! += f.holes[h]!;
      f.holes[h] = 0;
    }
  }
  if (f.stores[0] === 0 || f.stores[1] === 0) {
    if (L) L.event({ type: 'game-end', winner: g.name(f.stores[0] === 0 ? 1 : 0), clause: `${P}.series-end` });
    over(g, GAME_OVER);
  } else {
    if (L) L.event(left > 0 ? { type: 'round-end', clause: 'reading.waladach-round-end', reading: 'waladach-round-end' } : { type: 'round-end', clause: `${P}.round-end` });
    over(g, ROUND_OVER);
  }
}

/**
 * The DLP's Lam Waladach (Pankhurst 1971: 177), a two-row game of central Ethiopia in Ludii's
 * coordinates (A1-F1 south's row as he sees it, F2-A2 north's in sowing order): opened by the
 * first player's three counters from each of his holes, sown from his opponent's first hole on;
 * relay sowing, every hole a sown counter makes four captured at once by the player who sows
 * (../../mechanics/fours.ts, `fours-taker` sower), a sowing that captured giving him another turn
 * (../../mechanics/again.ts); a player with no counters passes (../../mechanics/pass.ts); the round
 * over when every counter is captured, and later rounds laid out as Gabata (Shoa I)'s, in the same
 * words (../../mechanics/rounds.ts).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends (after a lap of exactly twelve, in its first hole alone: the
 * `waladach-circuit` reading, in this folder), and a lap that captured gives the next move from any
 * hole at once, in place of the relay. Ludii lays the next round out in moves and makes no opening there, so its
 * samples are compared to the end of their first round. Ludii's random games seldom end a round
 * (a few counters go round the board for ever), and none of the ten sampled does within its 600 plies.
 */
export const dlpLamWaladach: Ruleset<'dlp-lam-waladach', 'dlp-lam-waladach'> = {
  ...about('dlp-lam-waladach'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'every counter is captured',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(againSpecs, foursSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'fours-when': { default: 'drop', why: 'The text: "While sowing, if a hole is made to contain four counters, these are captured by the player". Ludii\'s code looks when each lap ends.' },
    'fours-taker': { default: 'sower', values: ['sower'], why: 'The text: the four "are captured by the player", the one who sows, in either row; Ludii\'s code agrees.' },
    'fours-then': { default: 'sow-on', values: ['sow-on'], why: 'The text stops the sowing only in an empty hole; a four captured before the last counter leaves it to go on.' },
    'waladach-round-end': { default: 'four-left', why: 'The text: "Play continues until all the counters are captured"; but four counters spread over the board may never meet in one hole, and random games seldom end a round so (none of 40 within 6,000 moves, nor any of Ludii\'s ten samples within 600 plies). We end it when four or none are left, each player taking his own, as Hufesay\'s text has the players count what their rows hold; the reader may choose the text\'s letter, which Ludii\'s code plays.' },
    'waladach-circuit': { default: 'every-hole', why: 'The text captures every hole made four; the reading matters only where fours are looked for when a lap ends, as Ludii\'s code does, whose range for a lap of twelve is its first hole alone.' },
    'capture-again': { default: 'sowing-end', why: 'The text: "When the final counter falls into an empty hole, the turn ends, unless the player was able to make a capture during the sowing, in which case they may play again". Ludii\'s code gives the move again as soon as a lap captures.' },
    'round-remainder': { default: 'text', values: ['text'], why: 'The text gains a hole for three extra and none for fewer; one or two extra go into the weaker player\'s last hole.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Lam Waladach',
      options: { 'fours-when': 'sowing', 'fours-taker': 'sower', 'fours-then': 'sow-on', 'capture-again': 'lap', 'waladach-circuit': 'origin-only', 'waladach-round-end': 'all-captured', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Lam Waladach: its player 1, south, makes the opening move; the holes of four captured by the sower when each lap ends (after a lap of twelve, its first hole alone), the round over only when no counter is left, and a lap that captured followed by a move from any hole of his; a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => 4,
  firstChoice: () => ({ default: 'south', clause: 'reading.waladach-first' }),
  clauses: { move: `${P}.route`, sow: `${P}.route`, relay: `${P}.route.relay`, turns: `${P}.end.empty` },
  opening: { name: 'three counters from each hole, sown from the opponent\'s first', play: opening },
  move: movesCountingCaptures,
  sowing,
  landing: againLanding({ end: `${P}.end.empty`, again: `${P}.end.again` }, relayWhenOccupied(`${P}.route.relay`)),
  afterTurn,
  pass: passTurn(`${P}.pass`),
  nextGame: (pieces, o) => nextRound(dlpLamWaladach, pieces, o, rounds),
  declares: [`${P}.board`, `${P}.setup`, `${P}.opening`, `${P}.end`],
  implements: [
    `${P}.opening.lift`,
    `${P}.opening.sow`,
    `${P}.route`,
    `${P}.route.relay`,
    `${P}.fours`,
    `${P}.end.empty`,
    `${P}.end.again`,
    `${P}.pass`,
    `${P}.round-end`,
    `${P}.next-round`,
    `${P}.hole-gain`,
    `${P}.three-extra`,
    `${P}.series-end`,
  ],
};

export default dlpLamWaladach;
