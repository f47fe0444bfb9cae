import type { Player, State, Status } from './types';

export const PLAYING = 0;
export const ROUND_OVER = 1;
export const GAME_OVER = 2;
export const ENDLESS = 3;
const statuses: readonly Status[] = ['playing', 'round-over', 'game-over', 'endless'];

/** No one: an unclaimed hole, or no player to move. */
export const NOBODY = -1;

/**
 * A position on the fast path: the State's facts in typed arrays, players as 0 (the bottom
 * player) and 1 (the top player). Moves change it in place; copy it first to keep the old one.
 */
export interface FastPosition {
  /** Every array below is a view on this one buffer, so a copy is a single `set`. */
  all: Uint8Array;
  holes: Int32Array;
  owners: Int8Array;
  claims: Int8Array;
  stores: Int32Array;
  hands: Int32Array;
  toMove: number;
  status: number;
  inProgress: boolean;
}

/** A position's arrays laid out on one buffer: holes (and one spare), stores, hands, owners, claims. */
function views(size: number, all: Uint8Array) {
  const b = all.buffer;
  const ints = 4 * (size + 5);
  return {
    all,
    // One spare slot after the holes: the landing hole joins them for the cycle check.
    holes: new Int32Array(b, 0, size + 1),
    stores: new Int32Array(b, 4 * (size + 1), 2),
    hands: new Int32Array(b, 4 * (size + 3), 2),
    owners: new Int8Array(b, ints, size),
    claims: new Int8Array(b, ints + size, size),
  };
}

const bytes = (size: number) => 4 * (size + 5) + 2 * size;

export function fromState(players: readonly [Player, Player], s: State): FastPosition {
  const index = (p: Player | null): number => (p === null ? NOBODY : p === players[0] ? 0 : 1);
  const size = s.holes.length;
  const v = views(size, new Uint8Array(bytes(size)));
  v.holes.set(s.holes);
  v.owners.set(s.owners.map(index));
  v.claims.set(s.claims.map(index));
  v.stores.set([s.stores[players[0]] ?? 0, s.stores[players[1]] ?? 0]);
  v.hands.set([s.hands[players[0]] ?? 0, s.hands[players[1]] ?? 0]);
  return { ...v, toMove: index(s.toMove), status: statuses.indexOf(s.status), inProgress: s.inProgress };
}

export function toState(players: readonly [Player, Player], f: FastPosition): State {
  const size = f.owners.length;
  const name = (i: number): Player | null => (i === NOBODY ? null : players[i]!);
  return {
    holes: Array.from(f.holes.subarray(0, size)),
    owners: Array.from(f.owners, (i) => players[i]!),
    claims: Array.from(f.claims, name),
    stores: { [players[0]]: f.stores[0]!, [players[1]]: f.stores[1]! },
    hands: { [players[0]]: f.hands[0]!, [players[1]]: f.hands[1]! },
    toMove: name(f.toMove),
    status: statuses[f.status]!,
    inProgress: f.inProgress,
  };
}

export function copyPosition(f: FastPosition): FastPosition {
  return { ...views(f.owners.length, f.all.slice()), toMove: f.toMove, status: f.status, inProgress: f.inProgress };
}

/** Copy `from` into `to` (same board), allocating nothing. */
export function copyInto(to: FastPosition, from: FastPosition): void {
  to.all.set(from.all);
  to.toMove = from.toMove;
  to.status = from.status;
  to.inProgress = from.inProgress;
}

/** Store plus claimed holes, for player 0 minus player 1. */
export function scoreLead(f: FastPosition): number {
  let d = f.stores[0]! - f.stores[1]!;
  const c = f.claims;
  for (let h = 0; h < c.length; h++) {
    const holder = c[h]!;
    if (holder === 0) d += f.holes[h]!;
    else if (holder === 1) d -= f.holes[h]!;
  }
  return d;
}
