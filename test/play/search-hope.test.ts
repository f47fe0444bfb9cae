import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, playMove, playOpening, scoreLead, mulberry32, type Move, type State } from '../../src/engine/index';
import { WON } from '../../src/play/search-events';
import { fastFor, fastValue, thinkFast, bestMovesFast } from '../../src/play/search-fast';
import { HOPE_BUDGET, hopeDepth, hopefulMoves, thinkHopefully } from '../../src/play/search-hope';

const BUDGET = 150_000;

/** Positions along seeded random games of a ruleset, after the opening. */
function positions(id: string, count: number, seed = 5): { game: ReturnType<typeof createGame>; states: State[] } {
  const game = createGame(id);
  const rnd = mulberry32(seed);
  const states: State[] = [];
  let s = playOpening(game, initialState(game)).state;
  while (states.length < count) {
    if (s.status !== 'playing') s = playOpening(game, initialState(game)).state;
    if (legalMoves(game, s).length > 1) states.push(s);
    const legal = legalMoves(game, s);
    s = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!).state;
  }
  return { game, states };
}

describe('playing on when behind (thinkHopefully)', () => {
  for (const id of ['dlp-leyla', 'dlp-tuz', 'walker-gabata']) {
    it(`${id}: ahead or level it plays the look-ahead's move; behind it searches again, with ${HOPE_BUDGET} times the budget, and plays one of its moves`, () => {
      const { game, states } = positions(id, 40);
      const fast = fastFor(game)!;
      let ahead = 0;
      let behind = 0;
      for (const s of states) {
        const moves = legalMoves(game, s);
        const chosen = thinkHopefully(fast, s, moves, mulberry32(3), 64, BUDGET);
        const worth = fastValue.last;
        expect(moves).toContain(chosen);
        if (worth >= 0) {
          ahead++;
          expect(hopeDepth.last).toBe(0);
          expect(chosen).toBe(thinkFast(fast, s, moves, mulberry32(3), 64, BUDGET));
        } else {
          behind++;
          expect(hopeDepth.last).toBeGreaterThan(0);
          const fallback = bestMovesFast(fast, s, moves, 64, BUDGET);
          expect(hopefulMoves(fast, s, moves, 64, BUDGET * HOPE_BUDGET, fallback)).toContain(chosen);
        }
      }
      expect(ahead).toBeGreaterThan(0);
      expect(behind).toBeGreaterThan(0);
    }, 60_000);
  }
});

/**
 * The hope of a position, two moves deep, worked out on the engine's own moves (the narrated path):
 * a finished round is a win, a draw or a loss whatever the margin, a lead at the horizon counts as
 * WON * tanh(lead / 6), the computer's turns take the best, the opponent's the mean of his replies.
 */
function hopeByHand(game: ReturnType<typeof createGame>, s: State, me: string, depth: number): number {
  const fast = fastFor(game)!;
  // The fast path's count of the lead (pieces held, claims included), from the bottom player's side.
  const leadOf = (x: State) => scoreLead(fast.position(x)) * (me === game.rules.players[0] ? 1 : -1);
  if (s.status !== 'playing') return s.status === 'endless' ? 0 : Math.sign(leadOf(s)) * WON;
  const moves = legalMoves(game, s);
  if (depth === 0 || moves.length === 0) return WON * Math.tanh(leadOf(s) / 6);
  const values = moves.map((m: Move) => hopeByHand(game, playMove(game, s, m).state, me, depth - 1));
  return s.toMove === me ? Math.max(...values) : values.reduce((a, b) => a + b, 0) / values.length;
}

describe('what it hopes for (hopefulMoves)', () => {
  for (const id of ['dlp-leyla', 'dlp-tuz']) {
    it(`${id}: two moves deep, the moves whose mean over the opponent's replies is greatest, as worked out by hand on the engine's moves`, () => {
      const { game, states } = positions(id, 12, 11);
      const fast = fastFor(game)!;
      let differs = 0;
      for (const s of states) {
        const moves = legalMoves(game, s);
        const values = moves.map((m) => hopeByHand(game, playMove(game, s, m).state, s.toMove!, 1));
        const most = Math.max(...values);
        const expected = moves.filter((_, i) => Math.abs(values[i]! - most) < 1e-6);
        expect(hopefulMoves(fast, s, moves, 2, Infinity, []).slice().sort()).toEqual(expected.slice().sort());
        // Not merely the look-ahead's move again: the two part on some of these positions.
        const minimax = bestMovesFast(fast, s, moves, 2, Infinity, 'exact');
        if (minimax.slice().sort().join() !== expected.slice().sort().join()) differs++;
      }
      expect(differs).toBeGreaterThan(0);
    });
  }
});
