// The ways in and around, in a real browser: search from a page's header, results labelled by
// kind; the phone's menu by keyboard; the wide screen's menu and "On this page" open without a
// click; the home page's turn, animated by CSS alone, or set side by side.
// On its own: npm run build && npx vitest run test/e2e/navigation.e2e.test.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtPages } from '../site/built';
import { axe, base, built, dist, inTheme, open, TIMEOUT, until, useSite } from './harness';

useSite();

const pages = built ? builtPages().filter((p) => p.endsWith('/')) : [];
const html = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8');
/** A page indexed as a worked example (their pages come with issue 13's examples work). */
const examplePage = pages.find((p) => html(p).includes('data-pagefind-filter="kind:Worked example"'));


/** Search from the header of `from` and return each result's path with its kind label. */
async function searchFromHeader(page: Page, from: string, phrase: string) {
  await page.goto(base + from);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(phrase);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === phrase);
  const results = page.locator('#search .pagefind-ui__result');
  await until(`results for “${phrase}”`, async () => (await results.count()) > 0);
  // Pagefind fills each result in as its page's data arrives: wait until every one has its link.
  await until(`links for “${phrase}”`, async () => results.evaluateAll((lis) => lis.every((li) => li.querySelector('.pagefind-ui__result-link'))));
  // The box shows what was asked.
  expect(await page.locator('#search .pagefind-ui__search-input').inputValue()).toBe(phrase);
  return results.evaluateAll((lis) =>
    lis.map((li) => ({
      path: new URL(li.querySelector<HTMLAnchorElement>('.pagefind-ui__result-link')!.href).pathname,
      kind: li.querySelector('.pagefind-ui__result-tag[data-pagefind-ui-meta="kind"]')?.textContent?.trim() ?? null,
    })),
  );
}

describe('search from any page', () => {
  it('finds a phrase of the glossary, labelled as the glossary', async () => {
    const { page, problems, close } = await open();
    const found = await searchFromHeader(page, '/sources/walker-gabata/', 'identical playing pieces');
    expect(found).toContainEqual({ path: '/glossary/', kind: 'Kind: Glossary' });
    // Every result says what it is.
    expect(found.filter((r) => !r.kind)).toEqual([]);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('finds a phrase of a comparison, labelled as a comparison', async () => {
    const { page, problems, close } = await open();
    const found = await searchFromHeader(page, '/analysis/', 'rules matrix');
    expect(found).toContainEqual({ path: '/compare/matrix/', kind: 'Kind: Comparison' });
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('finds a phrase of a worked example, labelled as a worked example', async () => {
    expect(examplePage, 'a built page marked as a worked example for the search').toBeDefined();
    const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html(examplePage!))![1]!.replace(/<[^>]+>/g, '').trim();
    const { page, problems, close } = await open();
    const found = await searchFromHeader(page, '/readings/', title);
    expect(found).toContainEqual({ path: examplePage, kind: 'Kind: Worked example' });
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});

describe('the menu', () => {
  it('opens by keyboard on a phone, and closes with Escape', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/glossary/`);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const link = page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Rules matrix' });
    expect(await link.isVisible()).toBe(false);
    // Tab from the top of the page to the menu's button.
    for (let i = 0; i < 8 && (await focused()) !== 'Menu'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Menu');
    await page.keyboard.press('Enter');
    expect(await link.isVisible()).toBe(true);
    expect(await page.locator('#site-menu').evaluate((m) => m.matches(':popover-open'))).toBe(true);
    // The next Tabs go into the menu: its Close button, then its first link.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('The sources');
    // The page it is on is marked, for a screen reader as for the eye.
    expect(await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Glossary', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    expect(await link.isVisible()).toBe(false);
    expect(await focused()).toBe('Menu');
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('has no axe violations with the phone’s menu open (in the dark theme, of its colours)', async () => {
    // One page, its menu open, turned dark for the second run (harness.ts, inTheme).
    const { page, close } = await open({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
    await page.goto(`${base}/sources/courlander-abalala/`);
    await page.locator('details.on-this-page-narrow > summary').click();
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const colorScheme of ['light', 'dark'] as const) {
      await inTheme(page, colorScheme);
      expect(await page.locator('#site-menu').isVisible(), `${colorScheme}: the menu open`).toBe(true);
      expect(await axe(page, colorScheme, { colours: colorScheme === 'dark' }), colorScheme).toEqual([]);
    }
    await close();
  }, TIMEOUT);

  it('stands open beside the page on a wide screen, with the page’s sections at its right', async () => {
    const { page, problems, close } = await open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/sources/courlander-abalala/`);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Site' });
    expect(await menu.getByRole('link', { name: 'Rules matrix' }).isVisible()).toBe(true);
    const main = await page.locator('main').boundingBox();
    expect((await menu.boundingBox())!.x + (await menu.boundingBox())!.width).toBeLessThanOrEqual(main!.x);
    const sections = page.getByRole('navigation', { name: 'On this page' });
    const apparatus = sections.getByRole('link', { name: 'Apparatus' });
    expect(await apparatus.isVisible()).toBe(true);
    expect((await sections.boundingBox())!.x).toBeGreaterThanOrEqual(main!.x + main!.width);
    await apparatus.click();
    await page.waitForURL((url) => url.hash === '#apparatus-heading');
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});

describe("the home page's turn", () => {
  /** Each frame's box and opacity, after jumping the CSS animations `ms` into their cycle. */
  const frames = (page: Page, ms?: number) =>
    page.evaluate((ms) => {
      if (ms !== undefined) for (const a of document.getAnimations()) a.currentTime = ms;
      return [...document.querySelectorAll('.turn-frame')].map((f) => {
        const r = f.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), shown: getComputedStyle(f).opacity === '1' };
      });
    }, ms);

  it('steps through its four frames one at a time, with no script', async () => {
    const { page, problems, close } = await open({ reducedMotion: 'no-preference' });
    await page.goto(base);
    for (const [i, ms] of [0, 6_500, 12_500, 18_500].entries()) {
      const f = await frames(page, ms);
      // All four in one place, one shown: the i-th.
      expect(new Set(f.map((x) => `${x.x},${x.y}`)).size).toBe(1);
      expect(f.map((x) => x.shown)).toEqual([0, 1, 2, 3].map((n) => n === i));
    }
    // Side by side at the reader's asking.
    await page.getByLabel('Show the four steps side by side').check();
    const sideBySide = await frames(page);
    expect(new Set(sideBySide.map((x) => `${x.x},${x.y}`)).size).toBe(4);
    expect(sideBySide.every((x) => x.shown)).toBe(true);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('holds still while paused, pointed at or focused, and moves on once let go', async () => {
    const { page, problems, close } = await open({ reducedMotion: 'no-preference' });
    await page.goto(base);
    const states = () => page.evaluate(() => [...new Set(document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.matches('.turn-frame')).map((a) => a.playState))]);
    const away = async () => {
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await away();
    expect(await states()).toEqual(['running']);
    const pause = page.getByRole('checkbox', { name: 'Pause' });
    await pause.check();
    await away();
    expect(await states()).toEqual(['paused']);
    await pause.uncheck();
    await away();
    expect(await states()).toEqual(['running']);
    // Pointed at: held.
    await page.locator('.turn-frames').hover();
    expect(await states()).toEqual(['paused']);
    await away();
    // Focused, by the keys: held.
    await pause.focus();
    expect(await states()).toEqual(['paused']);
    await away();
    expect(await states()).toEqual(['running']);
    // Side by side nothing moves, and there is nothing to pause.
    await page.getByLabel('Show the four steps side by side').check();
    expect(await pause.isVisible()).toBe(false);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('sets the four steps side by side for a reader who asks for less motion', async () => {
    const { page, close } = await open({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });
    await page.goto(base);
    const f = await frames(page);
    expect(new Set(f.map((x) => x.y)).size).toBe(4);
    expect(f.every((x) => x.shown)).toBe(true);
    expect(await page.getByLabel('Show the four steps side by side').isVisible()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Pause' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.matches('.turn-frame')).length)).toBe(0);
    await close();
  }, TIMEOUT);
});
