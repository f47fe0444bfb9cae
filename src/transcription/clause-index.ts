import { clauseMarks } from './markup';

/** A rule sentence as the site quotes it: its page, and its text as we read it. */
export interface QuotedClause {
  id: string;
  page: string;
  text: string;
}

/** Every clause of every transcription, by id: the one place quotations come from. */
export function clauseIndex(entries: { id: string; body?: string }[]): Map<string, QuotedClause> {
  const index = new Map<string, QuotedClause>();
  for (const entry of entries) {
    for (const m of clauseMarks(entry.body ?? '')) index.set(m.id, { id: m.id, page: entry.id, text: m.text });
  }
  return index;
}

/** The quotations a widget needs, for the clauses given that stand in the transcriptions. */
export function quotesFor(index: Map<string, QuotedClause>, ids: Iterable<string>): Record<string, { text: string; page: string }> {
  return Object.fromEntries([...ids].flatMap((c) => {
    const q = index.get(c);
    return q ? [[c, { text: q.text, page: q.page }]] : [];
  }));
}
