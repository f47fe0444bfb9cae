import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauseMarks, footnotes, mends, pageBreaks, readingText } from '../../src/transcription/markup';
import { builtPage } from './built';

const dir = new URL('../../content/sources/', import.meta.url);
const pages = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ id: f.replace(/\.mdx$/, ''), mdx: readFileSync(new URL(f, dir), 'utf8') }));
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each(pages)('the built page of $id', ({ id, mdx }) => {
  const doc = builtPage(`/sources/${id}/`);

  it('has its bibliographic header and a line to cite it by', () => {
    const header = doc.querySelector('.source-header');
    // Its title, however short (Tuz).
    expect(text(header?.querySelector('h1'))).toContain(/^title: (.+)$/m.exec(mdx)![1]!.trim());
    expect(text(header?.querySelector('.biblio'))).toMatch(/Author.*Work.*Published.*Our copy/);
    expect(text(header?.querySelector('.cite-body[data-format="text"]'))).toContain(`/sources/${id}/`);
  });

  it('carries every rule sentence with its clause id as anchor, and its words', () => {
    for (const c of clauseMarks(mdx)) {
      const el = doc.getElementById(c.id);
      expect(el, c.id).not.toBeNull();
      // Its permalink: in its own menu for a sentence, in its sentence's for a phrase.
      expect(doc.querySelector(`a.clause-link[href="#${c.id}"], a.phrase-link[href="#${c.id}"]`)?.closest('.clause:not(.clause-phrase)')?.contains(el), `${c.id} permalink`).toBe(true);
      // The sentence reads as in the transcription (apparatus letters and the § link aside).
      expect(text(el)).toContain(readingText(c.raw).replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' '));
    }
  });

  it('marks every page break where the copy has it', () => {
    for (const n of pageBreaks(mdx)) expect(text(doc.getElementById(`page-${n}`))).toBe(`[Page ${n}]`);
  });

  it('links its footnotes both ways', () => {
    const { refs, notes } = footnotes(mdx);
    for (const n of refs) {
      expect(doc.querySelector(`#fnref-${n}`)?.getAttribute('href')).toBe(`#fn-${n}`);
      expect(doc.querySelector(`#fn-${n} a.fn-back`)?.getAttribute('href')).toBe(`#fnref-${n}`);
    }
    expect(notes.sort()).toEqual([...new Set(refs)].sort());
  });

  it('lists every mend in its apparatus, linked to and from its mark in the text', () => {
    const marks = mends(mdx);
    const entries = doc.querySelectorAll('.apparatus-list > li');
    expect(entries.length).toBe(marks.length);
    for (const m of marks) {
      expect(doc.getElementById(`apparatus-${m.n}`), `apparatus ${m.n}`).not.toBeNull();
      expect(doc.getElementById(`mend-${m.n}`), `mark ${m.n}`).not.toBeNull();
      if (m.kind === 'substitution' || m.kind === 'deletion' || m.kind === 'restyled') {
        expect(text(doc.getElementById(`apparatus-${m.n}`))).toContain(m.copy.replace(/\s+/g, ' '));
      }
    }
  });

  it('keeps its drawings out of the search index', () => {
    for (const svg of doc.querySelectorAll('svg.board')) expect(svg.closest('[data-pagefind-ignore="all"]')).not.toBeNull();
    expect(doc.querySelector('[data-pagefind-body]')).not.toBeNull();
  });

  it('sets each worked example after its sentence, its start drawn by the server and its end shown without JavaScript', () => {
    for (const [, ex] of mdx.matchAll(/<Example id="([^"]+)"[^>]*\/>/g)) {
      const widget = doc.getElementById(`example-${ex}`);
      expect(widget, ex).not.toBeNull();
      expect(widget!.querySelector('svg.board[role="img"]'), `${ex} start`).not.toBeNull();
      const noscript = widget!.closest('.example')!.querySelector('noscript');
      expect(noscript?.innerHTML ?? '', `${ex} end`).toContain(`stepper-${ex}-end`);
    }
  });

  it('gives every drawn board a text alternative', () => {
    for (const svg of doc.querySelectorAll('svg.board')) {
      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('aria-label')).toMatch(/side, \d+ holes?:/);
    }
  });
});

describe('the site around the sources', () => {
  it('quotes each compared clause from the transcriptions, linked to its sentence', () => {
    const doc = builtPage('/compare/');
    const quotes = [...doc.querySelectorAll('blockquote.quote')];
    expect(quotes.length).toBeGreaterThan(30);
    for (const q of quotes) expect(q.querySelector('footer a')?.getAttribute('href')).toMatch(/^\/sources\/[a-z0-9-]+\/#[a-z0-9.-]+$/);
  });

  it('lists the clauses no rule implements', () => {
    const doc = builtPage('/clauses/');
    const gaps = [...doc.querySelectorAll('tr.gap')].map((tr) => tr.id);
    expect(gaps).toContain('courlander.abalala.footnote-1');
    expect(gaps).not.toContain('courlander.abalala.take');
  });
});
