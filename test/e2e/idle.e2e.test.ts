// Islands near the view wake in the page's idle time after its load event, with no reach from the reader
// (client:interaction, src/islands/idle.ts; issue 26 §5), and a tap made before then still counts.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/idle.e2e.test.ts
import { describe, expect, it } from 'vitest';
import { base, holdIslands, open, text, TIMEOUT, until, useSite } from './harness';

useSite();

/**
 * Installed before the page's scripts: the load event's time, each island's hydration time (Astro
 * takes its ssr attribute off then), and the events that would have woken an island (a pointer, a
 * touch, a key, the focus or a click inside one: the browser's own pointer events, as a page lays
 * out under a mouse that has not moved, land on the page's header).
 */
const WATCH = `(() => {
  const m = (window.__woke = { load: null, hydrated: [], touched: [] });
  addEventListener('load', () => (m.load = performance.now()));
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'click'])
    addEventListener(type, (e) => e.target instanceof Element && e.target.closest('astro-island') && m.touched.push(type), true);
  new MutationObserver((records) => {
    for (const r of records) if (r.target.localName === 'astro-island' && !r.target.hasAttribute('ssr')) m.hydrated.push(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
})()`;
type Woke = { load: number | null; hydrated: number[]; touched: string[] };

describe('islands in idle time', () => {
  it('wakes the islands of a page with many steppers near the view after the load event, with nothing done by the reader, and the others as the reader scrolls to them', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.addInitScript(WATCH);
    await page.goto(`${base}/sources/dlp-gabata-shoa-i/`);
    const islands = await page.locator('astro-island').count();
    expect(islands).toBeGreaterThan(5);
    /** Whether each island is within half a screen of the view, and whether it is awake. */
    const islandsNow = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('astro-island')].map((el) => {
          const r = (el.firstElementChild ?? el).getBoundingClientRect();
          return { near: r.bottom > -innerHeight / 2 && r.top < innerHeight * 1.5, awake: !el.hasAttribute('ssr') };
        }),
      );
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    // Scrolled to the first stepper (by the page, not a touch on it): the islands near it wake by themselves.
    await page.evaluate(() => (document.querySelector('astro-island')!.firstElementChild ?? document.body).scrollIntoView());
    await until('the islands near the view awake', async () => (await islandsNow()).some((i) => i.awake) && (await islandsNow()).every((i) => !i.near || i.awake), 20_000);
    await page.waitForTimeout(500);
    const first = await islandsNow();
    // Those far below sleep: a page of eleven steppers does not wake the ones nobody has scrolled to.
    expect(first.filter((i) => !i.near).length).toBeGreaterThan(0);
    expect(first.filter((i) => !i.near && i.awake)).toEqual([]);
    let woke = (await page.evaluate('window.__woke')) as Woke;
    expect(woke.touched, 'nothing reached for an island').toEqual([]);
    expect(woke.hydrated).toHaveLength(first.filter((i) => i.awake).length);
    expect(woke.load).not.toBeNull();
    for (const t of woke.hydrated) expect(t, 'hydrated after the load event').toBeGreaterThanOrEqual(woke.load!);
    // Scrolled to the last stepper shown (one in a closed disclosure has no box until it is opened),
    // by the page, not a touch on it: it wakes by itself.
    const last = await page.evaluate(() => {
      const shown = [...document.querySelectorAll('astro-island')].filter((el) => (el.firstElementChild?.getClientRects().length ?? 0) > 0);
      shown.at(-1)!.firstElementChild!.scrollIntoView();
      return [...document.querySelectorAll('astro-island')].indexOf(shown.at(-1)!);
    });
    expect(last).toBeGreaterThan(0);
    await until('the last island awake', () => page.evaluate((i) => !document.querySelectorAll('astro-island')[i]!.hasAttribute('ssr'), last), 20_000);
    woke = (await page.evaluate('window.__woke')) as Woke;
    expect(woke.touched).toEqual([]);
    // Awake: Forward answers at once (no code to fetch), and its answer is the stepper's.
    const stepper = page.locator('astro-island').nth(last).locator('section.stepper');
    await stepper.getByRole('button', { name: 'Forward one step' }).tap();
    await until('step 1', async () => /^Step 1 of \d+$/.test(await text(stepper.locator('.step-count').first())), 2000);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('wakes the play page\'s game by itself, and a tap on a hole then plays it', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.addInitScript(WATCH);
    await page.goto(`${base}/play/`);
    await until('the game awake', () => page.evaluate(() => !document.querySelector('astro-island[ssr]')), 20_000);
    expect(((await page.evaluate('window.__woke')) as Woke).touched).toEqual([]);
    const hole = page.locator('.hole-button').first();
    const from = /hole (\w+)/.exec((await hole.getAttribute('aria-label'))!)![1];
    await hole.tap();
    await until('the move listed', async () => (await page.locator('.move-list li:not(.undone)').count()) >= 2);
    expect(await text(page.locator('.move-list li:not(.undone)').nth(1))).toContain(`from ${from}`);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('keeps a tap made before the island has woken, while its code is on its way, and answers it once', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const release = await holdIslands(page);
    await page.goto(`${base}/examples/courlander-b-sows-from-hole-4/`);
    await page.waitForLoadState('load');
    const island = page.locator('astro-island').filter({ has: page.locator('.step-count') }).first();
    // The idle time has come and gone: the code is asked for, and held back.
    await page.waitForTimeout(500);
    expect(await island.getAttribute('ssr'), 'not awake yet').not.toBeNull();
    await island.getByRole('button', { name: 'Forward one step' }).tap();
    release();
    await until('step 1', async () => (await text(island.locator('.step-count'))).startsWith('Step 1 of '), 5000);
    await page.waitForTimeout(300);
    // Once, not twice: the idle time's hydration and the tap's are one.
    expect(await text(island.locator('.step-count'))).toMatch(/^Step 1 of /);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});
