// The pages the every-page browser checks visit (site.e2e and site-static.e2e share them).
import { builtPages } from '../site/built';
import { built } from './harness';

export const pages = built ? builtPages().filter((p) => p.endsWith('/')).sort() : [];
export const sourcePages = pages.filter((p) => /^\/sources\/[^/]+\/$/.test(p));
export const comparePages = pages.filter((p) => /^\/compare\/[^/]+\/$/.test(p));
/**
 * The pages the every-page checks visit. The worked examples' own pages are one template: a few
 * stand for the rest (one with readings to switch and others it does not offer, one with two
 * passages quoted, one a set-up rather than a game), and the step-link test below opens every one
 * of them with the same record of errors and failed requests. Each example page more costs about
 * a second of axe and a second of the rest, which the suite's time would otherwise pay 37 times.
 */
export const EXAMPLE_PAGES_CHECKED = ['dlp-second-round-two-extra', 'courlander-take-and-sow-on', 'walker-reload', 'courlander-simultaneous-opening'];
export const everyPage = pages.filter((p) => !/^\/examples\/[^/]+\/$/.test(p) || EXAMPLE_PAGES_CHECKED.some((id) => p === `/examples/${id}/`));

/**
 * The comparison pages axe checks at a desk's width as well as on a phone (compare.e2e checks every
 * one on a phone, its lanes stepped to the end with their keys and sentences shown). The topic pages
 * are one template: one stands for the rest at 1280 px, beside the index, the matrix and the builder.
 */
export const COMPARE_PAGES_AXED_AT_DESK = ['/compare/', '/compare/matrix/', '/compare/custom/', '/compare/reload-23/'];
export const axedAtDesk = (path: string) => !comparePages.includes(path) || COMPARE_PAGES_AXED_AT_DESK.includes(path);
