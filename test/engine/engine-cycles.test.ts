import { describe, expect, it } from 'vitest';
import { cyclesUnder, describeCycle } from '../support/dependencies';

/**
 * No import cycle inside the engine either (issue 24 §3), type imports included: the rules see a
 * game being played through the Play interface of ruleset.ts, which mechanics/play.ts implements,
 * and the catalog names sources through source.ts. Every cycle is printed with its files and the
 * kind of each import.
 */
describe('the import graph under src/engine/', () => {
  it('has no cycle', async () => {
    const cycles = (await cyclesUnder(['src'])).filter((c) => c.files.every((f) => f.startsWith('src/engine/')));
    expect(cycles.map(describeCycle), `${cycles.length} import cycle(s) inside src/engine/`).toEqual([]);
  });
});
