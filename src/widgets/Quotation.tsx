import { render } from 'preact';
import type { Quote } from '../transcription/clause-index';
import type { ShownQuote } from './QuotationShown';
import type { QuotePart } from '../transcription/quote';
import { endsRaised, mendMark, mendName } from './quotation-words';

/**
 * A source's sentence, quoted: the one way the site sets a quotation, on its pages (rendered at
 * build) and in its widgets. The source's footnote numbers are raised and link to the note on the
 * source page; our mends carry their apparatus letter, set apart from a footnote number; a page
 * break of the copy is a small marker. None of them is copied with the words. The footer cites the
 * sentence as a scholar would.
 */
export interface QuotationProps {
  /** The clause id: the anchor of the sentence on its source page. */
  id: string;
  quote: Quote;
  base: string;
  /** Set inside running text (the play page's lines) rather than as a block. */
  inline?: boolean;
  /** Leave out the footer (where the heading above already cites the sentence). */
  bare?: boolean;
  /** Where the code that encodes the sentence is shown (engine-doc/code-pages.ts's codeHref), if it is. */
  code?: string;
  /** The reading of ours that decided how the sentence applies, named for a reader. */
  reading?: { label: string; anchor: string } | null;
}

const sourceHref = (base: string, q: Quote) => `${base}sources/${q.page}/`;

/**
 * The marks (footnote numbers, apparatus letters, page breaks) are drawn by CSS from their
 * `data-mark` (global.css), not written as text: selecting and copying a quotation gives the
 * source's words alone, while each mark stays a link with a name a screen reader reads.
 */
function Parts({ parts, href }: { parts: QuotePart[]; href: string }) {
  return (
    <>
      {parts.map((p) => {
        if (p.type === 'text') return p.text;
        if (p.type === 'fn') {
          return (
            <sup class="q-fn">
              <a href={`${href}#fn-${p.n}`} aria-label={`footnote ${p.n}`} data-mark={p.n} />
            </sup>
          );
        }
        if (p.type === 'page') return <span class="q-page" role="note" aria-label={`page ${p.n} begins`} data-mark={`| p. ${p.n}`} />;
        const inserted = p.copy === '' && p.parts.length > 0 && !p.kept;
        return (
          <span class="q-mend">
            {inserted && '⟨'}
            <Parts parts={p.parts} href={href} />
            {inserted && '⟩'}
            <sup class={endsRaised(p.parts) ? 'q-mend-mark apart' : 'q-mend-mark'}>
              <a href={`${href}#apparatus-${p.n}`} aria-label={mendName(p)} data-mark={mendMark(p)} />
            </sup>
          </span>
        );
      })}
    </>
  );
}

/** A quotation's words alone, as its block sets them (the steppers get them so, set at build: quote-html.tsx). */
export function QuoteWords({ quote, base }: { quote: Quote; base: string }) {
  return <Parts parts={quote.parts} href={sourceHref(base, quote)} />;
}

/** The words of quotations set in the browser, as the steppers take them (the play page opening a stepper; pages set them at build: quote-html.tsx). */
export function shownQuotesHere(quotes: Record<string, Quote>, base: string): Record<string, ShownQuote> {
  const box = document.createElement('div');
  return Object.fromEntries(
    Object.entries(quotes).map(([id, q]) => {
      render(<QuoteWords quote={q} base={base} />, box);
      return [id, { page: q.page, cite: q.cite, html: box.innerHTML }];
    }),
  );
}

/** The citation alone: "Walker, Gabata, rule 5", linked to the sentence on its source page. */
export function ClauseCite({ id, quote, base }: { id: string; quote: Quote; base: string }) {
  return (
    <cite class="q-cite">
      <a href={`${sourceHref(base, quote)}#${id}`}>{quote.cite}</a>
    </cite>
  );
}

export function Quotation({ id, quote, base, inline = false, bare = false, code, reading = null }: QuotationProps) {
  const href = sourceHref(base, quote);
  if (inline) {
    return (
      <>
        <q class="quote-inline" cite={`${href}#${id}`}>
          <Parts parts={quote.parts} href={href} />
        </q>{' '}
        <ClauseCite id={id} quote={quote} base={base} />
      </>
    );
  }
  // A quotation repeats a source's words on our pages: search should find the source first.
  return (
    <blockquote class="quote" cite={`${href}#${id}`} data-pagefind-weight="0.2">
      <p>
        <Parts parts={quote.parts} href={href} />
      </p>
      {!bare && (
        <footer>
          <ClauseCite id={id} quote={quote} base={base} />
          {code && (
            <>
              {' · '}
              <a href={code}>how we encode it</a>
            </>
          )}
          {reading && (
            <>
              {' · as read by '}
              <a href={`${base}readings/#${reading.anchor}`}>{reading.label}</a>
            </>
          )}
        </footer>
      )}
    </blockquote>
  );
}
