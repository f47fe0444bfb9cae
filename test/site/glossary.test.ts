import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { terms } from '../../src/glossary/terms';
import { builtPage, builtPages } from './built';

const pages = builtPages();
const docs = new Map(pages.map((p) => [p, builtPage(p)]));
const termLinks = (doc: Document) => [...doc.querySelectorAll<HTMLAnchorElement>('a.glossary-term')];
const termOf = (a: Element) => new URL(a.getAttribute('href')!, 'http://localhost/').hash.slice(1);
/** Where a link would sit in the sources' words, in a heading, or in another control. */
const forbidden = 'blockquote, q, code, pre, h1, h2, h3, h4, h5, h6, a a, button, label, select, .source-text, .clause, .quote, astro-island';

describe('the glossary page', () => {
  const doc = docs.get('/glossary/')!;

  it('has an entry for every term at its anchor, with our definition and the sources\' words', () => {
    for (const t of terms) {
      const entry = doc.getElementById(t.id);
      expect(entry, t.id).not.toBeNull();
      expect(entry!.querySelector('.ours')?.textContent).toContain(t.ours);
      expect(entry!.querySelectorAll('blockquote.quote').length).toBe(t.quotes.length);
      if (t.quotes.length === 0) expect(entry!.querySelector('.unnamed')?.textContent).toContain(t.unnamed!);
    }
  });

  it('cites each quotation in words, linked to its sentence on the source page', () => {
    const cites = [...doc.querySelectorAll('blockquote.quote footer a')];
    expect(cites.length).toBe(terms.reduce((n, t) => n + t.quotes.length, 0));
    for (const a of cites) {
      expect(a.getAttribute('href')).toMatch(/^\/sources\/[a-z-]+\/#[a-z0-9.-]+$/);
      // Each names its witness, the game as its work records it, then the place.
      expect(a.textContent).toMatch(/^(Courlander, (Abalalà|Sulus Aidi \(Awagagà\)|Sulus Nishtaw)|Walker, Gabata|DLP, Gabata \(Shoa I\)|DLP, Abalala'e), (p\.|pp\.|note|rule|Rules, sentence|Observed rulesets)/);
    }
    const walker10 = [...doc.querySelectorAll('#relay blockquote')].find((b) => b.querySelector('footer')?.textContent === 'Walker, Gabata, rule 10');
    // The sentence's own words: its § and the menu of links it opens aside.
    const sentence = docs.get('/sources/walker-gabata/')!.getElementById('walker.rule-10')!.cloneNode(true) as Element;
    sentence.querySelectorAll('.clause-menu').forEach((m) => m.remove());
    expect(walker10?.querySelector('p')?.textContent).toBe(sentence.textContent);
  });

  it('links no term on itself', () => {
    expect(termLinks(doc)).toEqual([]);
  });

  it('is in the search index', () => {
    const dir = new URL('../../dist/pagefind/fragment/', import.meta.url);
    const urls = readdirSync(dir).map((f) => JSON.parse(gunzipSync(readFileSync(new URL(f, dir))).toString().replace(/^pagefind_dcd/, '')).url);
    expect(urls).toContain('/glossary/');
  });
});

describe('the first use of a term on each page', () => {
  it.each([
    ['/readings/', 'relay', /^relays?$/i],
    ['/compare/', 'claim', /^claims?$/i],
  ] as const)('%s: its first "%s" in our prose links to the glossary', (path, id, word) => {
    const doc = docs.get(path)!;
    const link = termLinks(doc).find((a) => termOf(a) === id);
    expect(link?.getAttribute('href')).toBe(`/glossary/#${id}`);
    expect(link!.textContent).toMatch(word);
    // No earlier use in our prose: every text before the link, outside the sources' words,
    // headings and controls, lacks the word.
    const walker = doc.createTreeWalker(doc.querySelector('main')!, 4 /* NodeFilter.SHOW_TEXT */);
    const earlier: string[] = [];
    for (let n = walker.nextNode(); n && n !== link!.firstChild; n = walker.nextNode()) {
      if (!n.parentElement?.closest(forbidden) && !n.parentElement?.closest('a, nav, th, caption')) earlier.push(n.textContent!);
    }
    expect(earlier.filter((t) => new RegExp(`\\b${id}s?\\b`, 'i').test(t))).toEqual([]);
  });

  it.each(pages)('%s: links each term once at most, to an entry that exists, with one of its words', (path) => {
    const ids = termLinks(docs.get(path)!).map(termOf);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const a of termLinks(docs.get(path)!)) {
      const t = terms.find((x) => x.id === termOf(a));
      expect(t, a.getAttribute('href')!).toBeDefined();
      expect(t!.forms.map((f) => f.toLowerCase())).toContain(a.textContent!.toLowerCase().replace(/\s+/g, ' '));
    }
  });

  it.each(pages)('%s: links nothing inside the sources\' words, a heading or a control', (path) => {
    expect(termLinks(docs.get(path)!).filter((a) => a.parentElement?.closest(forbidden)).map((a) => a.outerHTML)).toEqual([]);
  });

  it('links the prose around a transcription, and nothing in its text', () => {
    const doc = docs.get('/sources/walker-gabata/')!;
    expect(doc.querySelector('.source-text')!.textContent).toMatch(/\bcolumn\b/);
    expect(doc.querySelectorAll('.source-text a.glossary-term').length).toBe(0);
    // The prose around it: the how-to-play card above it now has the page's first use of each term the apparatus below once had.
    expect(doc.querySelectorAll('.how-to-play a.glossary-term').length).toBeGreaterThan(3);
  });
});
