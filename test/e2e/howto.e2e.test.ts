// The how-to-play cards in Chromium: the play page's link follows the game chosen (with no script
// of its own: CSS reads the form's choice), a card's "Play this game" opens the play page on its
// game, and a line's example link lands on the step it names.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { catalog } from '../../src/engine/index';
import { CARD_ID } from '../../src/howto/links';
import { base, open, reach, text, TIMEOUT, until, useSite } from './harness';

useSite();

/** The play page's one visible "How to play" link: its address and its words. */
async function howTo(page: Page): Promise<{ href: string; text: string }[]> {
  const links = page.locator('.howto-follow a').filter({ visible: true });
  const out: { href: string; text: string }[] = [];
  for (let i = 0; i < (await links.count()); i++) out.push({ href: (await links.nth(i).getAttribute('href'))!, text: await text(links.nth(i)) });
  return out;
}
const linkTo = (id: string) => ({ href: `/sources/${id}/#${CARD_ID}`, text: `How to play ${catalog.find((r) => r.id === id)!.title}` });

describe('the how-to-play cards in the browser', () => {
  it('links the play page to the card of the game chosen, and follows a new choice', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/`);
    // Before the island wakes, the server's form already names the game the page opens on.
    expect(await howTo(page)).toEqual([linkTo(catalog[0].id)]);
    await reach(page.locator('.play'), 'the play page');
    // The set-up is folded into one line once a game is on the board: open it to choose another.
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('combobox', { name: 'Ruleset' }).selectOption({ label: "Walker's Gabata, 2011" });
    await until("the form to turn to Walker's rules", async () => (await howTo(page))[0]?.href === linkTo('walker-gabata').href);
    expect(await howTo(page)).toEqual([linkTo('walker-gabata')]);
    // A game in the address: the form, and the link, follow it.
    await page.goto(`${base}/play/#ruleset=dlp-abalalae&moves=`);
    await until('the address\'s game', async () => (await howTo(page))[0]?.href === linkTo('dlp-abalalae').href);
    await page.locator('.howto-follow a').filter({ visible: true }).click();
    await page.waitForURL(`**/sources/dlp-abalalae/#${CARD_ID}`);
    expect(await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, CARD_ID)).toBeLessThan(200);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('opens the play page on the card\'s game, and a line\'s example at its step', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${base}/sources/walker-gabata/`);
    const card = page.locator('.how-to-play');
    // On a phone the card starts in the first screen.
    expect(await card.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(844 / 2);
    const example = card.locator('li[data-topic="landing"] a.howto-example').first();
    const href = (await example.getAttribute('href'))!;
    const [, id, step] = /\/examples\/([a-z0-9-]+)\/#example=\1&step=(\d+)$/.exec(href)!;
    await example.click();
    await page.waitForURL(`**/examples/${id}/**`);
    const stepper = page.locator(`#example-${id}`);
    await until('the stepper to land on the step', async () => (await text(stepper.locator('.step-count'))).startsWith(`Step ${step} of`), 15_000);
    await page.goto(`${base}/sources/walker-gabata/`);
    await card.getByRole('link', { name: 'Play this game' }).click();
    await page.waitForURL('**/play/#ruleset=walker-gabata');
    await until("Walker's game to load", async () => (await text(page.locator('#play-game-h'))) === 'Gabata, first game');
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);
});
