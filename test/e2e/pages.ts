// The pages the every-page browser checks visit (site.e2e and site-static.e2e share them).
import { readFileSync } from 'node:fs';
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

const html = (path: string) => readFileSync(new URL(`../../dist${path}index.html`, import.meta.url), 'utf8');

/**
 * The boards a page draws, by their shapes (an svg.board's width and height in its viewBox: three
 * rows, two rows of six, the two-row boards of other widths), or "none".
 */
export function boardsOf(page: string): string {
  const shapes = [...page.matchAll(/<svg class="board"[^>]*? viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/g)].map((m) => `${m[1]}x${m[2]}`);
  return [...new Set(shapes)].sort().join('+') || 'none';
}

/**
 * The browser sweeps visit a sample of each kind, not every page: the pages of a kind are one
 * template over different data, which the checks of the built HTML (test/site/) read page by page,
 * every one. What a browser adds (axe, the layout, requests and errors) is the template's and the
 * board's, so a kind stands in the sweeps by its largest page (the most text, lanes or diagrams)
 * for each set of board shapes its pages draw (a DLP source page of a three-row game, of a two-row
 * game of six holes a row, of several boards), with any page named in `also` for a feature of its
 * own. Largest, then first by path where two weigh the same, so the sample is the same from one
 * build of the same pages to the next. The sweeps' time then grows with the kinds of page and the
 * boards, not with the games. (It was each kind's first, last and largest page: 42 pages, now 39,
 * and each board shape of a kind is now sure to be among them.)
 */
export function sampleByKind(paths: readonly string[], also: readonly string[] = []): string[] {
  const largest = new Map<string, { path: string; bytes: number }>();
  for (const path of [...paths].sort()) {
    const page = html(path);
    const group = `${kindOf(path)} / ${boardsOf(page)}`;
    if ((largest.get(group)?.bytes ?? -1) < page.length) largest.set(group, { path, bytes: page.length });
  }
  const chosen = new Set([...also.filter((p) => paths.includes(p)), ...[...largest.values()].map((l) => l.path)]);
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
