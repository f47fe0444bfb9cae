/**
 * Where the games of the computer-player match (./computer.bench.ts) start: the opening, then a
 * few random moves. Many such starts are lopsided, won by whoever sits in the stronger seat
 * whichever player he is, which holds any player's share of games near one half. Engine matches
 * play from starts screened for balance instead: with BENCH_STARTS=screened each candidate start
 * is judged by a deeper search that neither player uses (the fast search at SCREEN_BUDGET, about
 * four to six times the fast player's work), and one that search finds won or led by more than
 * BENCH_SCREEN_LEAD beans is dropped for the next candidate from the same seeded generator.
 * Every start is decided by the seed alone, so every run plays the same games.
 */
import {
  awaitsOpening,
  initialState,
  legalMoves,
  playMove,
  playOpening,
  scores,
  type Game,
  type Player,
  type State,
  mulberry32,
} from '../src/engine/index';
import { WON } from '../src/play/search-events';
import { bestMovesFast, fastFor, fastValue } from '../src/play/search-fast';

export type StartMethod = 'random' | 'screened';

/** The screening search's budget, in the fast path's work: deeper than either player looks. */
export const SCREEN_BUDGET = 4_000_000;

/**
 * The budget at which the search proves Gabata 3's first round won by force for whoever makes its
 * stylised opening (about 5 s on this machine; 300,000,000 is not enough).
 */
export const PROOF_BUDGET = 500_000_000;

/** Candidates tried for one pair before its most balanced one is taken anyway (counted apart). */
export const MAX_CANDIDATES = 10;

export interface Start {
  state: State;
  /** Who moves first after the opening (before the random moves). */
  opener: Player | null;
}

export interface Screening {
  candidates: number;
  rejected: number;
  /** Pairs for which no candidate passed and the least lopsided was played. */
  fallbacks: number;
}

/** The opening and `plies` random moves, drawn from `book`. */
function candidate(game: Game, state: State, plies: number, book: () => number): Start {
  let s = awaitsOpening(state) ? playOpening(game, state).state : state;
  const opener = s.toMove;
  for (let n = 0; s.status === 'playing' && n < plies; n++) {
    const legal = legalMoves(game, s);
    s = playMove(game, s, legal[Math.floor(book() * legal.length)]!).state;
  }
  return { state: s, opener };
}

/** How lopsided a start is by the screening search: its lead for the mover, any sign; a won or ended game is Infinity. */
function lopsidedness(game: Game, s: State): number {
  const fast = fastFor(game);
  if (s.status !== 'playing' || !fast) return Infinity;
  const moves = legalMoves(game, s);
  // A single move is no choice: judge the position after it.
  if (moves.length === 1) return lopsidedness(game, playMove(game, s, moves[0]!).state);
  // 'exact': the same judge as before the search's reductions, so the match keeps its starts.
  bestMovesFast(fast, s, moves, 64, SCREEN_BUDGET, 'exact');
  const v = Math.abs(fastValue.last);
  return v >= WON / 2 ? Infinity : v;
}

/** The other player. */
export const other = (game: Game, p: Player): Player => (p === game.rules.players[0] ? game.rules.players[1] : game.rules.players[0]);

/**
 * What the search proves of the player to move at `s`: the least margin he wins by against any
 * defence (> 0), the least he loses by whatever he plays (< 0), or null where it proves neither
 * within `budget` (where his only move ends the round, the lead it ends with). A worth beyond
 * WON/2 comes only from lines that end the round: the side it favours reaches such an end whatever
 * the other plays, so it is a proof, not a judgement. In 'exact' mode, because late-move
 * reductions let a move stand on a shallower search without reading it out.
 */
export function provenLead(game: Game, s: State, budget: number = PROOF_BUDGET): number | null {
  const fast = fastFor(game);
  if (s.status !== 'playing' || !fast) return null;
  const moves = legalMoves(game, s);
  if (moves.length === 1) {
    // No choice, so no search: what holds after the move holds here, for whoever is to move then.
    const next = playMove(game, s, moves[0]!).state;
    const mover = s.toMove!;
    if (next.status !== 'playing') {
      const sc = scores(game, next);
      return sc[mover]! - sc[other(game, mover)]!;
    }
    const lead = provenLead(game, next, budget);
    return lead === null || next.toMove === mover ? lead : -lead;
  }
  bestMovesFast(fast, s, moves, 200, budget, 'exact');
  const v = fastValue.last;
  return v >= WON / 2 ? v - WON : v <= -WON / 2 ? v + WON : null;
}

/**
 * The start of pair `pair` of a row: with 'random' the first candidate, as the match always
 * played; with 'screened' the first within `maxLead` of balance.
 */
export function startFor(game: Game, method: StartMethod, seed: number, plies: number, maxLead: number, tally: Screening): Start {
  const book = mulberry32(seed);
  const first = candidate(game, initialState(game), plies, book);
  if (method === 'random') return first;
  let best = first;
  let bestLead = Infinity;
  for (let c = 0; c < MAX_CANDIDATES; c++) {
    const start = c === 0 ? first : candidate(game, initialState(game), plies, book);
    tally.candidates++;
    const lead = lopsidedness(game, start.state);
    if (lead <= maxLead) return start;
    tally.rejected++;
    if (lead < bestLead) {
      best = start;
      bestLead = lead;
    }
  }
  tally.fallbacks++;
  return best;
}
