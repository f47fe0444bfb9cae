/**
 * The markup of a transcription (content/sources/*.mdx) and what it says about the copy. The
 * transcriptions use a handful of components, each with plain double-quoted attributes:
 *
 *   <C id="courlander.abalala.take">…</C>     a rule sentence, with its clause id; a <C> inside
 *                                              it marks a phrase the engine cites on its own
 *   <Mend copy="Nishlaw" why="…">Nishtaw</Mend> our reading for the copy's (insertion: copy="";
 *                                              deletion: no children); "¶" in copy is a paragraph break
 *   <Break why="…" />                          at a paragraph's start: the copy has no break here
 *   <Sic why="…">qabata</Sic>                  a probable slip, kept as the copy has it, with a note
 *   <Moved from="start" why="…">…</Moved>      a block the copy has at its start
 *   <Page n="22" />                            the copy's page break marker, "[Page 22]"
 *   <Fn n="1" />, <Note n="1">…</Note>          footnote reference and footnote
 *   <Missing caption="Diagram 1" redrawn="…" /> a figure the copy names but lacks; its caption is the copy's
 *   <Lacuna>…</Lacuna>, <Diagram id="…" />      our words and drawings: not part of the copy
 *   <Example id="…" />                        a worked example's stepper (content/examples/<id>.json)
 *   <CopyHead>…</CopyHead>                     the copy's own heading lines
 *
 * From the body, `copyText` rebuilds the copy's text (our mends undone, our additions removed);
 * `mends`, `clauseMarks` and friends list what the page marks. Regular expressions suffice
 * because the markup is ours and kept to this form; test/content checks every transcription.
 */

import { quoteParts, quoteText, type QuotePart } from './quote';

export interface MendMark {
  /** 1-based, in the order the mends stand in the text. */
  n: number;
  copy: string;
  reading: string;
  why: string;
  /**
   * restyled: the copy's words are kept, only set differently (a footnote number run into a word);
   * kept: a probable slip, kept as the copy has it and noted ("[sic]").
   */
  kind: 'substitution' | 'insertion' | 'deletion' | 'restyled' | 'kept' | 'break' | 'transposition';
}

export interface ClauseMark {
  id: string;
  /** The sentence's words as we read it (markup stripped, mends applied; footnote references and page breaks left out). */
  text: string;
  /** The sentence as a quotation renders it: text, footnote references, page breaks and our mends. */
  parts: QuotePart[];
  /** The sentence's markup as written, for `copyText`. */
  raw: string;
}

const attr = (tag: string, name: string): string | undefined => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/** Strip frontmatter, imports and MDX comments: what remains is the body as written. */
export function bodyOf(mdx: string): string {
  return mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
}

const MEND = /<Mend\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Mend>)/g;
const MOVED = /<Moved\b([^>]*)>([\s\S]*?)<\/Moved>/g;
const BREAK = /<Break\b([^>]*)\/>/g;
const SIC = /<Sic\b([^>]*)>([\s\S]*?)<\/Sic>/g;

/** Our text with all markup removed and the mends applied: what a reader reads. */
export function readingText(fragment: string): string {
  return plain(fragment.replace(MEND, (_m, _a, inner: string | undefined) => inner ?? ''));
}

/** Remove our components, keeping what each contributes to the copy's text. */
function plain(s: string): string {
  return s
    .replace(/^[ \t]*(?:<\/?(?:CopyHead|Notes|Moved|figure|figcaption|table|thead|tbody|tr)\b[^>]*>[ \t]*)+\n/gm, '')
    .replace(/<Lacuna\b[^>]*\/>/g, '')
    .replace(/<Lacuna\b[^>]*>[\s\S]*?<\/Lacuna>/g, '')
    .replace(/<(?:Diagram|Example)\b[^>]*\/>/g, '')
    .replace(/<Missing\b([^>]*)\/>/g, (_m, a: string) => attr(a, 'caption') ?? '')
    .replace(/<Page\b([^>]*)\/>/g, (_m, a: string) => `[Page ${attr(a, 'n')}]`)
    .replace(/<Fn\b([^>]*)\/>/g, (_m, a: string) => attr(a, 'n') ?? '')
    .replace(/<Note\b([^>]*)>/g, (_m, a: string) => `${attr(a, 'n')}. `)
    // A clause's tags add nothing, not even a space: a phrase may end just before the sentence's full stop.
    // Nor do a kept slip's: its words are the copy's.
    .replace(/<\/?(?:C|Sic)\b[^>]*>/g, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
}

/**
 * How a copy is divided: into paragraphs (blank lines between them; the lines inside a paragraph
 * are only wrapping), or into lines (a web page's text, one element a line, no blank lines).
 * A transcription says which in its front matter (`copy.units`); paragraphs by default.
 */
export type Units = 'paragraphs' | 'lines';

export function copyUnits(mdx: string): Units {
  return /^\s+units:\s*lines\s*$/m.test(mdx.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '') ? 'lines' : 'paragraphs';
}

/** The copy's text, rebuilt from a transcription's body: mends undone, our additions dropped. */
export function copyText(mdx: string, units: Units = copyUnits(mdx)): string {
  let body = bodyOf(mdx);
  const moved: string[] = [];
  body = body.replace(MOVED, (_m, a: string, inner: string) => {
    if (attr(a, 'from') !== 'start') throw new Error(`<Moved from="${attr(a, 'from')}">: only from="start" is supported`);
    moved.push(inner);
    return '';
  });
  body = [...moved, body].join('\n\n');
  // Our own drawings and steppers go first, so that a break joins what the copy has, not them.
  body = body.replace(/^[ \t]*<(?:Diagram|Example)\b[^>]*\/>[ \t]*$/gm, '');
  // A <Break /> opens a paragraph, line or heading the copy runs on from the one before.
  body = body.replace(/\s*\n[ \t]*(?:#{1,6}[ \t]+|[-+][ \t]+)?<Break\b[^>]*\/>[ \t]*/g, ' ');
  if (BREAK.test(body)) throw new Error('<Break /> must open a paragraph, a line or a heading');
  body = body.replace(MEND, (_m, a: string) => attr(a, 'copy') ?? '');
  return normalize(plain(body), units);
}

/**
 * What counts as text when a transcription is compared with its copy: words and punctuation,
 * paragraph by paragraph. Markdown's own markup in the copies (emphasis, heading marks, list
 * bullets, quote marks at a line's start) and the spacing of lines are not the source's text.
 */
export function normalize(text: string, units: Units = 'paragraphs'): string {
  const blocks = units === 'lines' ? text.replace(/¶/g, '\n').split('\n') : text.replace(/¶/g, '\n\n').split(/\n[ \t\u00a0]*\n/);
  return blocks
    .map((para) =>
      para
        .split('\n')
        .map((line) => line.replace(/^\s*(?:#{1,6}\s+|[-+]\s+|>\s*)+/, ''))
        .join(' ')
        .replace(/\*/g, '')
        .replace(/[\s\u00a0]+/g, ' ')
        .trim(),
    )
    .filter((p) => p.length > 0)
    .join('\n\n');
}

/** Every mend marked in a transcription, in order, with the copy's reading and ours. */
export function mends(mdx: string): MendMark[] {
  const body = bodyOf(mdx);
  const found: { at: number; mark: Omit<MendMark, 'n'> }[] = [];
  for (const m of body.matchAll(MEND)) {
    const copy = attr(m[1]!, 'copy') ?? '';
    const reading = m[2] === undefined ? '' : readingText(m[2]).replace(/\s+/g, ' ').trim();
    const kind = copy === '' ? 'insertion' : m[2] === undefined ? 'deletion' : copy === reading ? 'restyled' : 'substitution';
    found.push({ at: m.index!, mark: { copy, reading, why: attr(m[1]!, 'why') ?? '', kind } });
  }
  for (const m of body.matchAll(SIC)) {
    const words = readingText(m[2]!).replace(/\s+/g, ' ').trim();
    found.push({ at: m.index!, mark: { copy: words, reading: words, why: attr(m[1]!, 'why') ?? '', kind: 'kept' } });
  }
  for (const m of body.matchAll(BREAK)) {
    found.push({ at: m.index!, mark: { copy: '(no paragraph break)', reading: '¶', why: attr(m[1]!, 'why') ?? '', kind: 'break' } });
  }
  for (const m of body.matchAll(MOVED)) {
    const first = readingText(m[2]!).replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
    found.push({ at: m.index!, mark: { copy: `at the start: "${first} …"`, reading: 'here', why: attr(m[1]!, 'why') ?? '', kind: 'transposition' } });
  }
  return found.sort((a, b) => a.at - b.at).map((f, i) => ({ n: i + 1, ...f.mark }));
}

/**
 * The rule sentences marked with clause ids, and the phrases marked inside them, in the order
 * they open. A phrase's raw text is its own; a sentence's includes its phrases' markup.
 */
export function clauseMarks(mdx: string): ClauseMark[] {
  const body = bodyOf(mdx);
  // Where each apparatus mark stands, so a mend quoted elsewhere links to its entry on the page.
  const marks = [...body.matchAll(MEND), ...body.matchAll(SIC), ...body.matchAll(BREAK), ...body.matchAll(MOVED)].map((m) => m.index!);
  const out: (ClauseMark & { at: number })[] = [];
  const open: { id: string; from: number; at: number }[] = [];
  for (const m of body.matchAll(/<C\b([^>]*)>|<\/C>/g)) {
    if (m[0] !== '</C>') {
      open.push({ id: attr(m[1]!, 'id') ?? '', from: m.index! + m[0].length, at: m.index! });
      continue;
    }
    const c = open.pop();
    if (!c) throw new Error(`</C> with no <C> open, at "${body.slice(Math.max(0, m.index! - 40), m.index!)}"`);
    const raw = body.slice(c.from, m.index!);
    const parts = quoteParts(raw, marks.filter((at) => at < c.from).length + 1);
    out.push({ id: c.id, text: quoteText(parts), parts, raw, at: c.at });
  }
  if (open.length) throw new Error(`<C id="${open[0]!.id}"> is never closed`);
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...m }) => m);
}

export function pageBreaks(mdx: string): string[] {
  return [...bodyOf(mdx).matchAll(/<Page\b([^>]*)\/>/g)].map((m) => attr(m[1]!, 'n') ?? '');
}

export function footnotes(mdx: string): { refs: string[]; notes: string[] } {
  const body = bodyOf(mdx);
  return {
    refs: [...body.matchAll(/<Fn\b([^>]*)\/>/g)].map((m) => attr(m[1]!, 'n') ?? ''),
    notes: [...body.matchAll(/<Note\b([^>]*)>/g)].map((m) => attr(m[1]!, 'n') ?? ''),
  };
}

/** The apparatus marks are lettered (a, b, …, z, aa, ab, …) so they are not taken for footnote numbers. */
export function markLetter(n: number): string {
  let out = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) out = String.fromCharCode(97 + ((k - 1) % 26)) + out;
  return out;
}
