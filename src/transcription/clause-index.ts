import { isSourceClause, type SourceId } from '../engine/index';
import { clauseLabel } from '../words/labels';
import { witness } from '../words/witnesses';
import { clauseMarks } from './markup';
import type { QuotePart } from './quote';

/** A rule sentence as a quotation shows it: the source page it stands on, its parts, and how it is cited. */
export interface Quote {
  page: string;
  parts: QuotePart[];
  /** "Walker, Gabata, rule 5", "Courlander, Abalalà, p. 21": its witness and where it stands, as a scholar cites it. */
  cite: string;
}

export interface QuotedClause extends Quote {
  id: string;
  /** The sentence's words alone. */
  text: string;
  /** Where it stands in its source, read off the transcription: "p. 21", "pp. 22-23", "rule 5". */
  where: string;
}

/** What the index needs of a transcription: its id, its body, and its front matter's source and pages. */
export interface SourceEntry {
  id: string;
  body?: string;
  data: { source: string; pages?: string };
}

/** Every clause of every transcription, by id: the one place quotations come from. */
export function clauseIndex(entries: SourceEntry[]): Map<string, QuotedClause> {
  const index = new Map<string, QuotedClause>();
  for (const entry of entries) {
    const body = entry.body ?? '';
    for (const m of clauseMarks(body)) {
      const where = whereIn(body, m.id, entry.data.pages);
      const cite = isSourceClause(m.id) ? clauseLabel(m.id) : `${witness(entry.data.source as Exclude<SourceId, 'notes'>).cite}, ${where}`;
      index.set(m.id, { id: m.id, page: entry.id, parts: m.parts, text: m.text, where, cite });
    }
  }
  return index;
}

/**
 * Where a clause stands: a numbered rule by its number, a footnote's sentence by its note;
 * otherwise the page it begins on (the section's first page, or the last page break before it)
 * and the page it runs onto, if any.
 */
export function whereIn(body: string, id: string, pages?: string): string {
  const rule = id.match(/\.rule-(\d+)(?:\.[a-z0-9-]+)?$/);
  if (rule) return `rule ${rule[1]}`;
  const first = pages?.match(/\d+/)?.[0];
  const start = body.search(new RegExp(`<C\\b[^>]*\\bid="${id.replace(/[.]/g, '\\.')}"`));
  if (start < 0) return pages ?? '';
  const note = body.slice(0, start).match(/<Note\s+n="(\d+)">(?![\s\S]*<\/Note>)[\s\S]*$/)?.[1];
  if (note) return `note ${note}`;
  if (!first) return pages ?? '';
  const before = [...body.slice(0, start).matchAll(/<Page\s+n="(\d+)"/g)].at(-1)?.[1] ?? first;
  const inside = body.slice(start, body.indexOf('</C>', start)).match(/<Page\s+n="(\d+)"/)?.[1];
  return inside ? `pp. ${before}-${inside}` : `p. ${before}`;
}

/** The quotations a widget needs, for the clauses given that stand in the transcriptions. */
export function quotesFor(index: Map<string, QuotedClause>, ids: Iterable<string>): Record<string, Quote> {
  return Object.fromEntries([...ids].flatMap((c) => {
    const q = index.get(c);
    return q ? [[c, { page: q.page, parts: q.parts, cite: q.cite }]] : [];
  }));
}
