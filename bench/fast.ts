import type { Game } from '../src/engine/index';
import { fastGame, initialState } from '../src/engine/index';

export interface GameResult {
  moves: number;
  drops: number;
  endless: boolean;
}

/**
 * A player of random games on the fast path: the same draws from `rnd` as the event path's
 * (a uniform pick among the same legal moves in the same order), so both paths play the same games.
 */
export function fastPlayer(game: Game): (rnd: () => number) => GameResult {
  const support = fastGame(game);
  if (!support.ok) throw new Error(support.why);
  const fast = support.fast;
  const start = fast.position(initialState(game));
  const f = fast.copy(start);
  const legal = new Int32Array(fast.maxMoves);
  return (rnd) => {
    fast.copyInto(f, start);
    let drops = 0;
    if (fast.awaitsOpening(f)) {
      fast.playOpening(f);
      drops += fast.sown;
    }
    let moves = 0;
    while (f.status === 0) {
      const n = fast.legalMoves(f, legal);
      if (n === 0) throw new Error(`${game.rules.id}: no legal move in a game still on`);
      fast.play(f, legal[Math.floor(rnd() * n)]!);
      drops += fast.sown;
      moves++;
    }
    return { moves, drops, endless: f.status === 3 };
  };
}
