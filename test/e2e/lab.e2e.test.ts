// The position lab in Chromium: a shared address opens a position whose lanes part, the divergence
// explained; the editor used by keyboard, and by touch alone on a phone; its board drawn as every
// other board; axe on the page with a message showing; no sideways scroll on a phone.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

  it('edits the position by keyboard, naming a position that cannot be played and keeping it', async () => {
    const { page, close } = await open();
    await page.goto(`${base}/lab/`);
    await ready(page);
    // + on a hole of the board chooses it and raises it.
    await page.getByRole('button', { name: /^Hole 4, B's: 3 beans$/ }).focus();
    await page.keyboard.press('+');
    const field = page.getByRole('spinbutton', { name: "Beans in hole 4, B's" });
    await until('the count to rise', async () => (await field.inputValue()) === '4');
    expect(await text(page.getByRole('alert'))).toBe("The holes and stores hold 55 beans, but Courlander's Abalalà, 1943 is played with 54: take away 1. The move is not run until the position can be played.");
    // Its count typed over, in the field under the board.
    await field.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await until('the message to go', async () => (await page.getByRole('alert').count()) === 0);
    expect(await page.locator('.compare-stepper').count()).toBe(1);
    // The address follows the position once the island has drawn it (a moment later on a busy machine).
    await until('the address to hold the position', async () => (await page.evaluate(() => location.hash)).includes('holes=3,3,3,3,'));
    await close();
  }, TIMEOUT);

  it('works by touch alone: empties the board, raises a hole by taps, types a count, and counts against the game\'s rule', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${base}/lab/`);
    const count = page.locator('.lab-count');
    const tapped: string[] = [];
    /** Tap a control, after checking that a finger can: at least 44 by 44 pixels. */
    const tap = async (l: Locator) => {
      const box = (await l.boundingBox())!;
      if (box.width < 43.5 || box.height < 43.5) tapped.push(`${await l.getAttribute('aria-label') ?? await text(l)}: ${Math.round(box.width)}x${Math.round(box.height)}`);
      await l.tap();
    };
    // The first tap, before the lab has woken, is kept and made once it has.
    await tap(page.getByRole('button', { name: 'Empty the board' }));
    await until('the board emptied', async () => (await text(count)).startsWith('The holes hold 0 beans and the stores none: 0 beans in all.'));
    expect(await text(count)).toBe("The holes hold 0 beans and the stores none: 0 beans in all. Courlander's Abalalà, 1943 is played with 54 beans; a position must hold all of them.");
    expect(await text(page.getByRole('alert'))).toMatch(/^The holes and stores hold 0 beans, but Courlander's Abalalà, 1943 is played with 54: add 54\./);
    // Hole 4 raised to three by taps: chosen on the board, then + three times.
    await tap(page.getByRole('button', { name: /^Hole 4, B's: / }));
    for (let i = 0; i < 3; i++) await tap(page.getByRole('button', { name: "Add a bean to hole 4, B's" }));
    await until('hole 4 at three', async () => (await page.getByRole('button', { name: /^Hole 4, B's: / }).getAttribute('aria-label')) === "Hole 4, B's: 3 beans");
    expect(await page.locator('#lab-board g[data-hole="4"] .count').textContent()).toBe('3');
    // And lowered by a tap.
    await tap(page.getByRole('button', { name: "Take a bean from hole 4, B's" }));
    await tap(page.getByRole('button', { name: "Add a bean to hole 4, B's" }));
    // A's store chosen, its count typed.
    await tap(page.getByRole('button', { name: /^A's store: / }));
    const field = page.getByRole('spinbutton', { name: "Beans in A's store" });
    await tap(field);
    await field.fill('51');
    await until('the count to follow', async () => (await text(count)).startsWith('The holes hold 3 beans and the stores 51 beans: 54 beans in all.'));
    expect(await text(count)).toMatch(/a position must hold all of them, as this one does\.$/);
    expect(await text(page.getByRole('alert'))).toMatch(/^Hole 1 is empty: there is nothing to sow from it\./);
    // The move sown from hole 4: the lanes run.
    await tap(page.getByRole('button', { name: /^Hole 4, B's: / }));
    await tap(page.getByRole('button', { name: 'Sow from here' }));
    await until('the lanes to run', async () => (await page.locator('.compare-stepper').count()) === 1);
    expect(await text(page.locator('.compare-stepper h2'))).toBe('B moves from hole 4');
    await until('the address to hold the position', async () => (await page.evaluate(() => location.hash)).includes('holes=0,0,0,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0&stores=0,51&mover=B&hole=4'));
    expect(tapped, 'targets under 44 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('draws the board as every other board: the sides shaded by owner, with the same key', async () => {
    const { page, close } = await open();
    await page.goto(`${base}/lab/`);
    const fill = (side: number) => page.locator(`#lab-board .hole.side-${side} > .pit`).first().evaluate((el) => getComputedStyle(el).fill);
    expect(await fill(0)).not.toBe(await fill(1));
    expect(await page.locator('#lab-board .hole').count()).toBe(18);
    // The key: the same list, drawn by the same styles, as under a stepper's board.
    const key = page.locator('.lab-board .board-key li');
    expect(await key.allTextContents()).toEqual(["B's side and store", "A's side and store", 'the move is sown from here']);
    const swatch = (l: Locator) => l.evaluate((li) => getComputedStyle(li, '::before').backgroundColor);
    expect(await swatch(key.nth(0))).not.toBe(await swatch(key.nth(1)));
    // The hole moved from carries the ring the key names.
    expect(await page.locator('#lab-board .hole.from').getAttribute('data-hole')).toBe('1');
    await close();
  }, TIMEOUT);

  it('has no axe violations in the dark theme, with a message showing, and no sideways scroll at 390 pixels', async () => {
    const { page, close } = await open({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto(`${base}/lab/#game=walker-gabata&holes=0,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3&stores=3,0&mover=south&hole=A&lane=walker-gabata&lane=courlander-abalala`);
    await ready(page);
    expect(await text(page.getByRole('alert'))).toMatch(/^Hole A is empty: there is nothing to sow from it\./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page, '/lab/')).toEqual([]);
    await page.getByRole('button', { name: /^Hole A, south's: / }).click();
    await page.getByRole('spinbutton', { name: "Pieces in hole A, south's" }).fill('3');
    await page.getByRole('button', { name: /^South's store: / }).click();
    await page.getByRole('spinbutton', { name: "Pieces in south's store" }).fill('0');
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
