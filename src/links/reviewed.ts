import reviewed from '../../content/citations.reviewed.txt?raw';
import { readCitationTable, type Citation } from '../engine/index';

let table: Citation[] | undefined;

/**
 * Every citation the engine makes, as the reviewed table (content/citations.reviewed.txt) lists
 * it, read once a build: the clauses page and the onward links (./site.ts) and each ruleset's
 * quotations (src/transcription/ruleset-quotes.ts) read it. test/engine/citations.test.ts holds it
 * equal to what the engine makes.
 */
export function reviewedCitations(): Citation[] {
  table ??= readCitationTable(reviewed);
  return table;
}
