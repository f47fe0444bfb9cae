import type { Board } from './board';
import type { Hole } from './types';

/**
 * - courlander: his hole numbers "1".."18" (Diagram 1).
 * - walker: Illustration 3's letters, "A".."I" on the bottom player's side, "a".."i" on the top's.
 * - ludii-site: Ludii's site index on the 3x6 board, "0".."17", row by row from the bottom left.
 * - ludii: Ludii's coordinates, column letter and row number: on the DLP's 2xN board "A1".. (south
 *   row), "A2".. (north row); on the 3x6 board of the DLP's Abalala'e "A1".."F1" (south's row),
 *   "A2".."F2" (the middle row), "A3".."F3" (north's row).
 */
export type NotationId = 'courlander' | 'walker' | 'ludii-site' | 'ludii';

export const notationsFor: Record<Board['id'], NotationId[]> = {
  '3x6': ['courlander', 'walker', 'ludii-site', 'ludii'],
  '2x5': ['ludii'],
  '2x6': ['ludii'],
  '2x7': ['ludii'],
};

const LETTERS = 'ABCDEFGHI';

export function holeLabel(board: Board, notation: NotationId, h: Hole): string {
  if (!notationsFor[board.id].includes(notation)) {
    throw new RangeError(`the ${notation} notation is not for the ${board.id} board`);
  }
  const cell = board.cells[h];
  if (!cell) throw new RangeError(`hole index ${h} is off the ${board.id} board`);
  switch (notation) {
    case 'courlander':
      return String(h + 1);
    case 'walker':
      return h < 9 ? LETTERS[h]! : LETTERS[h - 9]!.toLowerCase();
    case 'ludii-site':
      return String(cell.row * board.cols + cell.col);
    case 'ludii':
      return `${LETTERS[cell.col]}${cell.row + 1}`;
  }
}

export function holeLabels(board: Board, notation: NotationId): string[] {
  return board.cells.map((_, h) => holeLabel(board, notation, h));
}

/** The hole a label names, or undefined if the label is not one of the notation's. */
export function parseHole(board: Board, notation: NotationId, label: string): Hole | undefined {
  const h = holeLabels(board, notation).indexOf(label);
  return h < 0 ? undefined : h;
}

/** Translate a label between two notations of the same board. */
export function convertLabel(board: Board, from: NotationId, to: NotationId, label: string): string {
  const h = parseHole(board, from, label);
  if (h === undefined) throw new RangeError(`"${label}" is not a hole in the ${from} notation`);
  return holeLabel(board, to, h);
}
