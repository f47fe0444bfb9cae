// The analysis page in a real browser: its tables fit at a desk's width, and on a phone only the
// tables' own boxes scroll sideways, never the page; axe finds nothing in either theme.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/analysis.e2e.test.ts
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, inTheme, open, TIMEOUT, useSite } from './harness';

useSite();

/** The page's width and, for each table, how much wider it is than its box. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    tables: [...document.querySelectorAll('main table')].map((t) => {
      const box = t.parentElement!;
      return { caption: t.querySelector('caption')?.textContent ?? '', over: box.scrollWidth - box.clientWidth, boxRight: box.getBoundingClientRect().right };
    }),
  }));

/**
 * The page loaded once at a width, in the light theme, and turned dark (harness.ts, inTheme) for
 * axe's colour rules: the site's suite runs axe over every page in the light theme at 1280 pixels,
 * so at 1280 the light run is left to it; the dark theme changes only colours.
 */
async function atWidth(width: number, themes: readonly ('light' | 'dark')[]) {
  const { page, problems, visit, close } = await open({ colorScheme: 'light', viewport: { width, height: 900 } });
  await visit('/analysis/');
  const m = await measure(page);
  const violations: string[] = [];
  for (const colorScheme of themes) {
    await inTheme(page, colorScheme);
    violations.push(...(await axe(page, `/analysis/ (${colorScheme}, ${width} px)`, { colours: colorScheme === 'dark', rowsByKind: true })));
  }
  await close();
  return { ...m, problems, violations };
}

describe('the analysis page in a browser', () => {
  it('cuts off no table at 1280 pixels, and has no axe violations of colour in the dark theme there', async () => {
    const m = await atWidth(1280, ['dark']);
    console.log(`analysis page at 1280 px: ${m.height} px tall, ${m.tables.length} tables`);
    expect(m.problems).toEqual([]);
    expect(m.page).toBeLessThanOrEqual(1280);
    expect(m.tables.length).toBeGreaterThan(5);
    expect(m.tables.filter((t) => t.over > 1).map((t) => t.caption)).toEqual([]);
    expect(m.violations).toEqual([]);
  }, TIMEOUT);

  it('never scrolls sideways at 390 pixels: wide tables scroll in their own boxes; no axe violations in the light theme there, nor of colour in the dark', async () => {
    const m = await atWidth(390, ['light', 'dark']);
    expect(m.problems).toEqual([]);
    expect(m.page).toBeLessThanOrEqual(390);
    for (const t of m.tables) expect(t.boxRight, t.caption).toBeLessThanOrEqual(390);
    expect(m.violations).toEqual([]);
  }, TIMEOUT);
});
