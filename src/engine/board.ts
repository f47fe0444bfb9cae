import type { Hole } from './types';

/**
 * A board: holes in sowing order, laid out in rows and columns as the bottom player sees it.
 * Row 0 is the bottom player's nearest row; column 0 is his left.
 */
export interface Board {
  id: '3x6' | '2x5' | '2x6' | '2x7';
  rows: number;
  cols: number;
  size: number;
  /** The row and column of each hole. */
  cells: readonly { row: number; col: number }[];
  /** The default side: 0 for the bottom player, 1 for the top player. */
  seats: readonly (0 | 1)[];
}

/**
 * Courlander's two boards of nine pockets side by side, and Walker's 3x6 board. Index i is
 * Courlander's hole i+1: B's row 1-6 left to right, the middle row's right half 7-9 from its
 * outer end inward, A's row 10-15, the middle row's left half 16-18 (notes §2).
 */
export const board3x6: Board = (() => {
  const cells: { row: number; col: number }[] = [];
  for (let c = 0; c < 6; c++) cells.push({ row: 0, col: c }); // 1-6
  for (let c = 5; c >= 3; c--) cells.push({ row: 1, col: c }); // 7-9
  for (let c = 5; c >= 0; c--) cells.push({ row: 2, col: c }); // 10-15
  for (let c = 0; c < 3; c++) cells.push({ row: 1, col: c }); // 16-18
  const seats = cells.map((_, i) => (i < 9 ? 0 : 1));
  return { id: '3x6', rows: 3, cols: 6, size: 18, cells, seats };
})();

/** The DLP's two rows of n holes, sown anticlockwise: south's row left to right, then north's. */
export function board2xN(n: 5 | 6 | 7): Board {
  const cells: { row: number; col: number }[] = [];
  for (let c = 0; c < n; c++) cells.push({ row: 0, col: c });
  for (let c = n - 1; c >= 0; c--) cells.push({ row: 1, col: c });
  const seats = cells.map((cell) => (cell.row === 0 ? 0 : 1) as 0 | 1);
  return { id: `2x${n}`, rows: 2, cols: n, size: 2 * n, cells, seats };
}

export function nextHole(board: Board, h: Hole): Hole {
  return h + 1 === board.size ? 0 : h + 1;
}

/** The next hole on a player's own route, where the ruleset gives one, else in sowing order. */
export function nextOnRoute(board: Board, route: readonly Hole[] | undefined, h: Hole): Hole {
  return route ? route[h]! : nextHole(board, h);
}

/** A route as "for each hole, the next": from the holes in the order the player sows them. */
export function routeFrom(order: readonly Hole[]): Hole[] {
  const next: Hole[] = new Array(order.length);
  order.forEach((h, i) => (next[h] = order[(i + 1) % order.length]!));
  return next;
}

export function holeAt(board: Board, row: number, col: number): Hole {
  const h = board.cells.findIndex((c) => c.row === row && c.col === col);
  if (h < 0) throw new RangeError(`no hole at row ${row}, column ${col} of the ${board.id} board`);
  return h;
}

/** Every hole in the same column ("the same vertical row", Courlander; Walker rule 11). */
export function columnOf(board: Board, h: Hole): Hole[] {
  const col = board.cells[h]!.col;
  const out: Hole[] = [];
  for (let i = 0; i < board.size; i++) if (board.cells[i]!.col === col) out.push(i);
  return out;
}

/** The hole's image under a half turn of the board: Courlander's k and k+9. */
export function halfTurn(board: Board, h: Hole): Hole {
  return (h + board.size / 2) % board.size;
}
