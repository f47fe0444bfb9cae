import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beyondNoise, meanDifference, meanSample, proportionDifference, t95, welchDf, wilson } from '../../src/analysis/effects';

describe('the Wilson interval', () => {
  it('bounds a rate even when nothing was met', () => {
    const none = wilson(0, 5000);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.000768, 5);
    const some = wilson(2, 5000);
    expect(some.low).toBeCloseTo(0.00011, 4);
    expect(some.high).toBeCloseTo(0.00146, 4);
    expect(wilson(10, 10).high).toBe(1);
  });

  it('gives the textbook interval for 5 in 10: 0.237 to 0.763', () => {
    const w = wilson(5, 10);
    expect(w.low).toBeCloseTo(0.2366, 4);
    expect(w.high).toBeCloseTo(0.7634, 4);
  });

  it('holds the share, stays within 0 and 1, and narrows with more trials at the same share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 2, max: 20 }), (n, k0, m) => {
        const k = k0 % (n + 1);
        const w = wilson(k, n);
        expect(w.low).toBeGreaterThanOrEqual(0);
        expect(w.high).toBeLessThanOrEqual(1);
        expect(w.low).toBeLessThanOrEqual(k / n + 1e-12);
        expect(w.high).toBeGreaterThanOrEqual(k / n - 1e-12);
        const wide = wilson(k * m, n * m);
        expect(wide.high - wide.low).toBeLessThan(w.high - w.low);
      }),
    );
  });
});

describe("Student's t for 95%", () => {
  it('matches the printed table', () => {
    const table: [number, number][] = [[1, 12.7062], [2, 4.3027], [5, 2.5706], [9, 2.2622], [10, 2.2281], [20, 2.086], [30, 2.0423], [40, 2.0211], [60, 2.0003], [120, 1.9799], [Infinity, 1.96]];
    for (const [df, t] of table) expect(t95(df), `df ${df}`).toBeCloseTo(t, 3);
  });

  it('takes a fractional df below 10 at the df below it, on the safe side', () => {
    expect(t95(4.7)).toBe(t95(4));
    expect(t95(0.5)).toBe(Infinity);
  });

  it('falls as the degrees of freedom grow, towards the normal quantile', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e3, noNaN: true }), (df, more) => {
        expect(t95(df + more)).toBeLessThanOrEqual(t95(df));
        expect(t95(df)).toBeGreaterThan(1.959);
      }),
    );
  });
});

describe("a difference of means, with Welch's interval", () => {
  it('gives the hand-computed interval: 10 ± 2 in 50 against 9 ± 3 in 30', () => {
    const a = { mean: 10, sd: 2, n: 50 };
    const b = { mean: 9, sd: 3, n: 30 };
    // se = √(4/50 + 9/30) = √0.38; df = 0.38² / (0.08²/49 + 0.3²/29) = 44.65; t ≈ 2.0145.
    expect(welchDf(a, b)).toBeCloseTo(44.65, 2);
    const e = meanDifference(a, b);
    expect(e.estimate).toBe(1);
    expect(e.low).toBeCloseTo(1 - 2.0145 * Math.sqrt(0.38), 3);
    expect(e.high).toBeCloseTo(1 + 2.0145 * Math.sqrt(0.38), 3);
    expect(beyondNoise(e)).toBe(false);
    // Cohen's d: the difference in pooled standard deviations, √((49·4 + 29·9) / 78).
    expect(e.size).toBeCloseTo(1 / Math.sqrt((49 * 4 + 29 * 9) / 78), 6);
  });

  it('is beyond noise when the samples are far apart, not when they are the same', () => {
    expect(beyondNoise(meanDifference({ mean: 40, sd: 15, n: 400 }, { mean: 28, sd: 10, n: 400 }))).toBe(true);
    const same = meanSample([3, 5, 8, 13]);
    const e = meanDifference(same, same);
    expect(e.estimate).toBe(0);
    expect(beyondNoise(e)).toBe(false);
  });

  it('says nothing from one game a side', () => {
    const e = meanDifference({ mean: 3, sd: 0, n: 1 }, { mean: 5, sd: 0, n: 1 });
    expect([e.low, e.high]).toEqual([-Infinity, Infinity]);
    expect(beyondNoise(e)).toBe(false);
  });

  const sample = fc.record({ mean: fc.double({ min: -1e3, max: 1e3, noNaN: true }), sd: fc.double({ min: 0.01, max: 100, noNaN: true }), n: fc.integer({ min: 2, max: 5000 }) });

  it('holds its estimate, turns over when the samples swap, and narrows with more games', () => {
    fc.assert(
      fc.property(sample, sample, fc.integer({ min: 2, max: 50 }), (a, b, m) => {
        const e = meanDifference(a, b);
        expect(e.low).toBeLessThanOrEqual(e.estimate);
        expect(e.high).toBeGreaterThanOrEqual(e.estimate);
        const swapped = meanDifference(b, a);
        expect(swapped.low).toBeCloseTo(-e.high, 6);
        expect(swapped.high).toBeCloseTo(-e.low, 6);
        const more = meanDifference({ ...a, n: a.n * m }, { ...b, n: b.n * m });
        expect(more.high - more.low).toBeLessThan(e.high - e.low);
      }),
    );
  });
});

describe("a difference of shares, with Newcombe's interval", () => {
  it("gives Newcombe's own examples (1998, method 10)", () => {
    const a = proportionDifference({ k: 56, n: 70 }, { k: 48, n: 80 });
    expect(a.estimate).toBeCloseTo(0.2, 12);
    expect(a.low).toBeCloseTo(0.0524, 4);
    expect(a.high).toBeCloseTo(0.3339, 4);
    const b = proportionDifference({ k: 10, n: 10 }, { k: 0, n: 10 });
    expect(b.low).toBeCloseTo(0.6075, 4);
    expect(b.high).toBeCloseTo(1, 12);
  });

  it('gives the hand-computed interval for 5 in 10 against 5 in 10: ±√2 × 0.2634', () => {
    const e = proportionDifference({ k: 5, n: 10 }, { k: 5, n: 10 });
    expect(e.estimate).toBe(0);
    expect(e.low).toBeCloseTo(-Math.SQRT2 * 0.26341, 4);
    expect(e.high).toBeCloseTo(Math.SQRT2 * 0.26341, 4);
    expect(e.size).toBe(0);
  });

  it("sizes a change by Cohen's h", () => {
    expect(proportionDifference({ k: 0, n: 400 }, { k: 400, n: 400 }).size).toBeCloseTo(Math.PI, 12);
    expect(proportionDifference({ k: 50, n: 100 }, { k: 25, n: 100 }).size).toBeCloseTo(2 * Math.asin(Math.sqrt(0.5)) - 2 * Math.asin(Math.sqrt(0.25)), 12);
  });

  const share = fc.integer({ min: 1, max: 1000 }).chain((n) => fc.record({ k: fc.integer({ min: 0, max: n }), n: fc.constant(n) }));

  it('holds its estimate within −1 to 1, turns over when the samples swap, and narrows with more games', () => {
    fc.assert(
      fc.property(share, share, fc.integer({ min: 2, max: 20 }), (a, b, m) => {
        const e = proportionDifference(a, b);
        expect(e.low).toBeLessThanOrEqual(e.estimate + 1e-12);
        expect(e.high).toBeGreaterThanOrEqual(e.estimate - 1e-12);
        expect(e.low).toBeGreaterThanOrEqual(-1 - 1e-12);
        expect(e.high).toBeLessThanOrEqual(1 + 1e-12);
        const swapped = proportionDifference(b, a);
        expect(swapped.low).toBeCloseTo(-e.high, 9);
        expect(swapped.high).toBeCloseTo(-e.low, 9);
        const more = proportionDifference({ k: a.k * m, n: a.n * m }, { k: b.k * m, n: b.n * m });
        expect(more.high - more.low).toBeLessThan(e.high - e.low);
      }),
    );
  });

  it('never finds a difference between a sample and itself', () => {
    fc.assert(fc.property(share, (a) => !beyondNoise(proportionDifference(a, a))));
  });
});
