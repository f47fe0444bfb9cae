import { markLetter } from '../transcription/markup';
import { copyWords, type QuotePart } from '../transcription/quote';

/**
 * The words around a quotation: how a mark in it is named for a screen reader. Kept apart from
 * the component so they can be tested; the reading that decided a step is named in reading-words.ts.
 */

/** A mend's letter as the source page's apparatus gives it, with † where we leave a word out, and "sic" before a slip we keep. */
export function mendMark(p: Extract<QuotePart, { type: 'mend' }>): string {
  if (p.kept) return `sic\u2009${markLetter(p.n)}`;
  return `${p.parts.length === 0 ? '†' : ''}${markLetter(p.n)}`;
}

export function mendName(p: Extract<QuotePart, { type: 'mend' }>): string {
  if (p.kept) return `apparatus note ${markLetter(p.n)}: so in the copy (sic)`;
  return `apparatus note ${markLetter(p.n)}: the copy reads ${copyWords(p.copy)}`;
}

/** Whether a part ends in a raised mark, so that a mend's letter after it needs a space to stand apart. */
export function endsRaised(parts: QuotePart[]): boolean {
  const last = parts.at(-1);
  return last?.type === 'fn' || last?.type === 'mend';
}
