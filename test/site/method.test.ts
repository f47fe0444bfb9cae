import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changelog } from '../../src/method/changelog';
import { clauseMarks } from '../../src/transcription/markup';
import { builtPage, builtPages } from './built';

/**
 * How the edition is made (issue 25 §5): the method page and its sections, linked from every page;
 * the licence; and the statements of ours the issue found uncited, each now cited, said to be ours,
 * or gone, on every built page and in the sources of the site's prose.
 */
const root = new URL('../../', import.meta.url);
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sources = readdirSync(new URL('content/sources/', root))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ id: f.replace(/\.mdx$/, ''), mdx: readFileSync(new URL(`content/sources/${f}`, root), 'utf8') }));

describe('the method page', () => {
  const doc = builtPage('/method/');
  const section = (id: string) => {
    const h = doc.getElementById(id)!;
    expect(h, id).not.toBeNull();
    const parts: Element[] = [];
    for (let el = h.nextElementSibling; el && el.tagName !== 'H2'; el = el.nextElementSibling) parts.push(el);
    return { text: parts.map((p) => text(p)).join(' '), parts };
  };

  it('has its sections, in order', () => {
    expect([...doc.querySelectorAll('main h2')].map((h) => h.id)).toEqual(['copies', 'mends', 'slips', 'figures', 'ours', 'sentences', 'changes', 'rights']);
    expect(text(doc.querySelector('h1'))).toBe('How this edition is made');
  });

  it('says what each copy is, links it, and names what we did not consult', () => {
    const { text: words, parts } = section('copies');
    for (const s of sources) {
      expect(parts.some((p) => p.querySelector(`a[href="/sources/${s.id}/"]`)), s.id).toBe(true);
      const file = s.mdx.match(/^\s+file: (.+)$/m)![1]!.trim();
      expect(parts.some((p) => p.querySelector(`a[href="/sources/copies/${file}"]`)), file).toBe(true);
    }
    expect(words).toMatch(/Not the Negro History Bulletin of 1943/);
    expect(words).toMatch(/Not Walker's leaflet as its PDF sets it out/);
    expect(words).toMatch(/Not Pankhurst's article of 1971/);
  });

  it('counts each transcription\'s apparatus, and lists the slips kept, each linked to its mark', () => {
    expect(section('mends').parts.find((p) => p.tagName === 'TABLE')!.querySelectorAll('tbody tr').length).toBe(sources.length);
    const slips = [...section('slips').parts.flatMap((p) => [...p.querySelectorAll('li')])];
    // Walker's two, then the Origin's "around 1977" of the DLP's two wegue games' pages (Pankhurst 1971), then Selus's two, then Rab'e's "left ro right", Gabata (Shoa and Adegrat)'s "holds in in", the "sowing" and "are" of Qelat and Awagagae, Mewelad's Origin, Hufesay's source line, Mewegae's "sowing", "are" and "Pamkhurat", Gabata (Adegrat)'s "each of the holes", Leyla's "counter" and "hole", Gabata (Wuqro)'s "four" and "three or counters", and Lamosh's "dropping".
    expect(slips.map((li) => text(li.querySelector('a')))).toEqual(['“qabata”', '“1971. when Richard Pankhurst recorded. in”', '“1977”', '“1977”', '“picking”', '“Horn of Africa”', '“ro”', '“in”', '“sowing”', '“are”', '“sowing”', '“are”', '“Africa.,”', '“Pankhursst”', '“sowing”', '“are”', '“Pamkhurat”', '“each of the holes”', '“counter”', '“hole”', '“four”', '“three or counters”', '“dropping”']);
    for (const li of slips) {
      const [path, id] = li.querySelector('a')!.getAttribute('href')!.split('#') as [string, string];
      expect(builtPage(path).getElementById(id)?.classList.contains('sic'), id).toBe(true);
    }
  });

  it('says why a figure is "not in our copy", quoting the sentences that name the figures', () => {
    const { text: words, parts } = section('figures');
    expect(words).toContain('not in our copy, never that it is lost');
    expect(parts[0]!.querySelectorAll('q.quote-inline').length).toBe(2);
    expect(words).toContain('“Diagram 4”');
  });

  it('says how sentence identifiers are made and kept, with the number the transcriptions have', () => {
    const { text: words } = section('sentences');
    const ids = sources.flatMap((s) => clauseMarks(s.mdx));
    expect(words).toContain(`The transcriptions now have ${ids.length}.`);
    expect(words).toContain('Once published an identifier is neither renamed nor removed');
  });

  it('gives the changelog and the rights', () => {
    expect(section('changes').parts.find((p) => p.tagName === 'OL')!.querySelectorAll('li').length).toBe(changelog.length);
    const { text: words, parts } = section('rights');
    expect(words).toContain('The sources\' texts are theirs');
    expect(words).toContain('our code is under the MIT licence');
    expect(parts.some((p) => p.querySelector('a[href="https://creativecommons.org/licenses/by/4.0/"]'))).toBe(true);
  });

  it('is linked from the menu and the footer of every page, and from the home page and the source pages', () => {
    for (const path of ['/', '/sources/walker-gabata/', '/glossary/', '/compare/matrix/']) {
      const page = builtPage(path);
      expect(page.querySelector('#site-menu a[href="/method/"]'), `${path}: menu`).not.toBeNull();
      expect(page.querySelector('.site-footer a[href="/method/"]'), `${path}: footer`).not.toBeNull();
    }
    expect(builtPage('/').querySelector('main a[href="/method/"]')).not.toBeNull();
    expect(builtPage('/sources/courlander-abalala/').querySelector('.how-to-read a[href="/method/"]')).not.toBeNull();
  });
});

describe('the licence', () => {
  it('is in LICENSE, in package.json and in the README', () => {
    const licence = readFileSync(new URL('LICENSE', root), 'utf8');
    expect(licence).toContain('MIT License');
    expect(licence).toContain('Creative Commons Attribution 4.0 International (CC BY 4.0)');
    expect(licence).toContain('Not ours: the sources\' texts');
    expect(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).license).toBe('MIT AND CC-BY-4.0');
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain('[LICENSE](LICENSE)');
  });
});

/** The words a reader reads on a built page (tags, scripts and the code pages' excerpts left out), with its title and description. */
function pageWords(path: string): string {
  const html = readFileSync(new URL(`dist${path.endsWith('/') ? `${path}index.html` : path}`, root), 'utf8');
  const meta = [...html.matchAll(/<(?:title)>([^<]*)<|<meta name="description" content="([^"]*)"/g)].map((m) => m[1] ?? m[2]).join(' ');
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<pre\b[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return `${meta} ${body}`.replace(/\s+/g, ' ');
}

/** Our prose's sources: every text file under src/ and content/ but the sources' own copies (content/sources/raw/). */
function prose(dir = new URL('src/', root)): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'raw' ? [] : prose(new URL(`${name}/`, dir));
    return /\.(ts|tsx|astro|mdx|json|md)$/.test(name) && !name.endsWith('analysis.json') ? [{ file: url.pathname, text: readFileSync(url, 'utf8') }] : [];
  });
}

describe('our statements, cited or said to be ours', () => {
  const pages = builtPages().filter((p) => p.endsWith('/'));
  const read = pages.map((p) => ({ page: p, words: pageWords(p) }));
  const files = [...prose(), ...prose(new URL('content/', root))];
  /** Each place a phrase stands on a built page, with the 400 characters either side. */
  const around = (phrase: RegExp) => read.flatMap((r) => [...r.words.matchAll(new RegExp(phrase.source, 'g'))].map((m) => ({ page: r.page, near: r.words.slice(Math.max(0, m.index! - 400), m.index! + 400) })));

  it('reads the built site and its prose', () => {
    expect(read.length).toBeGreaterThan(50);
    expect(existsSync(new URL('dist/method/index.html', root))).toBe(true);
  });

  it('quotes no "most commonly played version", which no source of ours says; the DLP\'s description is quoted instead', () => {
    expect(files.filter((f) => f.text.includes('most commonly played version')).map((f) => f.file)).toEqual([]);
    // Where we say which observed ruleset the page describes (the readings), we quote it and say the rest is ours.
    const quoted = around(/says of the game its page describes: "This one is the most commonly played"/);
    expect(quoted.map((q) => q.page)).toContain('/readings/');
    for (const q of quoted) expect(q.near).toMatch(/\(our reading\)/);
  });

  it('names no fourth game of Courlander\'s article that our copies do not hold', () => {
    expect(files.filter((f) => /Kwahilka/.test(f.text)).map((f) => f.file)).toEqual([]);
    expect(read.filter((r) => /Kwahilka/.test(r.words)).map((r) => r.page)).toEqual([]);
  });

  it('gives Pankhurst\'s pages for Gabata (Shoa I) only with where they come from', () => {
    // Gabata (Shoa and Adegrat)'s own source field, "Pankhurst 1971: 172, 174-176", is its page's words, not these; so is Lam Waladach's (Ludii game 360), "Pankhurst 1971: 177", cited on its page and wherever its work is.
    const places = around(/(?<!game 360\), after )Pankhurst 1971: 17[4-7]|17[4-7] for Gabata|(?<!172, )174-176/).filter((p) => p.page !== '/sources/dlp-lam-waladach/');
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p.near, p.page).toMatch(/Ludii(?:'s)? game file|Ludii metadata/);
  });

  it('calls Abalala\'e the game Courlander calls Abalalà only as our identification', () => {
    const places = around(/the game Courlander calls Abalalà/);
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p.near, p.page).toMatch(/our identification/);
  });

  it('says where the word "weg" comes from', () => {
    const weg = builtPage('/glossary/').getElementById('weg')!;
    expect(text(weg.querySelector('.ours'))).toMatch(/The word is ours for the page's “captured hole”: we take it from Ludii's game file/);
  });

  it('says of no figure that it is lost', () => {
    const lost = /\b(Diagrams?|Illustrations?|figures?)\b[^.]{0,40}\b(is|are) lost\b/i;
    expect(read.filter((r) => lost.test(r.words)).map((r) => `${r.page}: ${r.words.match(lost)![0]}`)).toEqual([]);
    expect(files.filter((f) => lost.test(f.text) && !f.file.includes('/src/engine/')).map((f) => f.file)).toEqual([]);
  });

  it('says "Ethiopian and Eritrean" of the games, the DLP\'s Abalala\'e being Eritrean', () => {
    const home = read.find((r) => r.page === '/')!.words;
    expect(home).toContain('Ethiopian and Eritrean mancala games, from their sources');
    // The site's description, which a page without its own gives.
    expect(builtPage('/').querySelector('meta[name="description"]')!.getAttribute('content')).toContain('Ethiopian and Eritrean');
    expect(read.filter((r) => /Ethiopian (mancala|games)/.test(r.words)).map((r) => r.page)).toEqual([]);
  });
});
