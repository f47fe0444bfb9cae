/**
 * Brent's cycle detection on a typed vector, as ../cycle.ts does on arrays: the same states fed in
 * the same order repeat at the same point, so both paths stop an endless sowing at the same drop.
 * The kept vector is preallocated and reused, so a long sowing allocates nothing.
 */
export class FastCycle {
  private readonly tortoise: Int32Array;
  private started = false;
  private power = 1;
  private lam = 0;

  constructor(length: number) {
    this.tortoise = new Int32Array(length);
  }

  reset(): void {
    this.started = false;
    this.power = 1;
    this.lam = 0;
  }

  /** Feed the next state (its first `length` entries); true when it repeats an earlier one. */
  see(state: Int32Array): boolean {
    const t = this.tortoise;
    if (!this.started) {
      this.keep(state);
      this.started = true;
      return false;
    }
    this.lam++;
    // From the end: the landing hole, last, differs most often, so most comparisons stop at once.
    let i = t.length - 1;
    while (i >= 0 && t[i] === state[i]) i--;
    if (i < 0) return true;
    if (this.power === this.lam) {
      this.keep(state);
      this.power *= 2;
      this.lam = 0;
    }
    return false;
  }

  private keep(state: Int32Array): void {
    const t = this.tortoise;
    for (let i = 0; i < t.length; i++) t[i] = state[i]!;
  }
}
