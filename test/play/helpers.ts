import { legalMoves } from '../../src/engine/index';
import { play, position, type Session } from '../../src/play/session';

/** Play random legal moves through a session, at most `cap` of them (fewer if the game ends). */
export function randomPlay(s: Session, rnd: () => number, cap = 400): Session {
  for (let n = 0; n < cap; n++) {
    const moves = legalMoves(s.game, position(s));
    if (moves.length === 0) break;
    s = play(s, moves[Math.floor(rnd() * moves.length)]!);
  }
  return s;
}
