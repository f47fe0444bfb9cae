/**
 * The computer players: pick a move for whoever is to move, among the engine's legalMoves only,
 * so a computer can never play a move a person could not. Pure and DOM-free; every choice is
 * decided by the position and the `rnd` given, so a seeded generator replays the same game.
 *
 * The look-ahead searches on the fast path (src/engine/fast/, ./search-fast.ts) wherever the
 * kernel plays the ruleset and readings, and on the event path (./search-events.ts) elsewhere.
 */
import { InputError } from '../engine/errors';
import { legalMoves, type Game, type Move } from '../engine/game';
import type { State } from '../engine/index';
import { thinkOnEvents } from './search-events';
import { fastFor, thinkFast } from './search-fast';
import { thinkHopefully } from './search-hope';
import { strengths, type Strength } from './strengths';

export { strengths, type Strength };
export { lookaheadLimits } from './search-events';

/**
 * How much look-ahead a move may cost on the event path, in drops plus a fixed cost per move
 * played. Counting work rather than time keeps the choice the same on every machine; about
 * 100 ms at most on a 2.5 GHz Xeon.
 */
export const lookaheadBudget = 120_000;

/**
 * The same thinking time on the fast path, where the same work costs far less: about eight times
 * the event path's budget, less where a ruleset's search spends more of its time in long
 * sowings, on which the event path is least slow (Abalalà). Measured as CPU time per move over
 * random games on this machine; `npm run bench:computer` shows both sides' ms per move.
 */
export const fastLookaheadBudget = 1_000_000;

export function fastBudgetFor(game: Game): number {
  // A ruleset whose search costs the fast path more per drop declares its own (its `fast.searchBudget`).
  return game.rules.searchBudget ?? fastLookaheadBudget;
}

/** Deeper than any game runs between two turns of thought; only a resolved tree gets here. */
const MAX_DEPTH = 64;

/** Where the look-ahead searches: the fast path where it can (the default), or the event path. */
export type SearchPath = 'fast' | 'events';

/**
 * A legal move for the player to move. `budget` overrides the look-ahead's budget (a slower
 * device, or a test that only needs legal moves), in the work units of the path it searches on;
 * the other strengths ignore it.
 */
export function chooseMove(game: Game, state: State, strength: Strength, rnd: () => number, budget?: number, path: SearchPath = 'fast'): Move {
  if (state.status !== 'playing') {
    throw new InputError('state', `there is no move to choose: the game is over (${state.status})`);
  }
  if (state.toMove === null) {
    throw new InputError('state', 'there is no move to choose yet: the opening has not been played (playOpening first)');
  }
  const moves = legalMoves(game, state);
  if (moves.length === 0) throw new InputError('state', `${state.toMove} has no legal move`);
  const fast = path === 'fast' ? fastFor(game) : null;
  const think = (depth: number, fastBudget: number, eventBudget: number) =>
    fast ? thinkFast(fast, state, moves, rnd, depth, fastBudget) : thinkOnEvents(game, state, moves, rnd, depth, eventBudget);
  switch (strength) {
    case 'random':
      return moves[Math.floor(rnd() * moves.length)]!;
    case 'greedy':
      return think(1, Infinity, Infinity);
    case 'lookahead':
      // Behind against best replies, the fast path's look-ahead plays for the opponent's mistakes (./search-hope.ts).
      return fast ? thinkHopefully(fast, state, moves, rnd, MAX_DEPTH, budget ?? fastBudgetFor(game)) : think(MAX_DEPTH, budget ?? fastBudgetFor(game), budget ?? lookaheadBudget);
    default:
      throw new InputError('strength', `unknown strength "${String(strength)}" (known: ${strengths.map((s) => s.id).join(', ')})`);
  }
}
