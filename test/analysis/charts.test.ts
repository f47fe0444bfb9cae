import { describe, expect, it } from 'vitest';
import { barChart, layout, niceTicks, num, percent } from '../../src/analysis/charts';

describe('axis ticks', () => {
  it('step by 1, 2 or 5 times a power of ten, from 0 to at or above the maximum', () => {
    expect(niceTicks(100)).toEqual({ step: 20, top: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(niceTicks(125)).toEqual({ step: 50, top: 150, ticks: [0, 50, 100, 150] });
    expect(niceTicks(7)).toEqual({ step: 2, top: 8, ticks: [0, 2, 4, 6, 8] });
    const small = niceTicks(0.3);
    expect(small.step).toBeCloseTo(0.1);
    expect(small.top).toBeCloseTo(0.3);
    expect(small.ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('give an axis even to nothing', () => {
    expect(niceTicks(0)).toEqual({ step: 1, top: 1, ticks: [0, 1] });
  });

  it('are placed on the axis and labelled with the unit', () => {
    const g = barChart({ rows: [{ label: 'a', values: [40], text: '40%' }], series: ['x'], max: 100, unit: '%', axis: 'share' });
    expect(g.ticks.map((t) => t.label)).toEqual(['0%', '20%', '40%', '60%', '80%', '100%']);
    expect(g.ticks[0]!.x).toBe(g.plot.left);
    expect(g.ticks.at(-1)!.x).toBe(g.plot.right);
    expect(g.ticks[2]!.x).toBeCloseTo(g.plot.left + 0.4 * (g.plot.right - g.plot.left));
  });
});

describe('bars', () => {
  const g = barChart({
    rows: [
      { label: 'ten', values: [10], text: '10' },
      { label: 'twenty', values: [20], text: '20' },
      { label: 'five', values: [5], text: '5' },
    ],
    series: ['games'],
    axis: 'games',
  });

  it('are as long as their values, on one scale', () => {
    const [a, b, c] = g.rows.map((r) => r.bars[0]!.w);
    expect(b! / a!).toBeCloseTo(2);
    expect(c! / a!).toBeCloseTo(0.5);
    // The longest, 20, on an axis to 20: the full width of the plot.
    expect(b).toBeCloseTo(g.plot.right - g.plot.left);
    expect(g.rows.every((r) => r.bars[0]!.x === g.plot.left)).toBe(true);
  });

  it('stack left to right without gaps, and carry their number at the end', () => {
    const s = barChart({ rows: [{ label: 'r', values: [50, 10, 40], text: '50.0%' }], series: ['won', 'drawn', 'lost'], max: 100, axis: 'share' });
    const bars = s.rows[0]!.bars;
    expect(bars.map((b) => b.series)).toEqual([0, 1, 2]);
    expect(bars[1]!.x).toBeCloseTo(bars[0]!.x + bars[0]!.w);
    expect(bars[2]!.x + bars[2]!.w).toBeCloseTo(s.plot.right);
    expect(bars[0]!.w / bars[1]!.w).toBeCloseTo(5);
    expect(s.rows[0]!.text).toBe('50.0%');
    expect(s.rows[0]!.textX).toBeGreaterThan(bars[2]!.x + bars[2]!.w);
    expect(s.legend.map((l) => l.text)).toEqual(['won', 'drawn', 'lost']);
  });

  it('sit one below another inside the drawing, with their labels above or to the left', () => {
    const ys = g.rows.map((r) => r.bars[0]!.y);
    expect(ys[1]! - ys[0]!).toBe(ys[2]! - ys[1]!);
    expect(g.rows.every((r) => r.labelY < r.bars[0]!.y)).toBe(true);
    expect(g.height).toBeGreaterThan(g.plot.bottom);
    const left = barChart({ rows: [{ label: '0–9', values: [3], text: '3' }], series: ['games'], axis: 'games', labels: 'left' });
    expect(left.plot.left).toBe(layout.labelWidth);
    expect(left.labelAnchor).toBe('end');
    expect(left.rows[0]!.labelX).toBeLessThan(left.plot.left);
  });

  it('wrap a long label above its bar onto lines that fit, and move the rows below down', () => {
    const long = 'Whose bean falls first in each beat of the race: the top player\'s, then the bottom player\'s';
    const w = barChart({ rows: [{ label: long, values: [3], text: '3' }, { label: 'our defaults', values: [2], text: '2' }], series: ['games'], axis: 'games' });
    const [first, second] = w.rows;
    expect(first!.lines.length).toBe(2);
    expect(first!.lines.join(' ')).toBe(long);
    expect(first!.lines.every((l) => l.length <= layout.labelChars)).toBe(true);
    expect(second!.lines).toEqual(['our defaults']);
    // The wrapped label's second line sits above its bar, and the next row starts below that bar.
    expect(first!.labelY + layout.labelHeight).toBeLessThan(first!.bars[0]!.y);
    expect(second!.labelY).toBeGreaterThan(first!.bars[0]!.y + first!.bars[0]!.h);
    expect(w.plot.bottom).toBeGreaterThan(second!.bars[0]!.y + second!.bars[0]!.h);
  });

  it('wrap their legend inside the drawing', () => {
    const s = barChart({ rows: [{ label: 'r', values: [1, 1, 1, 1, 1], text: '1' }], series: ['B finished first', 'A finished first', 'same tick', 'endless', 'no race'], max: 5, axis: 'x' });
    expect(s.legend.every((l) => l.x + layout.legendEntry(l.text) <= layout.width)).toBe(true);
    expect(new Set(s.legend.map((l) => l.y)).size).toBeGreaterThan(1);
    expect(s.rows[0]!.labelY).toBeGreaterThan(Math.max(...s.legend.map((l) => l.y)));
  });
});

describe('numbers as the page writes them', () => {
  it('shares to one decimal, counts with separators', () => {
    expect(percent(1, 3)).toBe('33.3%');
    expect(percent(0, 0)).toBe('0.0%');
    expect(num(22800)).toBe('22,800');
    expect(num(41.25)).toBe('41.3');
  });
});
