import type { Player, State, Status } from '../types';

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
  holes: Int32Array;
  owners: Int8Array;
  claims: Int8Array;
  stores: Int32Array;
  hands: Int32Array;
  toMove: number;
  status: number;
  inProgress: boolean;
}

export function fromState(players: readonly [Player, Player], s: State): FastPosition {
  const index = (p: Player | null): number => (p === null ? NOBODY : p === players[0] ? 0 : 1);
  const size = s.holes.length;
  // One spare slot after the holes: the landing hole joins them for the cycle check.
  const holes = new Int32Array(size + 1);
  holes.set(s.holes);
  return {
    holes,
    owners: Int8Array.from(s.owners, index),
    claims: Int8Array.from(s.claims, index),
    stores: Int32Array.of(s.stores[players[0]] ?? 0, s.stores[players[1]] ?? 0),
    hands: Int32Array.of(s.hands[players[0]] ?? 0, s.hands[players[1]] ?? 0),
    toMove: index(s.toMove),
    status: statuses.indexOf(s.status),
    inProgress: s.inProgress,
  };
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
  return {
    holes: f.holes.slice(),
    owners: f.owners.slice(),
    claims: f.claims.slice(),
    stores: f.stores.slice(),
    hands: f.hands.slice(),
    toMove: f.toMove,
    status: f.status,
    inProgress: f.inProgress,
  };
}

/** Copy `from` into `to` (same board), allocating nothing. */
export function copyInto(to: FastPosition, from: FastPosition): void {
  to.holes.set(from.holes);
  to.owners.set(from.owners);
  to.claims.set(from.claims);
  to.stores.set(from.stores);
  to.hands.set(from.hands);
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
