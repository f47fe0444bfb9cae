// The built pages without JavaScript, and every page loaded once for its errors and requests and
// checked by axe; apart from site.e2e so that the long runs go in parallel (a file per worker).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSource, base, sweep, TIMEOUT, until, useSite, visitAll } from './harness';
import { everyPage, sourcePages } from './pages';

useSite();

describe('the built pages, read without JavaScript and checked by axe', () => {
  it('shows every page’s text, and every source’s diagrams, without JavaScript', async () => {
    const found = await sweep(everyPage, { javaScriptEnabled: false }, async ({ page }, path) => {
      await page.goto(base + path);
      const faults: string[] = [];
      const main = (await page.locator('main').innerText()).trim();
      if (main.length <= 200) faults.push(`${path}: only ${main.length} characters of text`);
      // A transcription with no diagram or worked example set in it draws none.
      if (sourcePages.includes(path) && /<(?:Diagram|Example)\b/.test(readFileSync(new URL(`../../content/sources${path.slice('/sources'.length, -1)}.mdx`, import.meta.url), 'utf8'))) {
        // Each diagram's id (or its place) and whether it shows, in one look at the page.
        const boards = await page.locator('svg.board[role="img"]').evaluateAll((svgs) =>
          svgs.map((svg, i) => {
            const box = svg.getBoundingClientRect();
            return { board: svg.id || `#${i}`, visible: svg.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0 };
          }),
        );
        if (boards.length === 0) faults.push(`${path}: no diagram`);
        faults.push(...boards.filter((b) => !b.visible).map((b) => `${path}: diagram ${b.board} hidden`));
      }
      return faults;
    });
    expect(found, found.join('\n')).toEqual([]);
  }, TIMEOUT);

  interface Violation {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }

  async function axeViolations(page: Page, path: string): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      // The Pagefind UI on /search/ is third-party markup; it is checked like the rest (no exclusion needed so far).
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    });
    return violations.map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`)
          .join('; ')}`,
    );
  }

  /**
   * One visit a page for two checks: it loads with no errors, failed or off-site requests (its
   * islands all hydrated), and axe finds nothing on it.
   */
  async function axeAll(paths: string[], colorScheme: 'light' | 'dark') {
    const found = await sweep(paths, { colorScheme }, async ({ page, problems, visit, settle }, path) => {
      problems.length = 0;
      await visit(path);
      await visitAll(page);
      if (path === '/search/') await until('the search UI', async () => (await page.locator('#search input').count()) > 0);
      const faults = await axeViolations(page, path);
      await settle();
      return [...faults, ...problems.map((p) => `${path}: ${p}`)];
    });
    expect(found, found.join('\n')).toEqual([]);
  }

  it('loads every page with no errors, failed requests or off-site requests, and axe finds no violations on it (light theme)', () => axeAll(everyPage, 'light'), 90_000);
  it('has no axe violations on the source pages (dark theme)', () => axeAll(sourcePages, 'dark'), 90_000);
});
