import type { FastKernel } from './kernel';
import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER, type FastPosition } from './position';

/**
 * How a game or a round ends on the fast path: the checks each ruleset makes when a turn ends
 * (its afterTurn), and during a move where the vacated-check reading says so.
 */
export function afterTurn(k: FastKernel, f: FastPosition): void {
  // k.after indexes kernel.ts's AFTER: vacated, stuck, round, emptied.
  switch (k.after) {
    case 0:
      return vacated(k, f);
    case 1:
      return stuck(k, f);
    case 2:
      return roundEnd(k, f);
    default:
      return emptied(k, f);
  }
}

/**
 * A side left bare: the other player sweeps the board and any beans in hand. Returns false if
 * neither side is bare (nothing done).
 */
function sweep(k: FastKernel, f: FastPosition): boolean {
  const { holes, owners } = f;
  const size = k.rules.size;
  let side0 = 0;
  let side1 = 0;
  for (let h = 0; h < size; h++) {
    if (owners[h] === 0) side0 += holes[h]!;
    else side1 += holes[h]!;
  }
  const empty0 = side0 === 0;
  const empty1 = side1 === 0;
  if (!empty0 && !empty1) return false;
  if (empty0 !== empty1) {
    const winner = empty0 ? 1 : 0;
    f.stores[winner]! += side0 + side1 + Math.max(0, f.hands[0]!) + Math.max(0, f.hands[1]!);
    holes.fill(0, 0, size);
    if (f.hands[0]! > 0) f.hands[0] = 0;
    if (f.hands[1]! > 0) f.hands[1] = 0;
  }
  return true;
}

/** Abalalà and Walker: a side left bare ends the game. */
export function vacated(k: FastKernel, f: FastPosition): void {
  if (f.status !== PLAYING) return;
  if (sweep(k, f)) k.over(f, GAME_OVER);
}

/**
 * Abalala'e: a player with no counters in his holes ends the round, and the series if a player
 * then has none at all (or, under the rounds reading `one`, the game).
 */
export function emptied(k: FastKernel, f: FastPosition): void {
  if (f.status !== PLAYING) return;
  if (!sweep(k, f)) return;
  const out = f.stores[0] === 0 || f.stores[1] === 0 || k.rules.oneRound;
  k.over(f, out ? GAME_OVER : ROUND_OVER);
}

/** Sulus Aidi and Nishtaw: the player to move has no bean he may play; claims are collected. */
function stuck(k: FastKernel, f: FastPosition): void {
  const p = f.toMove;
  if (f.status !== PLAYING || p === NOBODY) return;
  if (k.hasMove(f, p)) return;
  collectClaims(k, f);
  if (!k.rules.unclaimedUnowned) {
    const { holes, owners, claims, stores } = f;
    for (let h = 0; h < k.rules.size; h++) {
      if (claims[h] === NOBODY && holes[h]! > 0) {
        stores[owners[h]!]! += holes[h]!;
        holes[h] = 0;
      }
    }
  }
  k.over(f, GAME_OVER);
}

/** The DLP's Gabata: when neither player can move the round ends, and the series if a player is out. */
function roundEnd(k: FastKernel, f: FastPosition): void {
  const p = f.toMove;
  if (f.status !== PLAYING || p === NOBODY) return;
  if (k.hasMove(f, p) || k.hasMove(f, 1 - p)) return;
  collectClaims(k, f);
  const limit = k.rules.seriesOneOrNone ? 1 : 0;
  k.over(f, f.stores[0]! <= limit || f.stores[1]! <= limit ? GAME_OVER : ROUND_OVER);
}

function collectClaims(k: FastKernel, f: FastPosition): void {
  const { holes, claims, stores } = f;
  for (let h = 0; h < k.rules.size; h++) {
    const holder = claims[h]!;
    if (holder !== NOBODY && holes[h]! > 0) {
      stores[holder]! += holes[h]!;
      holes[h] = 0;
    }
  }
}
