/**
 * The look-ahead on the event path: alpha-beta minimax through the engine's public rules
 * (legalMoves, playMove, scores). Today's player before the fast path, kept for rulesets or
 * readings the fast kernel does not play, and as the yardstick of bench/computer.bench.ts.
 */
import { legalMoves, playMove, scores, type Game, type Move } from '../engine/game';
import { dropsIn } from '../engine/state';
import type { Player, State } from '../engine/index';

/**
 * The look-ahead's own limits. Recording nothing saves building events no one will read. Finite
 * sowings in random play stay under 400 drops; only the rare sowing that goes round for ever runs
 * to the search limit, so 10,000 keeps one such line in the look-ahead to a few milliseconds.
 * The move actually played is played by the caller with the game's own limits.
 */
export const lookaheadLimits = { record: 0, search: 10_000 } as const;

/** One move played costs about as much as this many drops (copying the position, legalMoves). */
export const MOVE_COST = 10;

/** Worth more than any lead in beans: a finished game outranks every unfinished one. */
export const WON = 1_000_000;

/** The depth of the deepest pass the last search finished (the benchmark reports it). */
export const eventsDepth = { last: 0 };

/** Thrown through the look-ahead when its budget is spent; the deepest finished pass stands. */
class OutOfBudget {}
const outOfBudget = new OutOfBudget();

interface Lookahead {
  game: Game;
  /** The player the computer plays: every value is his lead. */
  me: Player;
  spent: number;
  /** Spending past this throws outOfBudget (Infinity while the first pass must finish). */
  budget: number;
  /** Set when some line was cut off by the depth rather than by the game's end. */
  horizon: boolean;
}

/**
 * Alpha-beta minimax on the lead in scores (store plus claimed holes), deepened one move at a
 * time until the budget runs out; a pass cut short by the budget is thrown away, so the answer
 * is always that of a finished pass. Equal best moves are drawn with `rnd`.
 */
export function thinkOnEvents(game: Game, state: State, moves: Move[], rnd: () => number, maxDepth: number, budget: number): Move {
  if (moves.length === 1) return moves[0]!;
  const look: Lookahead = {
    game: { ...game, limits: { ...lookaheadLimits } },
    me: state.toMove!,
    spent: 0,
    budget: Infinity,
    horizon: false,
  };
  // The first pass always finishes, so there is always a considered answer.
  const children = moves.map((m) => play(look, state, m));
  let order = moves.map((_, i) => i);
  let best: number[] = [];
  eventsDepth.last = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    look.horizon = false;
    const values: number[] = new Array(moves.length).fill(-Infinity);
    try {
      let top = -Infinity;
      for (const i of order) {
        // A window just below the best so far: a move that only equals it gets its exact value,
        // so ties are known and can be drawn fairly.
        values[i] = value(look, children[i]!, depth - 1, top - 1, Infinity);
        if (values[i]! > top) top = values[i]!;
      }
      best = order.filter((i) => values[i] === top);
      order = order.slice().sort((a, b) => values[b]! - values[a]!);
      eventsDepth.last = depth;
    } catch (e) {
      if (e !== outOfBudget) throw e;
      break;
    }
    if (!look.horizon) break; // every line reached the game's end: deeper shows nothing new
    look.budget = budget;
  }
  return moves[best[Math.floor(rnd() * best.length)]!]!;
}

/** The position's worth to `look.me`, searched `depth` moves deep within (alpha, beta). */
function value(look: Lookahead, state: State, depth: number, alpha: number, beta: number): number {
  if (state.status !== 'playing') return final(look, state);
  if (depth === 0) {
    look.horizon = true;
    return lead(look, state);
  }
  const moves = legalMoves(look.game, state);
  if (moves.length === 0) return lead(look, state);
  // Extra turns mean the same player may move again: who maximises is read off each position.
  const mine = state.toMove === look.me;
  let children: State[];
  if (depth === 1) {
    children = [];
  } else {
    // Trying the most promising move first lets alpha-beta cut the rest short.
    children = moves.map((m) => play(look, state, m));
    const worth = children.map((c) => (c.status === 'playing' ? lead(look, c) : final(look, c)));
    const idx = children.map((_, i) => i).sort((a, b) => (mine ? worth[b]! - worth[a]! : worth[a]! - worth[b]!));
    children = idx.map((i) => children[i]!);
  }
  let best = mine ? -Infinity : Infinity;
  for (let i = 0; i < moves.length; i++) {
    const child = depth === 1 ? play(look, state, moves[i]!) : children[i]!;
    const v = value(look, child, depth - 1, alpha, beta);
    if (mine) {
      if (v > best) best = v;
      if (best > alpha) alpha = best;
    } else {
      if (v < best) best = v;
      if (best < beta) beta = best;
    }
    if (alpha >= beta) break;
  }
  return best;
}

function play(look: Lookahead, state: State, move: Move): State {
  const r = playMove(look.game, state, move);
  look.spent += MOVE_COST + dropsIn(r.events);
  if (look.spent > look.budget) throw outOfBudget;
  return r.state;
}

function lead(look: Lookahead, state: State): number {
  const s = scores(look.game, state);
  let mine = 0;
  let theirs = 0;
  for (const p in s) {
    if (p === look.me) mine += s[p]!;
    else theirs += s[p]!;
  }
  return mine - theirs;
}

/**
 * A finished game or round is a win or a loss whatever the margin, but a bigger margin is
 * better (in a series it carries into the next game). A sowing that never ends settles
 * nothing: neither side gains.
 */
function final(look: Lookahead, state: State): number {
  if (state.status === 'endless') return 0;
  const d = lead(look, state);
  return d > 0 ? WON + d : d < 0 ? -WON + d : 0;
}
