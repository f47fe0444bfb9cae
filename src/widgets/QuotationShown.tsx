import { codeHref } from '../engine-doc/code-pages';
/**
 * A source's sentence as the steppers show it: the quotation's words set at build by Quotation
 * (its footnote numbers, mends and page breaks, in HTML: see quote-html.tsx), the footer made
 * here, where the reading that decided the step changes as the reader steps. The same markup as
 * Quotation's block, without the tables that set the words travelling to the browser: its footer's
 * leads are Quotation's again rather than shared, since the play page loads Quotation and not this,
 * and a module of both would cost every widget page a chunk or the play page this one's.
 */
export interface ShownQuote {
  /** The source page the sentence stands on. */
  page: string;
  cite: string;
  /** The sentence's words, as Quotation sets them. */
  html: string;
}

export interface QuotationShownProps {
  id: string;
  quote: ShownQuote;
  base: string;
  encoded?: boolean;
  reading?: { label: string; anchor: string } | null;
}

export function QuotationShown({ id, quote, base, encoded = false, reading = null }: QuotationShownProps) {
  const href = `${base}sources/${quote.page}/`;
  return (
    <blockquote class="quote" cite={`${href}#${id}`} data-pagefind-weight="0.2">
      <p dangerouslySetInnerHTML={{ __html: quote.html }} />
      <footer>
        <cite class="q-cite">
          <a href={`${href}#${id}`}>{quote.cite}</a>
        </cite>
        {encoded && (
          <>
            {' · '}
            <a href={codeHref(base, quote.page, id)}>how we encode it</a>
          </>
        )}
        {reading && (
          <>
            {' · as read by '}
            <a href={`${base}readings/#${reading.anchor}`}>{reading.label}</a>
          </>
        )}
      </footer>
    </blockquote>
  );
}
