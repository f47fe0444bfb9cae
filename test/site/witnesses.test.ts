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
    const seen = new Set<string>();
    let count = 0;
    // Only pages that set a quotation are read as documents.
    const quoting = builtPages().filter((p) => readFileSync(new URL(`../../dist${p.endsWith('/') ? `${p}index.html` : p}`, import.meta.url), 'utf8').includes('class="quote'));
    for (const path of quoting) {
      const doc = builtPage(path);
      // Block quotations (the comparisons, the readings, the glossary, the examples' steps) and quotations in running text.
      const links = [...doc.querySelectorAll('blockquote.quote footer a[href^="/sources/"], cite.q-cite a')];
      for (const a of links) {
        const c = cited(a);
        if (!c) continue;
        const w: Witness | undefined = byPage(c.page);
        expect(w, `${path}: ${a.getAttribute('href')}`).toBeDefined();
        expect(c.label, `${path}: ${c.clause}`).toBe(`${w!.cite}, ${placeOf(c.clause)}`);
        seen.add(path);
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
    for (const page of ['/compare/', '/readings/', '/glossary/', '/']) expect(seen, page).toContain(page);
  });
});
