// The built pages without JavaScript, and a sample of each kind of page (./pages.ts) loaded once for
// its errors and requests and checked by axe; apart from site.e2e so that the long runs go in parallel (a file per worker).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axe, base, inTheme, sweep, TIMEOUT, until, useSite, visitAll } from './harness';
import { axedAtDesk, everyPage, sourcePages, sourcePagesSampled } from './pages';

useSite();

describe('the built pages, read without JavaScript and checked by axe', () => {
  it('shows each kind of page’s text, and its diagrams, without JavaScript', async () => {
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

  /**
   * Each page loaded once, in the light theme, for its errors and requests and axe's every rule; a
   * source page of the sample is then turned dark (inTheme) and axe checks the colour rules again
   * (the dark theme changes colours only), rather than loading it again in a dark context.
   */
  async function axeAll(paths: string[]) {
    const found = await sweep(paths, { colorScheme: 'light' }, async ({ page, problems, visit, settle }, path) => {
      problems.length = 0;
      await visit(path);
      await visitAll(page);
      if (path === '/search/') await until('the search UI', async () => (await page.locator('#search input').count()) > 0);
      const faults = axedAtDesk(path) ? await axe(page, path) : [];
      if (sourcePagesSampled.includes(path)) {
        await inTheme(page, 'dark');
        faults.push(...(await axe(page, `${path} (dark)`, { colours: true })));
        await inTheme(page, 'light');
      }
      await settle();
      return [...faults, ...problems.map((p) => `${path}: ${p}`)];
    });
    expect(found, found.join('\n')).toEqual([]);
  }

  // Every page with axe: 52 s alone on this 2-core machine, and several times that while other work
  // shares the cores. In parts of a dozen pages, each with its own time, so that the sweep grows with
  // the site's pages without any one test's limit growing, and a slow machine fails none of them.
  const PART = 12;
  const parts = Array.from({ length: Math.ceil(everyPage.length / PART) }, (_, i) => everyPage.slice(i * PART, (i + 1) * PART));
  it.each(parts.map((paths, i) => ({ paths, name: `${i + 1} of ${parts.length} (${paths[0]} to ${paths.at(-1)})` })))(
    'loads each kind of page with no errors, failed requests or off-site requests, and axe finds no violations on it (light theme; the comparisons on a phone in compare.e2e), nor of colour on each kind of source page turned dark: part $name',
    ({ paths }) => axeAll(paths),
    120_000,
  );
  it('turns each kind of source page dark in the sweep above', () => {
    // The dark theme's colours are checked on the source pages of the sample only where the sweep visits them.
    expect(sourcePagesSampled.length).toBeGreaterThan(0);
    expect(sourcePagesSampled.filter((p) => !everyPage.includes(p))).toEqual([]);
  });
});
