import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPage, builtPages } from './built';

/**
 * The way around the built site: the grouped menu on every page with the page marked, "On this
 * page" matching the page's sections, previous/next links that resolve and agree, and a search
 * form in every page's header.
 */
const pages = builtPages().filter((p) => p.endsWith('/')).sort();
const docs = new Map(pages.map((p) => [p, builtPage(p)]));
const resolves = (href: string) => existsSync(new URL(`../../dist${new URL(href, 'http://x').pathname}index.html`, import.meta.url));

describe('the menu', () => {
  it('is on every page, in its five groups', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const [path, doc] of docs) {
      const nav = doc.querySelector('header nav[aria-label="Site"]');
      expect(nav, path).not.toBeNull();
      const groups = [...nav!.querySelectorAll('.nav-group')].map((g) => ({
        label: g.querySelector('.nav-group-label')?.textContent,
        // Each group's list is named by its label, for a screen reader.
        named: g.querySelector(':scope > ul')?.getAttribute('aria-labelledby') === g.querySelector('.nav-group-label')?.id,
        links: g.querySelectorAll('a').length,
      }));
      expect(groups.map((g) => g.label), path).toEqual(['Read', 'Examples', 'Compare', 'Play', 'Reference']);
      expect(groups.every((g) => g.named && g.links > 0), path).toBe(true);
    }
  });

  it('lists the sources under the headings of their groups, each group a list named by its heading', () => {
    const sources = [...docs.get('/')!.querySelectorAll('header nav[aria-label="Site"] .nav-children > .nav-subgroup')].map((g) => ({
      heading: g.querySelector('.nav-subgroup-label')?.textContent,
      named: g.querySelector(':scope > ul')?.getAttribute('aria-labelledby') === g.querySelector('.nav-subgroup-label')?.id,
      pages: [...g.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    }));
    expect(sources.map((g) => g.heading)).toEqual(['Three rows', 'Two rows: wegs', 'Two rows: fours', 'Two rows: captures across', 'Two rows: a kind of its own']);
    expect(sources.every((g) => g.named)).toBe(true);
    expect(sources[0]!.pages).toContain('/sources/walker-gabata/');
    expect(sources[1]!.pages).toEqual(['/sources/dlp-gabata-shoa-i/', '/sources/dlp-tuz/', '/sources/dlp-gabata-shoa-and-adegrat/', '/sources/dlp-qelat/', '/sources/dlp-awagagae/', '/sources/dlp-mewegae/', '/sources/dlp-leyla/']);
    expect(sources.at(-1)!.pages).toEqual(['/sources/dlp-gabata-adegrat/']);
  });

  it('and the sources\' index does too, under headings of its own, saying the groups are ours', () => {
    const index = docs.get('/sources/')!;
    expect([...index.querySelectorAll('main section > h2')].map((h) => h.textContent)).toEqual(['Three rows', 'Two rows: wegs', 'Two rows: fours', 'Two rows: captures across', 'Two rows: a kind of its own']);
    expect(index.querySelector('main')!.textContent).toContain("The groups are ours, not the sources'");
    const listed = [...index.querySelectorAll('main section .source-list > li > a')].map((a) => a.getAttribute('href'));
    expect(listed.sort()).toEqual(pages.filter((p) => /^\/sources\/[^/]+\/$/.test(p)).sort());
  });

  it('leads only to pages that exist', () => {
    const hrefs = [...docs.get('/')!.querySelectorAll('header nav[aria-label="Site"] a')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThanOrEqual(18);
    expect(hrefs.filter((h) => !resolves(h))).toEqual([]);
  });

  it('marks the page the reader is on, or its section, and nothing else', () => {
    for (const [path, doc] of docs) {
      const marked = [...doc.querySelectorAll('header [aria-current]')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]);
      if (path === '/') {
        expect(marked, path).toEqual([['/', 'page']]);
        continue;
      }
      expect(marked, path).toHaveLength(1);
      const [[href, how]] = marked as [[string, string]];
      if (how === 'page') expect(href, path).toBe(path);
      else {
        // A page the menu does not list (a comparison, say): its section is marked, and its group.
        expect(how, path).toBe('true');
        expect(path.startsWith(href), `${path} under ${href}`).toBe(true);
      }
      expect(doc.querySelector('.nav-group.here [aria-current]'), path).not.toBeNull();
    }
  });
});

describe('on this page', () => {
  it('lists each page’s sections, and only where there are three or more', () => {
    let shown = 0;
    for (const [path, doc] of docs) {
      const ids = [...doc.querySelectorAll('main h2[id]')].filter((h) => !h.closest('nav')).map((h) => `#${h.id}`);
      const list = doc.querySelector('nav.on-this-page');
      const ownToc = doc.querySelector('main nav.toc');
      if (ids.length < 3 || ownToc) {
        expect(list, path).toBeNull();
        expect(doc.querySelector('details.on-this-page-narrow'), path).toBeNull();
        continue;
      }
      shown++;
      expect(list, path).not.toBeNull();
      expect([...list!.querySelectorAll('a')].map((a) => a.getAttribute('href')), path).toEqual(ids);
      // The narrow screen's copy, in its disclosure, lists the same.
      expect([...doc.querySelectorAll('details.on-this-page-narrow a')].map((a) => a.getAttribute('href')), path).toEqual(ids);
      // Every entry says something: an h2's words, not an engine id.
      for (const a of list!.querySelectorAll('a')) expect(a.textContent!.trim().length, path).toBeGreaterThan(0);
    }
    expect(shown).toBeGreaterThanOrEqual(8);
  });

  it('is on the source pages, with their examples, notes and apparatus', () => {
    const list = docs.get('/sources/courlander-abalala/')!.querySelector('nav.on-this-page');
    const texts = [...list!.querySelectorAll('a')].map((a) => a.textContent!.trim());
    // The game's how-to-play card first, then the transcription's worked examples.
    expect(texts.slice(0, 2)).toEqual(['How to play, in our words', 'B sows from hole 4']);
    expect(texts.slice(-2)).toEqual(['Notes', 'Apparatus']);
  });
});

describe('previous and next', () => {
  const links = (path: string) => {
    const nav = docs.get(path)!.querySelector('main nav.prev-next');
    const href = (rel: string) => nav?.querySelector(`a[rel="${rel}"]`)?.getAttribute('href') ?? null;
    return { prev: href('prev'), next: href('next') };
  };

  it('resolve, and agree both ways', () => {
    let count = 0;
    for (const path of pages) {
      const { prev, next } = links(path);
      for (const [rel, href] of [['prev', prev], ['next', next]] as const) {
        if (!href) continue;
        count++;
        expect(resolves(href), `${path} ${rel} ${href}`).toBe(true);
        expect(links(href)[rel === 'prev' ? 'next' : 'prev'], `${href} back to ${path}`).toBe(path);
      }
    }
    expect(count).toBeGreaterThan(20);
  });

  it('walk the source pages in reading order: group by group (the three-row game, then the two-row games by their captures)', () => {
    const order = ['/sources/'];
    for (let next = links('/sources/').next; next?.startsWith('/sources/'); next = links(next).next) order.push(next);
    expect(order).toEqual([
      '/sources/',
      '/sources/courlander-abalala/',
      '/sources/courlander-sulus-aidi/',
      '/sources/courlander-sulus-nishtaw/',
      '/sources/walker-gabata/',
      '/sources/dlp-abalalae/',
      '/sources/dlp-gabata-adowa/',
      '/sources/dlp-gabata-aksum/',
      '/sources/dlp-selus-massawa/',
      '/sources/dlp-selus/',
      '/sources/dlp-rab-e/',
      '/sources/dlp-gabata-shoa-i/',
      '/sources/dlp-tuz/',
      '/sources/dlp-gabata-shoa-and-adegrat/',
      '/sources/dlp-qelat/',
      '/sources/dlp-awagagae/',
      '/sources/dlp-mewegae/',
      '/sources/dlp-leyla/',
      '/sources/dlp-rio-kadalis/',
      '/sources/dlp-mewelad/',
      '/sources/dlp-gabata-ghinda/',
      '/sources/dlp-gabata-oromo/',
      '/sources/dlp-gabata-wuqro/',
      '/sources/dlp-lamosh/',
      '/sources/dlp-lam-waladach/',
      '/sources/dlp-hufesay/',
      '/sources/dlp-gabata-ansaba/',
      '/sources/dlp-jimafesosh/',
      '/sources/dlp-gabata-adegrat/',
    ]);
  });

  it('walk every comparison', () => {
    const seen: string[] = [];
    for (let at: string | null = '/compare/'; at; at = links(at).next) seen.push(at);
    const comparisons = pages.filter((p) => /^\/compare\/[^/]+\/$/.test(p) && p !== '/compare/custom/' && p !== '/compare/matrix/');
    // /family/ is no comparison's page, but the first page after them.
    expect(seen.slice(1, 1 + comparisons.length).sort()).toEqual(comparisons);
    expect(seen.slice(-4)).toEqual(['/family/', '/compare/matrix/', '/readings/', '/compare/custom/']);
  });
});

describe('search from any page', () => {
  it('is a form in every page’s header that asks /search/ with ?q=, the search page aside', () => {
    for (const [path, doc] of docs) {
      const form = doc.querySelector('header form[role="search"]');
      if (path === '/search/') {
        expect(form, path).toBeNull();
        continue;
      }
      expect(form?.getAttribute('action'), path).toBe('/search/');
      expect(form?.getAttribute('method'), path).toBe('get');
      const input = form!.querySelector('input[name="q"]')!;
      expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent, path).toBe('Search the site');
    }
  });
});
