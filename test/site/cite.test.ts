import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import { works } from '../../src/words/citations';
import { builtPage, builtPages } from './built';

/** The canonical origin, as astro.config.mjs sets it, once. */
const config = readFileSync(new URL('../../astro.config.mjs', import.meta.url), 'utf8');
const SITE = /^\s*site: '(https:\/\/[^']+)',$/m.exec(config)?.[1];
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const all = builtPages().filter((p) => p.endsWith('/'));
/** The pages a scholar would cite (issue 25 §1): every transcription, worked example and comparison, and the pages of the whole. */
const cited = all.filter(
  (p) => /^\/(sources|examples)\/[^/]+\/$/.test(p) || (/^\/compare\/[^/]+\/$/.test(p) && p !== '/compare/custom/') || ['/examples/', '/compare/', '/readings/', '/glossary/', '/clauses/', '/bibliography/'].includes(p),
);

describe('the canonical origin', () => {
  it('is set once, in astro.config.mjs', () => {
    expect(SITE).toMatch(/^https:\/\/[a-z.-]+$/);
    expect(config.match(/^\s*site:/gm)).toHaveLength(1);
  });

  it('gives every page but the missing page\'s its absolute address as canonical', () => {
    // Read from the files as written (every page parsed would cost half a minute).
    const canonicals = (path: string) => [...readFileSync(new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url), 'utf8').matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
    for (const path of all) expect(canonicals(path), path).toEqual([`${SITE}${path}`]);
    expect(canonicals('/404.html')).toEqual([]);
  });
});

describe('"Cite this page"', () => {
  it('stands on every kind of page a scholar would cite', () => {
    expect(cited.length).toBeGreaterThan(60);
    for (const kind of ['/sources/', '/examples/', '/compare/']) expect(cited.filter((p) => p.startsWith(kind) && p !== kind).length, kind).toBeGreaterThan(4);
    for (const p of ['/compare/matrix/', '/readings/', '/glossary/', '/clauses/', '/bibliography/', '/examples/', '/compare/']) expect(cited, p).toContain(p);
  });

  it.each(cited)('%s: gives its absolute address, title, Gobeta, the version and the day accessed in four formats', (path) => {
    const doc = builtPage(path);
    const url = `${SITE}${path}`;
    const blocks = [...doc.querySelectorAll('details.cite-this')].filter((d) => text(d.querySelector('summary')) === 'Cite this page');
    expect(blocks).toHaveLength(1);
    const block = blocks[0]!;
    const figures = [...block.querySelectorAll('figure.cite-format')];
    expect(figures.map((f) => text(f.querySelector('figcaption button')))).toEqual(['Copy the plain text', 'Copy the BibTeX', 'Copy the RIS', 'Copy the CSL-JSON']);
    // Without JavaScript the buttons, which could do nothing, are hidden; the text is there.
    for (const f of figures) expect(f.querySelector('button')!.hasAttribute('hidden')).toBe(true);
    const [plain, bibtex, ris, csl] = figures.map((f) => f.querySelector('pre')!.textContent!);
    const title = text(doc.querySelector('main h1'));
    const [item] = JSON.parse(csl!);
    expect(item).toMatchObject({ type: 'webpage', title, URL: url, publisher: 'Gobeta', author: [{ literal: 'Gobeta' }] });
    // The version: the package's, the build's day and its commit, the same in every format.
    const version: string = item.version;
    expect(version).toMatch(new RegExp(`^${pkg.version.replace(/\./g, '\\.')}, built \\d{4}-\\d{2}-\\d{2} from (commit [0-9a-f]+|an unknown commit)$`));
    expect(text(block.querySelector('.cite-about'))).toContain(`Version ${version}.`);
    expect(plain).toContain(`${title} [Version ${version}]`);
    expect(plain).toContain(`Available at: ${url} (Accessed: `);
    expect(bibtex).toMatch(/^@online\{gobeta[\w.:-]*,\n/);
    expect(bibtex).toContain(`\turl = {${url}},`);
    expect(bibtex).toContain(`\tversion = {${version}},`);
    expect(ris!.split('\n')).toEqual(expect.arrayContaining(['TY  - ELEC', `UR  - ${url}`, 'PB  - Gobeta', `TI  - ${title}`, `ET  - ${version}`]));
    // The day accessed is marked, in each format, for the reader's browser to fill in.
    expect(figures.map((f) => f.querySelectorAll('[data-accessed]').length > 0)).toEqual([true, true, true, true]);
    // The page carries the blocks' script, once.
    expect([...doc.querySelectorAll('script')].filter((s) => s.textContent!.includes('data-cite-formats'))).toHaveLength(1);
  });

  it('names the transcription a source page\'s citation is of', () => {
    const bibtex = builtPage('/sources/walker-gabata/').querySelector('.cite-this pre[data-format="bibtex"]')!.textContent!;
    expect(bibtex).toContain('note = {A transcription of Damian Walker, Gabata, The Traditional Board Game Series, Leaflet \\#31, 2nd edition, Cyningstan, 2011.}');
  });
});

describe('the bibliography', () => {
  const doc = builtPage('/bibliography/');

  it('gives each work in BibTeX, RIS and CSL-JSON, its places as places', () => {
    for (const w of works) {
      const li = doc.getElementById(w.id)!;
      const formats = [...li.querySelectorAll('pre')].map((p) => p.textContent!);
      expect(formats, w.id).toHaveLength(3);
      expect(formats[0], w.id).toMatch(new RegExp(`^@(article|book|misc)\\{${w.id},`));
      expect(formats[1], w.id).toMatch(/^TY {2}- [A-Z]+\n/);
      expect(JSON.parse(formats[2]!)[0].id, w.id).toBe(w.id);
    }
    const bent = doc.getElementById('bent-1893')!.querySelector('pre')!.textContent!;
    expect(bent).toContain('address = {London}');
    expect(bent).not.toContain('publisher');
  });

  it('gives Courlander\'s issue as our copy does, and marks the volume as our inference', () => {
    const li = doc.getElementById('courlander-1943')!;
    expect(text(li.querySelector('.bib-cite'))).toBe('Courlander, Harold. "The Ethiopian Game of Gobeta." Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-23.');
    const inference = [...li.querySelectorAll('.bib-use')].find((p) => p.querySelector('.tag'))!;
    expect(text(inference)).toMatch(/^Our copy gives "No\. 7, Oct\. 1943" and no volume\. Our inference The Bulletin's volumes ran from October, so October 1943 would open volume 7/);
  });
});

describe('the client\'s scripts', () => {
  it('carry no citation-js: the formats are made when the site is built', () => {
    const dir = new URL('../../dist/_astro/', import.meta.url);
    const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    // Strings citation-js's core and its CSL plugin carry in any bundle of them.
    expect(chunks.filter((f) => /@csl\/list\+object|citeproc/.test(readFileSync(new URL(f, dir), 'utf8')))).toEqual([]);
  });
});
