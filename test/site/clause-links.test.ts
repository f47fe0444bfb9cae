import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topics } from '../../src/compare/topics';
import { citationsOf } from '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { exampleHref } from '../../src/examples/href';
import { exampleCites, readingsOf, topicsOf } from '../../src/links/onward';
import { phrasesBySentence } from '../../src/links/sentences';
import { clauseMarks } from '../../src/transcription/markup';
import { readingAnchor } from '../../src/widgets/reading-words';
import { builtPage } from './built';

/**
 * Every sentence a hub: on each source page, each sentence's own element ends in its one § and
 * the menu it opens (a popover, in the built HTML): the permalink and the sentence's citation
 * first, then its topic on the side-by-side page, the worked examples that cite it, the readings
 * that rest on it and its code, then each phrase marked inside it with where the phrase leads,
 * each leading somewhere that exists. A phrase has no § of its own inside the sentence.
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

/** The hrefs a clause's onward links must include, by what the site's content says of it; and how many of each kind. */
function expectOnward(clause: string, page: string, hrefs: string[], own = true) {
  for (const t of topicsOf(clause, topics)) expect(hrefs, `${clause}: topic ${t.id}`).toContain(`/compare/#${t.id}`);
  for (const e of cites.filter((x) => x.cites.has(clause))) expect(hrefs, `${clause}: example ${e.id}`).toContain(exampleHref(e.id));
  for (const r of readingsOf(clause, stepCitations)) expect(hrefs, `${clause}: reading ${r.id}`).toContain(`/readings/#${readingAnchor(r.id)}`);
  // Its code is shown on the code page of the source it stands on, where any ruleset encodes it.
  const code = `/engine/${page}/#code-${clause}`;
  if (resolves(code, '/')) expect(hrefs, `${clause}: code`).toContain(code);
  else expect(hrefs).not.toContain(code);
  if (!own) return;
  expect(hrefs.filter((h) => h.startsWith('/compare/')).length).toBe(topicsOf(clause, topics).length);
  expect(hrefs.filter((h) => h.startsWith('/examples/')).length).toBe(cites.filter((x) => x.cites.has(clause)).length);
}

describe.each(pages)('the sentences of /sources/$id/', ({ id: page, mdx }) => {
  const doc = builtPage(`/sources/${page}/`);
  const path = `/sources/${page}/`;
  const marks = clauseMarks(mdx);
  const phrases = phrasesBySentence(marks);

  it('has one § a sentence, at its end, and none inside a sentence for its phrases', () => {
    const text = doc.querySelector('.source-text')!;
    expect(text.querySelectorAll('button.clause-mark').length).toBe(phrases.size);
    for (const sentence of phrases.keys()) expect(doc.getElementById(sentence)!.querySelectorAll('button.clause-mark').length, sentence).toBe(1);
    for (const phrase of [...phrases.values()].flat()) {
      const el = doc.getElementById(phrase)!;
      expect(el, phrase).not.toBeNull();
      expect(el.querySelector('.clause-menu, button'), `${phrase}: no mark of its own`).toBeNull();
    }
  });

  it.each([...phrases.keys()])('%s: its § opens its links and its citation, inside its element, with its phrases', (clause) => {
    const el = doc.getElementById(clause)!;
    expect(el, clause).not.toBeNull();
    // Its menu: the last child of its element.
    const menu = el.lastElementChild!;
    expect(menu.matches('span.clause-menu[data-pagefind-ignore="all"]'), `${clause}: menu`).toBe(true);
    const button = menu.querySelector(':scope > button.clause-mark')!;
    // The § is drawn by CSS (data-mark), so that copying the sentence does not copy it.
    expect(button.textContent).toBe('');
    expect(button.getAttribute('data-mark')).toBe('§');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-label')).toMatch(/^Links from this sentence/);
    const popover = doc.getElementById(button.getAttribute('popovertarget')!)!;
    expect(popover.parentElement).toBe(menu);
    expect(popover.tagName).toBe('SPAN');
    expect(popover.getAttribute('popover')).toBe('auto');
    // Phrasing content only, so the menu stands inside the paragraph.
    expect([...menu.querySelectorAll('*')].filter((e) => !['SPAN', 'A', 'BUTTON', 'CODE'].includes(e.tagName))).toEqual([]);

    // The sentence's own links: all but its phrases'.
    const links = [...popover.querySelectorAll('a')].filter((a) => !a.closest('.clause-phrase-links'));
    const hrefs = links.map((a) => a.getAttribute('href')!);
    // The permalink first.
    expect(links[0]!.matches('a.clause-link'), `${clause}: permalink first`).toBe(true);
    expect(hrefs[0]).toBe(`#${clause}`);
    expect(links[0]!.textContent).toMatch(/^Link to this sentence/);

    // Its citation: the work and where in it, the sentence's identifier (as code) and its permalink, an absolute URL.
    const cite = popover.querySelector(`.clause-cite-text[id="cite-${clause}"]`)!;
    expect(cite.querySelector('code')!.textContent).toBe(clause);
    const url = new URL(cite.textContent!.match(/(\S+)$/)![1]!);
    expect(url.protocol).toBe('https:');
    expect(url.pathname + url.hash).toBe(`${path}#${clause}`);
    expect(cite.textContent).toMatch(/^(Harold Courlander|Damian Walker|Digital Ludeme Project), /);
    const copy = popover.querySelector(`button.copy-button[data-copy="cite-${clause}"]`)!;
    expect(copy.hasAttribute('hidden'), 'shown by its script, where it can work').toBe(true);
    expect(copy.textContent).toBe('Copy the citation');

    expectOnward(clause, page, hrefs);
    for (const a of links.slice(1)) expect(a.textContent).toMatch(/^(Compare the sources on: |Worked example: |Reading: |How we encode it$)/);
    for (const h of hrefs) expect(resolves(h, path), `${clause}: ${h}`).toBe(true);

    // Each phrase of the sentence, named by its words: a button in the sentence's menu that opens the
    // phrase's own links, which its element holds (its permalink first, then where it leads).
    const groups = [...popover.querySelectorAll('.clause-phrase-links')];
    expect(groups.length).toBe(phrases.get(clause)!.length);
    phrases.get(clause)!.forEach((phrase, i) => {
      const opener = groups[i]!.querySelector('button.clause-phrase-head')!;
      // Its words as we read them (src/transcription/quote.ts), our marks aside.
      expect(opener.textContent).toBe(`The phrase “${marks.find((m) => m.id === phrase)!.text}”`);
      const own = doc.getElementById(phrase)!.querySelector('[popover]')!;
      expect(opener.getAttribute('popovertarget')).toBe(own.id);
      const hrefs2 = [...own.querySelectorAll('a')].map((a) => a.getAttribute('href')!);
      expect(own.querySelector('a')!.matches('a.phrase-link')).toBe(true);
      expect(hrefs2[0]).toBe(`#${phrase}`);
      expectOnward(phrase, page, hrefs2);
      for (const h of hrefs2) expect(resolves(h, path), `${phrase}: ${h}`).toBe(true);
    });
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
