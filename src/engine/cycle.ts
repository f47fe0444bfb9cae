/**
 * Brent's cycle detection over a stream of states, in constant memory: relay sowing can go
 * round for millions of laps before a position comes back (a cycle of 4,052,961 relays was found
 * from one 3x6 position), so remembering every position seen is not an option. States are
 * numeric vectors compared in place; the one kept is copied only when Brent's power doubles.
 */
export class CycleDetector {
  private tortoise: number[] | null = null;
  private power = 1;
  private lam = 0;
  /** The cycle's length, in states, once `see` has returned true. */
  period = 0;

  /** Feed the next state; true when it repeats an earlier one. */
  see(state: readonly number[]): boolean {
    if (this.tortoise === null) {
      this.tortoise = state.slice();
      return false;
    }
    this.lam++;
    if (sameVector(state, this.tortoise)) {
      this.period = this.lam;
      return true;
    }
    if (this.power === this.lam) {
      this.tortoise = state.slice();
      this.power *= 2;
      this.lam = 0;
    }
    return false;
  }
}

function sameVector(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
