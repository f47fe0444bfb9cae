import { board3x6 } from '../../board';
import { claimRule, inOpponentClaim, inOwnClaim, makesClaim } from '../../mechanics/claims';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { relayWhenOccupied } from '../../mechanics/take';
import { wegueLayout, wegueOpening, weguePass, wegueRoundEnd } from '../../mechanics/wegue';
import * as wegueSpecs from '../../mechanics/wegue.readings';
import { NOBODY } from '../../position';
import { carry } from '../../readings-present';
import { outcome, type LandingRule, type Outcome, type Play, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Selus (Massawa) (Pankhurst 1971: 171-172), composed from the wegue games
 * (mechanics/wegue.ts): on Courlander's board and circuit (board3x6, Ludii's one track), the same
 * captured holes ("wegues" in the DLP's Gabata (Adowa)), takes of two, end of a round and next
 * round; but a hole is captured only "After the first turn", wherever the last counter makes three
 * four, a take from one's own captured hole gives another turn, and the leftmost holes (south's A1,
 * north's F3) are special. In Ludii's coordinates A1-F1 are indices 0-5, F2-D2 6-8, F3-A3 9-14,
 * A2-C2 15-17; south owns 0-8, north 9-17.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): it counts the
 * first turn as each player's (reading `massawa-first-turn`). Where it cannot be followed: Ludii's
 * between-round layout (moves that fill any empty hole of the mover's, wegue marks kept into the next
 * round, its turn count never reset, so that later rounds capture from their first turn) is not the
 * engine's, which lays out a round between games: the recorded games are compared to the end of
 * their first round.
 */
// Each sentence by its id, written out: the rules-as-code page finds a clause where its id stands.
const clauses = {
  roundEnd: 'dlp-selus-massawa.round-end',
  collect: 'dlp-selus-massawa.collect',
  fill: 'dlp-selus-massawa.fill',
  twoRemaining: 'dlp-selus-massawa.two-remaining',
  seriesEnd: 'dlp-selus-massawa.series-end',
};

/** Each player's leftmost hole in his row: south's A1, north's F3 (as he sees it, his left). */
const leftmostOf = [0, 9] as const;

/** Whether captures still wait for the first turn to be over (reading `massawa-first-turn`). */
function firstTurn(g: Play, p: number): boolean {
  const y = g.pos.yetToPlay;
  return g.options['massawa-first-turn'] === 'each-first-turn' ? y[p] === 1 : y[0] === 1 && y[1] === 1;
}

const take = (again: boolean, againClause: string): Outcome =>
  outcome({ kind: 'claim-take', most: 2, clause: 'dlp-selus-massawa.take', again, againClause, ...(again ? { againReading: 'massawa-again' as const } : {}) });

/** The landing rules, in order: one's own leftmost, an empty captured hole, the takes, the first turn, a capture, a relay, an empty hole. */
const landing: LandingRule[] = [
  {
    name: 'own-leftmost-wegue',
    when: (g, l) => (l.hole === leftmostOf[l.player] && g.pos.claims[l.hole] !== NOBODY ? outcome({ kind: 'end', clause: 'dlp-selus-massawa.leftmost.own', reading: 'massawa-own-leftmost', turnClause: 'reading.massawa-own-leftmost' }) : null),
  },
  {
    name: 'empty-wegue',
    when: (g, l) => (l.wasEmpty && g.pos.claims[l.hole] !== NOBODY ? outcome({ kind: 'end', clause: 'dlp-selus-massawa.take', reading: 'massawa-empty-wegue', turnClause: 'reading.massawa-empty-wegue' }) : null),
  },
  { name: 'take-own-wegue', when: (g, l) => (inOwnClaim(g, l.player, l.hole) ? take(true, 'dlp-selus-massawa.again.own') : null) },
  {
    name: 'take-opponent-leftmost',
    when: (g, l) => (l.hole === leftmostOf[1 - l.player] && inOpponentClaim(g, l.player, l.hole) ? take(true, 'dlp-selus-massawa.leftmost.opponent') : null),
  },
  { name: 'take-opponent-wegue', when: (g, l) => (inOpponentClaim(g, l.player, l.hole) ? take(false, 'dlp-selus-massawa.again.opponent') : null) },
  {
    // "After the first turn": until then a hole of three made four is an occupied hole like any other.
    name: 'first-turn',
    when: (g, l) =>
      makesClaim(g, l.player, l.hole, l.wasEmpty) !== 'no' && firstTurn(g, l.player)
        ? outcome({ kind: 'relay', clause: 'dlp-selus-massawa.capture.first-turn', reading: 'massawa-first-turn' })
        : null,
  },
  claimRule('dlp-selus-massawa.capture', 'reading.wegue-ends-play', 'wegue-ends-play'),
  relayWhenOccupied('dlp-selus-massawa.move.relay'),
  { name: 'empty-hole', when: () => outcome({ kind: 'end', clause: 'dlp-selus-massawa.end' }) },
];

export const dlpSelusMassawa: Ruleset<'dlp-selus-massawa', 'dlp-selus-massawa'> = {
  ...about('dlp-selus-massawa'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  marks: { yetToPlay: true },
  roundEnds: 'every counter is in a captured hole or taken',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(claimsSpecs, sowSpecs, wegueSpecs, own),
  readings: {
    'massawa-first-turn': { default: 'first-turn', why: 'The text: "After the first turn, players may capture a hole": one turn, the first. Ludii\'s code waits for each player\'s first.' },
    'claim-side': { default: 'either', why: 'The text: "players may capture a hole when the final counter of a sowing falls into a hole containing three counters" names no side (the DLP\'s Gabata (Adowa) page says "an opponent\'s hole"); Ludii\'s code captures on either side.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Selus (Massawa)',
      options: { 'massawa-first-turn': 'each-first-turn', 'claim-side': 'either', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Selus (Massawa): no capture in either player's first turn; holes captured on either side, a full lap sown into its own hole; its player 1, south, always begins.",
    },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: () => ({ default: 'south', clause: 'reading.wegue-first' }),
  clauses: { move: 'dlp-selus-massawa.move.from', sow: 'dlp-selus-massawa.route', relay: 'dlp-selus-massawa.move.relay', turns: 'dlp-selus-massawa.end' },
  opening: { name: 'the first player', play: wegueOpening },
  landing,
  afterTurn: wegueRoundEnd(clauses),
  pass: weguePass,
  nextGame: (pieces, o) => wegueLayout(dlpSelusMassawa, pieces, o, clauses),
  declares: [
    'dlp-selus-massawa.board',
    'dlp-selus-massawa.board.setup',
    'dlp-selus-massawa.ownership',
    'dlp-selus-massawa.move',
    'dlp-selus-massawa.no-sow',
    'dlp-selus-massawa.again',
    'dlp-selus-massawa.leftmost',
    'dlp-selus-massawa.new-round',
  ],
  implements: [
    'dlp-selus-massawa.move.from',
    'dlp-selus-massawa.route',
    'dlp-selus-massawa.move.relay',
    'dlp-selus-massawa.end',
    'dlp-selus-massawa.capture',
    'dlp-selus-massawa.capture.first-turn',
    'dlp-selus-massawa.take',
    'dlp-selus-massawa.again.own',
    'dlp-selus-massawa.again.opponent',
    'dlp-selus-massawa.leftmost.own',
    'dlp-selus-massawa.leftmost.opponent',
    'dlp-selus-massawa.round-end',
    'dlp-selus-massawa.collect',
    'dlp-selus-massawa.fill',
    'dlp-selus-massawa.two-remaining',
    'dlp-selus-massawa.series-end',
  ],
};

export default dlpSelusMassawa;
