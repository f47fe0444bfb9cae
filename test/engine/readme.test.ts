import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingsTable, rulesetIds } from '../../src/engine/index';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README', () => {
  it('carries the current table of rulesets and readings', () => {
    const section = readme.match(/<!-- readings:start -->\n([\s\S]*?)\n<!-- readings:end -->/)?.[1];
    expect(section, 'regenerate with: npx tsx scripts/readings-table.ts').toBe(readingsTable());
  });

  it('names every ruleset in the record format', () => {
    for (const id of rulesetIds) expect(readme).toContain(`\`${id}\``);
  });
});
