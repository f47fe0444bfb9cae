/**
 * The examples index's filters, in CSS alone: radio buttons (by source and game; by topic) and
 * rules that hide, with :has(), the entries and topics the checked ones leave out. Without CSS
 * or :has(), the whole list shows. Entries carry data-from="<source key> <page id>".
 */

export interface FromOption {
  key: string;
  label: string;
  /** One game of a source with several (Courlander's three), set under its source. */
  game: boolean;
}

export interface SourcePageName {
  /** The transcription's id, which names the game's page. */
  id: string;
  title: string;
  /** The source it is cited by: "Courlander". */
  author: string;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The choices of source and game, in the pages' order, and the tokens an entry from a page carries. */
export function sourceFilters(pages: SourcePageName[]): { options: FromOption[]; tokens: (page: string) => string[] } {
  const authors = [...new Set(pages.map((p) => p.author))];
  const options = authors.flatMap((a): FromOption[] => {
    const mine = pages.filter((p) => p.author === a);
    if (mine.length === 1) return [{ key: slug(a), label: `${a}: ${mine[0]!.title}`, game: false }];
    return [{ key: slug(a), label: `${a}, every game`, game: false }, ...mine.map((p) => ({ key: p.id, label: p.title, game: true }))];
  });
  const tokens = (page: string) => {
    const p = pages.find((x) => x.id === page);
    if (!p) throw new Error(`no source page "${page}"`);
    return [slug(p.author), p.id];
  };
  return { options, tokens };
}

/** The rules that filter: the radios are #from-<key> and #show-<topic anchor>; the message for nothing left is .none. */
export function filterRules(from: { options: FromOption[] }, topics: { anchor: string; examples: { from: string[] }[] }[]): string {
  const hide: string[] = [];
  const none: string[] = [];
  for (const o of from.options) {
    const on = `main:has(#from-${o.key}:checked)`;
    hide.push(`${on} li[data-from]:not([data-from~="${o.key}"])`, `${on} .topic-group:not(:has([data-from~="${o.key}"]))`);
  }
  for (const t of topics) {
    hide.push(`main:has(#show-${t.anchor}:checked) .topic-group:not(#${t.anchor})`);
    for (const o of from.options) {
      if (!t.examples.some((e) => e.from.includes(o.key))) none.push(`main:has(#from-${o.key}:checked):has(#show-${t.anchor}:checked) .none`);
    }
  }
  return `${hide.join(',')}{display:none}${none.length ? `${none.join(',')}{display:block}` : ''}`;
}
