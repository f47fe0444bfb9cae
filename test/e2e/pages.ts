// The pages the every-page browser checks visit (site.e2e and site-static.e2e share them).
import { statSync } from 'node:fs';
import { builtPages } from '../site/built';
import { built } from './harness';

export const pages = built ? builtPages().filter((p) => p.endsWith('/')).sort() : [];
export const sourcePages = pages.filter((p) => /^\/sources\/[^/]+\/$/.test(p));
export const comparePages = pages.filter((p) => /^\/compare\/[^/]+\/$/.test(p));

/**
 * The kind of a page: the template it is made from, and for a source page the work it transcribes
 * (a work's pages share their markup: Courlander's diagrams, Walker's footnotes, the DLP's one
 * paragraph), for a worked example's page the work whose game it plays, and a game's code page (/engine/<game>/). A page made from no shared template is a kind of its own.
 */
export function kindOf(path: string): string {
  const source = /^\/sources\/([a-z]+)-[^/]+\/$/.exec(path);
  if (source) return `source: ${source[1]}`;
  const example = /^\/examples\/([a-z]+)-[^/]+\/$/.exec(path);
  if (example) return `example: ${example[1]}`;
  if (/^\/engine\/[^/]+\/$/.test(path) && path !== '/engine/records/') return 'code page';
  if (/^\/compare\/[^/]+\/$/.test(path) && !['/compare/matrix/', '/compare/custom/'].includes(path)) return 'comparison';
  return path;
}

const htmlBytes = (path: string) => statSync(new URL(`../../dist${path}index.html`, import.meta.url)).size;

/**
 * The browser sweeps visit a sample of each kind, not every page: the pages of a kind are one
 * template over different data, which the checks of the built HTML (test/site/) read page by page,
 * every one. What a browser adds (axe, the layout, requests and errors) is the template's, so a
 * kind's first and last page (in the order of their paths) and its largest (the most text, lanes or
 * diagrams) stand for it, with any page named in `also` for a feature of its own. The sweeps'
 * time then grows with the kinds of page, not with the games.
 */
export function sampleByKind(paths: readonly string[], also: readonly string[] = []): string[] {
  const byKind = new Map<string, string[]>();
  for (const path of [...paths].sort()) byKind.set(kindOf(path), [...(byKind.get(kindOf(path)) ?? []), path]);
  const chosen = new Set(also.filter((p) => paths.includes(p)));
  for (const group of byKind.values()) {
    chosen.add(group[0]!);
    chosen.add(group.at(-1)!);
    const sizes = group.map(htmlBytes);
    chosen.add(group[sizes.indexOf(Math.max(...sizes))]!);
  }
  return [...chosen].sort();
}

/**
 * Worked examples' pages with a feature of their own, visited beside their kinds' sample: one with
 * readings to switch and others it does not offer, one with two passages quoted, one a set-up
 * rather than a game.
 */
export const EXAMPLE_PAGES_CHECKED = ['dlp-second-round-two-extra', 'courlander-take-and-sow-on', 'walker-reload', 'courlander-simultaneous-opening'];

/**
 * The comparison pages axe checks at a desk's width as well as on a phone (compare.e2e checks a
 * sample of each kind on a phone, its lanes stepped to the end with their keys and sentences shown).
 * The topic pages are one template: one stands for the rest at 1280 px, beside the index, the
 * matrix and the builder.
 */
export const COMPARE_PAGES_AXED_AT_DESK = ['/compare/', '/compare/matrix/', '/compare/custom/', '/compare/reload-23/'];
export const axedAtDesk = (path: string) => !comparePages.includes(path) || COMPARE_PAGES_AXED_AT_DESK.includes(path);

/** The pages the every-page sweeps visit: each kind's sample, and the pages named above. */
export const everyPage = built ? sampleByKind(pages, [...EXAMPLE_PAGES_CHECKED.map((id) => `/examples/${id}/`), ...COMPARE_PAGES_AXED_AT_DESK]) : [];
/** The source pages the sweeps visit, in the dark theme too. */
export const sourcePagesSampled = built ? sampleByKind(sourcePages) : [];
/** The comparisons the phone's sweep steps through: each kind's sample, and the reload that ends on its point. */
export const comparePagesSampled = built ? sampleByKind(comparePages, COMPARE_PAGES_AXED_AT_DESK) : [];
