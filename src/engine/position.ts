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
  /**
   * 1 where a hole still holds the counters laid in it at the start of the round (none of them
   * lifted since), for the wegue games' first captures; all 0 where a ruleset keeps no such mark.
   */
  unmoved: Int8Array;
  /** 1 for a player whose first turn of the round is still to come, where a ruleset keeps the mark. */
  yetToPlay: Int8Array;
  stores: Int32Array;
  hands: Int32Array;
  toMove: number;
  status: number;
  inProgress: boolean;
}

/** A position's arrays laid out on one buffer: holes (and one spare), stores, hands, owners, claims, the marks. */
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
    unmoved: new Int8Array(b, ints + 2 * size, size),
    yetToPlay: new Int8Array(b, ints + 3 * size, 2),
  };
}

const bytes = (size: number) => 4 * (size + 5) + 3 * size + 2;

/** A position from a State. */
export function fromState(players: readonly [Player, Player], s: State): FastPosition {
  return intoPosition(emptyPosition(s.holes.length), players, s);
}

/** A position of `size` holes, all zero, no one to move. */
export function emptyPosition(size: number): FastPosition {
  return { ...views(size, new Uint8Array(bytes(size))), toMove: NOBODY, status: 0, inProgress: false };
}

/**
 * Write a State into a position (of the same board; another size gets a new one), allocating
 * nothing: the narrated API converts on every move. Returns the position written.
 */
export function intoPosition(into: FastPosition, players: readonly [Player, Player], s: State): FastPosition {
  const size = s.holes.length;
  const v = into.owners.length === size ? into : emptyPosition(size);
  const [a, b] = players;
  const { holes, owners, claims, unmoved, yetToPlay } = v;
  for (let h = 0; h < size; h++) {
    holes[h] = s.holes[h]!;
    owners[h] = s.owners[h] === a ? 0 : 1;
    const c = s.claims[h];
    claims[h] = c === null || c === undefined ? NOBODY : c === a ? 0 : 1;
    unmoved[h] = s.unmoved?.[h] ? 1 : 0;
  }
  yetToPlay[0] = s.yetToPlay?.includes(a) ? 1 : 0;
  yetToPlay[1] = s.yetToPlay?.includes(b) ? 1 : 0;
  v.stores[0] = s.stores[a] ?? 0;
  v.stores[1] = s.stores[b] ?? 0;
  v.hands[0] = s.hands[a] ?? 0;
  v.hands[1] = s.hands[b] ?? 0;
  holes[size] = 0;
  v.toMove = s.toMove === null ? NOBODY : s.toMove === a ? 0 : 1;
  v.status = statuses.indexOf(s.status);
  v.inProgress = s.inProgress;
  return v;
}

export function toState(players: readonly [Player, Player], f: FastPosition): State {
  const [a, b] = players;
  const size = f.owners.length;
  const holes: number[] = new Array(size);
  const owners: Player[] = new Array(size);
  const claims: (Player | null)[] = new Array(size);
  for (let h = 0; h < size; h++) {
    holes[h] = f.holes[h]!;
    owners[h] = f.owners[h] === 0 ? a : b;
    const c = f.claims[h];
    claims[h] = c === NOBODY ? null : c === 0 ? a : b;
  }
  const s: State = {
    holes,
    owners,
    claims,
    stores: { [a]: f.stores[0]!, [b]: f.stores[1]! },
    hands: { [a]: f.hands[0]!, [b]: f.hands[1]! },
    toMove: f.toMove === NOBODY ? null : f.toMove === 0 ? a : b,
    status: statuses[f.status]!,
    inProgress: f.inProgress,
  };
  // The marks appear only while one is set: the rulesets that keep none see the State they always had.
  if (f.unmoved.includes(1)) s.unmoved = Array.from(f.unmoved, (m) => m === 1);
  if (f.yetToPlay[0] || f.yetToPlay[1]) s.yetToPlay = [a, b].filter((_, p) => f.yetToPlay[p] === 1);
  return s;
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
