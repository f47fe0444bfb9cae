// The play page shows what matters, in Chromium at a desktop's size and a phone's: once a game
// starts, its board, turn line and holes to play are on the first screen (the set-up folds into
// one line); a move looked back at brings the board into sight, with a banner, its own turn line
// and no hole to play; the end of a game says who won, in words and figures.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { mulberry32 } from '../../src/engine/index';
import { endLines, resultOf } from '../../src/play/ending';
import { formatPlayHash } from '../../src/play/link';
import { viewedLine } from '../../src/play/review';
import { after, newSession, position, type Session } from '../../src/play/session';
import { randomPlay } from '../play/helpers';
import { base, open, reach, text, TIMEOUT, until, useSite } from './harness';

useSite();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
const turn = (page: Page) => text(page.locator('.turn'));
/** Whether an element's box lies wholly within the screen as it is scrolled now. */
const onScreen = (l: Locator) => l.evaluate((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom, height: innerHeight })).then((b) => b.top >= 0 && b.bottom <= b.height);
const link = (s: Session, computer: string | null = null) => `${base}/play/${formatPlayHash(s, { computer, strength: 'random' })}`;

async function ready(page: Page) {
  await reach(page.locator('.play'), 'the play page');
  await until('the game to load', async () => !/^Loading the rules/.test(await turn(page)));
}

describe('the play page, once a game starts', () => {
  for (const viewport of SIZES) {
    it(`folds the set-up and shows the board, the turn line and the holes to play on the first screen at ${viewport.width} px`, async () => {
      const { page, problems, close } = await open({ viewport });
      await page.goto(`${base}/play/`);
      await ready(page);
      const change = page.getByRole('button', { name: 'Change' });
      expect(await text(page.locator('.setup-line'))).toMatch(/^Courlander's Abalalà, 1943 · you \(B\) against the computer \([\w ]+\) · our readings Change$/);
      expect(await page.locator('#play-setup-form').isHidden()).toBe(true);
      // The reader opens the set-up, chooses another game, and starts it.
      await change.click();
      expect(await change.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('combobox', { name: 'Ruleset' }).selectOption('dlp-gabata-shoa-i');
      await until('its rules', async () => (await page.getByRole('combobox', { name: 'Players' }).textContent())!.includes('(south)'));
      await page.getByRole('combobox', { name: 'Players' }).selectOption({ label: 'Two people at this screen' });
      await page.getByRole('button', { name: 'Start a new game' }).click();
      await until('the new game', async () => /^South to move\.$/.test(await turn(page)) && (await page.locator('.hole-button').count()) > 0);
      await until('the set-up folded', async () => (await page.locator('#play-setup-form').isHidden()) && (await change.getAttribute('aria-expanded')) === 'false');
      expect(await text(page.locator('.setup-line'))).toContain("The DLP's Gabata (Shoa I) · two people at this screen");
      await until('the board in sight', () => onScreen(page.locator('#play-board')));
      expect(await onScreen(page.locator('.play-game .turn'))).toBe(true);
      for (const hole of await page.locator('.hole-button').all()) expect(await onScreen(hole)).toBe(true);
      // The keyboard is on the board, from which Tab reaches the holes.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('play-board'))).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }, TIMEOUT);

    it(`lands a shared game with its board, turn line and holes to play on the first screen at ${viewport.width} px`, async () => {
      const s = randomPlay(newSession('courlander-sulus-nishtaw'), mulberry32(3), 4);
      const { page, problems, close } = await open({ viewport });
      await page.goto(link(s));
      await ready(page);
      await until('the holes to play', async () => (await page.locator('.hole-button').count()) > 0);
      for (const l of [page.locator('#play-board'), page.locator('.play-game .turn'), ...(await page.locator('.hole-button').all())]) expect(await onScreen(l)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }, TIMEOUT);
  }
});

describe('looking back at a move', () => {
  for (const viewport of SIZES) {
    it(`brings the board into sight at ${viewport.width} px, says which move and what it did, and offers no hole until back at the game`, async () => {
      const s = randomPlay(newSession('walker-gabata'), mulberry32(5), 8);
      const moves = s.at;
      const { page, problems, close } = await open({ viewport });
      await page.goto(link(s));
      await ready(page);
      await until('the holes to play', async () => (await page.locator('.hole-button').count()) > 0);
      // From the move list, below the game: the board is out of sight on a phone.
      const list = page.locator('.move-list');
      await list.scrollIntoViewIfNeeded();
      await list.locator('li').nth(2).getByRole('button').first().click();
      const banner = page.locator('.viewing p');
      await until('the banner', async () => (await banner.count()) === 1);
      expect(await text(banner)).toBe(`Viewing move 2 of ${moves - 1}`);
      await until('the board in sight', () => onScreen(page.locator('#play-board')));
      expect(await onScreen(banner)).toBe(true);
      expect(await turn(page)).toBe(viewedLine(s, 3, null));
      expect(await text(page.locator('#what-h'))).toBe(`What happened in move 2 of ${moves - 1}, and why`);
      // No hole looks playable: no button over it, no dashed ring, and the holes' group says it is unavailable.
      expect(await page.locator('.hole-button').count()).toBe(0);
      expect(await page.locator('#play-board .hole.legal').count()).toBe(0);
      expect(await page.locator('.hole-buttons').getAttribute('aria-disabled')).toBe('true');
      // The banner walks the game too, and leads back to it.
      await page.getByRole('button', { name: 'Later', exact: true }).click();
      await until('the next move', async () => (await text(banner)) === `Viewing move 3 of ${moves - 1}`);
      expect(await turn(page)).toBe(viewedLine(s, 4, null));
      await page.getByRole('button', { name: 'Back to the game' }).click();
      await until('the game again', async () => (await page.locator('.viewing').count()) === 0 && (await page.locator('.hole-button').count()) > 0);
      expect(await turn(page)).toMatch(/^(South|North) to move\.$/);
      expect(await page.locator('.hole-buttons').getAttribute('aria-disabled')).toBeNull();
      // The banner's button gone, the keyboard is on the board.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('play-board'))).toBe(true);
      expect(problems).toEqual([]);
      await close();
    }, TIMEOUT);
  }
});

describe('the end of a game', () => {
  it('says who won, in words and figures, and how the series stands, once the last move is played', async () => {
    // A round of the DLP's Gabata played at random to its end, in which the computer wins: its opponent, a person, plays the last move on the page.
    const won = (t: Session) => {
      const last = t.entries[t.at - 1];
      return last?.kind === 'move' && last.move !== 'pass' && ![last.player, null].includes(resultOf(t.game, last).winner);
    };
    let s = newSession('dlp-gabata-shoa-i');
    for (let seed = 1; !won(s); seed++) s = randomPlay(newSession('dlp-gabata-shoa-i'), mulberry32(seed), 3000);
    const last = s.entries[s.at - 1]!;
    if (last.kind !== 'move') throw new Error('the game ends with a move');
    const computer = s.game.rules.players.find((p) => p !== last.player)!;
    const before = { ...s, at: s.at - 1, entries: s.entries.slice(0, -1) };
    const { page, problems, close } = await open();
    await page.goto(link(before, computer));
    await ready(page);
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await page.locator(`.hole-button[aria-label^="Sow from hole ${last.label} ("]`).click();
    const end = endLines(s, after(s), computer)!;
    await until('the end', async () => (await turn(page)) === end.result);
    expect(end.result).toMatch(/^(South|North), the computer, wins \d+ to \d+\.$/);
    const figures = end.result.match(/(\d+) to (\d+)/)!.slice(1).map(Number);
    expect(figures).toEqual([position(s).stores[computer], position(s).stores[last.player]]);
    expect(await text(page.locator('.standing'))).toBe('Each keeps what he won, and the next game is set up from it.');
    expect(await page.getByRole('button', { name: 'Set up the next game' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);
});
