import type { GameView } from './played-view';

/** What a ruleset's source calls its pieces: Walker's pieces, the DLP's counters, Courlander's beans. */
export interface Nouns {
  one: string;
  many: string;
}

export function nounsFor(game: Pick<GameView, 'rules'>): Nouns {
  if (game.rules.id === 'walker-gabata') return { one: 'piece', many: 'pieces' };
  if (game.rules.id === 'dlp-gabata-shoa-i') return { one: 'counter', many: 'counters' };
  return { one: 'bean', many: 'beans' };
}
