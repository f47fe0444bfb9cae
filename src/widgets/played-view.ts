import type { Board, NotationId, OptionId, Options, OptionValue, Ruleset, RulesetId, Player } from '../engine/index';
import type { Played } from '../examples/example';

/**
 * A played game as plain data: what the steppers draw and narrate, without the ruleset's
 * functions. A page plays its examples at build and hands the islands this, so that a reader's
 * browser loads the engine only when he asks for something the build did not play (another reading).
 * The engine's Game and Played fit these types as they are.
 */
export interface GameView {
  rules: Pick<Ruleset, 'nouns' | 'roundEnds' | 'route'> & { id: RulesetId; players: readonly [Player, Player]; notation: NotationId; readings: Partial<Record<OptionId, { default: OptionValue }>> };
  board: Board;
  options: Options;
}

export type PlayedView = Omit<Played, 'game' | 'final'> & {
  game: GameView;
  /** The last position: the comparisons' lanes say how each ends; a stepper has no use for it. */
  final?: Played['final'];
  /** Each step's words in the game's own notation (race ticks are not steps), where the build told them. */
  narrations?: string[];
};

/** A played game with its last position: a comparison's lane. */
export type EndedView = PlayedView & { final: NonNullable<PlayedView['final']> };

/** Strip a played game to what the steppers show (props cross from the server to the browser as JSON). */
export function viewOf(played: Played | PlayedView, keepFinal = false): PlayedView {
  const { rules, board, options } = played.game;
  const readings = Object.fromEntries(Object.entries(rules.readings).map(([id, r]) => [id, { default: r!.default }]));
  return {
    game: { rules: { id: rules.id, players: rules.players, notation: rules.notation, readings, nouns: rules.nouns, ...(rules.roundEnds ? { roundEnds: rules.roundEnds } : {}), ...(rules.route ? { route: rules.route } : {}) }, board, options },
    start: played.start,
    events: played.events,
    moves: played.moves,
    ...(keepFinal && played.final ? { final: played.final } : {}),
  };
}

export interface Offered {
  id: string;
  /** The question, named for a reader. */
  label: string;
  default: OptionValue;
  values: { value: OptionValue; label: string }[];
}

/** What a stepper's page works out for it at build (src/widgets/stepper-data.ts). */
export interface StepperData {
  played: PlayedView;
  offered: Offered[];
  /** A reading named for a reader, by `<id>=<value>` (the value in force), or by its id alone. */
  readings: Record<string, { label: string; anchor: string }>;
  /** The cited clauses whose encoding the code page shows. */
  encoded: string[];
}

/** Look a reading up in a table made by readingTable (src/widgets/stepper-data.ts). */
export function wordsFor(table: Record<string, { label: string; anchor: string }>, id: string, value?: OptionValue): { label: string; anchor: string } {
  return table[`${id}=${String(value)}`] ?? table[id] ?? { label: id, anchor: id };
}
