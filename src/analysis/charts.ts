/**
 * Chart geometry for static SVG: numbers in, rectangles, ticks and labels out. Pure, so the
 * page needs no plotting library and no JavaScript, and the tests can check the drawing against
 * the numbers. Every chart is horizontal bars, one row per thing measured, its label above its
 * bar: that reads on a phone as well as on a desk, and long labels never collide.
 */

export interface BarRow {
  label: string;
  /** One value per series, stacked left to right (one series: a plain bar). */
  values: number[];
  /** The number written at the end of the bar; the table beside shows the same text. */
  text: string;
}

export interface BarChartInput {
  rows: BarRow[];
  /** The legend's names, one per series (no legend for a single series). */
  series: string[];
  /** The axis's upper end; by default a nice number at or above the longest bar. */
  max?: number;
  /** Appended to tick labels ('%'). */
  unit?: string;
  /** What the axis measures. */
  axis: string;
  /** Row labels above their bars (the default: long labels), or in a column to the left (short ones). */
  labels?: 'above' | 'left';
}

export interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
  series: number;
  value: number;
}

export interface Tick {
  x: number;
  value: number;
  label: string;
}

export interface BarChart {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  ticks: Tick[];
  /** Each row's label in `lines` (a long label above its bar wraps), the first line's baseline at labelY. */
  rows: { label: string; lines: string[]; labelX: number; labelY: number; bars: Bar[]; text: string; textX: number; textY: number }[];
  /** Where the row labels are anchored: at their start (above the bars) or their end (left of them). */
  labelAnchor: 'start' | 'end';
  axis: { x: number; y: number; text: string };
  legend: { x: number; y: number; series: number; text: string }[];
}

/** Layout, in SVG user units (the drawing scales to its box; 15 units is the body text size). */
export const layout = {
  width: 480,
  /** Room for half the first tick's label. */
  left: 16,
  /** The label column, for labels left of the bars. */
  labelWidth: 124,
  /** Room past the plot for the value at the end of a full-length bar. */
  right: 72,
  top: 8,
  labelHeight: 18,
  /** The longest label line above a bar, in characters (about 7.5 units each at 14px). */
  labelChars: 60,
  barHeight: 14,
  rowGap: 10,
  axisHeight: 40,
  legendRow: 22,
  /** A legend entry's width: the swatch, its gap, and about 8 units a character. */
  legendEntry: (text: string) => 30 + Math.ceil(text.length * 8),
};

/** Legend entries laid out in rows, wrapping where the next would not fit. */
function legendLayout(series: string[], left: number, top: number): { x: number; y: number; series: number; text: string }[] {
  if (series.length < 2) return [];
  let x = left;
  let y = top;
  return series.map((text, i) => {
    const w = layout.legendEntry(text);
    if (x > left && x + w > layout.width) {
      x = left;
      y += layout.legendRow;
    }
    const entry = { x, y, series: i, text };
    x += w;
    return entry;
  });
}

/** A label broken at spaces into lines of at most `width` characters (a longer word keeps a line to itself). */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Ticks at 1, 2 or 5 times a power of ten, from 0 to at or above `max`, about `target` of them. */
export function niceTicks(max: number, target = 5): { step: number; top: number; ticks: number[] } {
  if (!(max > 0)) return { step: 1, top: 1, ticks: [0, 1] };
  const raw = max / target;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { step, top, ticks };
}

/** A tick's label: whole numbers as they are, fractions to the tick step's precision. */
function tickLabel(v: number, step: number, unit = ''): string {
  const digits = step >= 1 ? 0 : Math.ceil(-Math.log10(step));
  return `${v.toFixed(digits)}${unit}`;
}

export function barChart(input: BarChartInput): BarChart {
  const L = layout;
  const longest = Math.max(0, ...input.rows.map((r) => r.values.reduce((a, b) => a + b, 0)));
  const scale = niceTicks(input.max ?? longest);
  const top = input.max ?? scale.top;
  const above = (input.labels ?? 'above') === 'above';
  const left = above ? L.left : L.labelWidth;
  const right = L.width - L.right;
  const x = (v: number) => left + ((right - left) * v) / top;
  const legend = legendLayout(input.series, L.left, L.top);
  const plotTop = L.top + (legend.length ? (legend.at(-1)!.y - L.top) + L.legendRow : 0);
  let y0 = plotTop;
  const rows = input.rows.map((row) => {
    const lines = above ? wrapLabel(row.label, L.labelChars) : [row.label];
    const labelHeight = above ? lines.length * L.labelHeight : 0;
    const barY = y0 + labelHeight;
    let at = 0;
    const bars: Bar[] = row.values.map((value, series) => {
      const bar = { x: x(at), y: barY, w: x(at + value) - x(at), h: L.barHeight, series, value };
      at += value;
      return bar;
    });
    const labelX = above ? left : left - 6;
    const labelY = above ? y0 + L.labelHeight - 5 : barY + L.barHeight - 2;
    y0 = barY + L.barHeight + L.rowGap;
    return { label: row.label, lines, labelX, labelY, bars, text: row.text, textX: x(at) + 4, textY: barY + L.barHeight - 2 };
  });
  const bottom = y0;
  const ticks = scale.ticks.filter((v) => v <= top + 1e-9).map((value) => ({ x: x(value), value, label: tickLabel(value, scale.step, input.unit) }));
  return {
    width: L.width,
    height: bottom + L.axisHeight,
    plot: { left, right, top: plotTop, bottom },
    ticks,
    rows,
    labelAnchor: above ? 'start' : 'end',
    axis: { x: (left + right) / 2, y: bottom + L.axisHeight - 4, text: input.axis },
    legend,
  };
}

/** A share as the page writes it: one decimal, with the sign. */
export function percent(n: number, total: number): string {
  return `${total > 0 ? ((100 * n) / total).toFixed(1) : '0.0'}%`;
}

/** A count or mean as the page writes it (one decimal where it has any). */
export function num(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
