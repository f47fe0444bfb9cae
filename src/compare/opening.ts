/**
 * Where a comparison opens, so that a reader lands where it is worth looking: at the first step
 * where its lanes part (`first-difference`), or at its end (`end`), where the comparison is about
 * where things end up (the next game's set-up, say). Each comparison of the site says which
 * (presets.ts); a stepper given none (the builder's, the lab's) opens at the start, on the
 * position the reader chose.
 */
export type OpensAt = 'first-difference' | 'end';

/**
 * The step to open at: the lanes' first difference as the engine finds it (divergence.ts), or the
 * last step of the longest lane. Lanes that never part open at the start: there is no difference
 * to show.
 */
export function openingStep(opensAt: OpensAt | undefined, divergence: { step: number } | null, last: number): number {
  if (opensAt === 'end') return last;
  if (opensAt === 'first-difference') return Math.min(divergence?.step ?? 0, last);
  return 0;
}
