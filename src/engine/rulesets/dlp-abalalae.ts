import { board3x6, columnOf, routeFrom } from '../board';
import { emit } from '../play';
import { raceOpening } from '../race';
import { reload3x6 } from '../rules/reload';
import { leader, sweepVacated } from '../rules/takes';
import type { Ctx, Landing, LandingRule, Outcome, Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Hole, Pile, Player } from '../types';
import { about } from './catalog';

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

/** The holes a capture from `hole` takes from: the opponent's holes in its column, nearer first. */
export function facingHoles(ctx: Ctx, player: Player, hole: Hole): Hole[] {
  const row = ctx.board.cells[hole]!.row;
  return columnOf(ctx.board, hole)
    .filter((h) => h !== hole && ctx.state.owners[h] !== player)
    .sort((a, b) => Math.abs(ctx.board.cells[a]!.row - row) - Math.abs(ctx.board.cells[b]!.row - row));
}

/** The left half of the board as the player sees it: south's columns A-C, north's D-F. */
function onLeftHalf(ctx: Ctx, player: Player, hole: Hole): boolean {
  const col = ctx.board.cells[hole]!.col;
  return player === ctx.rules.players[0] ? col < 3 : col >= 3;
}

/**
 * The last sowing was the one counter sown on after a capture ("This move can result in ..."):
 * its pick-up, just before its only drop, cites the continuation. Past the record limit the
 * events are not kept, and the ordinary clauses are cited instead.
 */
function afterCapture(ctx: Ctx): boolean {
  const e = ctx.events.at(-2);
  return e?.type === 'pick-up' && e.clause === 'dlp-abalalae.continue';
}

const relay: LandingRule = {
  name: 'relay',
  when: (ctx, l) => (l.wasEmpty ? null : { kind: 'relay', clause: afterCapture(ctx) ? 'dlp-abalalae.continue-outcomes.relay' : 'dlp-abalalae.relay.lift' }),
};

const capture: LandingRule = {
  name: 'capture-facing',
  when: (ctx, l: Landing): Outcome | null => {
    if (ctx.state.owners[l.hole] !== l.player) return null;
    const facing = facingHoles(ctx, l.player, l.hole);
    const left = onLeftHalf(ctx, l.player, l.hole) && facing.length === 2;
    const nearerEmpty = left && ctx.state.holes[facing[0]!] === 0;
    const stops = nearerEmpty && ctx.options['left-capture'] === 'stop-at-empty';
    const from: Pile[] = (stops ? [] : facing).filter((h) => ctx.state.holes[h]! > 0).map((h) => ({ hole: h, count: ctx.state.holes[h]! }));
    const decided = nearerEmpty && facing.some((h) => ctx.state.holes[h]! > 0) ? { reading: 'left-capture' as const } : {};
    if (from.length === 0) return stops && decided.reading ? { kind: 'end', clause: 'dlp-abalalae.capture-left', ...decided } : null;
    const clause: ClauseId = afterCapture(ctx) ? 'dlp-abalalae.continue-outcomes.capture' : left ? 'dlp-abalalae.capture-left' : 'dlp-abalalae.capture-right';
    return { kind: 'take', from, clause, continueClause: 'dlp-abalalae.continue', ...decided };
  },
};

const end: LandingRule = {
  name: 'empty-hole',
  when: (ctx) => ({ kind: 'end', clause: afterCapture(ctx) ? 'dlp-abalalae.continue-outcomes.end' : 'dlp-abalalae.relay.until' }),
};

/**
 * "Play continues until a player has no counters in their holes. The opponent then captures the
 * remaining counters." When this is looked for is the `vacated-check` reading; whether a new round
 * follows, the `rounds` reading.
 */
function roundEnd(ctx: Ctx): void {
  const { state } = ctx;
  if (state.status !== 'playing' || !sweepVacated(ctx, 'dlp-abalalae.sweep')) return;
  if (ctx.rules.players.some((x) => state.stores[x] === 0)) {
    emit(ctx, { type: 'game-end', winner: leader(ctx), clause: 'dlp-abalalae.series-end' });
  } else if (ctx.options['rounds'] === 'one') {
    emit(ctx, { type: 'game-end', winner: leader(ctx), clause: 'reading.rounds', reading: 'rounds' });
  } else {
    emit(ctx, { type: 'round-end', clause: 'dlp-abalalae.redistribute', reading: 'rounds' });
  }
  ctx.halted = true;
}

function opening(ctx: Ctx): void {
  if (ctx.options['first-phase'] === 'south-first') {
    emit(ctx, { type: 'first-player', player: ctx.rules.players[0], clause: 'reading.first-phase', reading: 'first-phase' });
    return ctx.rules.afterTurn(ctx);
  }
  raceOpening(ctx, {
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
  fast: { landings: 'facing', afterTurn: 'emptied', opening: 'race', passes: false, searchBudget: 830_000 },
  route: { south: routeFrom(southOrder), north: routeFrom(northOrder) },
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
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped; Ludii\'s code sows into it on a full lap.' },
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
  duringMove: (ctx, when) => {
    const at = ctx.options['vacated-check'];
    if (at === when || (at === 'drop' && when === 'sowing')) roundEnd(ctx);
  },
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
