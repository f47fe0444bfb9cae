import { board3x6 } from '../../board';
import type { Play } from '../../ruleset';
import { wegueLanding, weguePass, wegueLayout, wegueRoundEnd, type WegueClauses } from '../../mechanics/wegue';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as wegueSpecs from '../../mechanics/wegue.readings';
import { carry } from '../../readings-present';

/**
 * The DLP's Gabata (Adowa) (Pankhurst 1971: 164-165), on Courlander's board: its circuit is the
 * route the text gives ("from left to right in the player's full row, right to left in the
 * player's half of the central row, proceeding to the opponent's full row ..."), which is Ludii's
 * one track for both players. In Ludii's coordinates A1-F1 are indices 0-5, F2-D2 6-8, F3-A3
 * 9-14, A2-C2 15-17; south owns 0-8, north 9-17.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset). Where it
 * cannot be followed: the rule that "Captures cannot be made until after the original three
 * counters ... have been moved" is played neither by Ludii's code nor by the engine (reading
 * `wegue-first-captures`); and Ludii's between-round layout (moves that fill from the mover's
 * leftmost along its track, so that who lays first decides which holes are gained; wegue marks
 * kept into the next round; holes nobody fills) is not the engine's, which lays out a round
 * between games: the recorded games are compared to the end of their first round.
 */
const clauses: WegueClauses = {
  end: 'dlp-gabata-adowa.end',
  relay: 'dlp-gabata-adowa.relay',
  wegue: 'dlp-gabata-adowa.wegue',
  take: 'dlp-gabata-adowa.wegue-take',
  roundEnd: 'dlp-gabata-adowa.round-end',
  collect: 'dlp-gabata-adowa.collect',
  fill: 'dlp-gabata-adowa.fill',
  twoRemaining: 'dlp-gabata-adowa.two-remaining',
  lastHole: 'dlp-gabata-adowa.last-hole',
  seriesEnd: 'dlp-gabata-adowa.series-end',
};

function opening(g: Play): void {
  if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause: 'reading.wegue-first', reading: 'wegue-first' });
  g.pos.toMove = g.first;
  g.rules.afterTurn(g);
}

export const dlpGabataAdowa: Ruleset<'dlp-gabata-adowa', 'dlp-gabata-adowa'> = {
  ...about('dlp-gabata-adowa'),
  nouns: { one: 'counter', many: 'counters', claim: 'weg' },
  roundEnds: 'every counter is in a wegue or taken',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(claimsSpecs, sowSpecs, wegueSpecs),
  readings: {
    'claim-side': { default: 'opponent', why: 'The text: "dropping the last counter of a sowing into an opponent\'s hole which contains three counters"; Ludii\'s code agrees.' },
    'wegue-empty': { default: 'taken', why: 'The text: the player "captures two counters from it"; from an empty wegue there is only his own, which he takes, as Courlander\'s Sulus Nishtaw removes a single bean. Ludii\'s code leaves it.' },
    'wegue-last-hole': { default: 'takes-three', why: 'The text: "the player captured three counters from it, leaving one for the opponent to continue to play"; Ludii\'s code makes a wegue of it.' },
    'wegue-series-end': { default: 'cannot-fill', why: 'The text: "Play continues until one player cannot fill any holes"; two counters fill none. Ludii\'s code plays on with two.' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped; Ludii\'s code sows into it on a full lap.' },
  },
  presets: {
    ludii: {
      game: 'Gabata (Adowa)',
      options: { 'claim-side': 'opponent', 'wegue-empty': 'stays', 'wegue-last-hole': 'wegue', 'wegue-series-end': 'one-or-none', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Gabata (Adowa): a last counter left in the opponent's empty wegue, no rule for the opponent's last hole, the series over at one counter or none, a full lap sown into its own hole; its player 1, south, always begins. Like the engine, it makes wegues from the first move.",
    },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: () => ({ default: 'south', clause: 'reading.wegue-first' }),
  clauses: { move: 'dlp-gabata-adowa.move', sow: 'dlp-gabata-adowa.route', relay: 'dlp-gabata-adowa.relay', turns: 'dlp-gabata-adowa.end' },
  opening: { name: 'the first player', play: opening },
  landing: wegueLanding(clauses),
  afterTurn: wegueRoundEnd(clauses),
  pass: weguePass,
  nextGame: (pieces, o) => wegueLayout(dlpGabataAdowa, pieces, o, clauses),
  declares: [
    'dlp-gabata-adowa.board',
    'dlp-gabata-adowa.setup',
    'dlp-gabata-adowa.ownership',
    'dlp-gabata-adowa.first-captures',
    'dlp-gabata-adowa.wegue-no-sow',
    'dlp-gabata-adowa.new-round',
  ],
  implements: [
    'dlp-gabata-adowa.move',
    'dlp-gabata-adowa.route',
    'dlp-gabata-adowa.end',
    'dlp-gabata-adowa.relay',
    'dlp-gabata-adowa.wegue',
    'dlp-gabata-adowa.wegue-take',
    'dlp-gabata-adowa.round-end',
    'dlp-gabata-adowa.collect',
    'dlp-gabata-adowa.fill',
    'dlp-gabata-adowa.two-remaining',
    'dlp-gabata-adowa.last-hole',
    'dlp-gabata-adowa.series-end',
  ],
};

export default dlpGabataAdowa;
