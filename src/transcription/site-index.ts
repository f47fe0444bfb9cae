import { getCollection } from 'astro:content';
import { clauseIndex, type QuotedClause } from './clause-index';

let built: Promise<Map<string, QuotedClause>> | undefined;

/**
 * Every clause of the site's transcriptions (./clause-index.ts), worked out once a build: nearly
 * every page quotes a sentence, and each page making it anew cost the build some 7 CPU-seconds.
 * The dev server makes it anew for each page, so that an edited transcription shows at once.
 */
export function siteClauseIndex(): Promise<Map<string, QuotedClause>> {
  if (import.meta.env.DEV) return getCollection('sources').then(clauseIndex);
  built ??= getCollection('sources').then(clauseIndex);
  return built;
}
