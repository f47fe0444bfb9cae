/**
 * What a search result is, as the search page labels it and filters by: a page carries its kind
 * as a Pagefind filter (`data-pagefind-filter="kind:…"`) on its indexed body. Once any page marks
 * its body (data-pagefind-body), Pagefind indexes only pages that do: these kinds are the index.
 */
export const SEARCH_KINDS = ['Transcription', 'Worked example', 'Comparison', 'Reading', 'Glossary'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
