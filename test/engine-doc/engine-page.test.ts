import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesetIds, rulesets } from '../../src/engine/index';
import { excerptsFor } from '../../src/engine-doc/excerpts';
import { shownExamples } from '../../src/engine-doc/shown';
import { checkExample, readExample } from '../../src/examples/example';
import { builtPage } from '../site/built';
import { THEME_SCRIPT } from '../../src/layouts/theme';

const root = new URL('../../src/engine/', import.meta.url);
function walk(dir: URL, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(dir).map((name) => {
      const url = new URL(name, dir);
      if (statSync(url).isDirectory()) return walk(new URL(`${name}/`, dir), `${prefix}${name}/`);
      return name.endsWith('.ts') ? { [`${prefix}${name}`]: readFileSync(url, 'utf8') } : {};
    }),
  );
}
const files = walk(root);
const implemented = [...new Set(rulesetIds.flatMap((id) => rulesets[id].implements))];

describe('the rules as code', () => {
  it('finds, in the engine\'s real files, the lines that encode every implemented clause', () => {
    for (const c of implemented) {
      const ex = excerptsFor(c, files);
      expect(ex.length, c).toBeGreaterThan(0);
      for (const e of ex) {
        expect(files[e.file]!.split('\n')[e.line - 1]).toContain(`'${c}'`);
        for (const line of e.code.split('\n').filter((l) => l.trim())) expect(files[e.file]).toContain(line.trim());
      }
    }
  });

  it('shows every implemented clause on the built page, with its sentence and its code', () => {
    const doc = builtPage('/engine/');
    for (const c of implemented) {
      const article = doc.getElementById(`code-${c}`);
      expect(article, c).not.toBeNull();
      expect(article!.querySelector('pre.astro-code'), `${c} code`).not.toBeNull();
      expect(article!.querySelector('blockquote.quote'), `${c} sentence`).not.toBeNull();
    }
  });

  it('highlights at build time and ships no highlighter', () => {
    const doc = builtPage('/engine/');
    expect(doc.querySelectorAll('pre.astro-code span[style]').length).toBeGreaterThan(100);
    // The one script is the theme's, inline (src/layouts/theme.ts).
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([THEME_SCRIPT]);
  });
});

describe('the records page', () => {
  const doc = builtPage('/engine/records/');

  it.each(shownExamples)('shows %s as it stands, and the engine replays it as the source says', (id) => {
    const text = readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8');
    const example = readExample(JSON.parse(text));
    expect(checkExample(example).failures).toEqual([]);
    const section = doc.getElementById(id)!;
    const shown = [...section.querySelectorAll('pre.astro-code')].map((p) => p.textContent);
    expect(shown.some((t) => t === text.replace(/\n$/, '') || t === text)).toBe(true);
    expect(section.textContent).toContain(`ok ${id}: the engine does what the source says`);
  });
});
