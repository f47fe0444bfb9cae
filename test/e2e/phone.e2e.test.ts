// On a phone and at a desk in Chromium: keyboard hints shown only where there is a keyboard to
// use them, and "On this page" following the play page's game as it changes.
import { describe, expect, it } from 'vitest';
import { legalMoves, mulberry32 } from '../../src/engine/index';
import { formatPlayHash } from '../../src/play/link';
import { newSession, play, position } from '../../src/play/session';
import { base, open, reach, text, TIMEOUT, until, useSite } from './harness';

useSite();

const touch = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** A narrow window with a mouse and keys: a phone's width is not a phone. */
const narrowDesk = { viewport: { width: 390, height: 844 } };

/** The pages' keyboard hints: each page, and the hint on it. */
const HINTS = [
  ['/examples/courlander-b-sows-from-hole-4/', '.stepper .keys', /^Keys, with the board focused: ← and →/],
  ['/compare/opening-race/', '.compare-stepper .keys', /^Keys, with a board focused: ← and →/],
  ['/play/', 'main .kbd-hint', /^Keys: Tab reaches the holes you may sow from/],
  ['/lab/', '.lab-help .kbd-hint', /^With a hole or a store focused, the \+ and − keys/],
] as const;

describe('keyboard hints', () => {
  for (const [path, selector, words] of HINTS) {
    it(`on ${path}: shown where there are keys, not on a device that only touches`, async () => {
      for (const [options, shown] of [[{}, true], [narrowDesk, true], [touch, false]] as const) {
        const { page, problems, close } = await open(options);
        await page.goto(base + path);
        const hint = page.locator(selector).first();
        expect(await text(hint)).toMatch(words);
        expect(await hint.isVisible(), `${path} at ${JSON.stringify(options)}`).toBe(shown);
        await close();
        expect(problems).toEqual([]);
      }
    }, TIMEOUT);
  }
  it('leaves the rest of the play page\'s note on a phone', async () => {
    const { page, close } = await open(touch);
    await page.goto(`${base}/play/`);
    const note = page.locator('main > p.muted').filter({ has: page.locator('.kbd-hint') });
    expect(await note.innerText()).toMatch(/^Undo takes back your move and the computer's reply/);
    await close();
  }, TIMEOUT);
});

describe('"On this page"', () => {
  it('follows the play page\'s game, its game and its number in the series, as they change', async () => {
    // A DLP round played to its end by random moves: the page opens on it, and sets the next one up.
    let s = newSession('dlp-gabata-shoa-i');
    const rnd = mulberry32(2);
    while (position(s).status === 'playing') {
      const moves = legalMoves(s.game, position(s));
      s = play(s, moves[Math.floor(rnd() * moves.length)]!);
    }
    const { page, problems, close } = await open();
    const entries = () => page.locator('a[href="#play-game-h"]').allTextContents();
    await page.goto(`${base}/play/`);
    // As built: the game the page opens on.
    expect(await entries()).toEqual(['Abalalà, first game', 'Abalalà, first game']);
    // A new document: the page reads the game in its address when it loads.
    await page.goto('about:blank');
    await page.goto(`${base}/play/${formatPlayHash(s, { computer: null, strength: 'random' })}`);
    await reach(page.locator('.play'), 'the play page');
    await until('the game in the address', async () => (await text(page.locator('#play-game-h'))) === 'Gabata (Shoa I), first game');
    await until('the entries to follow', async () => (await entries()).every((e) => e === 'Gabata (Shoa I), first game'));
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await page.getByRole('button', { name: 'Set up the next game' }).click();
    await until('the next round', async () => (await text(page.locator('#play-game-h'))) === 'Gabata (Shoa I), game 2 of the series');
    await until('the entries to follow', async () => (await entries()).every((e) => e === 'Gabata (Shoa I), game 2 of the series'));
    // The other entries are the page's own, and stay.
    expect(await page.locator('nav.on-this-page a').allTextContents()).toEqual(['Gabata (Shoa I), game 2 of the series', 'Moves', 'The game record', 'How the page plays']);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});
