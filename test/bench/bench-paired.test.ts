/**
 * scripts/bench-paired.ts, the paired measurement against another checkout's engine: its rounds,
 * rows, paths and output, run here against this checkout itself (a window of 50 ms; nothing is timed).
 */
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(ROOT, 'node_modules', '.bin');
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(join(bin, 'tsx'), ['scripts/bench-paired.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, BENCH_WARMUP: '0', BENCH_WINDOW: '0.05', ...env },
    timeout: 120_000,
  });

describe('scripts/bench-paired.ts', () => {
  it('plays each chosen row and path once a round on each side and prints the medians as JSON lines', () => {
    const r = run([ROOT, '--json'], { PAIRED_ROUNDS: '1', PAIRED_ROWS: 'walker', PAIRED_PATHS: 'fast,events' });
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines.map((l) => [l['row'], l['path']])).toEqual([
      ['walker-gabata', 'fast'],
      ['walker-gabata', 'events'],
    ]);
    for (const l of lines) {
      expect(l['games'].old).toHaveLength(1);
      expect(l['games'].new).toHaveLength(1);
      for (const side of ['old', 'new']) {
        expect(l[side].gamesPerSecond).toBeGreaterThan(0);
        expect(l[side].dropsPerSecond).toBeGreaterThan(l[side].gamesPerSecond);
        expect(l['steadyPerCpuSecond'][side]).toBeGreaterThan(0);
      }
      expect(l['load'].min).toBeLessThanOrEqual(l['load'].max);
    }
  }, 120_000);

  it('needs the other checkout, and says how to call it', () => {
    const r = run([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage: npx tsx scripts/bench-paired.ts OTHER_ROOT');
  });
});
