// The analysis page in a real browser: its tables fit at a desk's width, and on a phone only the
// tables' own boxes scroll sideways, never the page.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/analysis.e2e.test.ts
import { describe, expect, it } from 'vitest';
import { axe, open, TIMEOUT, useSite } from './harness';

useSite();

/** The page's width and, for each table, how much wider it is than its box. */
async function measure(width: number) {
  const { page, problems, visit, close } = await open({ viewport: { width, height: 900 } });
  await visit('/analysis/');
  const m = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    tables: [...document.querySelectorAll('main table')].map((t) => {
      const box = t.parentElement!;
      return { caption: t.querySelector('caption')?.textContent ?? '', over: box.scrollWidth - box.clientWidth, boxRight: box.getBoundingClientRect().right };
    }),
  }));
  await close();
  return { ...m, problems };
}

describe('the analysis page in a browser', () => {
  it('cuts off no table at 1280 pixels', async () => {
    const m = await measure(1280);
    console.log(`analysis page at 1280 px: ${m.height} px tall, ${m.tables.length} tables`);
    expect(m.problems).toEqual([]);
    expect(m.page).toBeLessThanOrEqual(1280);
    expect(m.tables.length).toBeGreaterThan(5);
    expect(m.tables.filter((t) => t.over > 1).map((t) => t.caption)).toEqual([]);
  }, TIMEOUT);

  it('never scrolls sideways at 390 pixels: wide tables scroll in their own boxes', async () => {
    const m = await measure(390);
    expect(m.page).toBeLessThanOrEqual(390);
    for (const t of m.tables) expect(t.boxRight, t.caption).toBeLessThanOrEqual(390);
  }, TIMEOUT);

  // The site's suite runs axe over every page in the light theme; this page's colours are its own in the dark.
  it.each([
    ['dark', 1280],
    ['dark', 390],
    ['light', 390],
  ] as const)('has no axe violations in the %s theme at %i pixels (in the dark, of its colours)', async (colorScheme, width) => {
    const { page, visit, close } = await open({ colorScheme, viewport: { width, height: 900 } });
    await visit('/analysis/');
    // The dark theme changes only colours: its runs check the colour rules (the light runs check all).
    const violations = await axe(page, `/analysis/ (${colorScheme}, ${width} px)`, { colours: colorScheme === 'dark' });
    await close();
    expect(violations).toEqual([]);
  }, TIMEOUT);
});
