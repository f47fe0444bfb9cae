/**
 * Effect sizes with 95% intervals: how far a reading's random games differ from the defaults'.
 * Pure arithmetic on summaries (a mean with its spread and count, or a count of successes in
 * trials), so it works from whatever sample the statistics give.
 *
 * The intervals treat the two sets of games as independent samples. The page's variants share
 * their random draws (the same seed), which ties their games together as long as they agree;
 * that makes these intervals, if anything, wider than a paired analysis would give.
 */

/** The normal quantile for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

export interface Effect extends Interval {
  /** The difference, first sample minus second. */
  estimate: number;
  /**
   * A standardized size, to rank effects of different measures together: Cohen's d for means
   * (the difference in pooled standard deviations), Cohen's h for shares. Never negative.
   */
  size: number;
}

/** A mean with its standard deviation and the count it rests on. */
export interface MeanSample {
  mean: number;
  sd: number;
  n: number;
}

/** k successes in n trials. */
export interface Proportion {
  k: number;
  n: number;
}

/**
 * The Wilson score interval for k successes in n trials (95% with z = 1.96): unlike k/n ± a
 * normal error it stays within [0, 1] and says something when k is 0, as it often is here.
 */
export function wilson(k: number, n: number, z = Z95): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At none or all the interval ends at 0 or 1 exactly; rounding would leave it a hair short.
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/** Student's t quantiles for a two-sided 95% interval on 1 to 9 degrees of freedom (the printed table). */
const tTable = [12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.306, 2.2622];

/**
 * Student's t quantile for a two-sided 95% interval on `df` degrees of freedom. Below 10, the
 * table at `df` rounded down (wider, so on the safe side, for a fractional Welch df); from 10,
 * the Cornish-Fisher expansion about the normal quantile (Abramowitz and Stegun 26.7.5), within
 * 1e-4 of the table there and closer beyond.
 */
export function t95(df: number): number {
  if (!(df >= 1)) return Infinity;
  if (df < 10) return tTable[Math.floor(df) - 1]!;
  if (!Number.isFinite(df)) return Z95;
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const z9 = z ** 9;
  const g1 = (z3 + z) / 4;
  const g2 = (5 * z5 + 16 * z3 + 3 * z) / 96;
  const g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384;
  const g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** The Welch–Satterthwaite degrees of freedom of a difference of two means. */
export function welchDf(a: MeanSample, b: MeanSample): number {
  const va = (a.sd * a.sd) / a.n;
  const vb = (b.sd * b.sd) / b.n;
  return (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
}

/**
 * The difference of two means, a − b, with Welch's 95% interval (no assumption that the two
 * spreads are equal: a reading that shortens games often narrows them too). With fewer than two
 * in either sample the spread is unknown and the interval unbounded.
 */
export function meanDifference(a: MeanSample, b: MeanSample): Effect {
  const estimate = a.mean - b.mean;
  if (a.n < 2 || b.n < 2) return { estimate, low: -Infinity, high: Infinity, size: 0 };
  const se = Math.sqrt((a.sd * a.sd) / a.n + (b.sd * b.sd) / b.n);
  const pooled = Math.sqrt(((a.n - 1) * a.sd * a.sd + (b.n - 1) * b.sd * b.sd) / (a.n + b.n - 2));
  const size = pooled > 0 ? Math.abs(estimate) / pooled : estimate === 0 ? 0 : Infinity;
  if (se === 0) return { estimate, low: estimate, high: estimate, size };
  const half = t95(welchDf(a, b)) * se;
  return { estimate, low: estimate - half, high: estimate + half, size };
}

/**
 * The difference of two shares, a − b, with Newcombe's hybrid score interval (his method 10,
 * Statistics in Medicine 17, 1998): each share's Wilson interval, combined. It behaves where the
 * plain normal interval fails, at shares of 0 or 1 and in small samples.
 */
export function proportionDifference(a: Proportion, b: Proportion): Effect {
  if (a.n === 0 || b.n === 0) return { estimate: 0, low: -1, high: 1, size: 0 };
  const pa = a.k / a.n;
  const pb = b.k / b.n;
  const wa = wilson(a.k, a.n);
  const wb = wilson(b.k, b.n);
  const estimate = pa - pb;
  return {
    estimate,
    low: estimate - Math.sqrt((pa - wa.low) ** 2 + (wb.high - pb) ** 2),
    high: estimate + Math.sqrt((wa.high - pa) ** 2 + (pb - wb.low) ** 2),
    size: Math.abs(2 * Math.asin(Math.sqrt(pa)) - 2 * Math.asin(Math.sqrt(pb))),
  };
}

/** Whether an effect is beyond noise: its interval leaves out no difference at all. */
export function beyondNoise(e: Interval): boolean {
  return e.low > 0 || e.high < 0;
}

/** A mean and standard deviation (n − 1 in the denominator) of some numbers, with their count. */
export function meanSample(xs: readonly number[]): MeanSample {
  const n = xs.length;
  const mean = n ? xs.reduce((a, b) => a + b, 0) / n : 0;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1)) : 0;
  return { mean, sd, n };
}
