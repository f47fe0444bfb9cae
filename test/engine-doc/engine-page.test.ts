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

  it('shows every implemented clause on the built page, with its sentence and its code', () => {
    const doc = builtPage('/engine/');
    for (const c of implemented) {
      const article = doc.getElementById(`code-${c}`);
      expect(article, c).not.toBeNull();
      expect(codeOf(doc, article!).length, `${c} code`).toBeGreaterThan(0);
      expect(article!.querySelector('blockquote.quote'), `${c} sentence`).not.toBeNull();
    }
  });

  it('shows a clause\'s code once; a later ruleset that shares the clause names the first and links to it', () => {
    const doc = builtPage('/engine/');
    const repeats = [...doc.querySelectorAll('article.clause-code:not([id])')];
    const linked = repeats.filter((a) => a.textContent!.includes('The same lines of the engine as under'));
    expect(linked.length).toBeGreaterThan(0);
    for (const a of repeats) expect(a.querySelector('pre'), a.querySelector('h3')!.textContent!).toBeNull();
    for (const a of linked) {
      const link = [...a.querySelectorAll('p.muted a')].find((l) => l.getAttribute('href')!.startsWith('#code-'))!;
      const target = doc.getElementById(link.getAttribute('href')!.slice(1));
      expect(target && codeOf(doc, target).length, link.getAttribute('href')!).toBeGreaterThan(0);
      // Named by the ruleset whose section holds it, in words.
      expect(target!.closest('section')!.querySelector('h2')!.textContent).toContain(link.textContent!.trim());
    }
  });

  it('shows each excerpt once: a line that cites several clauses is shown under the first, and the others point to it', () => {
    const doc = builtPage('/engine/');
    const place = (e: Element) => e.querySelector('code')!.textContent + ', line ' + /line (\d+)/.exec(e.textContent!)![1];
    const shown = [...doc.querySelectorAll('figure.excerpt')].map((f) => place(f.querySelector('figcaption')!));
    expect(new Set(shown).size).toBe(shown.length);
    const again = [...doc.querySelectorAll('p.excerpt-again')];
    expect(again.length).toBeGreaterThan(0);
    for (const p of again) {
      const target = doc.getElementById(p.querySelector('a')!.getAttribute('href')!.slice(1));
      expect(target?.matches('figure.excerpt'), place(p)).toBe(true);
      expect(place(target!.querySelector('figcaption')!)).toBe(place(p));
      // The clause it names is the one whose article shows the lines.
      expect(target!.closest('article')!.querySelector('h3')!.textContent).toContain(p.querySelectorAll('code')[1]!.textContent!);
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
