/**
 * The transcriptions' marked clauses, read from content/sources/ as the site reads them: what
 * several tests need to find the source page a clause stands on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { clauseMarks, type ClauseMark } from '../../src/transcription/markup';

const dir = new URL('../../content/sources/', import.meta.url);

/** Every clause of every transcription, in file order, with the page (the transcription's id) it stands on. */
export const transcribedClauses: readonly (ClauseMark & { page: string })[] = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .flatMap((f) => clauseMarks(readFileSync(new URL(f, dir), 'utf8')).map((m) => ({ ...m, page: f.replace(/\.mdx$/, '') })));

/** The page each clause stands on, by the clause's id. */
export const pageOfClause: ReadonlyMap<string, string> = new Map(transcribedClauses.map((m) => [m.id, m.page]));
