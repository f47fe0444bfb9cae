// The § after each source sentence, in a real browser: a reader arriving at a sentence by its
// permalink tabs to its §, opens its menu with Enter, tabs through the links, closes it with Escape
// and follows a link on, all by keyboard and with no JavaScript (the menu is an HTML popover).
// Axe finds nothing wrong with a menu open; on the side-by-side page a quotation pointed at marks
// its counterparts in the other columns.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, base, inTheme, open, TIMEOUT, until, useSite } from './harness';
import { exampleHref } from '../../src/examples/href';

useSite();

const clause = 'courlander.abalala.race-end';
const page0 = '/sources/courlander-abalala/';

/** What has the focus: its tag, its text, and whether it stands in the clause's menu. */
const focused = (page: Page) =>
  page.evaluate((id) => {
    const el = document.activeElement!;
    return { tag: el.tagName, text: el.textContent ?? '', inMenu: !!el.closest(`[id="links-${id}"]`), own: el.closest('.clause')?.id ?? null };
  }, clause);
const isOpen = (page: Page) => page.evaluate((id) => document.getElementById(`links-${id}`)!.matches(':popover-open'), clause);

describe('a sentence’s § and the links it opens', () => {
  it.each([
    ['without JavaScript', false],
    ['with JavaScript', true],
  ])('opens by keyboard, leads on, and closes with Escape, %s', async (_, javaScriptEnabled) => {
    const { page, problems, close } = await open({ javaScriptEnabled });
    // Arrive by the sentence's permalink: the next Tab starts from the sentence.
    await page.goto(`${base}${page0}#${clause}`);
    // The browser moves to the sentence (and the next Tab's starting point with it) once the page is
    // laid out, which on a busy machine can come after the load event: wait for the move.
    await page.waitForFunction((id) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return r.top >= 0 && r.top < innerHeight;
    }, clause);
    const menu = page.locator(`[id="links-${clause}"]`);
    const button = page.locator(`[id="${clause}"] > .clause-menu > button`);

    // Closed, the menu adds nothing to the text but a small §.
    expect(await isOpen(page)).toBe(false);
    expect(await menu.isVisible()).toBe(false);
    const mark = (await button.boundingBox())!;
    expect(mark.height).toBeLessThan(30);
    expect(mark.width).toBeLessThan(20);

    await page.keyboard.press('Tab');
    // The § is drawn by CSS (copying the sentence leaves it out): the button has no text, but a name.
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: '', own: clause, inMenu: false });
    expect(await button.getAttribute('aria-label')).toBe('Links from this sentence (Courlander, Abalalà, p. 22)');
    await page.keyboard.press('Enter');
    expect(await isOpen(page)).toBe(true);
    expect(await menu.isVisible()).toBe(true);
    // Beside its §, inside the window.
    const box = (await menu.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(mark.y - box.height - 8);
    expect(Math.abs(box.x - mark.x)).toBeLessThan(450);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);

    // Into the links: the permalink first, then the citation's copy button (shown by its script,
    // so only with JavaScript), then onward, each named in words.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Link to this sentence (Courlander, Abalalà, p. 22)', inMenu: true });
    if (javaScriptEnabled) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Copy the citation', inMenu: true });
    }
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Compare the sources on: The opening', inMenu: true });
    const labels = await menu.locator('a').allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining([
        'Compare the sources on: The opening',
        expect.stringMatching(/^Worked example: /),
        expect.stringMatching(/^Reading: How the race ends/),
        'How we encode it',
      ]),
    );

    // Escape closes it, and the focus goes back to the §.
    await page.keyboard.press('Escape');
    expect(await isOpen(page)).toBe(false);
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', own: clause });

    // Open again and follow the topic: the side-by-side page, at the topic.
    await page.keyboard.press('Enter');
    await until('the menu open again', () => isOpen(page));
    for (let i = 0; i < (javaScriptEnabled ? 3 : 2); i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Compare the sources on: The opening', inMenu: true });
    // Let the page's steppers finish loading: leaving mid-load aborts their requests.
    await page.waitForLoadState('networkidle');
    // A busy machine can take a while over the heavy side-by-side page: the test's time, not the browser's default 30 s.
    await Promise.all([page.waitForURL(`${base}/compare/#opening`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT }), page.keyboard.press('Enter')]);
    const topic = page.locator('#opening');
    await until('the topic in view', async () => (await topic.evaluate((el) => el.getBoundingClientRect().top)) < 100);
    expect(await topic.locator('h2').textContent()).toContain('The opening');
    // …whose quotation leads back to the sentence.
    expect(await topic.locator(`blockquote.quote footer a[href="/sources/courlander-abalala/#${clause}"]`).count()).toBe(1);

    // Back, and on to a worked example that cites the sentence.
    await page.goto(`${base}${page0}#${clause}`);
    // The way in by Tab from the permalink is checked above; a second arrival on a busy machine may take its Tab
    // before the fragment has set where sequential focus starts, so here the § is focused directly.
    await button.focus();
    await page.keyboard.press('Enter');
    await until('the menu open', () => isOpen(page));
    const example = menu.locator('a', { hasText: /^Worked example: / }).first();
    const href = (await example.getAttribute('href'))!;
    expect(href).toBe(exampleHref('courlander-simultaneous-opening'));
    await example.focus();
    expect(await focused(page)).toMatchObject({ tag: 'A', inMenu: true });
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForURL(`${base}${href}`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT }), page.keyboard.press('Enter')]);
    const stepper = page.locator('[id="example-courlander-simultaneous-opening"]');
    await until('the example in view', async () => {
      const top = await stepper.evaluate((el) => el.getBoundingClientRect().top);
      return top >= -5 && top < 500;
    });
    await close();
    expect(problems).toEqual([]);
  }, 2 * TIMEOUT);

  it('has no axe violations with a menu open (in the dark theme, of its colours)', async () => {
    // One page, its menu open, turned dark for the second run (harness.ts, inTheme).
    const { page, close } = await open({ colorScheme: 'light' });
    await page.goto(`${base}${page0}#${clause}`);
    await page.locator(`[id="${clause}"] > .clause-menu > button`).click();
    // The pointer on a link of the menu, as a reader choosing one would have it.
    await page.locator(`[id="links-${clause}"] a`).nth(1).hover();
    for (const colorScheme of ['light', 'dark'] as const) {
      await inTheme(page, colorScheme);
      expect(await isOpen(page), `${colorScheme}: the menu open`).toBe(true);
      expect(await axe(page, `${page0} (${colorScheme})`, { colours: colorScheme === 'dark' }), colorScheme).toEqual([]);
    }
    await close();
  }, TIMEOUT);

  it('marks a quotation’s counterparts on the side-by-side page when it is pointed at or focused', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/compare/`);
    // The columns the witness chooser shows (a hidden column's citation cannot take the focus).
    const columns = page.locator('#opening .column:visible');
    const background = (i: number) => columns.nth(i).locator('blockquote.quote').first().evaluate((q) => getComputedStyle(q).backgroundColor);
    const none = await background(1);
    await columns.nth(0).locator('blockquote.quote').first().hover();
    await until('the counterparts marked', async () => (await background(1)) !== none && (await background(2)) !== none);
    // Not the quotations of its own column, nor those of another topic.
    expect(await columns.nth(0).locator('blockquote.quote').nth(1).evaluate((q) => getComputedStyle(q).backgroundColor)).toBe(none);
    expect(await page.locator('#capture .column:visible').nth(1).locator('blockquote.quote').first().evaluate((q) => getComputedStyle(q).backgroundColor)).toBe(none);
    // By keyboard: the focus on a quotation's citation.
    await page.mouse.move(0, 0);
    await until('the marks gone', async () => (await background(1)) === none);
    await page.locator('#capture .column:visible').nth(1).locator('blockquote.quote footer cite a').first().focus();
    const capture = (i: number) => page.locator('#capture .column:visible').nth(i).locator('blockquote.quote').first().evaluate((q) => getComputedStyle(q).backgroundColor);
    await until('the counterparts marked by focus', async () => (await capture(0)) !== none && (await capture(2)) !== none);
    expect(await capture(1)).toBe(none);
    await close();
    expect(problems).toEqual([]);
    // Marked, the quotations still read clearly (axe's colour rules, in either theme, with the
    // counterparts marked; the page's other rules are checked unmarked with every page).
    // One page, the counterparts marked, turned dark for the second run (harness.ts, inTheme).
    const { page: p, close: done } = await open({ colorScheme: 'light' });
    await p.goto(`${base}/compare/#opening`);
    const pointed = p.locator('#opening .column:visible').nth(1).locator('blockquote.quote').first();
    await pointed.hover();
    const marked = p.locator('#opening .column:visible').nth(0).locator('blockquote.quote').first();
    for (const colorScheme of ['light', 'dark'] as const) {
      await inTheme(p, colorScheme);
      // Marked, unlike a quotation of another topic, and its colour come (the mark fades in).
      const unmarked = await p.locator('#capture .column:visible').nth(1).locator('blockquote.quote').first().evaluate((q) => getComputedStyle(q).backgroundColor);
      await until(`${colorScheme}: the counterparts marked`, () => marked.evaluate((q, none) => getComputedStyle(q).backgroundColor !== none && q.getAnimations().length === 0, unmarked));
      expect(await axe(p, `side by side (${colorScheme})`, { colours: true }), colorScheme).toEqual([]);
    }
    await done();
  }, TIMEOUT);
});
