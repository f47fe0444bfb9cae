import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirst } from './test/support/slow-first';

// .ci/run sets VITEST_JSON_REPORT to a file path to get a machine-readable
// summary alongside the usual console output; plain `npm test` is unaffected.
const jsonReport = process.env.VITEST_JSON_REPORT;

/**
 * The tests that read the built site (dist/): the browser tests and the checks of built pages.
 * They make the `site` project; everything else is `unit`, which needs no build, so `npm test`
 * (scripts/test.ts) runs it while the site builds.
 */
export const siteTests = ['test/e2e/**/*.test.ts', 'test/site/**/*.test.ts', 'test/engine-doc/**/*.test.ts', 'test/widgets/reading-notes.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Some tests play thousands of games; on a busy 2-core machine 5 s (the default) is a race, not a check.
    testTimeout: 30_000,
    // One test file per core: left to itself, vitest ran the files one after another on a 2-core machine.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowFirst },
    // Worker threads, not child processes: each test file's fresh worker costs less CPU to start
    // (measured: the unit tests 47 -> 45 s, the site's 124 -> 112 s, on a busy 2-core machine).
    pool: 'threads',
    ...(jsonReport
      ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } }
      : {}),
    projects: [
      { test: { name: 'unit', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: siteTests } },
      { test: { name: 'site', include: siteTests } },
    ],
  },
});
