// The family page in a browser: at 1366 and 390 pixels, in both themes, the page itself never
// scrolls sideways (the table scrolls in its own region, which Tab reaches, the games' column
// staying in sight), and axe finds nothing (in the dark, of its colours).
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/family.e2e.test.ts
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, inTheme, open, TIMEOUT, useSite } from './harness';

useSite();

describe('the family page', () => {
  // Each width loaded once, read in the light theme and then turned dark (harness.ts, inTheme) and read again.
  it.each([1366, 390])('reads in the light and the dark theme at %i pixels: the table scrolls in its region, the games in sight', async (width) => {
    const phone = width < 500 ? { isMobile: true, hasTouch: true } : {};
    const { page, problems, visit, settle, close } = await open({ colorScheme: 'light', viewport: { width, height: 900 }, ...phone });
    await visit('/family/');
    for (const colorScheme of ['light', 'dark'] as const) await reads(page, colorScheme, width);
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});

/** The checks of the page at one width in one theme: no sideways scroll, the region scrolls with the games in sight and takes the focus, axe. */
async function reads(page: Page, colorScheme: 'light' | 'dark', width: number) {
  await inTheme(page, colorScheme);
  const region = page.locator('.family-wrap');
  await region.evaluate((r) => (r.scrollLeft = 0));
  const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: innerWidth }));
  expect(sizes.page).toBeLessThanOrEqual(sizes.view);
  // Wider than its region at both widths: scrolled, the first column stays where it was.
  const game = page.locator('tr[data-ruleset="walker-gabata"] th[scope="row"]');
  const before = (await game.boundingBox())!.x;
  await region.evaluate((r) => (r.scrollLeft = r.scrollWidth));
  expect(await region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(100);
  expect(Math.abs((await game.boundingBox())!.x - before)).toBeLessThan(1);
  // Tab reaches the region (a scrolling area a keyboard can scroll) before the table's first link.
  await page.locator('h1').click();
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.classList.contains('family-wrap') ?? false);
  }
  expect(reached, colorScheme).toBe(true);
  expect(await axe(page, `/family/ (${colorScheme}, ${width} px)`, { colours: colorScheme === 'dark', rowsByKind: true })).toEqual([]);
}
