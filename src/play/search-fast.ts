/**
 * The look-ahead on the fast path (src/engine/fast/): the alpha-beta of ./search-events.ts,
 * on typed positions changed in place, keeping what a pass cut short by the budget found, and
 * searching late moves a move shallower (REDUCE_FROM), with a pool of positions per ply so a
 * search allocates almost nothing. Its budget is counted in the same kind of work (drops, plus
 * MOVE_COST a move), so a given budget gives the same move on every machine.
 */
import type { Game, Move, State } from '../engine/index';
import { ENDLESS, fastGame, PLAYING, scoreLead, toFastMove, type FastGame, type FastPosition } from '../engine/fast';
import { lookaheadLimits, MOVE_COST, WON } from './search-events';
import { EXACT, LOWER, NO_MOVE, Transpositions, UPPER } from './transpositions';

/** Hashing a position and looking it up costs about this many drops' work (measured, roughly). */
export const PROBE_COST = 12;

/**
 * Late-move reductions. Once the moves are ordered (the table's best move first, then by the
 * lead each earns at once), a move from the third on rarely turns out best, so it is searched a
 * move shallower; one that still comes out better than the best so far is searched again to the
 * full depth. The budget then reaches one to three moves deeper, and against today's player in
 * the DLP's Gabata I this won 60.9% of 800 games where the same search without it won 57.4%
 * (docs/computer.md). Only where the depth left is REDUCE_AT or more, so the last
 * two moves before the horizon are always searched in full.
 */
const REDUCE_FROM = 2;
const REDUCE_AT = 3;

class OutOfBudget {}
/** Thrown where a search's work passes its budget (./search-hope.ts catches it too). */
export const outOfBudget = new OutOfBudget();

/** One ply's scratch: the moves found there and the positions after them. */
export interface Ply {
  moves: Int32Array;
  children: FastPosition[];
  worth: Float64Array;
  order: Int32Array;
}

export interface Search {
  fast: FastGame;
  /** +1 when the computer plays the bottom player (scoreLead's sign), -1 for the top. */
  sign: number;
  spent: number;
  budget: number;
  horizon: boolean;
  plies: Ply[];
  /** The memory of positions searched, or null to search exactly as the event path does. */
  table: Transpositions | null;
  /** Late moves are searched a move shallower first (REDUCE_FROM). */
  reduce: boolean;
  size: number;
}

const compiled = new WeakMap<Game, FastGame | null>();
/**
 * One memory of positions for every search: `begin` forgets what an earlier search stored (each
 * search is one synchronous call, so two never share it), and a table for each game made anew
 * cost 2 MB a game, which a page or a test that starts many games paid again and again.
 */
let table: Transpositions | undefined;

function tableFor(): Transpositions {
  table ??= new Transpositions();
  table.begin();
  return table;
}

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

const scratch = new WeakMap<FastGame, Ply[]>();

/** A game's scratch plies, kept from search to search: each search writes every move and position before it reads one. */
function pliesFor(fast: FastGame): Ply[] {
  let p = scratch.get(fast);
  if (!p) scratch.set(fast, (p = []));
  return p;
}

export function ply(s: Search, level: number, template: FastPosition): Ply {
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
 * How the fast look-ahead searches: 'strong' (the default) remembers positions searched, keeps
 * what a pass cut short found, and searches late moves shallower first; 'exact' does the first
 * two only, so a pass to a given depth finds exactly the values alpha-beta finds (the match's
 * screen of starts judges by it, as it did before the reductions); 'mirror' does none of them,
 * and chooses exactly as the event path's search does at the same budget (a test's check that
 * both play the same rules).
 */
export type FastMode = 'strong' | 'exact' | 'mirror';

/** The depth of the deepest pass the last search finished (the benchmark reports it). */
export const fastDepth = { last: 0 };

/** The worth to the mover of the best move the last search's deepest finished pass found (the benchmark screens starts by it). */
export const fastValue = { last: 0 };

/** Alpha-beta deepened a move at a time within the budget, as the event path's search; equal best moves are drawn with `rnd`. */
export function thinkFast(fast: FastGame, state: State, moves: Move[], rnd: () => number, maxDepth: number, budget: number, mode: FastMode = 'strong'): Move {
  if (moves.length === 1) return moves[0]!;
  const best = bestMovesFast(fast, state, moves, maxDepth, budget, mode);
  return best[Math.floor(rnd() * best.length)]!;
}

/**
 * A search of the computer's moves from `state`, for the side to move, its budget not yet set, and
 * the positions after each of `moves` played into its first ply's children. This search's and
 * ./search-hope.ts's both start so.
 */
export function openSearch(fast: FastGame, state: State, moves: Move[], table: Transpositions | null, reduce: boolean): { s: Search; top: Ply } {
  const root = fast.position(state);
  const s: Search = { fast, sign: root.toMove === 0 ? 1 : -1, spent: 0, budget: Infinity, horizon: false, plies: pliesFor(fast), table, reduce, size: fast.maxMoves };
  const top = ply(s, 0, root);
  for (let i = 0; i < moves.length; i++) play(s, root, toFastMove(moves[i]!), top.children[i]!);
  return { s, top };
}

/** The moves the deepest pass found best, all of equal worth, in the order of the pass before. */
export function bestMovesFast(fast: FastGame, state: State, moves: Move[], maxDepth: number, budget: number, mode: FastMode = 'strong'): Move[] {
  if (moves.length === 1) return moves.slice();
  const keepCutShort = mode !== 'mirror';
  const { s, top } = openSearch(fast, state, moves, mode !== 'mirror' ? tableFor() : null, mode === 'strong');
  const n = moves.length;
  let order = moves.map((_, i) => i);
  let best: number[] = [];
  fastDepth.last = 0;
  fastValue.last = 0;
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
      fastDepth.last = depth;
      fastValue.last = topValue;
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
  return best.map((i) => moves[i]!);
}

function value(s: Search, f: FastPosition, depth: number, alpha: number, beta: number, level: number): number {
  if (f.status !== PLAYING) return final(s, f);
  if (depth === 0) {
    s.horizon = true;
    return s.sign * scoreLead(f);
  }
  const t = s.table;
  let slot = -1;
  let key = 0;
  let check = 0;
  let hint = NO_MOVE;
  if (t) {
    slot = t.slot(f, s.size);
    key = t.key;
    check = t.check;
    s.spent += PROBE_COST;
    if (t.holds(slot)) {
      hint = t.moves[slot]!;
      // A subtree searched to the game's end on every line is settled whatever the depth asked.
      if (t.depths[slot]! >= depth || t.horizons[slot] === 0) {
        const v = t.values[slot]!;
        const flag = t.flags[slot]!;
        if (flag === EXACT || (flag === LOWER && v >= beta) || (flag === UPPER && v <= alpha)) {
          if (t.horizons[slot]) s.horizon = true;
          return v;
        }
      }
    }
  }
  const p = ply(s, level, f);
  const n = s.fast.legalMoves(f, p.moves);
  if (n === 0) return s.sign * scoreLead(f);
  const mine = (f.toMove === 0 ? 1 : -1) === s.sign;
  const { children, worth, order, moves } = p;
  if (depth > 1) {
    // Trying the most promising move first lets alpha-beta cut the rest short.
    for (let i = 0; i < n; i++) {
      const c = children[i]!;
      play(s, f, moves[i]!, c);
      worth[i] = c.status === PLAYING ? s.sign * scoreLead(c) : final(s, c);
      order[i] = i;
    }
    sortOrder(order, worth, n, mine);
    // The best move of a shallower search here outranks the static guess.
    if (hint !== NO_MOVE) toFront(order, n, (i) => moves[i] === hint);
  } else {
    for (let i = 0; i < n; i++) order[i] = i;
    if (hint !== NO_MOVE) toFront(order, n, (i) => moves[i] === hint);
  }
  const outer = s.horizon;
  s.horizon = false;
  const alpha0 = alpha;
  const beta0 = beta;
  let best = mine ? -Infinity : Infinity;
  let bestMove = NO_MOVE;
  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    let child: FastPosition;
    if (depth === 1) {
      child = children[0]!;
      play(s, f, moves[i]!, child);
    } else {
      child = children[i]!;
    }
    const reduced = s.reduce && k >= REDUCE_FROM && depth >= REDUCE_AT;
    let v = value(s, child, reduced ? depth - 2 : depth - 1, alpha, beta, level + 1);
    if (reduced && (mine ? v > alpha : v < beta)) v = value(s, child, depth - 1, alpha, beta, level + 1);
    if (mine ? v > best : v < best) {
      best = v;
      bestMove = moves[i]!;
    }
    if (mine) {
      if (best > alpha) alpha = best;
    } else if (best < beta) beta = best;
    if (alpha >= beta) break;
  }
  const below = s.horizon;
  s.horizon = outer || below;
  if (t) t.store(slot, key, check, depth, best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT, below, best, bestMove);
  return best;
}

/** Move the first of the first n indices that `is` picks to the front, the rest keeping their order. */
function toFront(order: Int32Array, n: number, is: (i: number) => boolean): void {
  for (let k = 0; k < n; k++) {
    const x = order[k]!;
    if (!is(x)) continue;
    for (let j = k; j > 0; j--) order[j] = order[j - 1]!;
    order[0] = x;
    return;
  }
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

export function play(s: Search, from: FastPosition, move: number, into: FastPosition): void {
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
