import { describe, expect, it } from 'vitest';
import { cyclesUnder, describeCycle } from '../support/dependencies';

/**
 * No import cycle anywhere under src/ (issue 24 §3), type-only imports and dynamic import()
 * counted as edges: dependency-cruiser's circular rule over the modules, and a search through the
 * .astro files, which it does not read (test/support/dependencies.ts). The engine's own cycles
 * (every file of the cycle under src/engine/) are checked apart, in
 * test/engine/engine-cycles.test.ts; this test fails on any cycle with a file outside src/engine/.
 */
const inEngine = (file: string) => file.startsWith('src/engine/');

describe('the import graph under src/', () => {
  it('has no cycle outside the engine', async () => {
    const cycles = await cyclesUnder(['src']);
    const outside = cycles.filter((c) => !c.files.every(inEngine));
    expect(outside.map(describeCycle), `${outside.length} import cycle(s) with a file outside src/engine/`).toEqual([]);
  });
});
