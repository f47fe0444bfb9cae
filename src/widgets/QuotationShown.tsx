import { codeHref } from '../engine-doc/code-pages';
import { QuoteLeads, type ReadingNamed } from './QuoteLeads';
/**
 * A source's sentence as the steppers show it: the quotation's words set at build by Quotation
 * (its footnote numbers, mends and page breaks, in HTML: see quote-html.tsx), the footer made
 * here, where the reading that decided the step changes as the reader steps. The same markup as
 * Quotation's block, without the tables that set the words travelling to the browser.
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
  reading?: ReadingNamed | null;
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
        <QuoteLeads code={encoded ? codeHref(base, quote.page, id) : null} reading={reading} base={base} />
      </footer>
    </blockquote>
  );
}
