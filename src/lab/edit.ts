import { createGame } from '../engine/game';
import type { RulesetId } from '../engine/index';
import { rulesetLabel } from '../words/terms';
import { holeName, requiredTotal, type LabPosition } from './position';

/**
 * Editing the lab's position one place at a time, as a finger does: choose a hole or a store on
 * the board, then raise it, lower it or type its count. And the count of beans that follows the
 * board, with the rule that a position must add up, where the engine holds the game to one.
 */
export type Place = { hole: number } | { store: 0 | 1 };

export const countAt = (p: LabPosition, at: Place): number => ('hole' in at ? p.holes[at.hole]! : p.stores[at.store]);

/** The position with the place's count set (kept as given, even where it cannot be played: the editor says what is wrong). */
export function setCount(p: LabPosition, at: Place, n: number): LabPosition {
  if ('hole' in at) return { ...p, holes: p.holes.map((c, k) => (k === at.hole ? n : c)) };
  return { ...p, stores: (at.store === 0 ? [n, p.stores[1]] : [p.stores[0], n]) as [number, number] };
}

/** One bean more or fewer; never fewer than none (an empty field counts as none). */
export function step(p: LabPosition, at: Place, by: 1 | -1): LabPosition {
  const now = countAt(p, at);
  return setCount(p, at, Math.max(0, (Number.isFinite(now) ? now : 0) + by));
}

/** "hole 4, B's" or "A's store", as the reader knows them. */
export function placeName(p: LabPosition, at: Place): string {
  const game = createGame(p.ruleset);
  if ('store' in at) return `${game.rules.players[at.store]}'s store`;
  return `${holeName(p.ruleset, at.hole)}, ${game.rules.players[game.board.seats[at.hole]!]}'s`;
}

/** The same at the head of a sentence or a label. */
export const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const beans = (n: number) => `${n} bean${n === 1 ? '' : 's'}`;

/**
 * The count under the board, in words, and the rule where the game has one: "The holes hold 54
 * beans and the stores none: 54 in all. Courlander's Abalalà, 1943 is played with 54 beans; a
 * position must hold all of them." A count not yet typed counts as none.
 */
export function countWords(p: LabPosition, total = requiredTotal(p.ruleset)): string {
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const holes = sum(p.holes);
  const stores = sum(p.stores);
  const count = `The holes hold ${beans(holes)} and the stores ${stores === 0 ? 'none' : beans(stores)}: ${beans(holes + stores)} in all.`;
  if (total === null) return count;
  const game = rulesetLabel(p.ruleset as RulesetId, true);
  return `${count} ${capital(game)} is played with ${beans(total)}; a position must hold all of them${holes + stores === total ? ', as this one does' : ''}.`;
}
