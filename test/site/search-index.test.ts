import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { builtPages } from './built';
import { SEARCH_KINDS } from '../../src/nav/search-kinds';

/**
 * What search covers: every page Pagefind indexes marks its body and its kind, and every page of
 * the kinds search promises is indexed. Once one page carries data-pagefind-body, Pagefind indexes
 * only pages that do, so a page left unmarked would silently drop out of search.
 */
const pages = builtPages().filter((p) => p.endsWith('/'));
// The attributes as Pagefind reads them, from the HTML as built (a DOM per page would be slow, and adds nothing here).
const html = new Map(pages.map((p) => [p, readFileSync(new URL(`../../dist${p}index.html`, import.meta.url), 'utf8')]));
const kindOf = (path: string) => {
  const page = html.get(path)!;
  const bodies = page.match(/<[a-z]+\b[^>]*\sdata-pagefind-body[\s=>]/g)?.length ?? 0;
  if (bodies === 0) return null;
  const filters = [...page.matchAll(/\sdata-pagefind-filter="kind:([^"]*)"/g)].map((m) => m[1]!);
  return { bodies, filters };
};

describe('the search index', () => {
  it('has one body and one kind on every indexed page', () => {
    for (const path of pages) {
      const k = kindOf(path);
      if (!k) continue;
      expect(k.bodies, path).toBe(1);
      expect(k.filters, path).toHaveLength(1);
      expect(SEARCH_KINDS, path).toContain(k.filters[0]);
    }
  });

  it('covers the transcriptions, the comparisons, the readings and the glossary', () => {
    const expected: [RegExp, string][] = [
      [/^\/sources\/[^/]+\/$/, 'Transcription'],
      [/^\/compare\/$/, 'Comparison'],
      [/^\/compare\/matrix\/$/, 'Comparison'],
      [/^\/compare\/(?!custom\/)[^/]+\/$/, 'Comparison'],
      [/^\/readings\/$/, 'Reading'],
      [/^\/glossary\/$/, 'Glossary'],
      [/^\/examples\/[^/]+\/$/, 'Worked example'],
    ];
    let checked = 0;
    for (const path of pages) {
      const rule = expected.find(([re]) => re.test(path));
      if (!rule) continue;
      checked++;
      expect(kindOf(path)?.filters, path).toEqual([rule[1]]);
    }
    expect(checked).toBeGreaterThanOrEqual(17);
  });

  it('leaves the tools and indexes out', () => {
    for (const path of ['/', '/search/', '/play/', '/compare/custom/', '/sources/']) expect(kindOf(path), path).toBeNull();
  });
});
