import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingsTable } from '../../src/engine/readings-table';
import { rulesetIds } from '../../src/engine/index';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the README and docs/', () => {
  it('docs/engine.md carries the current table of rulesets and readings', () => {
    const section = read('docs/engine.md').match(/<!-- readings:start -->\n([\s\S]*?)\n<!-- readings:end -->/)?.[1];
    expect(section, 'regenerate with: npx tsx scripts/readings-table.ts').toBe(readingsTable());
  });

  it('docs/records.md names every ruleset in the record format', () => {
    const records = read('docs/records.md');
    for (const id of rulesetIds) expect(records).toContain(`\`${id}\``);
  });
});
