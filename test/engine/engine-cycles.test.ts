import { describe, expect, it } from 'vitest';
import { cyclesUnder, describeCycle } from '../support/dependencies';

/**
 * No import cycle inside the engine either (issue 24 §3): the half of test/engine/structure.test.ts
 * that waits for the engine's rewrite. The engine had 54 cycles through type imports when this was
 * written (src/engine/ruleset.ts -> fast/rules.ts -> game.ts -> rulesets/catalog.ts -> ruleset.ts
 * and on through every ruleset), so vitest.config.ts leaves this file out (pendingTests): take it
 * off that list to switch it on. Every cycle is printed with its files and the kind of each import.
 */
describe('the import graph under src/engine/', () => {
  it('has no cycle', async () => {
    const cycles = (await cyclesUnder(['src'])).filter((c) => c.files.every((f) => f.startsWith('src/engine/')));
    expect(cycles.map(describeCycle), `${cycles.length} import cycle(s) inside src/engine/`).toEqual([]);
  });
});
