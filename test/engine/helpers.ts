import type { Game, GameEvent, State } from '../../src/engine/index';
import { createGame, holeLabel, parseHole, playMove, positionFromJson, positionToJson } from '../../src/engine/index';

/** A position from the holes that are not empty (the rest hold nothing), in the game's notation. */
export function position(
  game: Game,
  holes: Record<string, number>,
  rest: { stores: Record<string, number>; toMove: string; claims?: Record<string, string>; owners?: Record<string, string> },
): State {
  const all: Record<string, number> = {};
  for (let h = 0; h < game.board.size; h++) all[holeLabel(game.board, game.rules.notation, h)] = 0;
  return positionFromJson(game, { holes: { ...all, ...holes }, status: 'playing', ...rest });
}

/** The non-empty holes of a position, by label: the shape the tests state their expectations in. */
export function filled(game: Game, s: State): Record<string, number> {
  const out: Record<string, number> = {};
  s.holes.forEach((n, h) => {
    if (n > 0) out[holeLabel(game.board, game.rules.notation, h)] = n;
  });
  return out;
}

export function hole(game: Game, label: string): number {
  const h = parseHole(game.board, game.rules.notation, label);
  if (h === undefined) throw new Error(`no hole ${label}`);
  return h;
}

export function play(game: Game, s: State, label: string): { state: State; events: GameEvent[] } {
  return playMove(game, s, label === 'pass' ? 'pass' : hole(game, label));
}

/** The labels of the holes dropped into, in order. */
export function drops(game: Game, events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'drop' ? [holeLabel(game.board, game.rules.notation, e.hole)] : []));
}

/** A compact trace: "type@hole" for the events that name a hole, "type" for the rest. */
export function trace(game: Game, events: GameEvent[], types?: string[]): string[] {
  return events
    .filter((e) => !types || types.includes(e.type))
    .map((e) => ('hole' in e ? `${e.type}@${holeLabel(game.board, game.rules.notation, e.hole)}` : e.type));
}

export { createGame, positionToJson };
