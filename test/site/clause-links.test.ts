import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topics } from '../../src/compare/topics';
import { citationsOf } from '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { exampleHref } from '../../src/examples/href';
import { exampleCites, readingsOf, topicsOf } from '../../src/links/onward';
import { clauseMarks } from '../../src/transcription/markup';
import { readingAnchor } from '../../src/widgets/reading-words';
import { builtPage } from './built';

/**
 * Every sentence a hub: on each source page, each clause's own element holds its § and the menu it
 * opens (a popover, in the built HTML): the permalink first, then its topic on the side-by-side
 * page, the worked examples that cite it, the readings that rest on it and its code, each leading
 * somewhere that exists.
 */
const dir = (d: string) => new URL(`../../content/${d}/`, import.meta.url);
const pages = readdirSync(dir('sources'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ id: f.replace(/\.mdx$/, ''), mdx: readFileSync(new URL(f, dir('sources')), 'utf8') }));
const examples = readdirSync(dir('examples'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir('examples')), 'utf8'))));
const played = examples.map((e) => playExample(e));
const cites = examples.map((e, i) => ({ id: e.id, cites: exampleCites(e, played[i]) }));
// The readings the examples' own steps name (the site adds those of random games: checked as a superset).
const stepCitations = played.flatMap((p) => citationsOf(p.game, p.events));
const engine = builtPage('/engine/');

/** Whether a link leads to a page that is built and, if it names one, to an element of it. */
const cache = new Map<string, Document | null>();
function resolves(href: string, from: string): boolean {
  const url = new URL(href, `http://localhost${from}`);
  if (!cache.has(url.pathname)) {
    try {
      cache.set(url.pathname, builtPage(url.pathname));
    } catch {
      cache.set(url.pathname, null);
    }
  }
  const doc = cache.get(url.pathname);
  const id = decodeURIComponent(url.hash.slice(1));
  return !!doc && (!id || !!doc.getElementById(id));
}

describe.each(pages)('the clauses of /sources/$id/', ({ id: page, mdx }) => {
  const doc = builtPage(`/sources/${page}/`);
  const path = `/sources/${page}/`;

  it.each(clauseMarks(mdx).map((c) => c.id))('%s: its § opens its links, inside its element', (clause) => {
    const el = doc.getElementById(clause)!;
    expect(el, clause).not.toBeNull();
    // Its own menu: the last child of its element (a phrase's menu stands inside its sentence, before the sentence's).
    const menu = el.lastElementChild!;
    expect(menu.matches('span.clause-menu[data-pagefind-ignore="all"]'), `${clause}: menu`).toBe(true);
    const button = menu.querySelector(':scope > button.clause-mark')!;
    expect(button.textContent).toBe('§');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toMatch(/^Links from this (sentence|phrase)/);
    const popover = doc.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popover.parentElement).toBe(menu);
    expect(popover.tagName).toBe('SPAN');
    expect(popover.getAttribute('popover')).toBe('auto');
    // Phrasing content only, so the menu stands inside the paragraph.
    expect([...menu.querySelectorAll('*')].filter((e) => !['SPAN', 'A', 'BUTTON'].includes(e.tagName))).toEqual([]);

    const links = [...popover.querySelectorAll('a')];
    const hrefs = links.map((a) => a.getAttribute('href')!);
    // The permalink first.
    expect(links[0]!.matches('a.clause-link'), `${clause}: permalink first`).toBe(true);
    expect(hrefs[0]).toBe(`#${clause}`);
    expect(links[0]!.textContent).toMatch(/^Link to this (sentence|phrase)/);

    for (const t of topicsOf(clause, topics)) expect(hrefs, `${clause}: topic ${t.id}`).toContain(`/compare/#${t.id}`);
    for (const e of cites.filter((x) => x.cites.has(clause))) expect(hrefs, `${clause}: example ${e.id}`).toContain(exampleHref(e.id));
    for (const r of readingsOf(clause, stepCitations)) expect(hrefs, `${clause}: reading ${r.id}`).toContain(`/readings/#${readingAnchor(r.id)}`);
    const code = `/engine/#code-${clause}`;
    if (engine.getElementById(`code-${clause}`)) expect(hrefs, `${clause}: code`).toContain(code);
    else expect(hrefs).not.toContain(code);

    // Nothing more than that, and each in words.
    expect(hrefs.filter((h) => h.startsWith('/compare/')).length).toBe(topicsOf(clause, topics).length);
    expect(hrefs.filter((h) => h.startsWith('/examples/')).length).toBe(cites.filter((x) => x.cites.has(clause)).length);
    for (const a of links.slice(1)) expect(a.textContent).toMatch(/^(Compare the sources on: |Worked example: |Reading: |How we encode it$)/);
    for (const h of hrefs) expect(resolves(h, path), `${clause}: ${h}`).toBe(true);
  });
});

describe('the side-by-side page', () => {
  const doc = builtPage('/compare/');
  it('links every quotation back to its sentence, in its source', () => {
    const quotes = [...doc.querySelectorAll('.topic .column blockquote.quote')];
    expect(quotes.length).toBeGreaterThan(30);
    for (const q of quotes) {
      const href = q.querySelector('footer cite a')!.getAttribute('href')!;
      expect(href).toMatch(/^\/sources\/[a-z0-9-]+\/#[a-z0-9.-]+$/);
      expect(q.getAttribute('cite')).toBe(href);
      expect(resolves(href, '/compare/'), href).toBe(true);
    }
  });
});
