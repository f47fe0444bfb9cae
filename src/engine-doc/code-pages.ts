/**
 * The rules as code, a page a source: each source page's sentences that a ruleset implements or
 * declares are shown once, on the code page of the page they stand on (/engine/<page>/), so a
 * reader checking one game loads that game's code and not the family's. A ruleset that cites a
 * sentence of another page (Tuz the later rounds of Gabata (Shoa I)'s) links to it there.
 */
export interface CodePage {
  /** The source page's id, which is also the code page's address. */
  id: string;
  /** The sentences standing on this page that some ruleset encodes, in the order the rulesets cite them (this page's own ruleset first). */
  clauses: string[];
  /** Sentences of other pages that this page's own ruleset cites, each with the page it stands on. */
  elsewhere: { clause: string; page: string }[];
}

export interface CitingRuleset {
  id: string;
  /** The clauses it implements, then those it declares. */
  clauses: readonly string[];
}

/** Where the code page shows how the engine encodes a sentence of a source page. */
export const codeHref = (base: string, page: string, clause: string) => `${base}engine/${page}/#code-${clause}`;

/**
 * One code page for each source page whose sentences a ruleset encodes; a ruleset's own source
 * page has its id. Rulesets come in the catalog's order, and so do the pages.
 */
export function codePages(rulesets: readonly CitingRuleset[], pageOf: (clause: string) => string | undefined): CodePage[] {
  const pages = new Map<string, CodePage>();
  const page = (id: string) => pages.get(id) ?? pages.set(id, { id, clauses: [], elsewhere: [] }).get(id)!;
  const show = (c: string, at: string) => void (page(at).clauses.includes(c) || page(at).clauses.push(c));
  for (const r of rulesets) page(r.id);
  // Each page's own ruleset first, so that its sentences come in that ruleset's order.
  for (const r of rulesets) for (const c of r.clauses) if (pageOf(c) === r.id) show(c, r.id);
  for (const r of rulesets) {
    for (const c of r.clauses) {
      const at = pageOf(c);
      if (at === undefined || at === r.id) continue;
      show(c, at);
      if (!page(r.id).elsewhere.some((e) => e.clause === c)) page(r.id).elsewhere.push({ clause: c, page: at });
    }
  }
  return [...pages.values()].filter((p) => p.clauses.length > 0 || p.elsewhere.length > 0);
}
