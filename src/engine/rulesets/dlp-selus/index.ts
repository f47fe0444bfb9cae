import { board3x6 } from '../../board';
import { raceOpening } from '../../mechanics/race';
import { hasMove, over } from '../../mechanics/sow';
import { InputError } from '../../errors';
import { GAME_OVER, NOBODY, PLAYING } from '../../position';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as raceSpecs from '../../mechanics/race.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { selusLanding, type SelusClauses } from './landing';
import { selusMove } from './sowing';
import { startRefused } from './start';
import { chosenPlayerBegins } from '../../mechanics/start';

/**
 * The DLP's Selus ("Sulusé"; Pankhurst 1971: 165-166), on Courlander's board: its route ("from
 * left to right in the player's complete row, right to left in the player's half of the central
 * row, then ... the opponent's outer row ...") is Ludii's one track for both players, and the
 * board's sowing order. In Ludii's coordinates A1-F1 are indices 0-5, F2-D2 6-8, F3-A3 9-14, A2-C2
 * 15-17; south owns 0-8, north 9-17. It opens with a race (../../mechanics/race.ts); its moves
 * are its own sowing (./sowing.ts: the skip, the nedf and its guardian, ./nedf.ts), restricted
 * in where they start (./start.ts).
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): no race,
 * south first; of the three restrictions only the one on the leftmost holes (its other two read
 * the count of a site that is not the hole's); the holes a lap passes over decided as it is
 * lifted; an opponent's hole of three passed over by every counter, so that a nedf is made only
 * where a lap made a hole of two four; one nedf for each player, a mark that forbids nothing and
 * goes when its hole is emptied; no guardian. Every one of these the engine can follow.
 */
// Each sentence by its id, written out: the rules-as-code page finds a clause where its id stands.
const clauses: SelusClauses = {
  move: 'dlp-selus.main',
  sow: 'dlp-selus.route',
  skip: 'dlp-selus.skip',
  relay: 'dlp-selus.main.relay',
  end: 'dlp-selus.main.end',
  turns: 'dlp-selus.main',
  nedf: 'dlp-selus.nedf',
  noSow: 'dlp-selus.nedf-no-sow',
  one: 'dlp-selus.one-nedf',
  two: 'dlp-selus.nedf-two',
  continues: 'dlp-selus.nedf-continue',
  guardian: 'dlp-selus.guardian-holds',
};

/** "Play continues until one player has no counters to move": he loses (reading `selus-end`). */
function endWhenBlocked(g: Play): void {
  const f = g.pos;
  const p = f.toMove;
  if (f.status !== PLAYING || p === NOBODY || hasMove(g, p)) return;
  if (g.listener) g.listener.event({ type: 'game-end', winner: g.name(1 - p), clause: 'dlp-selus.end', reading: 'selus-end' });
  over(g, GAME_OVER);
}

/** The opening (reading `selus-opening`): the race from each player's first hole, or south begins. */
function opening(g: Play): void {
  if (g.options['selus-opening'] === 'race') {
    return raceOpening(g, {
      start: 'dlp-selus.race',
      tick: 'dlp-selus.race',
      drop: 'dlp-selus.route',
      relay: 'dlp-selus.race-relay',
      finish: 'dlp-selus.race-end',
      end: { 'both-finish': 'dlp-selus.race-end', 'first-finish': 'dlp-selus.race-end' },
      chosenFirst: 'dlp-selus.race-end',
      winnerFirst: 'dlp-selus.race-end',
      holes: [0, 9],
    });
  }
  beginsChosen(g);
}
const beginsChosen = chosenPlayerBegins('reading.selus-opening', 'selus-opening');

export const dlpSelus: Ruleset<'dlp-selus', 'dlp-selus'> = {
  ...about('dlp-selus'),
  nouns: { one: 'counter', many: 'counters', claim: 'nedf' },
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(raceSpecs, sowSpecs, own),
  readings: {
    'selus-opening': { default: 'race', why: 'The text: "In the opening phase, players play simultaneously." Ludii\'s code has no opening phase.' },
    'race-end': { default: 'both-finish', values: ['both-finish'], why: 'The text: "Each player plays until their final counter falls into an empty hole".' },
    'race-order': { default: 'bottom-first', why: 'The text says only "simultaneously"; one order must be fixed for a counter-by-counter account, and it matters only when both sowings meet in one hole in one beat.' },
    'after-race': { default: 'first-to-finish', values: ['first-to-finish'], why: 'The text: "the first player to do so begins the main phase".' },
    'selus-start': { default: 'text', why: 'The text gives three restrictions; Ludii\'s code plays only the one on the leftmost holes.' },
    'selus-skip-count': { default: 'as-it-falls', why: 'The text: a player "may not drop a counter into any of the opponent\'s holes which contain three counters": as he would drop it. Ludii\'s code decides as the lap begins.' },
    'nedf-made': { default: 'into-three', why: 'The text: the final counter "lands in a hole in the opponent\'s row containing three counters", the skip waived "when making a nedf"; "Only one nedf can exist at one time"; then "the final two counters", and the guardian. Ludii\'s code passes over every hole of three, makes one nedf each, and has no guardian.' },
    'nedf-kept': { default: 'kept', why: 'The text: "Any counters falling into the nedf cannot be sown." Ludii\'s code forbids nothing of a nedf.' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped; Ludii\'s code sows into it on a lap of twelve or more.' },
  },
  presets: {
    ludii: {
      game: 'Selus',
      options: { 'selus-opening': 'none', 'selus-start': 'leftmost-only', 'selus-skip-count': 'lap-start', 'nedf-made': 'made-four', 'nedf-kept': 'marked', 'skip-origin': false },
      first: 'south',
      why: "Ludii's code for Selus: no race, its player 1, south, first; only the leftmost holes held back; the holes a lap passes over decided as it is lifted; every counter passing over the opponent's holes of three, so that a nedf is made only by a lap that made a hole of two four, one for each player; the nedf a mark that forbids nothing and goes when its hole is emptied; no guardian.",
    },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: (o) => (o['selus-opening'] === 'none' ? { default: 'south', clause: 'reading.selus-opening' } : null),
  clauses: { move: clauses.move, sow: clauses.sow, relay: clauses.relay, turns: clauses.turns },
  opening: { name: 'the race, or south first', play: opening },
  startRefused: { when: () => true, why: startRefused },
  move: selusMove(clauses),
  claimsSown: (o) => o['nedf-kept'] === 'marked',
  landing: selusLanding(clauses),
  afterTurn: endWhenBlocked,
  // The text plays one game, won by blocking (reading `selus-end`), and takes nothing: no next game is laid out from its counters.
  nextGame: () => {
    throw new InputError('series', 'the series is over: a game of Selus is won by blocking, and its text lays out no next game');
  },
  declares: ['dlp-selus.board', 'dlp-selus.setup', 'dlp-selus.ownership', 'dlp-selus.restrictions', 'dlp-selus.leftmost', 'dlp-selus.twos', 'dlp-selus.more-than-three', 'dlp-selus.guardian'],
  implements: [
    'dlp-selus.route',
    'dlp-selus.race',
    'dlp-selus.race-relay',
    'dlp-selus.race-end',
    'dlp-selus.main',
    'dlp-selus.main.relay',
    'dlp-selus.main.end',
    'dlp-selus.skip',
    'dlp-selus.nedf',
    'dlp-selus.nedf-no-sow',
    'dlp-selus.one-nedf',
    'dlp-selus.nedf-two',
    'dlp-selus.nedf-continue',
    'dlp-selus.guardian-holds',
    'dlp-selus.end',
  ],
};

export default dlpSelus;
