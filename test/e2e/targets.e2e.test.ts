// Every control of every page at least 44 by 44 CSS pixels on a phone (WCAG 2.5.5), measured in
// Chromium at 390 pixels wide, with the islands awake, every disclosure open, the menu open, and a
// sentence's § menu open on a source page. What is measured, and the inline exception: targets.ts.
import { describe, expect, it } from 'vitest';
import { sweep, TIMEOUT, until, useSite, visitAll } from './harness';
import { everyPage } from './pages';
import { MIN_TARGET, smallTargets } from './targets';

useSite();

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe('touch targets on a phone', () => {
  it(`makes every control of each kind of page (a sample of each, ./pages.ts) at least ${MIN_TARGET} by ${MIN_TARGET} pixels at 390 pixels wide`, async () => {
    const found = await sweep(everyPage, phone, async ({ page, visit }, path) => {
      await visit(path);
      await visitAll(page);
      if (path === '/search/') await until('the search UI', async () => (await page.locator('#search input').count()) > 0);
      // What opens on request is measured open: every disclosure; then the menu, and a sentence's § menu.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
      const faults = (await smallTargets(page)).map((f) => `${path}: ${f}`);
      for (const popover of ['#site-menu', '.clause-links']) {
        const opened = await page.evaluate((sel) => {
          const el = document.querySelector<HTMLElement>(`${sel}[popover]`);
          if (!el) return false;
          el.showPopover();
          return true;
        }, popover);
        if (!opened) continue;
        faults.push(...(await smallTargets(page)).map((f) => `${path} (${popover} open): ${f}`));
        await page.evaluate((sel) => document.querySelector<HTMLElement>(`${sel}[popover]`)!.hidePopover(), popover);
      }
      return [...new Set(faults)];
    });
    expect(found, found.join('\n')).toEqual([]);
  }, 300_000);
});
