/**
 * The look-ahead's memory of positions already searched (a transposition table): relays and
 * extra turns reach the same position by many lines, and each deeper pass searches again what
 * the last one did. An entry keeps a value with what kind of bound it is, the depth it was
 * searched to, and the best move found there, which the next pass tries first.
 *
 * A table is reused from search to search, but `begin` makes every older entry invisible, so a
 * search's choice depends on the position and the seed alone, never on what was searched before.
 */
import type { FastPosition } from '../engine/index';

export const EXACT = 0;
/** The value is at least the one stored (the search stopped at a refutation). */
export const LOWER = 1;
/** The value is at most the one stored (no move reached the window). */
export const UPPER = 2;

/** No best move is known (a PASS is -1, so the marker lies below it). */
export const NO_MOVE = -2;

export class Transpositions {
  private readonly mask: number;
  private readonly keys: Int32Array;
  private readonly checks: Int32Array;
  private readonly stamps: Int32Array;
  readonly depths: Int16Array;
  readonly flags: Uint8Array;
  /** 1 where some line below the entry was cut off by the depth, not the game's end. */
  readonly horizons: Uint8Array;
  readonly values: Float64Array;
  readonly moves: Int32Array;
  private stamp = 0;
  /** The last position hashed: keep them before searching below it, for `store`. */
  key = 0;
  check = 0;

  constructor(bits = 16) {
    const n = 1 << bits;
    this.mask = n - 1;
    this.keys = new Int32Array(n);
    this.checks = new Int32Array(n);
    this.stamps = new Int32Array(n);
    this.depths = new Int16Array(n);
    this.flags = new Uint8Array(n);
    this.horizons = new Uint8Array(n);
    this.values = new Float64Array(n);
    this.moves = new Int32Array(n);
  }

  /** Forget every entry (in constant time). */
  begin(): void {
    this.stamp++;
  }

  /**
   * The slot of `f`, hashing it; `found` tells whether it holds `f` from this search. Two
   * independent 32-bit hashes make a false match about one in four billion.
   */
  slot(f: FastPosition, size: number): number {
    let a = 0x811c9dc5 ^ (f.toMove + 2) ^ (f.inProgress ? 0x100 : 0);
    let b = 0x27d4eb2d + f.toMove * 0x9e3779b1;
    // The spare slot after the holes is scratch for the cycle check, not part of the position.
    const { holes, owners, claims, unmoved, stores, hands, yetToPlay } = f;
    for (let h = 0; h < size; h++) {
      const x = holes[h]! | ((owners[h]! + 1) << 16) | ((claims[h]! + 1) << 20) | (unmoved[h]! << 24);
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b + x, 0x85ebca6b) ^ (b >>> 13);
    }
    for (let p = 0; p < 2; p++) {
      const x = stores[p]! | (hands[p]! << 12) | (yetToPlay[p]! << 28);
      a = Math.imul(a ^ x, 0x01000193);
      b = Math.imul(b + x, 0x85ebca6b) ^ (b >>> 13);
    }
    a ^= a >>> 15;
    a = Math.imul(a, 0x2c1b3c6d);
    a ^= a >>> 12;
    this.key = a;
    this.check = b;
    return a & this.mask;
  }

  /** Whether `slot` holds the position last hashed, stored in this search. */
  holds(slot: number): boolean {
    return this.stamps[slot] === this.stamp && this.keys[slot] === this.key && this.checks[slot] === this.check;
  }

  /** Keep what a search of the position hashed to (key, check) found, over whatever the slot held. */
  store(slot: number, key: number, check: number, depth: number, flag: number, horizon: boolean, value: number, move: number): void {
    this.stamps[slot] = this.stamp;
    this.keys[slot] = key;
    this.checks[slot] = check;
    this.depths[slot] = depth;
    this.flags[slot] = flag;
    this.horizons[slot] = horizon ? 1 : 0;
    this.values[slot] = value;
    this.moves[slot] = move;
  }
}
