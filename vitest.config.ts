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
/** The tests that drive Chromium over the built site: part of the site's tests, run in a project of their own. */
export const browserTests = ['test/e2e/**/*.test.ts'];
export const siteTests = ['test/e2e/**/*.test.ts', 'test/site/**/*.test.ts', 'test/engine-doc/**/*.test.ts', 'test/widgets/reading-notes.test.ts'];

/**
 * Unit tests that run each in a fresh worker: one mocks a module (vi.mock), and those in a browser-like
 * DOM (happy-dom) leave elements behind for the next file to find; in a shared graph both leak.
 */
export const isolatedTests = ['test/engine/lazy-rulesets.test.ts', 'test/**/*.test.tsx', 'test/widgets/theme.test.ts', 'test/widgets/step-link.test.ts', 'test/cite/copy-script.test.ts', 'test/nav/follow-headings.test.ts', 'test/islands/*.test.ts'];

/**
 * Tests written ahead of the work that makes them pass, left out of every project until it lands:
 * the engine's own import cycles (issue 24 §3) wait for its rewrite. Take a file off this list to
 * switch it on.
 */
export const pendingTests: string[] = [];

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
      // The test files share one module graph per worker (isolate: false): about a fifth of the unit
      // tests' CPU was each file importing the engine afresh. A file that mocks a module or draws in a DOM runs apart.
      // And they run on Node's own import with tsx's loader, not through Vite's module runner, whose
      // rewritten imports (every call into another module a property read) slowed the engine's hot
      // loops: a search that takes 4.7 s under tsx took 9.3 s in a test; the unit tests' CPU fell
      // from 68 to 58 s, and npm test from 119 to 110 s.
      { test: { name: 'unit', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: [...siteTests, ...isolatedTests, ...pendingTests], isolate: false, execArgv: ['--import', 'tsx'], experimental: { viteModuleRunner: false } } },
      { test: { name: 'unit-isolated', include: isolatedTests } },
      // The browser files share a worker's modules (isolate: false), and with them one server and one
      // Chromium (test/e2e/harness.ts): launching it and importing Playwright for each file cost about
      // 2.5 CPU-seconds a file. Each test opens a browser context of its own.
      { test: { name: 'browser', include: browserTests, isolate: false, pool: 'forks', execArgv: ['--max-old-space-size=6144'] } },
      // The checks of the built pages, each file in a child process with a module graph of its own:
      // shared across files (isolate: false), what they read piled up until a worker ran out of its
      // 4 GB heap (a worker thread exited mid-file; a child process died with "heap out of memory" in
      // CI) once the wegue games' pages came in. The heap's limit is raised as a margin, not as the cure.
      { test: { name: 'site', include: siteTests, exclude: browserTests, isolate: true, pool: 'forks', execArgv: ['--max-old-space-size=6144'] } },
    ],
  },
});
