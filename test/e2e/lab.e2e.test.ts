// The position lab in Chromium: a shared address opens a position whose lanes part, the divergence
// explained; the editor used by keyboard alone; axe on the page with a message showing; no sideways
// scroll on a phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, base, open, reach, rulesetsFetched, text, TIMEOUT, until, useSite } from './harness';

useSite();

const parting = '/lab/#game=courlander-abalala&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=0,0&mover=B&hole=4&lane=courlander-abalala&lane=walker-gabata';


/** The lab hydrates when the reader reaches for it (client:interaction), or at once for a position in its address. */
async function ready(page: Page) {
  await reach(page.locator('.lab').first(), 'the lab');
}

describe('the position lab', () => {
  it('opens a shared position in two lanes that part, and explains where', async () => {
    const { page, problems, close } = await open();
    await page.goto(base + parting);
    await ready(page);
    expect(await page.locator('.lane h3').allTextContents()).toEqual(["Courlander's Abalalà, 1943", "Walker's Gabata, 2011"]);
    expect(await text(page.locator('.compare-stepper h2'))).toBe('B moves from hole 4');
    await page.getByRole('button', { name: /^Where they part \(step \d+\)$/ }).click();
    expect(await text(page.locator('.divergence'))).toBe('≠ Here the lanes part.');
    const narrations = await page.locator('.lane .narration').allTextContents();
    expect(narrations[0]).not.toBe(narrations[1]);
    // Stepping leaves the lab's address alone: it is the position.
    expect(decodeURIComponent(await page.evaluate(() => location.hash))).toBe(parting.slice('/lab/'.length));
    expect(problems).toEqual([]);
    expect(await axe(page, '/lab/')).toEqual([]);
    await close();
  }, TIMEOUT);

  it('edits the position by keyboard alone, naming a position that cannot be played and keeping it', async () => {
    const { page, close } = await open();
    await page.goto(`${base}/lab/`);
    await ready(page);
    const hole = page.getByRole('button', { name: /^Hole 4, B's: 3 beans/ });
    await hole.focus();
    await page.keyboard.press('+');
    await until('the count to rise', async () => (await page.getByRole('spinbutton', { name: 'Beans in hole 4' }).inputValue()) === '4');
    expect(await text(page.getByRole('alert'))).toBe("The holes and stores hold 55 beans, but Courlander's Abalalà, 1943 is played with 54: take away 1. The move is not run until the position can be played.");
    // Tab from the hole's button reaches its count field: type over it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Beans in hole 4');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await until('the message to go', async () => (await page.getByRole('alert').count()) === 0);
    expect(await page.locator('.compare-stepper').count()).toBe(1);
    // The address follows the position once the island has drawn it (a moment later on a busy machine).
    await until('the address to hold the position', async () => (await page.evaluate(() => location.hash)).includes('holes=3,3,3,3,'));
    await close();
  }, TIMEOUT);

  it('has no axe violations in the dark theme, with a message showing, and no sideways scroll at 390 pixels', async () => {
    const { page, close } = await open({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto(`${base}/lab/#game=walker-gabata&holes=0,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=3,0&mover=south&hole=A&lane=walker-gabata&lane=courlander-abalala`);
    await ready(page);
    expect(await text(page.getByRole('alert'))).toMatch(/^Hole A is empty: there is nothing to sow from it\./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page, '/lab/')).toEqual([]);
    await page.getByRole('spinbutton', { name: 'Beans in hole A', exact: true }).fill('3');
    await page.getByRole('spinbutton', { name: "south's store" }).fill('0');
    await until('the lanes to run', async () => (await page.locator('.compare-stepper').count()) === 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
  }, TIMEOUT);
  it('loads the rules of a game or a lane only when the reader or the address turns to them', async () => {
    const { page, problems, close } = await open();
    const fetched = rulesetsFetched(page);
    // A lane of Sulus Aidi, which the lab does not open on: the address lands once its rules are in.
    await page.goto(`${base}/lab/#game=courlander-abalala&holes=3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=0,0&mover=B&hole=4&lane=courlander-abalala&lane=courlander-sulus-aidi`);
    await until('the linked lanes', async () => (await page.locator('.lane h3').allTextContents()).join(' | ') === "Courlander's Abalalà, 1943 | Courlander's Sulus Aidi, 1943");
    expect(fetched.sort()).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'walker-gabata']);
    // Another game: the DLP's Gabata, on its own board of two rows of six.
    await page.locator('.lab-editor select').first().selectOption('dlp-gabata-shoa-i');
    await until('the new board', async () => (await page.getByRole('button', { name: /^Hole \w+, (south|north)'s/ }).count()) === 12);
    expect(fetched).toContain('dlp-gabata-shoa-i');
    expect(await page.locator('.lane h3').allTextContents()).toEqual(["The DLP's Gabata (Shoa I)", "The DLP's Gabata (Shoa I)"]);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);
});
