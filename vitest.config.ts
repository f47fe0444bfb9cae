import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// .ci/run sets VITEST_JSON_REPORT to a file path to get a machine-readable
// summary alongside the usual console output; plain `npm test` is unaffected.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    environment: 'node',
    // Some tests play thousands of games; on a busy 2-core machine 5 s (the default) is a race, not a check.
    testTimeout: 30_000,
    // One test file per core: left to itself, vitest ran the files one after another on a 2-core machine.
    maxWorkers: availableParallelism(),
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    ...(jsonReport
      ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } }
      : {}),
  },
});
