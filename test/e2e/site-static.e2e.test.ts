// The built pages without JavaScript and under axe, apart from site.e2e so that the two long
// every-page runs go in parallel (vitest runs one file per worker).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeSource, base, open, TIMEOUT, until, useSite, visitAll } from './harness';
import { everyPage, sourcePages } from './pages';

useSite();

describe('the built pages, read without JavaScript and checked by axe', () => {
  it('shows every page’s text, and every source’s diagrams, without JavaScript', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    for (const path of everyPage) {
      await page.goto(base + path);
      const main = (await page.locator('main').innerText()).trim();
      expect(main.length, `the text of ${path}`).toBeGreaterThan(200);
      // A transcription with no diagram or worked example set in it yet (the Abalala'e page, until its examples come) draws none.
      if (sourcePages.includes(path) && /<(?:Diagram|Example)\b/.test(readFileSync(new URL(`../../content/sources${path.slice('/sources'.length, -1)}.mdx`, import.meta.url), 'utf8'))) {
        // Each diagram's id (or its place) and whether it shows, in one look at the page.
        const boards = await page.locator('svg.board[role="img"]').evaluateAll((svgs) =>
          svgs.map((svg, i) => {
            const box = svg.getBoundingClientRect();
            return { board: svg.id || `#${i}`, visible: svg.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0 };
          }),
        );
        expect(boards.length, `diagrams on ${path}`).toBeGreaterThan(0);
        expect(boards.filter((b) => !b.visible), `hidden diagrams on ${path}`).toEqual([]);
      }
    }
    await close();
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

  async function axeAll(paths: string[], colorScheme: 'light' | 'dark') {
    const { page, close } = await open({ colorScheme });
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(base + path);
      await visitAll(page);
      if (path === '/search/') await until('the search UI', async () => (await page.locator('#search input').count()) > 0);
      found.push(...(await axeViolations(page, path)));
    }
    await close();
    expect(found, found.join('\n')).toEqual([]);
  }

  it('has no axe violations on any page (light theme)', () => axeAll(everyPage, 'light'), 90_000);
  it('has no axe violations on the source pages (dark theme)', () => axeAll(sourcePages, 'dark'), 90_000);
});
