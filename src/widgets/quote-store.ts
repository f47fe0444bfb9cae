import type { Quote } from '../transcription/clause-index';
import type { ShownQuote } from './QuotationShown';

/**
 * The quotations an island may show beside the steps it plays, by ruleset: those of the rulesets
 * a page opens on come in its props (givenQuotes), and any other ruleset's are fetched from
 * /quotes/<id>.json (src/pages/quotes/) with its rules (./use-rules.ts), so that a page that can
 * play every game carries the sentences of the games it shows, not of every game.
 */
export type QuoteSource = (ruleset: string) => Promise<RulesetQuotes>;

/** A ruleset's quotations, /quotes/<id>.json: each sentence's parts, and its words as set at build (what the lanes show). */
export interface RulesetQuotes {
  quotes: Record<string, Quote>;
  shown: Record<string, ShownQuote>;
}

const base = import.meta.env?.BASE_URL ?? '/';

const fromSite: QuoteSource = async (ruleset) => {
  const r = await fetch(`${base}quotes/${encodeURIComponent(ruleset)}.json`);
  if (!r.ok) throw new Error(`the quotations of ${ruleset} could not be fetched (HTTP ${r.status})`);
  return (await r.json()) as RulesetQuotes;
};

let source: QuoteSource = fromSite;
/** Every quotation fetched so far, by clause id, in both forms. */
const fetched: Record<string, Quote> = {};
const fetchedShown: Record<string, ShownQuote> = {};
/** The rulesets whose quotations are here: given by the page, or fetched. */
const present = new Set<string>();
const pending = new Map<string, Promise<void>>();
let version = 0;

/** Where quotations come from: the site (by default), or a test's own. */
export function setQuoteSource(s: QuoteSource | null): void {
  source = s ?? fromSite;
}

/**
 * The quotations of these rulesets are here: the page gave them in its props (an island's own, set
 * as it needs them), or `quotes` holds them (kept with the fetched ones).
 */
export function givenQuotes(rulesets: readonly string[], quotes?: RulesetQuotes): void {
  for (const id of rulesets) present.add(id);
  if (quotes) keep(quotes);
}

function keep({ quotes, shown }: RulesetQuotes): void {
  Object.assign(fetched, quotes);
  Object.assign(fetchedShown, shown);
  version++;
}

export const hasQuotes = (ruleset: string): boolean => present.has(ruleset);

/** Fetch a ruleset's quotations, once; a failed fetch is not kept, so the next turn to it tries again. */
export function loadQuotes(ruleset: string): Promise<void> {
  if (present.has(ruleset)) return Promise.resolve();
  let got = pending.get(ruleset);
  if (!got) {
    got = source(ruleset).then(
      (quotes) => {
        keep(quotes);
        present.add(ruleset);
        pending.delete(ruleset);
      },
      (e: unknown) => {
        pending.delete(ruleset);
        throw e;
      },
    );
    pending.set(ruleset, got);
  }
  return got;
}

/** The quotations fetched so far, in both forms, and a count that changes whenever more arrive (for a memo's inputs). */
export const fetchedQuotes = (): { quotes: Readonly<Record<string, Quote>>; shown: Readonly<Record<string, ShownQuote>>; version: number } => ({ quotes: fetched, shown: fetchedShown, version });
