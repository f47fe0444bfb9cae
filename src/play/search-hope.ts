/**
 * Playing on when behind. Where the look-ahead (./search-fast.ts) finds every move behind against
 * the opponent's best replies, the round is lost to a player who makes no mistake; but players make
 * mistakes, and a move that loses by least against perfect play may leave an opponent fewer ways to
 * go wrong than another. The computer then searches again for the move that gives a fallible
 * opponent the most chances: each of the opponent's replies counted as equally likely (the mean of
 * their worth, not the least: expectimax), a round's end as won, drawn or lost whatever the margin,
 * and a lead at the horizon as the chance it gives (growing with the lead, never a certainty).
 * Without alpha-beta's cut-offs this search reads less deep for the same work, so it gets
 * HOPE_BUDGET times the look-ahead's budget. Measured against Random over 200 games a row, it lifts
 * the weaker seat of Leyla and Tuz, where the first search loses what the seat loses
 * (docs/computer.md).
 */
import type { Move, State } from '../engine/index';
import { ENDLESS, PLAYING, scoreLead, type FastGame, type FastPosition } from '../engine/fast';
import { WON } from './search-events';
import { bestMovesFast, fastValue, openSearch, outOfBudget, play, ply, type Search } from './search-fast';

/** The hopeful search's budget, as a multiple of the look-ahead's. */
export const HOPE_BUDGET = 8;

/** A lead of this many pieces at the horizon counts as about three quarters of a win (tanh(1)). */
const LEAD_SCALE = 6;

/** The depth of the deepest pass the last hopeful search finished (0 where none was made). */
export const hopeDepth = { last: 0 };

/**
 * The look-ahead's move: the best against best replies, or, where every move is behind, the most
 * hopeful against a fallible opponent. Equal moves are drawn with `rnd`.
 */
export function thinkHopefully(fast: FastGame, state: State, moves: Move[], rnd: () => number, maxDepth: number, budget: number): Move {
  hopeDepth.last = 0;
  if (moves.length === 1) return moves[0]!;
  let best = bestMovesFast(fast, state, moves, maxDepth, budget);
  if (fastValue.last < 0) best = hopefulMoves(fast, state, moves, maxDepth, budget * HOPE_BUDGET, best);
  return best[Math.floor(rnd() * best.length)]!;
}

/** The moves of equal and greatest hope at the deepest pass finished within `budget`; `fallback` if none was. */
export function hopefulMoves(fast: FastGame, state: State, moves: Move[], maxDepth: number, budget: number, fallback: Move[]): Move[] {
  const { s, top } = openSearch(fast, state, moves, null, false);
  const n = moves.length;
  s.budget = budget;
  let best = fallback;
  for (let depth = 1; depth <= maxDepth; depth++) {
    s.horizon = false;
    const values: number[] = [];
    try {
      for (let i = 0; i < n; i++) values.push(hope(s, top.children[i]!, depth - 1, 1));
    } catch (e) {
      if (e !== outOfBudget) throw e;
      break;
    }
    const most = Math.max(...values);
    best = moves.filter((_, i) => values[i] === most);
    hopeDepth.last = depth;
    if (!s.horizon) break;
  }
  return best;
}

/** The worth of a position to the computer, as a share of a win (WON) between -WON and WON. */
function hope(s: Search, f: FastPosition, depth: number, level: number): number {
  if (f.status !== PLAYING) return f.status === ENDLESS ? 0 : Math.sign(s.sign * scoreLead(f)) * WON;
  if (depth === 0) return horizon(s, f);
  const p = ply(s, level, f);
  const n = s.fast.legalMoves(f, p.moves);
  if (n === 0) return horizon(s, f);
  const mine = (f.toMove === 0 ? 1 : -1) === s.sign;
  let most = -Infinity;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const child = p.children[i]!;
    play(s, f, p.moves[i]!, child);
    const v = hope(s, child, depth - 1, level + 1);
    if (v > most) most = v;
    sum += v;
  }
  return mine ? most : sum / n;
}

function horizon(s: Search, f: FastPosition): number {
  s.horizon = true;
  return WON * Math.tanh((s.sign * scoreLead(f)) / LEAD_SCALE);
}
