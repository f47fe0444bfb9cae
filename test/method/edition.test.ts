import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changelog } from '../../src/method/changelog';
import { figuresNotInCopy, keptSlips, markCounts } from '../../src/method/edition';

const read = (id: string) => readFileSync(new URL(`../../content/sources/${id}.mdx`, import.meta.url), 'utf8');
const fm = '---\ntitle: t\n---\n';

describe('what the method page says of a transcription', () => {
  it('counts its apparatus by kind, in words, leaving out kinds it has none of', () => {
    const mdx = `${fm}holes<Mend copy="1" why="run in"><Fn n="1" /></Mend>. Sulus <Mend copy="Nishlaw" why="slip">Nishtaw</Mend> <Mend copy="2" why="stray" /> and <Sic why="g">qabata</Sic>.`;
    expect(markCounts(mdx)).toEqual([
      { kind: 'substitution', n: 1, words: '1 reading mended' },
      { kind: 'deletion', n: 1, words: '1 stray mark left out' },
      { kind: 'restyled', n: 1, words: '1 footnote number set apart' },
      { kind: 'kept', n: 1, words: '1 probable slip kept [sic]' },
    ]);
    expect(markCounts(read('courlander-abalala')).map((c) => c.words)).toEqual(['3 footnote numbers set apart']);
  });

  it('lists the slips kept as the copy has them: Walker\'s two', () => {
    expect(keptSlips(read('walker-gabata')).map((s) => s.words)).toEqual(['qabata', '1971. when Richard Pankhurst recorded. in']);
    for (const s of keptSlips(read('walker-gabata'))) expect(s.why.length).toBeGreaterThan(20);
    expect(keptSlips(read('courlander-abalala'))).toEqual([]);
  });

  it('lists the figures the copy names but lacks, by their captions', () => {
    expect(figuresNotInCopy(read('courlander-sulus-nishtaw'))).toEqual(['Diagram 1', 'Diagram 4', 'Diagram 5']);
    expect(figuresNotInCopy(read('walker-gabata'))).toEqual(['Illustration 2: direction of movement.']);
  });

  it('keeps a changelog, oldest first, each entry dated', () => {
    expect(changelog.length).toBeGreaterThan(4);
    const days = changelog.map((c) => Date.parse(c.date));
    expect(days.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
  });
});
