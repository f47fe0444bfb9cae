import type { Board, Hole, Player, State } from '../engine/index';
import { boardLabel } from '../words/boards';

/**
 * Where a lane's board differs from the first lane's at the step shown: the holes whose count,
 * owner or claim is not the same. Holes are matched by where they stand on the board (row and
 * column), not by their label, so a lane in Walker's letters is compared with one in Courlander's
 * numbers; players are matched by seat (Courlander's B is Walker's south, the bottom player).
 * Boards of different shapes have no holes in common to compare.
 */
export interface LaneView {
  board: Board;
  players: readonly [Player, Player];
  state: Pick<State, 'holes' | 'owners' | 'claims' | 'stores'>;
}

export type LaneDifference =
  /** The first lane: the one the others are compared with. */
  | { kind: 'first' }
  /** Holes that differ from the first lane's, by this lane's hole index (empty when none do). */
  | { kind: 'holes'; holes: Set<Hole>; stores: Player[] }
  /** Another board: nothing to compare hole by hole. */
  | { kind: 'board'; board: Board; first: Board }
  /** The first lane cannot be played, so there is nothing to compare with. */
  | { kind: 'no-first' };

const seat = (players: readonly Player[], p: Player | null | undefined) => (p == null ? -1 : players.indexOf(p));

/** The holes of `lane` that differ from the hole at the same place in `first`, or null where the boards differ. */
export function holesDiffering(first: LaneView, lane: LaneView): Set<Hole> | null {
  if (first.board.rows !== lane.board.rows || first.board.cols !== lane.board.cols) return null;
  const at = new Map(first.board.cells.map((c, h) => [`${c.row},${c.col}`, h]));
  const out = new Set<Hole>();
  lane.board.cells.forEach((c, h) => {
    const f = at.get(`${c.row},${c.col}`);
    if (f === undefined) return void out.add(h);
    const same =
      (first.state.holes[f] ?? 0) === (lane.state.holes[h] ?? 0) &&
      seat(first.players, first.state.owners[f]) === seat(lane.players, lane.state.owners[h]) &&
      seat(first.players, first.state.claims[f]) === seat(lane.players, lane.state.claims[h]);
    if (!same) out.add(h);
  });
  return out;
}

/**
 * Each lane against the first, at the step shown: `views[k]` is lane k's board and position, or
 * null where the lane cannot be played.
 */
export function laneDifferences(views: readonly (LaneView | null)[]): (LaneDifference | null)[] {
  const first = views[0] ?? null;
  return views.map((v, k) => {
    if (!v) return null;
    if (k === 0) return { kind: 'first' };
    if (!first) return { kind: 'no-first' };
    const holes = holesDiffering(first, v);
    if (!holes) return { kind: 'board', board: v.board, first: first.board };
    // The stores too, by seat: what a player keeps aside is part of what the readings decide.
    const stores = v.players.filter((q, i) => (v.state.stores[q] ?? 0) !== (first.state.stores[first.players[i]!] ?? 0));
    return { kind: 'holes', holes, stores };
  });
}

/** The difference in words, for the line under a lane's board. */
export function differenceWords(d: LaneDifference): string {
  switch (d.kind) {
    case 'first':
      return 'The other lanes mark ≠ on their holes that differ from this one.';
    case 'no-first':
      return 'The first lane cannot be played, so this lane is not compared with it.';
    case 'board':
      return `This lane is played on ${boardLabel(d.board)}, the first lane on ${boardLabel(d.first)}: their holes cannot be compared one by one.`;
    case 'holes': {
      const n = d.holes.size;
      const stores = d.stores.length === 2 ? 'both stores' : d.stores.length ? `${d.stores[0]}'s store` : '';
      if (n === 0) return stores ? `No hole differs from the first lane, but ${stores} ${d.stores.length === 2 ? 'do' : 'does'}.` : 'No hole differs from the first lane.';
      return `${n} hole${n === 1 ? ' differs' : 's differ'} from the first lane${stores ? `, and so ${d.stores.length === 2 ? 'do' : 'does'} ${stores}` : ''}.`;
    }
  }
}
