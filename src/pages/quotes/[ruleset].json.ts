import { rulesetIds, type RulesetId } from '../../engine/index';
import { rulesetQuotes } from '../../transcription/ruleset-quotes';
import { siteClauseIndex } from '../../transcription/site-index';
import { shownQuotes } from '../../widgets/quote-html';
import type { RulesetQuotes } from '../../widgets/quote-store';

/**
 * Each ruleset's quotations as data, /quotes/<id>.json (their parts, and their words set as the lanes show them): what the play page, the lab and the
 * comparison builder fetch with a ruleset's rules when the reader turns to it, so that each page
 * carries the sentences of the games it opens on, not of every game (src/widgets/quote-store.ts).
 */
export function getStaticPaths() {
  return rulesetIds.map((ruleset) => ({ params: { ruleset } }));
}

export async function GET({ params }: { params: { ruleset: RulesetId } }): Promise<Response> {
  const quotes = rulesetQuotes(await siteClauseIndex(), [params.ruleset]);
  const data: RulesetQuotes = { quotes, shown: shownQuotes(quotes, import.meta.env.BASE_URL) };
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
}
