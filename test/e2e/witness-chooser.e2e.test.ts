// The comparison by topic's chooser of witnesses in a browser: by keyboard and by touch, the
// choice kept in the address, a shared link opened in a fresh page, a broken one said plainly.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/witness-chooser.e2e.test.ts
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalog } from '../../src/engine/index';
import { axe, open, reach, text, TIMEOUT, until, useSite } from './harness';

useSite();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The witnesses whose columns show under a topic, by their page. */
const shown = (page: Page, topic: string) => page.locator(`#${topic} .column`).evaluateAll((cs) => cs.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getAttribute('data-witness')));
const hash = (page: Page) => page.evaluate(() => location.hash);
const status = (page: Page) => text(page.locator('.witness-chooser [role="status"]'));
const DEFAULT = ['courlander-abalala', 'courlander-sulus-nishtaw', 'dlp-abalalae', 'dlp-gabata-adowa'];

describe('the witnesses set side by side on /compare/', () => {
  it('opens on the default four; Tab reaches a witness, Space shows it, and the address keeps it', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/');
    expect(await shown(page, 'board')).toEqual(DEFAULT);
    expect(await status(page)).toBe(`4 of ${catalog.length} witnesses shown.`);
    await reach(page.locator('.witness-chooser'), 'the chooser');
    await page.locator('h1').click();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.id === 'show-walker-gabata');
    }
    expect(reached, 'Tab reaches the box of Walker\'s Gabata').toBe(true);
    await page.keyboard.press('Space');
    await until('Walker\'s column', async () => (await shown(page, 'board')).includes('walker-gabata'));
    expect(await shown(page, 'board')).toEqual(['courlander-abalala', 'courlander-sulus-nishtaw', 'walker-gabata', 'dlp-abalalae', 'dlp-gabata-adowa']);
    expect(await hash(page)).toBe('#witnesses=courlander-abalala,courlander-sulus-nishtaw,walker-gabata,dlp-abalalae,dlp-gabata-adowa');
    expect(await status(page)).toBe(`5 of ${catalog.length} witnesses shown.`);
    // Space again hides it; the default set writes no hash at all.
    await page.keyboard.press('Space');
    await until('the default again', async () => (await hash(page)) === '');
    // Every witness, by a button pressed with Enter.
    await page.getByRole('button', { name: 'Every witness' }).focus();
    await page.keyboard.press('Enter');
    await until('every column', async () => (await shown(page, 'board')).length === catalog.length);
    expect(await axe(page, '/compare/ with every witness')).toEqual([]);
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('answers a tap on a witness\'s name, and a link shared from it opens the same columns in a fresh page', async () => {
    const first = await open(phone);
    await first.visit('/compare/');
    await reach(first.page.locator('.witness-chooser'), 'the chooser');
    await first.page.locator('label[for="show-dlp-gabata-aksum"]').tap();
    await first.page.locator('label[for="show-courlander-abalala"]').tap();
    await until('the choice in the address', async () => (await hash(first.page)) === '#witnesses=courlander-sulus-nishtaw,dlp-abalalae,dlp-gabata-adowa,dlp-gabata-aksum');
    const link = first.page.url();
    const chosen = await shown(first.page, 'capture');
    expect(chosen).toEqual(['courlander-sulus-nishtaw', 'dlp-abalalae', 'dlp-gabata-adowa', 'dlp-gabata-aksum']);
    await first.settle();
    await first.close();
    expect(first.problems).toEqual([]);

    const fresh = await open(phone);
    await fresh.page.goto(link);
    await until('the shared columns', async () => JSON.stringify(await shown(fresh.page, 'capture')) === JSON.stringify(chosen));
    expect(await fresh.page.locator('#show-courlander-abalala').isChecked()).toBe(false);
    expect(await fresh.page.locator('#show-dlp-gabata-aksum').isChecked()).toBe(true);
    expect(await status(fresh.page)).toBe(`4 of ${catalog.length} witnesses shown.`);
    await fresh.settle();
    await fresh.close();
    expect(fresh.problems).toEqual([]);
  }, TIMEOUT);

  it('says what is wrong with a broken link and shows the default; a topic none of the chosen speaks to says so', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/#witnesses=walker-gabata,nonesuch');
    await until('the message', async () => (await status(page)).startsWith('The link names'));
    expect(await status(page)).toBe('The link names a witness this page does not have (“nonesuch”), so the default witnesses are shown.');
    expect(await shown(page, 'board')).toEqual(DEFAULT);
    await visit('/compare/#witnesses=walker-gabata');
    await until('Walker alone', async () => JSON.stringify(await shown(page, 'board')) === '["walker-gabata"]');
    expect(await page.locator('#first-captures .none-chosen').isVisible()).toBe(true);
    expect(await page.locator('#board .none-chosen').isVisible()).toBe(false);
    // The last witness shown stays.
    await page.locator('#show-walker-gabata').click();
    await until('the last stays', async () => (await status(page)) === 'One witness at least stays shown.');
    expect(await page.locator('#show-walker-gabata').isChecked()).toBe(true);
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});
