/** The reading of ours that decided how a quoted sentence applies, named for a reader. */
export interface ReadingNamed {
  label: string;
  anchor: string;
}

/**
 * What follows a quotation's citation in its footer: where we say how we encode the sentence,
 * and the reading by which it was applied. Quotation and QuotationShown both end with them.
 */
export function QuoteLeads({ code, reading, base }: { code: string | null | undefined; reading: ReadingNamed | null; base: string }) {
  return (
    <>
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
    </>
  );
}
