import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingsTable, rulesetIds } from '../../src/engine/index';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const readme = read('README.md');
const docs = readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);

/** GitHub's anchor for a heading: lower case, punctuation but hyphens dropped, spaces as hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').replace(/\s/g, '-');

describe('the README and docs/', () => {
  it('docs/engine.md carries the current table of rulesets and readings', () => {
    const section = read('docs/engine.md').match(/<!-- readings:start -->\n([\s\S]*?)\n<!-- readings:end -->/)?.[1];
    expect(section, 'regenerate with: npx tsx scripts/readings-table.ts').toBe(readingsTable());
  });

  it('docs/records.md names every ruleset in the record format', () => {
    const records = read('docs/records.md');
    for (const id of rulesetIds) expect(records).toContain(`\`${id}\``);
  });

  it('keeps the README an entry point: under 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
  });

  it('links only to files and headings that exist', () => {
    for (const file of ['README.md', ...docs]) {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const to = path ? new URL(path, new URL(file, root)) : new URL(file, root);
        expect(existsSync(to), `${file}: ${target}`).toBe(true);
        if (!anchor || !to.pathname.endsWith('.md')) continue;
        const headings = [...readFileSync(to, 'utf8').matchAll(/^#+ (.*)$/gm)].map((m) => slug(m[1]));
        expect(headings, `${file}: ${target}`).toContain(anchor);
      }
    }
  });
});
