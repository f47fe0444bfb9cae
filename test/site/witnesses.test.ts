import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, isSourceClause } from '../../src/engine/index';
import { topics } from '../../src/compare/topics';
import { clauseIndex } from '../../src/transcription/clause-index';
import { witnesses, type Witness } from '../../src/words/witnesses';
import { sourceEntries } from '../transcription/sources';
import { builtPage, builtPages } from './built';

/**
 * Wherever quotations stand side by side, each is a witness's: a game as one work records it,
 * named by both, with the page (or rule, or sentence) it stands on, read off the transcription.
 */

const index = clauseIndex(sourceEntries());
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const byPage = (page: string) => witnesses.find((w) => w.page === page);
/** A quotation's citation link and the sentence it cites: /sources/<page>/#<clause>. */
const cited = (a: Element) => {
  const m = /^\/sources\/([a-z0-9-]+)\/#([a-z0-9.-]+)$/.exec(a.getAttribute('href') ?? '');
  return m ? { page: m[1]!, clause: m[2]!, label: text(a) } : null;
};
/** Where a sentence stands, as the transcription's page breaks (or the source's numbering) give it. */
const placeOf = (clause: string) => index.get(clause)?.where || (isSourceClause(clause) ? clauses[clause].where : '');

describe('the comparison by topic', () => {
  const doc = builtPage('/compare/');
  const sections = topics.map((t) => ({ topic: t, section: doc.getElementById(t.id)! }));

  it('heads every column with a game and the work that records it, never an author alone', () => {
    for (const { topic, section } of sections) {
      const headings = [...section.querySelectorAll('.column > h3')].map(text);
      expect(headings.length, topic.id).toBe(Object.keys(topic.cells).length);
      for (const h of headings) {
        const w = witnesses.find((x) => h === `${x.game}, ${x.work}`);
        expect(w, `${topic.id}: "${h}"`).toBeDefined();
        expect(h, topic.id).not.toMatch(/^(Courlander|Walker|DLP)\b/);
      }
    }
    // Courlander's three games: three columns, each its own.
    const opening = [...doc.querySelectorAll('#opening .column > h3')].map(text);
    expect(opening.filter((h) => h.endsWith('Courlander 1943'))).toEqual([
      'Abalalà, Courlander 1943',
      'Sulus Aidi (Awagagà), Courlander 1943',
      'Sulus Nishtaw, Courlander 1943',
    ]);
    expect(opening).toContain('Gabata (Shoa I), DLP');
    expect(opening).toContain("Abalala'e, DLP");
    expect(opening).toContain('Gabata, Walker 2011');
  });

  it('sets in each column the sentences of its own game alone', () => {
    let quoted = 0;
    for (const { topic, section } of sections) {
      for (const column of section.querySelectorAll('.column')) {
        const heading = text(column.querySelector('h3'));
        const w = witnesses.find((x) => heading === `${x.game}, ${x.work}`)!;
        for (const q of column.querySelectorAll('blockquote.quote')) {
          const c = cited(q.querySelector('footer cite a')!)!;
          expect(c.page, `${topic.id}, ${heading}: ${c.clause}`).toBe(w.page);
          quoted++;
        }
      }
    }
    expect(quoted).toBeGreaterThan(60);
  });

  it("labels each quotation with its work, its game and its page", () => {
    for (const q of doc.querySelectorAll('.column blockquote.quote')) {
      const c = cited(q.querySelector('footer cite a')!)!;
      const w = byPage(c.page)!;
      const place = placeOf(c.clause);
      expect(place, c.clause).not.toBe('');
      expect(c.label).toBe(`${w.by}, ${w.game}, ${place}`);
    }
    // As a historian cites one: the game and the page of Courlander's article.
    const nishtaw = doc.querySelector('#opening blockquote.quote[cite$="#courlander.sulus-nishtaw.opening"] footer cite');
    expect(text(nishtaw)).toBe('Courlander, Sulus Nishtaw, p. 22');
  });
});

describe('every quotation on every page', () => {
  it('names its game and its work, and where in the work it stands', () => {
    const decode = (t: string) => t.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const seen = new Set<string>();
    let count = 0;
    // Read as text: a quotation's citation is the link in its footer (a block) or its cite (in running text).
    const citation = /<(?:cite class="q-cite"|footer)[^>]*>\s*<a href="(\/sources\/[a-z0-9-]+\/#[a-z0-9.-]+)"[^>]*>([^<]*)<\/a>/g;
    for (const path of builtPages()) {
      const html = readFileSync(new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url), 'utf8');
      for (const m of html.matchAll(citation)) {
        const [, page, clause] = /^\/sources\/([a-z0-9-]+)\/#(.+)$/.exec(m[1]!)!;
        const w: Witness | undefined = byPage(page!);
        expect(w, `${path}: ${m[1]}`).toBeDefined();
        expect(decode(m[2]!), `${path}: ${clause}`).toBe(`${w!.cite}, ${placeOf(clause!)}`);
        seen.add(path);
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
    for (const page of ['/compare/', '/readings/', '/glossary/', '/']) expect(seen, page).toContain(page);
  });
});
