import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses } from '../../src/engine/index';
import { citedAt, phrasesBySentence, sentenceCitation, sentenceOfPhrase } from '../../src/links/sentences';
import { clauseMarks } from '../../src/transcription/markup';
import { sectionCitation, workOf } from '../../src/words/citations';

const dir = new URL('../../content/sources/', import.meta.url);
const read = (id: string) => clauseMarks(readFileSync(new URL(`${id}.mdx`, dir), 'utf8'));

describe('a sentence and the phrases marked inside it', () => {
  it('finds the phrases of a sentence, at any depth, and no sentence inside another', () => {
    const marks = clauseMarks('<C id="x.s">A <C id="x.s.a">picks <C id="x.s.a.b">up</C></C> and <C id="x.s.c">sows</C>.</C> <C id="x.t">Next.</C>');
    const phrases = phrasesBySentence(marks);
    expect([...phrases]).toEqual([
      ['x.s', ['x.s.a', 'x.s.a.b', 'x.s.c']],
      ['x.t', []],
    ]);
    expect([...sentenceOfPhrase(phrases)]).toEqual([
      ['x.s.a', 'x.s'],
      ['x.s.a.b', 'x.s'],
      ['x.s.c', 'x.s'],
    ]);
  });

  it('reads the transcriptions: Courlander\'s sowing sentence and Walker\'s rule 5 hold their phrases', () => {
    const abalala = phrasesBySentence(read('courlander-abalala'));
    expect(abalala.get('courlander.abalala.sowing')).toEqual(['courlander.abalala.sowing.pick-up', 'courlander.abalala.sowing.drop']);
    expect(abalala.has('courlander.abalala.sowing.drop')).toBe(false);
    const walker = phrasesBySentence(read('walker-gabata'));
    expect(walker.get('walker.rule-5')).toEqual(['walker.rule-5.pick-up', 'walker.rule-5.sow']);
    expect(walker.get('walker.rule-9')).toEqual(['walker.rule-9.select', 'walker.rule-9.sow']);
    // Every clause is a sentence or the phrase of one.
    for (const id of readdirSync(dir).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''))) {
      const marks = read(id);
      const phrases = phrasesBySentence(marks);
      const of = sentenceOfPhrase(phrases);
      for (const m of marks) expect(phrases.has(m.id) !== of.has(m.id), m.id).toBe(true);
    }
  });
});

describe('a sentence cited', () => {
  it('gives the work, where in it, the sentence\'s identifier and its permalink', () => {
    const { work, section } = workOf('courlander-abalala');
    const where = clauses['courlander.abalala.halves'].where;
    const at = citedAt(sectionCitation(work, { ...section, pages: where }), where);
    const c = sentenceCitation({ work: at, id: 'courlander.abalala.halves', url: 'https://gobeta.example.org/sources/courlander-abalala/#courlander.abalala.halves' });
    expect(at).toMatch(/^Harold Courlander, "The Ethiopian Game of Gobeta", .*1943, p\. 21: Abalalà$/);
    expect(`${c.before}${c.id}${c.after}`).toBe(
      `${at}, sentence courlander.abalala.halves. Transcribed in Gobeta: https://gobeta.example.org/sources/courlander-abalala/#courlander.abalala.halves`,
    );
  });

  it('adds the place where the work\'s citation gives none (a leaflet\'s rule), and adds nothing where none is known', () => {
    const { work, section } = workOf('walker-gabata');
    expect(citedAt(sectionCitation(work, { ...section, pages: 'rule 5' }), 'rule 5')).toMatch(/^Damian Walker, Gabata, .*2011, rule 5$/);
    expect(citedAt('Digital Ludeme Project, "Gabata (Shoa I)"', '')).toBe('Digital Ludeme Project, "Gabata (Shoa I)"');
  });
});
