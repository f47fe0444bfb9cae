import { mends, type MendMark } from '../transcription/markup';

/**
 * What the method page (/method/) says of each transcription, read off its markup rather than
 * written twice: how many times our text departs from the copy, of each kind; the probable slips
 * kept as the copy has them; the figures the copy names but does not have.
 */

/** The kinds of apparatus entry, in the order the method page explains them, each in words (one, and more than one). */
export const MARK_KINDS: { kind: MendMark['kind']; one: string; many: string }[] = [
  { kind: 'substitution', one: 'reading mended', many: 'readings mended' },
  { kind: 'insertion', one: 'word supplied', many: 'words supplied' },
  { kind: 'deletion', one: 'stray mark left out', many: 'stray marks left out' },
  { kind: 'restyled', one: 'footnote number set apart', many: 'footnote numbers set apart' },
  { kind: 'break', one: 'paragraph broken', many: 'paragraphs broken' },
  { kind: 'transposition', one: 'block moved', many: 'blocks moved' },
  { kind: 'kept', one: 'probable slip kept [sic]', many: 'probable slips kept [sic]' },
];

/** How many entries of each kind a transcription's apparatus has, in MARK_KINDS' order, said in words ("3 footnote numbers set apart"), leaving out kinds it has none of. */
export function markCounts(mdx: string): { kind: MendMark['kind']; n: number; words: string }[] {
  const marks = mends(mdx);
  return MARK_KINDS.flatMap((k) => {
    const n = marks.filter((m) => m.kind === k.kind).length;
    return n === 0 ? [] : [{ kind: k.kind, n, words: `${n} ${n === 1 ? k.one : k.many}` }];
  });
}

/** The probable slips a transcription keeps as its copy has them, with why we think them slips. */
export function keptSlips(mdx: string): { words: string; why: string; n: number }[] {
  return mends(mdx)
    .filter((m) => m.kind === 'kept')
    .map((m) => ({ words: m.copy, why: m.why, n: m.n }));
}

/** The figures a transcription's copy names but does not have (<Missing>): their captions, the copy's. */
export function figuresNotInCopy(mdx: string): string[] {
  return [...mdx.matchAll(/<Missing\b[^>]*\bcaption="([^"]*)"/g)].map((m) => m[1]!);
}
