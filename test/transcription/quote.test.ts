import { describe, expect, it } from 'vitest';
import { clauses, isSourceClause } from '../../src/engine/index';
import { clauseIndex } from '../../src/transcription/clause-index';
import { mends } from '../../src/transcription/markup';
import { quoteParts, quoteText } from '../../src/transcription/quote';
import { sourceEntries } from './sources';

const entries = sourceEntries();
const index = clauseIndex(entries);
const abalala = entries.find((e) => e.id === 'courlander-abalala')!;

describe('a quotation, structured', () => {
  it('keeps a footnote reference apart from the word it follows, inside our mend, numbered as the page numbers it', () => {
    const q = index.get('courlander.abalala.halves')!;
    expect(q.parts.at(0)).toEqual({ type: 'text', text: 'The boards are divided into two playing fields, each player owning half the total number of holes' });
    const mend = q.parts[1]!;
    expect(mend).toMatchObject({ type: 'mend', copy: '1', parts: [{ type: 'fn', n: '1' }] });
    // The apparatus entry the mend links to is the one for this mend.
    expect(mends(abalala.mdx)[(mend as { n: number }).n - 1]).toMatchObject({ copy: '1', kind: 'restyled' });
    expect(q.parts.at(-1)).toEqual({ type: 'text', text: '.' });
    expect(q.text).toBe('The boards are divided into two playing fields, each player owning half the total number of holes.');
    expect(index.get('courlander.abalala.series-winner')!.text).toMatch(/for winnings\.$/);
  });

  it('marks a page break where it falls, out of the words', () => {
    const q = index.get('courlander.abalala.another-turn')!;
    expect(q.parts).toEqual([
      { type: 'text', text: 'He then has another turn, moving the last bean dropped in the previous play, and continuing as ' },
      { type: 'page', n: '22' },
      { type: 'text', text: ' before until he makes another "take" or until his play comes to an end.' },
    ]);
    expect(q.text).toContain('continuing as before until');
    expect(q.where).toBe('pp. 21-22');
    expect(q.cite).toBe('Courlander, Abalalà, pp. 21-22');
  });

  it('reads deletions, insertions and our own bracketed words', () => {
    const parts = quoteParts('drops one <Mend copy="1" why="x" /> in <Mend copy="" why="y">hole</Mend> 9<Lacuna>our words</Lacuna>.', 4);
    expect(parts).toEqual([
      { type: 'text', text: 'drops one ' },
      { type: 'mend', n: 4, copy: '1', parts: [] },
      { type: 'text', text: ' in ' },
      { type: 'mend', n: 5, copy: '', parts: [{ type: 'text', text: 'hole' }] },
      { type: 'text', text: ' 9.' },
    ]);
    expect(quoteText(parts)).toBe('drops one in hole 9.');
  });

  it('cites every sentence where the engine says it stands, read off the transcription', () => {
    const checked = [...index.values()].filter((q) => isSourceClause(q.id) && !q.id.startsWith('dlp'));
    expect(checked.length).toBeGreaterThan(60);
    for (const q of checked) expect(q.where, q.id).toBe(clauses[q.id as keyof typeof clauses].where);
  });

  it('cites a sentence by its witness (author and game) and page', () => {
    expect(index.get('courlander.abalala.side-b')!.cite).toBe('Courlander, Abalalà, p. 21');
    expect(index.get('courlander.sulus-nishtaw.example-hole-3')!.cite).toBe('Courlander, Sulus Nishtaw, p. 23');
    expect(index.get('courlander.sulus-aidi.race')!.cite).toBe('Courlander, Sulus Aidi (Awagagà), p. 22');
  });
});
