import type { Board } from '../engine/board';
import { holeLabel, type NotationId } from '../engine/notation';
import type { Player, State } from '../engine/types';

/**
 * Where everything on a drawn board goes, computed from an engine position: pure data, no DOM,
 * so the server-rendered diagrams and the widgets draw the same board, and tests can check it.
 * The bottom player sits at the bottom; each player's store is on his right (Courlander: "each
 * places his winnings in the single large pocket to his right"), so the bottom player's store is
 * on the right of the drawing and the top player's on the left.
 */
export interface HoleView {
  hole: number;
  label: string;
  x: number;
  y: number;
  count: number;
  owner: Player;
  /** 0 if the hole is the bottom player's, 1 if the top player's (after a series, not always the default side). */
  side: 0 | 1;
  claim: Player | null;
}

export interface StoreView {
  player: Player;
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
}

export interface BoardLayout {
  width: number;
  height: number;
  radius: number;
  holes: HoleView[];
  stores: StoreView[];
  /** The route's arrows, hole to next hole, where asked for. */
  arrows: { from: number; to: number; x1: number; y1: number; x2: number; y2: number }[];
}

export const PITCH = 64;
const MARGIN = 16;
const STORE_W = 52;
/** Courlander's board is two boards of nine pockets: a gap between the third and fourth columns. */
const GAP = 14;

export function layoutBoard(
  board: Board,
  state: Pick<State, 'holes' | 'owners' | 'claims' | 'stores'>,
  notation: NotationId,
  players: readonly [Player, Player],
  opts: { arrows?: boolean } = {},
): BoardLayout {
  const split = board.id === '3x6';
  const x0 = MARGIN + STORE_W + MARGIN;
  const colX = (col: number) => x0 + col * PITCH + PITCH / 2 + (split && col >= 3 ? GAP : 0);
  const rowY = (row: number) => MARGIN + (board.rows - 1 - row) * PITCH + PITCH / 2;
  const inner = board.cols * PITCH + (split ? GAP : 0);
  const width = x0 + inner + MARGIN + STORE_W + MARGIN;
  const height = MARGIN * 2 + board.rows * PITCH;
  const holes: HoleView[] = board.cells.map((cell, h) => ({
    hole: h,
    label: holeLabel(board, notation, h),
    x: colX(cell.col),
    y: rowY(cell.row),
    count: state.holes[h] ?? 0,
    owner: state.owners[h]!,
    side: state.owners[h] === players[0] ? 0 : 1,
    claim: state.claims[h] ?? null,
  }));
  const storeH = board.rows * PITCH - 8;
  const stores: StoreView[] = [
    { player: players[0], x: x0 + inner + MARGIN, y: MARGIN + 4, width: STORE_W, height: storeH, count: state.stores[players[0]] ?? 0 },
    { player: players[1], x: MARGIN, y: MARGIN + 4, width: STORE_W, height: storeH, count: state.stores[players[1]] ?? 0 },
  ];
  const arrows = opts.arrows
    ? holes.map((a, i) => {
        const b = holes[(i + 1) % holes.length]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const len = Math.hypot(dx, dy) || 1;
        const r = PITCH * 0.34;
        return { from: a.hole, to: b.hole, x1: a.x + (dx / len) * r, y1: a.y + (dy / len) * r, x2: b.x - (dx / len) * r, y2: b.y - (dy / len) * r };
      })
    : [];
  return { width, height, radius: PITCH * 0.36, holes, stores, arrows };
}

/** The board in words, for the SVG's text alternative: each side's holes with their counts. */
export function describeBoard(layout: BoardLayout, players: readonly [Player, Player], opts: { counts?: boolean } = {}): string {
  const counts = opts.counts ?? true;
  const side = (p: Player) => {
    const hs = layout.holes.filter((h) => h.owner === p);
    const list = hs.map((h) => (counts ? `${h.label}: ${h.count}${h.claim ? ` (claimed by ${h.claim})` : ''}` : h.label)).join(', ');
    return `${p}'s side, ${hs.length} hole${hs.length === 1 ? '' : 's'}: ${list}`;
  };
  const stores = layout.stores.map((s) => `${s.player} ${s.count}`).join(', ');
  return `${side(players[0])}. ${side(players[1])}.${counts ? ` Stores: ${stores}.` : ''}`;
}
