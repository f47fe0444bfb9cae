/**
 * A rule sentence as the site quotes it: not plain text, but runs of text with the marks a reader
 * needs to keep apart from the words (the source's footnote references, the copy's page breaks,
 * our mends), so that a footnote number is never run into the word before it ("holes1") and a
 * page break does not read as part of the sentence ("as [Page 22] before").
 */
export type QuotePart =
  | { type: 'text'; text: string }
  /** The source's footnote reference: its note is at the foot of the source page, #fn-<n>. */
  | { type: 'fn'; n: string }
  /** The copy's page break: page n begins here. */
  | { type: 'page'; n: string }
  /**
   * Our mend: what we read (its parts), the copy's reading, and its apparatus entry, #apparatus-<n>.
   * `kept`: a probable slip kept as the copy has it (<Sic>), its words the copy's.
   */
  | { type: 'mend'; n: number; copy: string; parts: QuotePart[]; kept?: true };

const attr = (tag: string, name: string): string => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
const TAG = /<(\/?)([A-Za-z]+)\b([^>]*?)(\/?)>/g;

/**
 * The parts of a clause's markup (the inside of a <C>). `firstMend` is the apparatus number of
 * the first mend in it: mends are numbered through the page in document order.
 */
export function quoteParts(raw: string, firstMend: number): QuotePart[] {
  const root: QuotePart[] = [];
  const stack: QuotePart[][] = [root];
  let mend = firstMend;
  let lacuna = 0;
  let at = 0;
  const text = (s: string) => {
    if (lacuna > 0 || s === '') return;
    const top = stack.at(-1)!;
    const last = top.at(-1);
    if (last?.type === 'text') last.text += s;
    else top.push({ type: 'text', text: s });
  };
  for (const m of raw.matchAll(TAG)) {
    text(raw.slice(at, m.index));
    at = m.index! + m[0].length;
    const [, closing, name, attrs, selfClosing] = m;
    const top = stack.at(-1)!;
    if (name === 'Lacuna') lacuna += closing ? -1 : selfClosing ? 0 : 1;
    else if (name === 'Fn') top.push({ type: 'fn', n: attr(attrs!, 'n') });
    else if (name === 'Page') top.push({ type: 'page', n: attr(attrs!, 'n') });
    else if ((name === 'Mend' || name === 'Sic') && closing) stack.pop();
    else if (name === 'Sic') {
      const part: QuotePart = { type: 'mend', n: mend++, copy: '', parts: [], kept: true };
      top.push(part);
      stack.push(part.parts);
    } else if (name === 'Mend') {
      const part: QuotePart = { type: 'mend', n: mend++, copy: attr(attrs!, 'copy'), parts: [] };
      top.push(part);
      if (!selfClosing) stack.push(part.parts);
    }
  }
  text(raw.slice(at));
  return tidy(root, true, true);
}

/** Runs of white space as one space, none at the quotation's ends; empty runs dropped. */
function tidy(parts: QuotePart[], first: boolean, last: boolean): QuotePart[] {
  return parts.flatMap((p, i): QuotePart[] => {
    if (p.type === 'mend') return [{ ...p, parts: tidy(p.parts, first && i === 0, last && i === parts.length - 1) }];
    if (p.type !== 'text') return [p];
    let t = p.text.replace(/\s+/g, ' ');
    if (first && i === 0) t = t.trimStart();
    if (last && i === parts.length - 1) t = t.trimEnd();
    return t === '' ? [] : [{ type: 'text', text: t }];
  });
}

/** The sentence's words alone, as we read it: footnote references and page breaks left out. */
export function quoteText(parts: QuotePart[]): string {
  const words = (ps: QuotePart[]): string => ps.map((p) => (p.type === 'text' ? p.text : p.type === 'mend' ? words(p.parts) : '')).join('');
  return words(parts).replace(/\s+/g, ' ').replace(/ ([.,;:])/g, '$1').trim();
}

/** The copy's reading of a mend, said in words: a paragraph break is not read out as "¶". */
export function copyWords(copy: string): string {
  return copy === '' ? 'nothing here' : `“${copy.replace(/\s*¶\s*/g, ' (a paragraph break) ').replace(/\s+/g, ' ').trim()}”`;
}
