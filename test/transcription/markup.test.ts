import { describe, expect, it } from 'vitest';
import { clauseMarks, copyText, footnotes, markLetter, mends, normalize, pageBreaks } from '../../src/transcription/markup';

const fm = '---\ntitle: t\n---\n';

describe('copyText: the copy rebuilt from a transcription', () => {
  it('undoes substitutions, insertions and deletions', () => {
    const mdx = `${fm}Sulus <Mend copy="Nishlaw" why="slip">Nishtaw</Mend>: drops one <Mend copy="1" why="stray" /> in rule <Mend copy="" why="cut off">5</Mend>.`;
    expect(copyText(mdx)).toBe('Sulus Nishlaw: drops one 1 in rule .');
  });

  it('turns page and footnote markers back into the copy\'s forms, and drops our own words', () => {
    const mdx = `${fm}<Page n="22" /> holes<Fn n="1" />. <Lacuna>the text breaks off</Lacuna>\n\n<Notes>\n<Note n="1">This is when.</Note>\n</Notes>`;
    expect(copyText(mdx)).toBe('[Page 22] holes1.\n\n1. This is when.');
  });

  it('joins a paragraph we broke, and puts a moved block back at the start', () => {
    const mdx = `${fm}Its antiquity is not known, but\n\n<Break why="column" />it was first recorded.\n\n<Moved from="start" why="order">\nFURTHER INFORMATION\n</Moved>`;
    expect(copyText(mdx)).toBe('FURTHER INFORMATION\n\nIts antiquity is not known, but it was first recorded.');
  });

  it('reads a paragraph break in a mend\'s copy as the copy\'s paragraph break', () => {
    expect(copyText(`${fm}each player <Mend copy="simultan- ¶ eously" why="split">simultaneously</Mend> picks`)).toBe('each player simultan-\n\neously picks');
  });

  it('keeps a missing figure\'s caption, which is the copy\'s', () => {
    expect(copyText(`${fm}<Missing caption="Diagram 4" redrawn="x" />\n\nText.`)).toBe('Diagram 4\n\nText.');
  });
});

describe('normalize: what counts as text', () => {
  it('drops markdown markup and line spacing but keeps paragraphs', () => {
    expect(normalize('#### **Setting up**\n\n- 1. The board\n> 9. To move,\tthe\u00a0player\n\n\n\n*qabata*')).toBe(
      'Setting up\n\n1. The board 9. To move, the player\n\nqabata',
    );
  });
});

describe('what a transcription marks', () => {
  const mdx = `${fm}<C id="x.a">If <Mend copy="Nishlaw" why="slip">Nishtaw</Mend> <Page n="23" /> ends.</C> more<Fn n="1" />\n\n<Break why="column" />next <Mend copy="" why="cut">5.</Mend>`;

  it('lists the mends in order, with their kinds', () => {
    expect(mends(mdx).map((m) => [m.n, m.kind, m.copy, m.reading])).toEqual([
      [1, 'substitution', 'Nishlaw', 'Nishtaw'],
      [2, 'break', '(no paragraph break)', '¶'],
      [3, 'insertion', '', '5.'],
    ]);
  });

  it('lists a probable slip kept as the copy has it ([sic]) among the marks, in order, its words the copy\'s', () => {
    const kept = `${fm}is *<Sic why="g meant">qabata</Sic>*. It was <Mend copy="bu t" why="split">but</Mend> until <Sic why="commas meant">1971. when</Sic> he`;
    expect(mends(kept).map((m) => [m.n, m.kind, m.copy, m.reading, m.why])).toEqual([
      [1, 'kept', 'qabata', 'qabata', 'g meant'],
      [2, 'substitution', 'bu t', 'but', 'split'],
      [3, 'kept', '1971. when', '1971. when', 'commas meant'],
    ]);
    expect(copyText(kept)).toBe('is qabata. It was bu t until 1971. when he');
  });

  it('numbers a mend inside a clause after a kept slip before it', () => {
    const kept = `${fm}<Sic why="slip">qabata</Sic> <C id="x.a">drops <Mend copy="1" why="stray" /> in <Sic why="slip">hole</Sic>.</C>`;
    const [clause] = clauseMarks(kept);
    expect(clause!.text).toBe('drops in hole.');
    expect(clause!.parts).toEqual([
      { type: 'text', text: 'drops ' },
      { type: 'mend', n: 2, copy: '1', parts: [] },
      { type: 'text', text: ' in ' },
      { type: 'mend', n: 3, copy: '', parts: [{ type: 'text', text: 'hole' }], kept: true },
      { type: 'text', text: '.' },
    ]);
  });

  it('tells a restyling (the copy\'s words kept, set as a footnote reference) from a substitution', () => {
    expect(mends(`${fm}holes<Mend copy="1" why="run in"><Fn n="1" /></Mend>.`).map((m) => m.kind)).toEqual(['restyled']);
  });

  it('lists the clauses with their text as read', () => {
    expect(clauseMarks(mdx).map((c) => [c.id, c.text])).toEqual([['x.a', 'If Nishtaw ends.']]);
  });

  it('lists a phrase marked inside a sentence as a clause of its own, with its own words, in the order they open', () => {
    const nested = `${fm}<C id="x.s">A player <C id="x.s.pick">picks up the beans</C> and <C id="x.s.sow">sows them as in rule <Mend copy="" why="cut">5.</Mend></C></C> <C id="x.t">Next.</C>`;
    expect(clauseMarks(nested).map((c) => [c.id, c.text])).toEqual([
      ['x.s', 'A player picks up the beans and sows them as in rule 5.'],
      ['x.s.pick', 'picks up the beans'],
      ['x.s.sow', 'sows them as in rule 5.'],
      ['x.t', 'Next.'],
    ]);
    expect(copyText(nested)).toBe('A player picks up the beans and sows them as in rule Next.');
  });

  it('refuses a clause left open', () => {
    expect(() => clauseMarks(`${fm}<C id="x.a">Open <C id="x.b">and</C> never closed.`)).toThrow(/x\.a/);
  });

  it('lists page breaks and footnotes', () => {
    expect(pageBreaks(mdx)).toEqual(['23']);
    expect(footnotes(mdx)).toEqual({ refs: ['1'], notes: [] });
  });
});

describe('markLetter', () => {
  it('letters the apparatus marks a to z, then aa', () => {
    expect([1, 2, 26, 27, 28, 52, 53].map(markLetter)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba']);
  });
});
