import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built';
import { THEME_SCRIPT } from '../../src/layouts/theme';
import { stepLinkScript } from '../../src/widgets/step-link';

/**
 * Size budgets, checked on the built site with the measured figures printed. The budgets sit a
 * little above what was measured when they were set (JS 30.5 KB, CSS 3.8 KB, the examples page
 * 79.7 KB, all gzip), so a regression fails.
 */
const BUDGET = {
  /**
   * JavaScript a page with widgets loads (gzip): the islands, Preact and the engine. Raised from
   * 34,000 by issue 12: readings and rulesets named in words, structured quotations (the Quotation
   * component) and the theme script every page carries: /compare/custom/ measured 36.1 KB. Issue 14
   * added the board's beans, marks, key and their words (BoardSvg, BoardKey, diagrams/marks.ts):
   * about 2.2 KB on every widget page, /compare/custom/ measured 38.3 KB, the steppers' pages 37.1
   * KB. Issue 16 brings it down again. Issue 15's sixth ruleset (the DLP's Abalala'e: its rules, its
   * readings' words, each player's own route in the diagrams) took the steppers' pages to 41.0 KB,
   * measured on the merge with its transcription.
   */
  jsPerPage: 41_500,
  /**
   * A page of lanes stepped together (CompareStepper): issue 14 §2 made the lanes show their
   * difference (the holes that differ from the first lane, a lane that cannot be played saying why,
   * the speed, the phone's keys on request), the comparisons' pages measured 38.6 KB; how each lane
   * ends is fetched on demand (a dynamic import, not counted here) when a lane first reaches its end.
   * /compare/custom/ adds the builder, which opens each example on lanes that part: 40.3 KB. Issue
   * 15's sixth ruleset: the comparisons' pages 41.7 KB, /compare/custom/ 43.5 KB.
   */
  jsComparePage: 44_000,
  /**
   * The play page carries a whole game on top of the engine (the set-up form, the computer
   * players, records in and out): measured 35.3 KB when set; issue 12 (readers' words, phrase
   * citations, structured quotations, the theme script) took it to 39.2 KB, issue 14's board (beans,
   * marks, key) to 41.4 KB, the comparisons merged beside it 41.7 KB, issue 15's sixth ruleset 44.7 KB. Its stepper is fetched on demand (a dynamic import, not counted here)
   * the first time a move is opened in it.
   */
  jsPlayPage: 45_000,
  /**
   * The position lab: the editor, its checks and its address (3.6 KB) on top of the comparison
   * stepper it shares with /compare/custom/: measured 40.3 KB, and 42.1 KB once that stepper marked
   * and counted the holes that differ. Issue 16 cuts every page down. Issue 15's sixth ruleset: 45.2 KB.
   */
  jsLabPage: 45_500,
  /**
   * CSS per page (gzip). Raised from 4,500, which the play page had reached, when readings became
   * wrapping 24px touch targets, and quotations, citations and the remembered theme got their styles.
   * Issue 13's navigation (the menu, On this page, previous/next, the header's search: about 600 on
   * every page) was paid for by moving the rules matrix's and the lanes' styles to the pages that use
   * them; the matrix page, its styles compressed apart, is now the heaviest: 4,796 measured.
   * Issue 14 moved the board's styles out of the global sheet (pages without a board lost 0.3 KB)
   * into its own (src/diagrams/board.css: 1.0 KB with the key's drawings and the text sizes for
   * phone and desktop): pages with a board measured 4.8 KB, the play page 5.3 KB.
   */
  // The position lab (the editor's styles on top of the comparison lanes') is the heaviest: 5.4 KB.
  cssPerPage: 5_500,
  /**
   * The heaviest page: HTML + CSS + JS, gzip. Once /examples/ (37 steppers, 93.2 KB with issue 14's
   * beans and keys) became an index, the heaviest is Courlander's Abalalà, 83.0 KB measured; 89.9 KB
   * with issue 15's sixth ruleset in its steppers' script.
   */
  largestPage: 91_000,
  /** The theme script every page carries inline (src/layouts/theme.ts), raw bytes: measured 628 when set. */
  themeScript: 1_024,
  /**
   * The script that lands a shared step link (src/widgets/step-link.ts), raw bytes: inline once on
   * each page with steppers, and on the examples index, whose old links it sends on. Measured 980 when set.
   */
  stepLinkScript: 1_024,
};
const STEP_LINK_SCRIPT = stepLinkScript('/');

const dist = new URL('../../dist/', import.meta.url);
const gz = (text: string | Buffer) => gzipSync(text).length;
const read = (path: string) => readFileSync(new URL(path.replace(/^\//, ''), dist));

/** Every JS module a page loads: its scripts and islands, and what they import, transitively. */
function scriptsOf(html: string): Set<string> {
  const roots = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = read(path).toString();
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) visit(`/_astro/${m[1]!.slice(2)}`);
  };
  roots.forEach(visit);
  return seen;
}

const measured = builtPages().map((path) => {
  const html = read(path.endsWith('/') ? `${path}index.html` : path).toString();
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.trim().length > 0);
  const js = [...scriptsOf(html)].reduce((n, p) => n + gz(read(p)), 0) + inline.reduce((n, s) => n + gz(s), 0);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/_astro\/[^"]+\.css)"/g)].reduce((n, m) => n + gz(read(m[1]!)), 0) +
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + gz(m[1]!), 0);
  // A widget: a Preact island, or the search page's Pagefind box (data-widget).
  const widgets = html.includes('<astro-island') || html.includes('data-widget=');
  const others = inline.filter((s) => s !== THEME_SCRIPT && s !== STEP_LINK_SCRIPT);
  const theme = inline.filter((s) => s === THEME_SCRIPT).length;
  const stepLink = inline.filter((s) => s === STEP_LINK_SCRIPT).length;
  const lanes = html.includes('class="compare-stepper');
  return { path, html: gz(html), js, css, widgets, lanes, theme, stepLink, scripts: others.length + scriptsOf(html).size, total: gz(html) + js + css };
});

describe('size budgets', () => {
  it('prints the figures', () => {
    console.log(
      ['page                                   html gz   css gz    js gz   total', ...measured.map((m) => `${m.path.padEnd(38)} ${String(m.html).padStart(7)} ${String(m.css).padStart(8)} ${String(m.js).padStart(8)} ${String(m.total).padStart(7)}`)].join('\n'),
    );
    expect(measured.length).toBeGreaterThan(20);
  });

  it('ships no JavaScript on a page without widgets but the inline theme script (and on the examples index, the step-link script), which is small', () => {
    const bytes = Buffer.byteLength(THEME_SCRIPT);
    console.log(`theme script: ${bytes} bytes, ${gz(THEME_SCRIPT)} gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGET.themeScript);
    const plain = measured.filter((m) => !m.widgets);
    expect(plain.length).toBeGreaterThan(5);
    for (const m of plain) {
      expect(m.theme, `${m.path}: the theme script, once`).toBe(1);
      expect(m.scripts, `${m.path}: any other script`).toBe(0);
    }
  });

  it('lands step links with one small script, once on every page with steppers and on the examples index', () => {
    const bytes = Buffer.byteLength(STEP_LINK_SCRIPT);
    console.log(`step-link script: ${bytes} bytes, ${gz(STEP_LINK_SCRIPT)} gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGET.stepLinkScript);
    for (const m of measured) {
      const html = read(m.path.endsWith('/') ? `${m.path}index.html` : m.path).toString();
      const steppers = html.includes('class="stepper"');
      expect(m.stepLink, `${m.path}: the step-link script`).toBe(steppers || m.path === '/examples/' ? 1 : 0);
    }
  });

  it('keeps JavaScript and CSS per page within budget', () => {
    for (const m of measured) {
      expect(m.js, `${m.path} JS`).toBeLessThanOrEqual(m.path === '/play/' ? BUDGET.jsPlayPage : m.path === '/lab/' ? BUDGET.jsLabPage : m.lanes ? BUDGET.jsComparePage : BUDGET.jsPerPage);
      expect(m.css, `${m.path} CSS`).toBeLessThanOrEqual(BUDGET.cssPerPage);
    }
  });

  it('keeps the largest page within budget', () => {
    const largest = Math.max(...measured.map((m) => m.total));
    expect(largest).toBeLessThanOrEqual(BUDGET.largestPage);
  });
});
