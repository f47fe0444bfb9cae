import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { terms } from '../../src/glossary/terms';
import { bodyOf, clauseMarks, readingText } from '../../src/transcription/markup';
import { clauseLabel, sourceLabel } from '../../src/words/labels';
import type { SourceId } from '../../src/engine/index';

const dir = new URL('../../content/sources/', import.meta.url);
const pages = readdirSync(dir).filter((f) => f.endsWith('.mdx')).map((f) => {
  const mdx = readFileSync(new URL(f, dir), 'utf8');
  const source = /^source:\s*(\S+)/m.exec(mdx)![1] as Exclude<SourceId, 'notes'>;
  return { author: sourceLabel(source), text: readingText(bodyOf(mdx)).replace(/\s+/g, ' '), clauses: clauseMarks(mdx) };
});
const clauseIds = new Set(pages.flatMap((p) => p.clauses.map((c) => c.id)));
const textOf = (author: string) => pages.filter((p) => p.author === author).map((p) => p.text).join('\n');
const has = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')}(?![\\p{L}])`, 'iu').test(text);
const quotedIn = (s: string | undefined) => [...(s ?? '').matchAll(/“([^”]+)”/g)].map((m) => m[1]!);

describe('the glossary', () => {
  it('has a dozen to two dozen terms, with unique anchors and unique word forms', () => {
    expect(terms.length).toBeGreaterThanOrEqual(12);
    expect(terms.length).toBeLessThanOrEqual(24);
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const forms = terms.flatMap((t) => t.forms.map((f) => f.toLowerCase()));
    expect(forms.filter((f, i) => forms.indexOf(f) !== i)).toEqual([]);
  });

  it.each(terms.map((t) => [t.id, t] as const))('%s: has our definition, and a quotation or a note that no source names it', (_id, t) => {
    expect(t.ours.trim().length).toBeGreaterThan(40);
    expect(t.forms.length).toBeGreaterThan(0);
    expect(t.quotes.length > 0 || (t.unnamed ?? '').trim().length > 0).toBe(true);
  });

  it.each(terms.map((t) => [t.id, t] as const))('%s: quotes sentences that stand in the transcriptions, each with words to cite it by', (_id, t) => {
    for (const id of t.quotes) {
      expect(clauseIds.has(id), `no <C id="${id}"> in the transcriptions`).toBe(true);
      expect(() => clauseLabel(id)).not.toThrow();
    }
  });

  it.each(terms.map((t) => [t.id, t] as const))('%s: the words it gives each source are that source\'s own', (_id, t) => {
    const quotedOurs = quotedIn(t.ours).filter((w) => !pages.some((p) => has(p.text, w)));
    expect(quotedOurs, 'quoted in our definition, found in no source').toEqual([]);
    for (const n of t.names) {
      const text = textOf(n.source);
      expect(text.length, n.source).toBeGreaterThan(0);
      for (const w of [...n.words, ...quotedIn(n.note)]) expect(has(text, w), `${n.source} does not say "${w}"`).toBe(true);
      for (const w of n.absent ?? []) expect(has(text, w), `${n.source} does say "${w}"`).toBe(false);
    }
  });

  it('says truly that the DLP page calls no hole a weg: the word is in its title, in none of its rule sentences', () => {
    const dlp = pages.filter((p) => p.author === 'DLP');
    expect(dlp.some((p) => has(p.text, 'weg'))).toBe(true);
    expect(dlp.flatMap((p) => p.clauses).filter((c) => has(c.text, 'weg') || has(c.text, 'wegs'))).toEqual([]);
  });
});
