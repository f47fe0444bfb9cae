/**
 * `npm test`: build the site and run every test, the two at once where they can be. The `unit`
 * project (vitest.config.ts) needs no build, so it runs while the site builds; the `site` project
 * (the browser tests and the checks of built pages) starts once the build is done. The build is
 * mostly one core's work, and the unit tests take the other: on this 2-core machine that saves
 * about the build's time over building first.
 *
 * The unit tests' output streams as it comes; the build's is printed whole when it ends, and the
 * site tests' once the unit tests' has ended, so no two reports are interleaved. The exit code is
 * 0 only if the build and both runs pass. With VITEST_JSON_REPORT set (.ci/run), the two runs'
 * JSON reports are merged into that one file.
 *
 * `npm test -- <vitest arguments>` builds, then runs `vitest run <arguments>` alone, as before.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Part {
  name: string;
  code: number;
  seconds: number;
  /** The vitest JSON report's counts, where the part ran tests. */
  report?: Report;
}

interface Report {
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  startTime: number;
  success: boolean;
  testResults: FileResult[];
}

/** What this script reads of a file's entry in vitest's JSON report. */
interface FileResult {
  status: string;
  assertionResults?: { status: string }[];
}

const started = performance.now();
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const jsonReport = process.env.VITEST_JSON_REPORT;

/** Run a command; its output goes to `out` line by line (whole lines only, so two parts never share one). */
function run(name: string, command: string, args: string[], out: (line: string) => void, env: Record<string, string> = {}): Promise<Part> {
  const t0 = performance.now();
  const child = spawn(command, args, { env: { ...process.env, ...color, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      parts.forEach(out);
    });
    stream.on('end', () => rest && out(rest));
  };
  lines(child.stdout!);
  lines(child.stderr!);
  return new Promise((resolve) => {
    child.on('error', (e) => {
      out(`could not start ${command}: ${e.message}`);
      resolve({ name, code: 127, seconds: (performance.now() - t0) / 1000 });
    });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 128 : 1), seconds: (performance.now() - t0) / 1000 }));
  });
}

/** Output held back until `release`, then passed straight through. */
function held(): { out: (line: string) => void; release: () => void } {
  let buffer: string[] | null = [];
  return {
    out: (line) => (buffer ? buffer.push(line) : console.log(line)),
    release: () => {
      buffer?.forEach((line) => console.log(line));
      buffer = null;
    },
  };
}

const reportFile = (name: string) => join(tmpdir(), `gobeta-test-${process.pid}-${name}.json`);

function vitest(project: string, out: (line: string) => void): Promise<Part> {
  const file = reportFile(project);
  rmSync(file, { force: true });
  // `unit` takes in the unit tests that run apart (vitest.config.ts, unit-isolated); `site`, the browser tests.
  const projects = project === 'unit' ? ['unit', 'unit-isolated'] : project === 'site' ? ['site', 'browser'] : [project];
  return run(project, 'vitest', ['run', ...projects.flatMap((p) => ['--project', p])], out, { VITEST_JSON_REPORT: file }).then((part) => {
    if (existsSync(file)) {
      part.report = JSON.parse(readFileSync(file, 'utf8')) as Report;
      rmSync(file);
    }
    return part;
  });
}

function merge(reports: Report[]): Report {
  const sum = (key: keyof Report) => reports.reduce((n, r) => n + ((r[key] as number) ?? 0), 0);
  return {
    numTotalTestSuites: sum('numTotalTestSuites'),
    numPassedTestSuites: sum('numPassedTestSuites'),
    numFailedTestSuites: sum('numFailedTestSuites'),
    numPendingTestSuites: sum('numPendingTestSuites'),
    numTotalTests: sum('numTotalTests'),
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    startTime: Math.min(...reports.map((r) => r.startTime)),
    success: reports.every((r) => r.success),
    testResults: reports.flatMap((r) => r.testResults),
  };
}

function describe(part: Part): string {
  const r = part.report;
  // A file that cannot load (a missing browser, an import error) fails with no test counted: say so, or "0 failed" misleads.
  const broken = r ? r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults?.some((a) => a.status === 'failed')).length : 0;
  const unloaded = broken > 0 ? ` (${broken} of them failed outside any test)` : '';
  const counts = r ? `: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.testResults.length} files${unloaded}` : part.code === 0 ? ': done' : `: exit code ${part.code}`;
  return `${part.name} ${part.seconds.toFixed(0)} s${counts}`;
}

async function all(): Promise<Part[]> {
  const build = held();
  const site = held();
  const unitDone = vitest('unit', (line) => console.log(line)).then((part) => {
    site.release();
    return part;
  });
  const built = await run('build', 'npm', ['run', '--silent', 'build'], build.out);
  console.log(`\n── the build, ${built.seconds.toFixed(0)} s, exit code ${built.code} ──`);
  build.release();
  console.log('── (end of the build) ──\n');
  if (built.code !== 0) {
    site.release();
    console.log('The build failed: the site tests (test/e2e, test/site, …) did not run.');
    return [built, await unitDone];
  }
  const [unit, sited] = await Promise.all([unitDone, vitest('site', site.out)]);
  return [built, unit, sited];
}

async function only(args: string[]): Promise<Part[]> {
  const say = (line: string) => console.log(line);
  const built = await run('build', 'npm', ['run', '--silent', 'build'], say);
  if (built.code !== 0) return [built];
  return [built, await run('vitest', 'vitest', ['run', ...args], say)];
}

const args = process.argv.slice(2);
const parts = await (args.length ? only(args) : all());
const reports = parts.flatMap((p) => (p.report ? [p.report] : []));
if (jsonReport && reports.length) writeFileSync(jsonReport, JSON.stringify(merge(reports)));
console.log(`\nnpm test: ${parts.map(describe).join('; ')}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.`);
process.exit(parts.every((p) => p.code === 0) ? 0 : 1);
