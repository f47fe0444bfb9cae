import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedTests } from '../../vitest.config';

/** Every test file below test/, as a path from the project's root. */
function testFiles(dir = 'test'): string[] {
  return readdirSync(new URL(`../../${dir}/`, import.meta.url), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const isolated = (path: string) => isolatedTests.some((glob) => path === glob || (glob.startsWith('test/**/*') && path.endsWith(glob.slice('test/**/*'.length))));

describe('the unit tests that share one module graph', () => {
  it('leave out every file that mocks a module or draws in a DOM, which would leak into the next', () => {
    const leaking = testFiles().filter((path) => path !== 'test/smoke/isolated.test.ts' && /vi\.(?:mock|doMock|stubGlobal)\(|@vitest-environment/.test(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')));
    expect(leaking.length).toBeGreaterThan(0);
    expect(leaking.filter((path) => !isolated(path) && !/^test\/(?:e2e|site|engine-doc)\//.test(path))).toEqual([]);
  });
});
