import type { Board, Player, State } from '../engine/index';
import { holeLabel, type NotationId } from '../engine/notation';
import { describeMarks, type BoardMarks } from './marks';

/**
 * Where everything on a drawn board goes, computed from an engine position: pure data, no DOM,
 * so the server-rendered diagrams and the widgets draw the same board, and tests can check it.
 * The bottom player sits at the bottom; each player's store is on his right (Courlander: "each
 * places his winnings in the single large pocket to his right"), so the bottom player's store is
 * on the right of the drawing and the top player's on the left.
 *
 * Every board is WIDTH units wide, whatever its number of columns: the drawing is scaled to its
 * column, and one width lets the stylesheet pick text sizes that stay readable (at least 12 px)
 * from a phone's column to a desktop's.
 */
export interface HoleView {
  hole: number;
  label: string;
  x: number;
  y: number;
  /** Where the label is written: outside the pit, above it on the top row, below it elsewhere. */
  labelY: number;
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
  /** The player's name, written outside the store on his edge of the board. */
  nameY: number;
}

export interface BoardLayout {
  width: number;
  height: number;
  radius: number;
  holes: HoleView[];
  stores: StoreView[];
  /** The route's arrows, hole to next hole, where asked for. */
  arrows: { from: number; to: number; x1: number; y1: number; x2: number; y2: number }[];
  /**
   * Each player's route (for each hole, the next), where the players have routes of their own
   * (the DLP's Abalala'e); absent where every route is the board's sowing order.
   */
  routes?: readonly (readonly number[])[];
}

/** The players' own routes, bottom player's first, or undefined where they share the board's order. */
export function routesOf(rules: { players: readonly [Player, Player]; route?: Readonly<Record<Player, readonly number[]>> }): readonly (readonly number[])[] | undefined {
  const route = rules.route;
  return route ? rules.players.map((p) => route[p]!) : undefined;
}

export const WIDTH = 540;
const MARGIN = 10;
const STORE_W = 50;
const GUTTER = 8;
/** Courlander's board is two boards of nine pockets: a gap between the third and fourth columns. */
const SPLIT = 12;
/** The band a row's labels take, outside its pits: room for the largest label size. */
export const LABEL_BAND = 26;
const ROW_GAP = 8;

export function layoutBoard(
  board: Board,
  state: Pick<State, 'holes' | 'owners' | 'claims' | 'stores'>,
  notation: NotationId,
  players: readonly [Player, Player],
  opts: { arrows?: boolean; routes?: readonly (readonly number[])[] } = {},
): BoardLayout {
  const split = board.id === '3x6';
  const x0 = MARGIN + STORE_W + GUTTER;
  const pitch = (WIDTH - 2 * x0 - (split ? SPLIT : 0)) / board.cols;
  const r = Math.min(pitch * 0.42, 29);
  const colX = (col: number) => x0 + col * pitch + pitch / 2 + (split && col >= 3 ? SPLIT : 0);
  // Rows from the top: the top row's labels above it, every other row's below.
  const top = board.rows - 1;
  const rowY: number[] = [];
  let y = MARGIN + LABEL_BAND;
  for (let row = top; row >= 0; row--) {
    rowY[row] = y + r;
    y += 2 * r + (row < top ? LABEL_BAND : 0) + ROW_GAP;
  }
  const height = y - ROW_GAP + MARGIN;
  const labelAt = (row: number) => (row === top ? rowY[row]! - r - LABEL_BAND / 2 : rowY[row]! + r + LABEL_BAND / 2);
  const holes: HoleView[] = board.cells.map((cell, h) => ({
    hole: h,
    label: holeLabel(board, notation, h),
    x: colX(cell.col),
    y: rowY[cell.row]!,
    labelY: labelAt(cell.row),
    count: state.holes[h] ?? 0,
    owner: state.owners[h]!,
    side: state.owners[h] === players[0] ? 0 : 1,
    claim: state.claims[h] ?? null,
  }));
  // The stores stand beside the rows; each name is written in its player's label band.
  const storeTop = rowY[top]! - r;
  const storeH = rowY[0]! + r - storeTop;
  const stores: StoreView[] = [
    { player: players[0], x: WIDTH - MARGIN - STORE_W, y: storeTop, width: STORE_W, height: storeH, count: state.stores[players[0]] ?? 0, nameY: labelAt(0) },
    { player: players[1], x: MARGIN, y: storeTop, width: STORE_W, height: storeH, count: state.stores[players[1]] ?? 0, nameY: labelAt(top) },
  ];
  // Where each player has his own route, the arrows follow the bottom player's; the key says the other runs the other way.
  const arrows = opts.arrows ? routeArrows(holes, r, opts.routes?.[0]) : [];
  return { width: WIDTH, height, radius: r, holes, stores, arrows, ...(opts.routes ? { routes: opts.routes } : {}) };
}

function routeArrows(holes: HoleView[], r: number, next?: readonly number[]): BoardLayout['arrows'] {
  return holes.map((a, i) => {
    const b = holes[next ? next[i]! : (i + 1) % holes.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const k = (r + 3) / len;
    return { from: a.hole, to: b.hole, x1: a.x + dx * k, y1: a.y + dy * k, x2: b.x - dx * k, y2: b.y - dy * k };
  });
}

/**
 * Beans drawn one by one up to this count; above it, the number alone. Nine, not more: a count of
 * two digits is as wide as the ring leaves clear, so beans beside it would print over its digits.
 */
export const MAX_BEANS = 9;
/** The ring the beans lie on, and their size, as fractions of the pit's radius: the middle stays clear for the count. */
export const BEAN_RING = 0.72;
export const BEAN_RX = 0.19;
export const BEAN_RY = 0.135;

/**
 * Where a hole's beans lie, relative to its centre in units of its radius: places round a ring,
 * filled in a fixed order that keeps the pile balanced (bottom, top, left, right, then between),
 * so a bean that falls in is added and the others stay where they were. Each bean's angle
 * (degrees, clockwise from the right) points it at the centre. Empty beyond MAX_BEANS: a number is
 * clearer than a heap.
 */
const ORDER = [0, 6, 3, 9, 1, 7, 4, 10, 2, 8, 5, 11];
export function beanSlots(count: number): { x: number; y: number; angle: number }[] {
  if (count > MAX_BEANS) return [];
  return ORDER.slice(0, count).map((k) => {
    const angle = (90 + 30 * k) % 360;
    const a = (angle * Math.PI) / 180;
    return { x: round(BEAN_RING * Math.cos(a)), y: round(BEAN_RING * Math.sin(a)), angle };
  });
}

/**
 * A hole's beans as one SVG path, relative to its centre: each bean a short radial stroke that the
 * stylesheet draws thick with round ends, so a bean is a capsule. One path a pit keeps a page of
 * many boards small; pits with the same count draw the same string.
 */
export function beansPath(slots: readonly { angle: number }[], r: number): string {
  const a = (BEAN_RX - BEAN_RY) * r;
  return slots
    .map(({ angle }) => {
      const c = Math.cos((angle * Math.PI) / 180);
      const s = Math.sin((angle * Math.PI) / 180);
      const at = BEAN_RING * r - a;
      return `M${round1(at * c)} ${round1(at * s)}l${round1(2 * a * c)} ${round1(2 * a * s)}`;
    })
    .join('');
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const round1 = (n: number) => Math.round(n * 10) / 10 || 0;

/** What the claimed holes are called in a ruleset, or null where nobody claims: Courlander's claims, the DLP's wegs. */
export function claimNoun(rules: { nouns: { claim: string | null } }): string | null {
  return rules.nouns.claim;
}

/**
 * The board in words, for the SVG's text alternative: each side's holes with their counts and
 * claims, the stores, then the marks (the sowing, the take, the holes to play, the differences).
 */
export function describeBoard(
  layout: BoardLayout,
  players: readonly [Player, Player],
  opts: { counts?: boolean; marks?: BoardMarks; noun?: string | null } = {},
): string {
  const { counts = true, marks, noun } = opts;
  const side = (p: Player) => {
    const hs = layout.holes.filter((h) => h.owner === p);
    const list = hs.map((h) => (counts ? `${h.label}: ${h.count}${h.claim ? ` (${h.claim}'s ${noun ?? 'claim'})` : ''}` : h.label)).join(', ');
    return `${p}'s side, ${hs.length} hole${hs.length === 1 ? '' : 's'}: ${list}`;
  };
  const stores = layout.stores.map((s) => `${s.player} ${s.count}`).join(', ');
  const said = marks ? describeMarks(marks, (h) => layout.holes[h]!.label) : '';
  return `${side(players[0])}. ${side(players[1])}.${counts ? ` Stores: ${stores}.` : ''}${said ? ` ${said}` : ''}`;
}
