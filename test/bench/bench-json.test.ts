/**
 * The benchmark's JSON interface (`npm run --silent bench -- --json`), which other tools read: its
 * shape, not its figures (a window of a few milliseconds per row and path; nothing is timed).
 */
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesetRows } from '../../bench/common';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const bin = join(ROOT, 'node_modules', '.bin');

describe('npm run --silent bench -- --json', () => {
  it('prints one row per ruleset (and DLP observed ruleset) and path, and nothing else', () => {
    const r = spawnSync(join(bin, 'tsx'), ['bench/engine.bench.ts', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
      // node_modules/.bin first, so that tsx runs on the bundled Node, as `npm run` does.
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, BENCH_WARMUP: '0', BENCH_WINDOW: '0.005', BENCH_ISOLATE: '0' },
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
    const expected = rulesetRows.flatMap((row) =>
      (['events', 'fast'] as const).map((path) => ({ ruleset: row.ruleset, observed: (row.options['observed'] as string | undefined) ?? null, path })),
    );
    expect(rows.map(({ ruleset, observed, path }) => ({ ruleset, observed, path }))).toEqual(expected);
    expect(expected.filter((x) => x.observed === 'gabata-i' && x.path === 'fast')).toHaveLength(1);
    expect(expected.filter((x) => x.ruleset === 'dlp-abalalae' && x.path === 'fast')).toHaveLength(1);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(['ruleset', 'observed', 'path', 'gamesPerSecond', 'dropsPerSecond']);
      expect(row['gamesPerSecond']).toBeGreaterThan(0);
      expect(row['dropsPerSecond']).toBeGreaterThan(row['gamesPerSecond'] as number);
    }
  }, 120_000);
});
