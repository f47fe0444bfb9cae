import { arch, cpus, platform } from 'node:os';
import { allowedValues, registry } from '../src/engine/index';

/** What the benchmarks play: each ruleset at its defaults, and each of the DLP's observed rulesets. */
export interface Row {
  name: string;
  ruleset: string;
  options: Record<string, unknown>;
}

/** One row per ruleset in the registry, or one per observed ruleset where its page records several. */
export const rulesetRows: Row[] = registry.flatMap((r): Row[] =>
  r.readings.observed
    ? allowedValues(r, 'observed').map((observed) => ({ name: `${r.id} ${String(observed)}`, ruleset: r.id, options: { observed } }))
    : [{ name: r.id, ruleset: r.id, options: {} }],
);

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The machine a measurement was made on, for the first line of a benchmark's output. */
export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `Node ${process.version} on ${platform()}/${arch()}, ${cpus().length} × ${cpu}`;
}

/**
 * Wilson's 95% interval for a rate of k in n: unlike the normal approximation it stays inside
 * [0, 1] and is honest for small n.
 */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, mid - half), Math.min(1, mid + half)];
}

/** A Markdown table, its columns padded to their widest cell; `alignLeft[i]` for text columns, the rest right-aligned. */
export function table(header: string[], body: string[][], alignLeft: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    '| ' + cells.map((c, i) => (alignLeft[i] ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  const rule = '|' + widths.map((w, i) => (alignLeft[i] ? ':' + '-'.repeat(w + 1) : '-'.repeat(w + 1) + ':')).join('|') + '|';
  return [line(header), rule, ...body.map(line)].join('\n');
}

/** A row's tally of games against an opponent: what both computer benches count. */
export interface Tally {
  wins: number;
  draws: number;
  losses: number;
  endless: number;
}

/** A tally's first cells, shared by the computer benches' tables: games, won, drawn (endless), lost, won %, Wilson's 95 % interval. */
export function tallyCells(name: string, games: number, t: Tally): string[] {
  const [lo, hi] = wilson(t.wins, games);
  return [
    name,
    fmt(games),
    fmt(t.wins),
    fmt(t.draws) + (t.endless ? ` (${t.endless} endless)` : ''),
    fmt(t.losses),
    fmt((100 * t.wins) / Math.max(1, games), 1) + ' %',
    `${fmt(100 * lo, 1)}-${fmt(100 * hi, 1)} %`,
  ];
}
