import { describe, expect, it } from 'vitest';
import { wilson } from '../../bench/common';

describe("the match's 95% interval (Wilson's)", () => {
  it('matches the published figures', () => {
    // 60 of 100: 0.502 to 0.691 (Wilson 1927; any statistics table).
    const [lo, hi] = wilson(60, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.691, 3);
  });

  it('stays inside 0 and 1 at the extremes, and narrows with more games', () => {
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    const w60 = wilson(36, 60);
    const w200 = wilson(120, 200);
    expect(w200[1] - w200[0]).toBeLessThan(w60[1] - w60[0]);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});
