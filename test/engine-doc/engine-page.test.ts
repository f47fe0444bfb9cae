import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, rulesetIds, rulesets } from '../../src/engine/index';
import { byGroup } from '../../src/family/groups';
import { excerptsFor } from '../../src/engine-doc/excerpts';
import { shownExamples } from '../../src/engine-doc/shown';
import { checkExample, readExample } from '../../src/examples/example';
import { builtPage } from '../site/built';
import { THEME_SCRIPT } from '../../src/layouts/theme';
import { pageOfClause } from '../support/transcriptions';

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
/** The source page each clause stands on, from the transcriptions. */
const pageOf = pageOfClause;

/** Each code page parsed once. */
const parsed = new Map<string, Document>();
const codePage = (path: string) => parsed.get(path) ?? parsed.set(path, builtPage(path)).get(path)!;

/** The code blocks an article shows, or points to where the same lines are shown above. */
function codeOf(doc: Document, article: Element): Element[] {
  const own = [...article.querySelectorAll('figure.excerpt pre.astro-code')];
  const pointed = [...article.querySelectorAll('p.excerpt-again a')].map((a) => doc.getElementById(a.getAttribute('href')!.slice(1))?.querySelector('pre.astro-code'));
  return [...own, ...pointed.filter((p): p is Element => !!p)];
}

describe('the rules as code', () => {
  it('finds, in the engine\'s real files, the lines that encode every implemented clause', () => {
    for (const c of implemented) {
      const ex = excerptsFor(c, files);
      expect(ex.length, c).toBeGreaterThan(0);
      for (const e of ex) {
        // The clause itself, or its page's constant prefix and the rest (`${P}.opening-held`).
        expect(files[e.file]!.split('\n')[e.line - 1]).toMatch(new RegExp(`'${c.replace(/[.-]/g, '\\$&')}'|\`\\$\\{\\w+\\}\\.${c.slice(c.indexOf('.') + 1).replace(/[.-]/g, '\\$&')}\``));
        for (const line of e.code.split('\n').filter((l) => l.trim())) expect(files[e.file]).toContain(line.trim());
      }
    }
  });

  it('shows every implemented clause on the code page of the source it stands on, with its sentence and its code', () => {
    for (const c of implemented) {
      const doc = codePage(`/engine/${pageOf.get(c)}/`);
      const article = doc.getElementById(`code-${c}`);
      expect(article, c).not.toBeNull();
      expect(codeOf(doc, article!).length, `${c} code`).toBeGreaterThan(0);
      expect(article!.querySelector('blockquote.quote'), `${c} sentence`).not.toBeNull();
    }
  });

  it('lists every game on the index, each leading to its page, which names its folder', () => {
    const index = builtPage('/engine/');
    const links = [...index.querySelectorAll('main ul.toc a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(byGroup(catalog, (r) => r.id).flatMap((g) => g.items.map((r) => `/engine/${r.id}/`)));
    expect([...links].sort()).toEqual(rulesetIds.map((id) => `/engine/${id}/`).sort());
    for (const id of rulesetIds) expect(codePage(`/engine/${id}/`).querySelector('main')!.textContent).toContain(`src/engine/rulesets/${id}/`);
  });

  it("shows a sentence once, on its source's page; a game that follows another source's sentence links to it there", () => {
    const borrowed = rulesetIds.flatMap((id) => [...codePage(`/engine/${id}/`).querySelectorAll('#elsewhere-h ~ ul a[href^="/engine/"]')].map((a) => ({ id, href: a.getAttribute('href')! })));
    expect(borrowed.length).toBeGreaterThan(0);
    for (const { id, href } of borrowed) {
      const [path, anchor] = href.split('#');
      expect(path, `${id}: ${href}`).not.toBe(`/engine/${id}/`);
      const target = codePage(path!).getElementById(anchor!);
      expect(target && codeOf(codePage(path!), target).length, `${id}: ${href}`).toBeGreaterThan(0);
    }
    const articles = rulesetIds.flatMap((id) => [...codePage(`/engine/${id}/`).querySelectorAll('article.clause-code')].map((a) => a.id));
    expect(new Set(articles).size).toBe(articles.length);
  });

  it.each(rulesetIds.map((id) => [id]))('%s: shows each excerpt once, a line that cites several clauses under the first, the others pointing to it', (id) => {
    const doc = codePage(`/engine/${id}/`);
    const place = (e: Element) => e.querySelector('code')!.textContent + ', line ' + /line (\d+)/.exec(e.textContent!)![1];
    const shown = [...doc.querySelectorAll('figure.excerpt')].map((f) => place(f.querySelector('figcaption')!));
    expect(new Set(shown).size).toBe(shown.length);
    for (const p of doc.querySelectorAll('p.excerpt-again')) {
      const target = doc.getElementById(p.querySelector('a')!.getAttribute('href')!.slice(1));
      expect(target?.matches('figure.excerpt'), place(p)).toBe(true);
      expect(place(target!.querySelector('figcaption')!)).toBe(place(p));
      // The clause it names is the one whose article shows the lines.
      expect(target!.closest('article')!.querySelector('h2')!.textContent).toContain(p.querySelectorAll('code')[1]!.textContent!);
    }
  });

  it('highlights at build time and ships no highlighter', () => {
    const doc = builtPage('/engine/courlander-abalala/');
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
