/**
 * The quotations of every ruleset, here at once, as ./all-rulesets.ts makes every ruleset's rules
 * present: a widget test's islands then switch rulesets at once, as they do on a page once both have
 * come (src/widgets/quote-store.ts; the fetching itself is test/widgets/quote-store.test.ts's). Each
 * sentence a ruleset's steps may quote (clausesQuotedBy) gets a quotation, its words a placeholder,
 * so that every quotation's place is shown. Importing this module does it.
 */
import { clauses, rulesetIds } from '../../src/engine/index';
import type { RulesetId } from '../../src/engine/index';
import type { Quote } from '../../src/transcription/clause-index';
import { clausesQuotedBy } from '../../src/transcription/ruleset-quotes';
import { givenQuotes } from '../../src/widgets/quote-store';
import { shownQuotes } from '../../src/widgets/quote-html';
import { clauseLabel } from '../../src/words/labels';

/** A placeholder quotation of each sentence the ruleset's steps may quote. */
export function placeholderQuotes(ruleset: RulesetId): Record<string, Quote> {
  return Object.fromEntries(
    [...clausesQuotedBy(ruleset)]
      .filter((id): id is keyof typeof clauses => id in clauses)
      .map((id) => [id, { page: clauses[id].source, parts: [{ type: 'text' as const, text: 'The sentence.' }], cite: clauseLabel(id) }]),
  );
}

const quotes: Record<string, Quote> = Object.assign({}, ...rulesetIds.map(placeholderQuotes));
givenQuotes(rulesetIds, { quotes, shown: shownQuotes(quotes, '/') });
