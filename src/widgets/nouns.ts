import type { GameView } from './played-view';

/** What a ruleset's source calls its pieces: Walker's pieces, the DLP's counters, Courlander's beans. */
export interface Nouns {
  one: string;
  many: string;
}

export function nounsFor(game: Pick<GameView, 'rules'>): Nouns {
  const { one, many } = game.rules.nouns;
  return { one, many };
}
