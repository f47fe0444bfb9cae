import { arch, cpus, platform } from 'node:os';

/** What the benchmarks play: each ruleset at its defaults, and each of the DLP's observed rulesets. */
export interface Row {
  name: string;
  ruleset: string;
  options: Record<string, unknown>;
}

export const rulesetRows: Row[] = [
  { name: 'courlander-abalala', ruleset: 'courlander-abalala', options: {} },
  { name: 'courlander-sulus-aidi', ruleset: 'courlander-sulus-aidi', options: {} },
  { name: 'courlander-sulus-nishtaw', ruleset: 'courlander-sulus-nishtaw', options: {} },
  { name: 'walker-gabata', ruleset: 'walker-gabata', options: {} },
  ...['gabata-i', 'five-holes', 'seven-holes', 'gabata-3'].map((observed) => ({
    name: `dlp-gabata-shoa-i ${observed}`,
    ruleset: 'dlp-gabata-shoa-i',
    options: { observed },
  })),
];

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The machine a measurement was made on, for the first line of a benchmark's output. */
export function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `Node ${process.version} on ${platform()}/${arch()}, ${cpus().length} × ${cpu}`;
}
