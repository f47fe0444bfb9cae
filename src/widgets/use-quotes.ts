import { useMemo, useState } from 'preact/hooks';
import { fetchedQuotes, givenQuotes, type RulesetQuotes } from './quote-store';

/**
 * An island's quotations: those its page gave in its props for the rulesets it opens on (`given`,
 * for `rulesets`), and every ruleset's fetched since with its rules (./use-rules.ts), in the form
 * the island shows them (`form`: the sentences' parts, or their words as set for a lane). The store
 * learns once, on the first render, which rulesets' quotations the page gave, so that none is fetched again.
 */
export function useQuotes<F extends keyof RulesetQuotes>(given: RulesetQuotes[F], rulesets: readonly string[], form: F): RulesetQuotes[F] {
  useState(() => givenQuotes(rulesets));
  const fetched = fetchedQuotes();
  return useMemo(() => ({ ...given, ...fetched[form] }) as RulesetQuotes[F], [given, fetched.version]);
}
