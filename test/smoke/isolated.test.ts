import { readdirSync, readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTests, siteTests } from '../../vitest.config';

/** Every test file below test/, as a path from the project's root. */
const testFiles = (readdirSync(new URL('../../test/', import.meta.url), { recursive: true }) as string[]).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `test/${f}`);

const matches = (globs: string[]) => (path: string) => globs.some((glob) => matchesGlob(path, glob));

describe('the unit tests that share one module graph', () => {
  it('leave out every file that mocks a module or draws in a DOM, which would leak into the next', () => {
    const leaking = testFiles.filter((path) => path !== 'test/smoke/isolated.test.ts' && /vi\.(?:mock|doMock|stubGlobal)\(|@vitest-environment/.test(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')));
    expect(leaking.length).toBeGreaterThan(0);
    // The site's files share a graph too (and have no isolated project): none of them may leak either.
    expect(leaking.filter((path) => !matches(isolatedTests)(path) || matches(siteTests)(path))).toEqual([]);
  });
});
