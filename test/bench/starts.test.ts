import { describe, expect, it } from 'vitest';
import { startFor, SCREEN_BUDGET, type Screening } from '../../bench/starts';
import { createGame, initialState, legalMoves, playMove, playOpening } from '../../src/engine/index';
import { mulberry32 } from '../../src/engine/random';
import { bestMovesFast, fastFor, fastValue } from '../../src/play/search-fast';

const tally = (): Screening => ({ candidates: 0, rejected: 0, fallbacks: 0 });

describe("the match's starts (bench/starts.ts)", () => {
  const game = createGame('walker-gabata');

  it('random: the opening and the random moves the seed draws, as the match always played them', () => {
    const book = mulberry32(77);
    let s = playOpening(game, initialState(game)).state;
    const opener = s.toMove;
    for (let n = 0; n < 4 && s.status === 'playing'; n++) {
      const legal = legalMoves(game, s);
      s = playMove(game, s, legal[Math.floor(book() * legal.length)]!).state;
    }
    const t = tally();
    const start = startFor(game, 'random', 77, 4, 3, t);
    expect(start.state).toEqual(s);
    expect(start.opener).toBe(opener);
    expect(t).toEqual(tally());
  });

  it('screened: a start kept is one the deeper search finds within the lead allowed; the same seed keeps the same start', () => {
    let kept = 0;
    for (const seed of [1, 2, 3]) {
      const t = tally();
      const start = startFor(game, 'screened', seed, 4, 3, t);
      expect(t.candidates).toBeGreaterThanOrEqual(1);
      expect(t.rejected).toBe(t.fallbacks ? t.candidates : t.candidates - 1);
      expect(startFor(game, 'screened', seed, 4, 3, tally()).state).toEqual(start.state);
      if (t.fallbacks) continue;
      kept++;
      const moves = legalMoves(game, start.state);
      if (moves.length < 2) continue;
      bestMovesFast(fastFor(game)!, start.state, moves, 64, SCREEN_BUDGET);
      expect(Math.abs(fastValue.last)).toBeLessThanOrEqual(3);
    }
    expect(kept).toBeGreaterThan(0);
  }, 60_000);
});
