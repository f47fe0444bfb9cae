import { scores } from '../engine/game';
import type { Game, GameEvent, Player, State } from '../engine/index';
import { sentence } from '../widgets/narrate';
import type { After, Session } from './session';

/**
 * The end of a game in words and figures: who won and by how much ("North, the computer, wins 43
 * to 5"; "A draw, 24 to 24"), and where the game is one of a series, how the series stands.
 */
export interface Result {
  /** Who won; null for a draw. */
  winner: Player | null;
  /** What each player holds at the end: his store and the claims or wegs he holds. */
  scores: Record<Player, number>;
}

/** Whether a position ends a game or round (not a sowing that never ends: play stops there with no winner). */
export const ends = (state: Pick<State, 'status'>) => state.status === 'round-over' || state.status === 'game-over';

/**
 * The result of the game an entry ended: the winner the rules named (a series' end names the
 * player who holds everything), or else whoever holds more.
 */
export function resultOf(game: Game, entry: { events: readonly GameEvent[]; state: State }): Result {
  const held = scores(game, entry.state);
  const end = entry.events.findLast((e) => e.type === 'game-end');
  if (end?.type === 'game-end') return { winner: end.winner, scores: held };
  const [a, b] = game.rules.players;
  return { winner: held[a]! === held[b]! ? null : held[a]! > held[b]! ? a : b, scores: held };
}

/** A player as the end names him: "North, the computer,", "South (you)", or his name alone between two people. */
export function who(player: Player, computer: Player | null): string {
  const name = sentence(player);
  if (computer === null) return name;
  return player === computer ? `${name}, the computer,` : `${name} (you)`;
}

/** "North, the computer, wins 43 to 5." "South (you) wins 30 to 18." "A draw, 24 to 24." */
export function winnerLine(result: Result, players: readonly [Player, Player], computer: Player | null): string {
  if (result.winner === null) return `A draw, ${result.scores[players[0]]} to ${result.scores[players[1]]}.`;
  const loser = players.find((p) => p !== result.winner)!;
  return `${who(result.winner, computer)} wins ${result.scores[result.winner]} to ${result.scores[loser]}.`;
}

/** The games of the series that have ended, up to the position now, in order (a set-up ends none). */
export function seriesResults(s: Session): Result[] {
  return s.entries.slice(0, s.at).flatMap((e) => (e.kind !== 'set-up' && ends(e.state) ? [resultOf(s.game, e)] : []));
}

/** "Games won: north 2, south 1 (1 drawn)." */
export function tally(results: readonly Result[], players: readonly [Player, Player]): string {
  const won = players.map((p) => `${p} ${results.filter((r) => r.winner === p).length}`);
  const drawn = results.filter((r) => r.winner === null).length;
  return `Games won: ${won.join(', ')}${drawn ? ` (${drawn} drawn)` : ''}.`;
}

/**
 * What the page says once play has ended: the result, in the turn line, and how the series
 * stands under it. The DLP's series may end in a set-up (the weaker player left without a hole):
 * then the series' end is the result. Null while play goes on or where it has stopped unfinished.
 */
export function endLines(s: Session, next: After, computer: Player | null): { result: string; standing: string | null } | null {
  if (next.kind === 'playing' || next.kind === 'stopped') return null;
  const players = s.game.rules.players;
  const results = seriesResults(s);
  const record = results.length > 1 ? ` ${tally(results, players)}` : '';
  const last = s.entries[s.at - 1];
  const series = next.kind === 'series-over' ? `${next.winner === null ? 'Nobody' : who(next.winner, computer)} wins the series: ${next.why}.` : null;
  if (last?.kind === 'set-up' || !last) return { result: series ?? '', standing: record.trim() || null };
  const result = winnerLine(resultOf(s.game, last), players, computer);
  if (series) return { result, standing: `${series}${record}` };
  return { result, standing: `${record.trim()} Each keeps what he won, and the next game is set up from it.`.trim() };
}
