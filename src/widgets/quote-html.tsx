import { render as renderToString } from 'preact-render-to-string';
import type { Quote } from '../transcription/clause-index';
import { QuoteWords } from './Quotation';
import type { ShownQuote } from './QuotationShown';

/** The sentences a stepper may cite, their words set at build (a page's props). */
export function shownQuotes(quotes: Record<string, Quote>, base: string): Record<string, ShownQuote> {
  return Object.fromEntries(Object.entries(quotes).map(([id, q]) => [id, { page: q.page, cite: q.cite, html: renderToString(<QuoteWords quote={q} base={base} />) }]));
}
