import { describe, expect, it } from 'vitest';
import { codeHref, codePages } from '../../src/engine-doc/code-pages';
import { rulesetIds, rulesets } from '../../src/engine/index';

const pageOf = (c: string) => ({ 'a.1': 'a', 'a.2': 'a', 'b.1': 'b', 'b.2': 'b', 'c.1': 'c' } as Record<string, string>)[c];

describe('the rules as code, a page a source', () => {
  it("shows each sentence on its own page, in its own ruleset's order, and links from the rulesets that borrow it", () => {
    const pages = codePages(
      [
        { id: 'a', clauses: ['a.2', 'a.1', 'b.1'] },
        { id: 'b', clauses: ['b.2', 'b.1', 'a.1', 'x.unplaced'] },
      ],
      pageOf,
    );
    expect(pages).toEqual([
      { id: 'a', clauses: ['a.2', 'a.1'], elsewhere: [{ clause: 'b.1', page: 'b' }] },
      { id: 'b', clauses: ['b.2', 'b.1'], elsewhere: [{ clause: 'a.1', page: 'a' }] },
    ]);
  });

  it('gives a page to a source whose sentences only another ruleset cites', () => {
    expect(codePages([{ id: 'a', clauses: ['c.1'] }], pageOf)).toEqual([
      { id: 'a', clauses: [], elsewhere: [{ clause: 'c.1', page: 'c' }] },
      { id: 'c', clauses: ['c.1'], elsewhere: [] },
    ]);
  });

  it('links to a sentence on its page', () => {
    expect(codeHref('/gobeta/', 'dlp-tuz', 'dlp-tuz.take')).toBe('/gobeta/engine/dlp-tuz/#code-dlp-tuz.take');
  });

  it("the site's rulesets: every sentence a ruleset encodes shown on exactly one page", () => {
    const prefix = (c: string) => c.split('.')[0]!;
    const all = rulesetIds.map((id) => ({ id, clauses: [...rulesets[id].implements, ...rulesets[id].declares] }));
    const pages = codePages(all, prefix);
    const shown = pages.flatMap((p) => p.clauses);
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(shown)).toEqual(new Set(all.flatMap((r) => r.clauses)));
  });
});
