/**
 * The look-ahead on the fast path (src/engine/fast/): the alpha-beta of ./search-events.ts,
 * on typed positions changed in place, and keeping what a pass cut short by the budget found, with a pool of positions per ply so a search allocates
 * almost nothing. Its budget is counted in the same kind of work (drops, plus MOVE_COST a move),
 * so a given budget gives the same move on every machine.
 */
import type { Game, Move } from '../engine/game';
import { ENDLESS, fastGame, PLAYING, scoreLead, toFastMove, type FastGame, type FastPosition } from '../engine/fast/index';
import type { State } from '../engine/types';
import { lookaheadLimits, MOVE_COST, WON } from './search-events';

class OutOfBudget {}
const outOfBudget = new OutOfBudget();

/** One ply's scratch: the moves found there and the positions after them. */
interface Ply {
  moves: Int32Array;
  children: FastPosition[];
  worth: Float64Array;
  order: Int32Array;
}

interface Search {
  fast: FastGame;
  /** +1 when the computer plays the bottom player (scoreLead's sign), -1 for the top. */
  sign: number;
  spent: number;
  budget: number;
  horizon: boolean;
  plies: Ply[];
}

const compiled = new WeakMap<Game, FastGame | null>();

/** The game's fast path with the look-ahead's limits, or null where the kernel does not play it. */
export function fastFor(game: Game): FastGame | null {
  let f = compiled.get(game);
  if (f === undefined) {
    const support = fastGame({ ...game, limits: { ...lookaheadLimits } });
    f = support.ok ? support.fast : null;
    compiled.set(game, f);
  }
  return f;
}

function ply(s: Search, level: number, template: FastPosition): Ply {
  let p = s.plies[level];
  if (!p) {
    const n = s.fast.maxMoves;
    p = {
      moves: new Int32Array(n),
      children: Array.from({ length: n }, () => s.fast.copy(template)),
      worth: new Float64Array(n),
      order: new Int32Array(n),
    };
    s.plies[level] = p;
  }
  return p;
}

/**
 * Alpha-beta deepened a move at a time within the budget, as the event path's search; with
 * keepCutShort false it chooses exactly as that search does at the same budget (a test's check).
 */
export function thinkFast(fast: FastGame, state: State, moves: Move[], rnd: () => number, maxDepth: number, budget: number, keepCutShort = true): Move {
  if (moves.length === 1) return moves[0]!;
  const root = fast.position(state);
  const s: Search = { fast, sign: root.toMove === 0 ? 1 : -1, spent: 0, budget: Infinity, horizon: false, plies: [] };
  const top = ply(s, 0, root);
  const n = moves.length;
  for (let i = 0; i < n; i++) play(s, root, toFastMove(moves[i]!), top.children[i]!);
  let order = moves.map((_, i) => i);
  let best: number[] = [];
  for (let depth = 1; depth <= maxDepth; depth++) {
    s.horizon = false;
    const values: number[] = new Array(n).fill(-Infinity);
    const done: number[] = [];
    let topValue = -Infinity;
    try {
      for (const i of order) {
        values[i] = value(s, top.children[i]!, depth - 1, topValue - 1, Infinity, 1);
        if (values[i]! > topValue) topValue = values[i]!;
        done.push(i);
      }
      best = order.filter((i) => values[i] === topValue);
      order = order.slice().sort((a, b) => values[b]! - values[a]!);
    } catch (e) {
      if (e !== outOfBudget) throw e;
      // Unlike the event path's search, a pass cut short still counts where it got: the last
      // best move is searched first, so any move finished after it and found better (its value
      // exact, above the window) is better at this depth too. The work was paid for: use it.
      if (keepCutShort && done.length > 1) {
        const better = done.filter((i) => values[i] === topValue);
        if (topValue > values[done[0]!]!) best = better;
      }
      break;
    }
    if (!s.horizon) break;
    s.budget = budget;
  }
  return moves[best[Math.floor(rnd() * best.length)]!]!;
}

function value(s: Search, f: FastPosition, depth: number, alpha: number, beta: number, level: number): number {
  if (f.status !== PLAYING) return final(s, f);
  if (depth === 0) {
    s.horizon = true;
    return s.sign * scoreLead(f);
  }
  const p = ply(s, level, f);
  const n = s.fast.legalMoves(f, p.moves);
  if (n === 0) return s.sign * scoreLead(f);
  const mine = (f.toMove === 0 ? 1 : -1) === s.sign;
  const { children, worth, order } = p;
  if (depth > 1) {
    // Trying the most promising move first lets alpha-beta cut the rest short.
    for (let i = 0; i < n; i++) {
      const c = children[i]!;
      play(s, f, p.moves[i]!, c);
      worth[i] = c.status === PLAYING ? s.sign * scoreLead(c) : final(s, c);
      order[i] = i;
    }
    sortOrder(order, worth, n, mine);
  }
  let best = mine ? -Infinity : Infinity;
  for (let k = 0; k < n; k++) {
    let child: FastPosition;
    if (depth === 1) {
      child = children[0]!;
      play(s, f, p.moves[k]!, child);
    } else {
      child = children[order[k]!]!;
    }
    const v = value(s, child, depth - 1, alpha, beta, level + 1);
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

/** A stable insertion sort of the first n indices by worth, best for the mover first. */
function sortOrder(order: Int32Array, worth: Float64Array, n: number, mine: boolean): void {
  for (let i = 1; i < n; i++) {
    const x = order[i]!;
    const w = worth[x]!;
    let j = i - 1;
    while (j >= 0 && (mine ? worth[order[j]!]! < w : worth[order[j]!]! > w)) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = x;
  }
}

function play(s: Search, from: FastPosition, move: number, into: FastPosition): void {
  s.fast.copyInto(into, from);
  s.fast.play(into, move);
  s.spent += MOVE_COST + s.fast.sown;
  if (s.spent > s.budget) throw outOfBudget;
}

function final(s: Search, f: FastPosition): number {
  if (f.status === ENDLESS) return 0;
  const d = s.sign * scoreLead(f);
  return d > 0 ? WON + d : d < 0 ? -WON + d : 0;
}
