import { board3x6, routeFrom } from '../../board';
import type { Play } from '../../ruleset';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { raceOpening } from '../../mechanics/race';
import { reload3x6 } from '../../mechanics/reload';
import { over } from '../../mechanics/sow';
import { enemyIn, leader, sweepVacated, takeFrom, vacatedCheckAt } from '../../mechanics/take';
import { outcome, type LandingRule, type Outcome, type Ruleset } from '../../ruleset';
import type { GameEvent, Hole, Player } from '../../types';
import { about } from '../catalog';
import * as raceSpecs from '../../mechanics/race.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as reloadSpecs from '../../mechanics/reload.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Abalala'e (Pankhurst 1971: 163; notes §4b), on the 3x6 board whose hole indices are
 * Courlander's numbers, so that one position reads the same under Courlander, Walker and the DLP.
 * In Ludii's coordinates: A1-F1 are indices 0-5, F2-D2 6-8, F3-A3 9-14, A2-C2 15-17.
 *
 * Each player sows his own route: "left to right in the row closest to the player, right to left
 * in the central row, and left to right in the furthest row", then his own row again. South's
 * route is A1..F1, F2..A2, A3..F3; north's, seen from his side, is the same cycle reversed.
 */
const southOrder: Hole[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 16, 15, 14, 13, 12, 11, 10, 9];
/** North's: F3..A3, A2..F2, F1..A1, from his leftmost hole F3 (index 9). */
const northOrder: Hole[] = [...southOrder].reverse();

/**
 * The last sowing was the one counter sown on after a capture ("This move can result in ..."):
 * its landing cites the continuation's sentences.
 */
const relayLift: Outcome = outcome({ kind: 'relay', clause: 'dlp-abalalae.relay.lift' });
const relayAfter: Outcome = outcome({ kind: 'relay', clause: 'dlp-abalalae.continue-outcomes.relay' });
const relay: LandingRule = {
  name: 'relay',
  when: (_g, l) => (l.wasEmpty ? null : l.afterTake ? relayAfter : relayLift),
};

const captureOutcome = (clause: string, decided: boolean): Outcome =>
  outcome({ kind: 'take', clause, continueClause: 'dlp-abalalae.continue', ...(decided ? { reading: 'left-capture' as const } : {}) });
const captures = {
  after: [captureOutcome('dlp-abalalae.continue-outcomes.capture', false), captureOutcome('dlp-abalalae.continue-outcomes.capture', true)],
  left: [captureOutcome('dlp-abalalae.capture-left', false), captureOutcome('dlp-abalalae.capture-left', true)],
  right: [captureOutcome('dlp-abalalae.capture-right', false), captureOutcome('dlp-abalalae.capture-right', true)],
};
const stopped: Outcome = outcome({ kind: 'end', clause: 'dlp-abalalae.capture-left', reading: 'left-capture' });

/**
 * A last counter in an empty hole of one's own captures "any counters in the two holes of the
 * opponent facing it" (the left half) or the one (the right half). Whether an empty nearer hole
 * stops a capture on the left half is the `left-capture` reading.
 */
const capture: LandingRule = {
  name: 'capture-facing',
  when: (g, l) => {
    const f = g.pos;
    const p = l.player;
    const h = l.hole;
    if (f.owners[h] !== p) return null;
    // The facing holes: the opponent's holes of the column, nearer first.
    let facingCount = 0;
    let nearer = -1;
    for (let i = h * g.stride, e = i + g.stride; i < e; i++) {
      const o = g.facing[i]!;
      if (o < 0 || f.owners[o] === p) continue;
      if (facingCount++ === 0) nearer = o;
    }
    const left = g.leftHalf[p * g.size + h] === 1 && facingCount === 2;
    const nearerEmpty = left && f.holes[nearer] === 0;
    const any = enemyIn(g, g.facing, p, h);
    const decided = nearerEmpty && any;
    const stops = nearerEmpty && g.options['left-capture'] === 'stop-at-empty';
    if (stops || !any) return stops && decided ? stopped : null;
    const o = (l.afterTake ? captures.after : left ? captures.left : captures.right)[decided ? 1 : 0]!;
    takeFrom(g, g.facing, p, h, o.clause, o.reading);
    return o;
  },
};

const endPlain: Outcome = outcome({ kind: 'end', clause: 'dlp-abalalae.relay.until' });
const endAfter: Outcome = outcome({ kind: 'end', clause: 'dlp-abalalae.continue-outcomes.end' });
const end: LandingRule = { name: 'empty-hole', when: (_g, l) => (l.afterTake ? endAfter : endPlain) };

/**
 * "Play continues until a player has no counters in their holes. The opponent then captures the
 * remaining counters." When this is looked for is the `vacated-check` reading; whether a new round
 * follows, the `rounds` reading.
 */
function roundEnd(g: Play): void {
  const f = g.pos;
  if (f.status !== PLAYING || !sweepVacated(g, 'dlp-abalalae.sweep')) return;
  const L = g.listener;
  if (f.stores[0] === 0 || f.stores[1] === 0) {
    if (L) L.event({ type: 'game-end', winner: leader(g), clause: 'dlp-abalalae.series-end' });
    over(g, GAME_OVER);
  } else if (g.options['rounds'] === 'one') {
    if (L) L.event({ type: 'game-end', winner: leader(g), clause: 'reading.rounds', reading: 'rounds' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event({ type: 'round-end', clause: 'dlp-abalalae.redistribute', reading: 'rounds' });
    over(g, ROUND_OVER);
  }
}

function opening(g: Play): void {
  if (g.options['first-phase'] === 'south-first') {
    if (g.listener) g.listener.event({ type: 'first-player', player: g.name(0), clause: 'reading.first-phase', reading: 'first-phase' });
    g.pos.toMove = 0;
    return g.rules.afterTurn(g);
  }
  raceOpening(g, {
    start: 'dlp-abalalae.race-start.pick-up',
    tick: 'dlp-abalalae.race',
    drop: 'dlp-abalalae.race-start.sow',
    relay: 'dlp-abalalae.relay.lift',
    finish: 'dlp-abalalae.race',
    end: { 'both-finish': 'dlp-abalalae.relay.until', 'first-finish': 'dlp-abalalae.race' },
    chosenFirst: 'reading.after-race',
    winnerFirst: 'dlp-abalalae.turns.first',
    holes: [southOrder[0]!, northOrder[0]!],
  });
}

export const dlpAbalalae: Ruleset<'dlp-abalalae', 'dlp-abalalae'> = {
  ...about('dlp-abalalae'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'a player has no counters in his holes',
  players: ['south', 'north'],
  notation: 'ludii',
  searchBudget: 830_000,
  route: { south: routeFrom(southOrder), north: routeFrom(northOrder) },
  readingSpecs: carry(raceSpecs, takeSpecs, reloadSpecs, sowSpecs, own),
  readings: {
    'first-phase': { default: 'race', why: 'The text opens with "the first phase of the game", the race; Ludii\'s code leaves it out.' },
    'race-end': {
      default: 'both-finish',
      why: 'The text names a winner, "the first person to drop the last counter into an empty hole", but does not say that the other player\'s sowing is cut short, and its counters in hand would need a rule the text does not give; each sowing runs on "until the last counter is dropped into an empty hole".',
    },
    'race-order': { default: 'bottom-first', why: 'The text says only that the players race and "do not take turns"; one order must be fixed for a counter-by-counter account, and it matters only when both finish in one beat.' },
    'race-leftover': { default: 'sow-on', why: 'Only used when the race ends at the first finish; sowing the counters on keeps every counter on the board and adds no relay.' },
    'after-race': { default: 'first-to-finish', values: ['first-to-finish'], why: 'The text: "the player who \'won\' the first phase plays first".' },
    'left-capture': { default: 'both', why: 'The text: "any counters in the two holes of the opponent facing it are captured", with no word of stopping at an empty one; Ludii\'s code agrees.' },
    'vacated-check': {
      default: 'turn',
      why: 'The text says "Play continues until a player has no counters in their holes", of play as a whole, not of a single counter or lap; we look when a turn ends. Ludii\'s code looks after every lap (the reading "when the sowing that emptied it ends").',
    },
    rounds: { default: 'series', why: 'The text: "Play continues in this fashion until one player captures all of the counters."; Ludii\'s code plays one round.' },
    'round-opening': { default: 'race', why: 'The text: "Play continues in this fashion", which we read as the whole game again, its first phase included.' },
    reload: {
      default: 'dlp-abalalae',
      values: ['dlp-abalalae', 'walker'],
      why: 'The text: the weaker "distributes all of their counters on the board, even if they cannot place three in the final hole"; the stronger "places three counters in the same number of holes". Walker\'s top-up of the short hole is the one other reading of a short last hole.',
    },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: "Abalala'e",
      options: { 'first-phase': 'south-first', rounds: 'one', 'vacated-check': 'sowing', 'left-capture': 'both', 'skip-origin': false },
      why: "Ludii's code for Abalala'e: no race, south moves first; one round; the emptied side noticed whenever a sowing (each lap, each counter sown on after a capture) ends; a capture on the left half takes both facing holes; a full lap sown into its own hole.",
    },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: () => null,
  clauses: { move: 'dlp-abalalae.turns', sow: 'dlp-abalalae.route', relay: 'dlp-abalalae.relay.lift', turns: 'dlp-abalalae.turns.alternate' },
  opening: { name: 'the race from the leftmost holes', play: opening },
  landing: [relay, capture, end],
  afterTurn: roundEnd,
  duringMove: { when: vacatedCheckAt, check: roundEnd },
  nextGame: (pieces, o) => {
    const { state, events } = reload3x6(dlpAbalalae, pieces, o, 'dlp-abalalae.redistribute', { loser: 'dlp-abalalae.weaker', winner: 'dlp-abalalae.stronger' });
    const opener = o['round-opening'];
    if (opener === 'weaker' || opener === 'stronger') {
      const [s, n] = dlpAbalalae.players;
      const weak: Player = pieces[s]! <= pieces[n]! ? s : n;
      const player = opener === 'weaker' ? weak : weak === s ? n : s;
      const e: GameEvent = { type: 'first-player', player, clause: 'reading.round-opening', reading: 'round-opening' };
      events.push(e);
      state.toMove = player;
    }
    return { state, events };
  },
  declares: ['dlp-abalalae.board', 'dlp-abalalae.ownership', 'dlp-abalalae.setup', 'dlp-abalalae.route-loop', 'dlp-abalalae.relay', 'dlp-abalalae.capture', 'dlp-abalalae.continue-outcomes'],
  implements: [
    'dlp-abalalae.race',
    'dlp-abalalae.race-start.pick-up',
    'dlp-abalalae.race-start.sow',
    'dlp-abalalae.route',
    'dlp-abalalae.relay.lift',
    'dlp-abalalae.relay.until',
    'dlp-abalalae.turns',
    'dlp-abalalae.turns.alternate',
    'dlp-abalalae.turns.first',
    'dlp-abalalae.capture-left',
    'dlp-abalalae.capture-right',
    'dlp-abalalae.continue',
    'dlp-abalalae.continue-outcomes.capture',
    'dlp-abalalae.continue-outcomes.relay',
    'dlp-abalalae.continue-outcomes.end',
    'dlp-abalalae.sweep',
    'dlp-abalalae.redistribute',
    'dlp-abalalae.weaker',
    'dlp-abalalae.stronger',
    'dlp-abalalae.series-end',
    'walker.rule-17',
    'walker.rule-18',
    'walker.rule-19',
  ],
};

export default dlpAbalalae;
