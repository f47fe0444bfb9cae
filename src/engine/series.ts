import { InputError } from './errors';
import type { Game } from './game';
import type { GameEvent, Player, State } from './types';

/** The position that opens the next game or round of a series, from the pieces each player holds. */
export function nextGame(game: Game, pieces: Record<Player, number>): { state: State; events: GameEvent[] } {
  for (const [p, n] of Object.entries(pieces)) {
    if (!game.rules.players.includes(p)) {
      throw new InputError(p, `"${p}" is not a player of ${game.rules.id} (its players are ${game.rules.players.join(' and ')})`);
    }
    if (!Number.isInteger(n) || n < 0) throw new InputError(p, `${p}'s pieces must be a whole number ≥ 0`);
  }
  return game.rules.nextGame(pieces, game.options);
}
