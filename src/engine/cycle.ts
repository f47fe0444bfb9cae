/**
 * Brent's cycle detection over a stream of states, in constant memory: relay sowing can go
 * round for millions of laps before a position comes back (a cycle of 4,052,961 relays was found
 * from one 3x6 position), so remembering every position seen is not an option. The kept state is
 * one preallocated vector, copied only when Brent's power doubles, so a long sowing allocates
 * nothing.
 */
export class CycleDetector {
  private tortoise: Int32Array;
  private started = false;
  private power = 1;
  private lam = 0;
  /** The cycle's length, in states, once `see` has returned true. */
  period = 0;

  constructor(length = 0) {
    this.tortoise = new Int32Array(length);
  }

  reset(): void {
    this.started = false;
    this.power = 1;
    this.lam = 0;
    this.period = 0;
  }

  /** Feed the next state; true when it repeats an earlier one. */
  see(state: ArrayLike<number>): boolean {
    if (!this.started) {
      if (this.tortoise.length !== state.length) this.tortoise = new Int32Array(state.length);
      this.keep(state);
      this.started = true;
      return false;
    }
    this.lam++;
    const t = this.tortoise;
    // From the end: the landing hole, last, differs most often, so most comparisons stop at once.
    let i = t.length - 1;
    while (i >= 0 && t[i] === state[i]) i--;
    if (i < 0) {
      this.period = this.lam;
      return true;
    }
    if (this.power === this.lam) {
      this.keep(state);
      this.power *= 2;
      this.lam = 0;
    }
    return false;
  }

  private keep(state: ArrayLike<number>): void {
    const t = this.tortoise;
    for (let i = 0; i < t.length; i++) t[i] = state[i]!;
  }
}
