import { rulesets, type RulesetId } from '../engine/index';
import { reviewedCitations } from '../links/reviewed';
import { quotesFor, type Quote, type QuotedClause } from './clause-index';

let cited: Map<string, Set<string>> | undefined;

/**
 * The sentences a game of the ruleset may quote beside its steps: those its rules implement, and
 * those the reviewed table of citations (content/citations.reviewed.txt, which the tests hold
 * equal to what the engine cites) says its steps cite.
 */
export function clausesQuotedBy(id: RulesetId): Set<string> {
  if (!cited) {
    cited = new Map();
    for (const c of reviewedCitations()) {
      if (!cited.has(c.ruleset)) cited.set(c.ruleset, new Set());
      cited.get(c.ruleset)!.add(c.clause);
    }
  }
  return new Set([...rulesets[id].implements, ...(cited.get(id) ?? [])]);
}

/**
 * The quotations the games of these rulesets may show: what a page that plays them carries for the
 * rulesets it opens on, and /quotes/<id>.json for any other, fetched with its rules (src/widgets/quote-store.ts).
 */
export function rulesetQuotes(index: Map<string, QuotedClause>, ids: readonly RulesetId[]): Record<string, Quote> {
  return quotesFor(index, new Set(ids.flatMap((id) => [...clausesQuotedBy(id)])));
}
