// The play page in Chromium: a game by keyboard alone, the computer's replies, undo and redo, the
// game in the URL, export and import, refused links and records, a move opened in the stepper,
// the race animated, and axe on the page mid-game.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalMoves, positionToJson, readRecord, replay, mulberry32 } from '../../src/engine/index';
import { formatPlayHash } from '../../src/play/link';
import { newSession, play, position } from '../../src/play/session';
import { axe, base, holdIslands, open, reach, rulesetsFetched, text, TIMEOUT, until, useSite } from './harness';

useSite();

const moveItems = (page: Page) => page.locator('.move-list li:not(.undone)');
const turn = (page: Page) => text(page.locator('.turn'));


/**
 * The page hydrates its game when the reader reaches for it (client:interaction), or at once for a
 * game in its address, whose ruleset's rules it loads first unless it opens on them.
 */
async function ready(page: Page) {
  await reach(page.locator('.play'), 'the play page');
  await until("the address's game to load", async () => !/^Loading the rules/.test(await turn(page)));
}

/** Open the set-up, folded into one line while a game is on. */
async function openSetup(page: Page) {
  await page.getByRole('button', { name: 'Change' }).click();
  await until('the set-up to open', async () => (await page.getByRole('button', { name: 'Change' }).getAttribute('aria-expanded')) === 'true');
}

/** Sow from the first hole offered, with the keyboard: focus it, press Enter. */
async function sowByKeyboard(page: Page) {
  const hole = page.locator('.hole-button').first();
  await hole.focus();
  const name = await hole.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  return name!;
}

describe('the play page', () => {
  it('plays a game between two people by keyboard, with undo, redo and the game in the URL', async () => {
    const { page, problems, close, settle } = await open();
    await page.goto(`${base}/play/#ruleset=walker-gabata&moves=`);
    await ready(page);
    expect(await text(page.locator('#play-game-h'))).toBe('Gabata, first game');
    await until('the opening to be played', async () => /to move\.$/.test(await turn(page)));
    const mover = (await turn(page)).split(' ')[0]!.toLowerCase();
    const name = await sowByKeyboard(page);
    expect(name).toMatch(/^Sow from hole \w+ \(\d+ pieces?\)$/);
    await until('the move to be listed', async () => (await moveItems(page).count()) === 2);
    expect(await text(moveItems(page).nth(1))).toMatch(new RegExp(`^1\\. ${mover} from \\w+`));
    await until('the animation to end', async () => !/Sowing/.test(await turn(page)));
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toMatch(/^#ruleset=walker-gabata&moves=\w+$/);
    // The address is the game: it replays in the CLI's engine to the board on the page.
    const label = hash.split('moves=')[1]!;
    const { game, record } = readRecord({ ruleset: 'walker-gabata', moves: [label] });
    const holes = replay(game, record).position.holes;
    const shown = await page.locator('#play-board [data-hole]').evaluateAll((gs) => Object.fromEntries(gs.map((g) => [g.getAttribute('data-hole'), Number(g.querySelector('.count')?.textContent)])));
    expect(shown).toEqual(holes);
    await page.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await until('the move to be undone', async () => (await moveItems(page).count()) === 1);
    expect(await page.locator('.move-list li.undone').count()).toBe(1);
    await page.getByRole('button', { name: 'Redo' }).press('Enter');
    await until('the move to come back', async () => (await moveItems(page).count()) === 2);
    await settle();
    await page.reload();
    await ready(page);
    expect(await moveItems(page).count()).toBe(2);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('reaches the holes with Tab alone, from the set-up\'s Change', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=courlander-sulus-aidi&moves=`);
    await ready(page);
    await page.getByRole('button', { name: 'Change' }).focus();
    let focused = '';
    for (let i = 0; i < 12 && !/^Sow from hole/.test(focused); i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    expect(focused).toMatch(/^Sow from hole \d+ \(\d+ beans?\)$/);
    await page.keyboard.press('Space');
    await until('the move to be listed', async () => (await moveItems(page).count()) === 2);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('loads the game only once the page has loaded, then plays by keyboard alone from the first Tab', async () => {
    const { page, problems, close } = await open();
    // Each script asked for, and whether the page had fired its load event by then.
    const scripts: { url: string; loaded: boolean }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push({ url: r.url(), loaded }));
    const release = await holdIslands(page);
    await page.goto(`${base}/play/`);
    await page.waitForLoadState('load');
    // Drawn by the server: the board and its holes are there, the game's code comes after the page (in idle time, or at the first reach).
    expect(await page.locator('.hole-button').count()).toBeGreaterThan(0);
    expect(scripts.filter((s) => /\/Play\.[^/]*\.js$/.test(s.url) && !s.loaded)).toEqual([]);
    release();
    // Its buttons already take a click (held until the game can answer), though the server leaves them disabled for a reader without JavaScript.
    expect(await page.getByRole('button', { name: 'Change' }).isDisabled()).toBe(false);
    // From the top of the page, the skip link past the menu (which lists every game), then Tab until a hole
    // has the focus: the first focus inside the game wakes it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the text');
    await page.keyboard.press('Enter');
    let focused = '';
    for (let i = 0; i < 60 && !/^Sow from hole/.test(focused); i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(focused).toMatch(/^Sow from hole \w+ \(\d+ beans?\)$/);
    await page.keyboard.press('Enter');
    await until('the move to be listed', async () => (await moveItems(page).count()) >= 2);
    expect(scripts.some((s) => /\/Play\.[^/]*\.js$/.test(s.url))).toBe(true);
    expect(await page.getByRole('button', { name: 'Change' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('keeps the first tap on a hole made before the game has loaded', async () => {
    const { page, problems, close } = await open();
    const release = await holdIslands(page);
    await page.goto(`${base}/play/`);
    await page.waitForLoadState('load');
    // A tap with no pointer passing over first (a touch screen): the click must not be lost.
    const name = await page.locator('.hole-button').first().getAttribute('aria-label');
    await page.locator('.hole-button').first().dispatchEvent('pointerdown');
    await page.locator('.hole-button').first().dispatchEvent('click');
    release();
    await until('the move to be listed', async () => (await moveItems(page).count()) >= 2);
    expect(await text(moveItems(page).nth(1))).toContain(`from ${/hole (\w+)/.exec(name!)![1]}`);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('animates a move played after an undo, like any other', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=walker-gabata&moves=`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'Slow' });
    // Two moves, both undone: the move played then leaves the list shorter than it was.
    for (const n of [2, 3]) {
      await sowByKeyboard(page);
      await until('a move', async () => (await moveItems(page).count()) === n);
      await page.getByRole('button', { name: 'Skip the animation' }).click();
    }
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await until('the moves undone', async () => (await moveItems(page).count()) === 1);
    await sowByKeyboard(page);
    await until('the new move to be sown', async () => (await turn(page)) === 'Sowing…');
    expect(await page.locator('.move-list li.undone').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  /** Abalalà against the computer (A) at `strength`: B sows by keyboard, and the computer's reply is listed. */
  async function computerReplies(page: Page, strength: string, label = '') {
    await page.goto(`${base}/play/#ruleset=courlander-abalala&computer=A&strength=${strength}`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await until('B to move', async () => (await turn(page)) === 'B to move (you).');
    await sowByKeyboard(page);
    await until('the computer to reply', async () => (await turn(page)) === 'B to move (you).' && (await moveItems(page).count()) >= 3, 15_000);
    expect((await moveItems(page).allTextContents()).some((t) => /^\s*\d+\. A from \d+/.test(t)), label).toBe(true);
  }

  it('lets the computer reply, and undo takes back the reply with the move', async () => {
    const { page, problems, close } = await open();
    await computerReplies(page, 'random');
    await page.getByRole('button', { name: 'Undo' }).click();
    await until('back to the opening', async () => (await moveItems(page).count()) === 1);
    expect(await turn(page)).toBe('B to move (you).');
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('lets the computer think in a worker, and in the page itself where the browser gives no worker', async () => {
    for (const workers of [true, false]) {
      const { page, problems, close } = await open();
      if (!workers) await page.addInitScript(() => void Reflect.deleteProperty(window, 'Worker'));
      const made: string[] = [];
      page.on('worker', (w) => made.push(new URL(w.url()).pathname));
      await computerReplies(page, 'lookahead', `workers: ${workers}`);
      // One worker, made once the computer was next to move, and kept for its later moves.
      expect(made, `workers: ${workers}`).toEqual(workers ? [expect.stringMatching(/^\/_astro\/computer\/computer\.worker\.[\w-]+\.js$/)] : []);
      expect(problems).toEqual([]);
      await close();
    }
  }, TIMEOUT);

  it('refuses a broken link or record with the reason, and keeps the game in progress', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=walker-gabata&moves=`);
    await ready(page);
    await until('the opening', async () => /to move\.$/.test(await turn(page)));
    await sowByKeyboard(page);
    await until('one move', async () => (await moveItems(page).count()) === 2);
    await page.evaluate(() => (location.hash = '#ruleset=courlander-abalala&moves=10'));
    const alert = page.getByRole('alert');
    await until('the refusal', async () => (await alert.count()) > 0);
    expect(await text(alert)).toBe('The link\'s game is refused: moves[0]: "10" cannot be played: it is A\'s hole, not B\'s. The game in progress is kept.');
    expect(await moveItems(page).count()).toBe(2);
    expect(await text(page.locator('#play-game-h'))).toBe('Gabata, first game');
    await page.locator('summary', { hasText: 'Paste a record' }).click();
    await page.getByLabel('Record (JSON)').fill('{"ruleset": "walker-gabata", "moves": ["z"]}');
    await page.getByRole('button', { name: 'Load it' }).click();
    await until('the record refused', async () => /The record is refused: moves\[0\]: "z" is not a hole/.test(await text(alert)));
    expect(await moveItems(page).count()).toBe(2);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('exports the record the CLI reads, and imports one', async () => {
    const { page, problems, close } = await open({ acceptDownloads: true });
    await page.goto(`${base}/play/#ruleset=dlp-gabata-shoa-i&observed=five-holes&moves=`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await until('a move', async () => (await page.locator('.hole-button').count()) > 0);
    await sowByKeyboard(page);
    await until('one move', async () => (await moveItems(page).count()) >= 2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the record' }).click()]);
    const record = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(record).toMatchObject({ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'five-holes' } });
    expect(record.moves).toHaveLength((await moveItems(page).count()) - 1);
    expect(() => replay(readRecord(record).game, readRecord(record).record)).not.toThrow();
    await page.locator('summary', { hasText: 'Paste a record' }).click();
    await page.getByLabel('Record (JSON)').fill(JSON.stringify({ ruleset: 'courlander-sulus-nishtaw', moves: [] }));
    await page.getByRole('button', { name: 'Load it' }).click();
    await until('the imported game', async () => (await text(page.locator('#play-game-h'))) === 'Sulus Nishtaw, first game');
    await until('the address to hold the imported game', async () => /^#ruleset=courlander-sulus-nishtaw/.test(await page.evaluate(() => location.hash)));
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('imports a record chosen before the page\'s island has loaded', async () => {
    const { page, problems, close } = await open();
    const release = await holdIslands(page);
    await page.goto(`${base}/play/`);
    await page.waitForLoadState('load');
    const island = page.locator('astro-island').filter({ has: page.locator('#record-h') }).first();
    expect(await island.getAttribute('ssr'), 'not hydrated yet').not.toBeNull();
    // The file picker waits for nothing but the island, so it takes the choice at once.
    const picker = page.getByLabel('Import a record');
    expect(await picker.isDisabled()).toBe(false);
    await picker.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ruleset: 'courlander-sulus-nishtaw', moves: [] })) });
    release();
    await until('the imported game', async () => (await text(page.locator('#play-game-h'))) === 'Sulus Nishtaw, first game');
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('copies a link to the position, which opens the same game', async () => {
    const { page, problems, close, settle } = await open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${base}/play/`);
    await ready(page);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await until('the link copied', async () => (await text(page.getByRole('status').filter({ hasText: 'copied' }))) === 'The link to this position is copied.');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(/\/play\/#ruleset=courlander-abalala&first=B&moves=(\d+(,\d+)*)?&computer=A&strength=lookahead$/);
    const moves = await moveItems(page).count();
    await settle();
    await page.goto('about:blank');
    await page.goto(url);
    await ready(page);
    expect(await moveItems(page).count()).toBe(moves);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('opens a move in the stepper and steps it with the keyboard', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=courlander-abalala&moves=1`);
    await ready(page);
    await page.getByRole('button', { name: /^Step through: 1\. B from 1/ }).click();
    const stepper = page.locator('.play-stepper section.stepper');
    await until('the stepper', async () => (await stepper.count()) === 1);
    const count = stepper.locator('.step-count');
    expect(await text(count)).toMatch(/^Step 0 of \d+$/);
    await stepper.locator('.stepper-board').focus();
    await page.keyboard.press('ArrowRight');
    await until('a step', async () => /^Step 1 of/.test(await text(count)));
    expect(await text(stepper.locator('.narration'))).toMatch(/^B lifts/);
    // The stepper keeps its place to itself: the address still holds the game.
    expect(await page.evaluate(() => location.hash)).toBe('#ruleset=courlander-abalala&moves=1');
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('animates the opening race of a new game, which can be skipped', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/`);
    await ready(page);
    await openSetup(page);
    await page.getByRole('combobox', { name: 'Players' }).selectOption({ label: 'Two people at this screen' });
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'Slow' });
    await page.getByRole('button', { name: 'Start a new game' }).click();
    await until('the race to be sown', async () => (await turn(page)) === 'Sowing…');
    // Both players sow at once: the first picture marks two holes.
    expect(await page.locator('#play-board .hole.path').count()).toBe(2);
    await page.getByRole('button', { name: 'Skip the animation' }).click();
    await until('the race to end', async () => /to move\.$/.test(await turn(page)));
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('sets up the next round of a DLP series when one ends, and tells how', async () => {
    let s = newSession('dlp-gabata-shoa-i');
    const rnd = mulberry32(2);
    while (position(s).status === 'playing') {
      const moves = legalMoves(s.game, position(s));
      s = play(s, moves[Math.floor(rnd() * moves.length)]!);
    }
    expect(position(s).status).toBe('round-over');
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/${formatPlayHash(s, { computer: null, strength: 'random' })}`);
    await ready(page);
    const [south, north] = [position(s).stores.south!, position(s).stores.north!];
    expect(await turn(page)).toBe(south === north ? `A draw, ${south} to ${north}.` : south > north ? `South wins ${south} to ${north}.` : `North wins ${north} to ${south}.`);
    expect(await text(page.locator('.standing'))).toBe('Each keeps what he won, and the next game is set up from it.');
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await page.getByRole('button', { name: 'Set up the next game' }).press('Enter');
    await until('the next round', async () => (await text(page.locator('#play-game-h'))) === 'Gabata (Shoa I), game 2 of the series');
    const told = await text(page.locator('.what'));
    expect(told).toMatch(/puts \w+ counters in holes/);
    expect(told).toContain('A second round is played');
    expect(told).toContain('DLP, Gabata (Shoa I), Rules, sentence 16');
    expect(told).not.toContain('dlp.next-round');
    // The next round's record starts from its set-up.
    // The address follows the game as soon as the set-up's pictures have been drawn.
    await page.waitForFunction(() => decodeURIComponent(location.hash).includes('start={"holes"'), undefined, { timeout: 10_000 });
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('has no axe violations mid-game, with a stepper open', async () => {
    const { page, close } = await open();
    await page.goto(`${base}/play/#ruleset=courlander-sulus-aidi&moves=`);
    await ready(page);
    await page.getByRole('button', { name: /^Step through: The opening/ }).click();
    expect(await axe(page, '/play/')).toEqual([]);
    await close();
  }, TIMEOUT);

  it('fits a 390 px phone: no sideways scroll, every hole a 44 px target, labels readable', async () => {
    for (const ruleset of ['courlander-abalala', 'walker-gabata', 'dlp-gabata-shoa-i']) {
      const { page, problems, close } = await open({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/play/#ruleset=${ruleset}&moves=`);
      await ready(page);
      await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
      await until('a hole to play', async () => (await page.locator('.hole-button').count()) > 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const boxes = await page.locator('.hole-button').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).map((r) => [r.width, r.height]));
      for (const [w, h] of boxes) {
        expect(w).toBeGreaterThanOrEqual(44);
        expect(h).toBeGreaterThanOrEqual(44);
      }
      // Six holes a row: the pits are far enough apart that no two targets overlap.
      const xs = await page.locator('#play-board [data-hole] .pit').evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect()).map((r) => r.x + r.width / 2));
      // Pits in one column share a centre: the gaps between columns are the differences over a pixel.
      const gaps = xs.sort((a, b) => a - b).flatMap((x, i) => (i && x - xs[i - 1]! > 1 ? [x - xs[i - 1]!] : []));
      expect(gaps.length).toBeGreaterThan(0);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(44);
      // A label's size on the screen: its font size in the drawing's units, scaled as the drawing is.
      const labels = await page.locator('#play-board .label').evaluateAll((ls) =>
        ls.map((l) => {
          const svg = l.closest('svg')!;
          return (parseFloat(getComputedStyle(l).fontSize) * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width;
        }),
      );
      expect(labels.length).toBeGreaterThan(0);
      for (const h of labels) expect(h).toBeGreaterThanOrEqual(12);
      expect(problems).toEqual([]);
      await close();
    }
  }, TIMEOUT);

  it("marks the computer's last move, walks the game from the move list and the keys, and plays on from its end", async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=courlander-abalala&computer=A&strength=random`);
    await ready(page);
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await until('B to move', async () => (await turn(page)) === 'B to move (you).');
    await sowByKeyboard(page);
    await until('the computer to reply', async () => (await turn(page)) === 'B to move (you).' && (await moveItems(page).count()) >= 3, 15_000);
    const last = (await moveItems(page).allTextContents()).at(-1)!;
    const from = last.match(/A from (\d+)/)![1]!;
    // The hole the computer sowed from is marked, and so is where its last bean fell.
    expect(await page.locator('#play-board [data-hole].from').count()).toBe(1);
    expect(await page.locator('#play-board [data-hole].last').count()).toBe(1);
    const fromLabel = await page.locator('#play-board [data-hole].from .label').textContent();
    expect(fromLabel).toBe(from);
    expect(await page.locator('#play-board [data-hole].legal').count()).toBe(await page.locator('.hole-button').count());
    // Its move, bean by bean, on request.
    await page.getByRole('button', { name: 'Step through its move' }).click();
    await until('the stepper', async () => (await page.locator('.play-stepper section.stepper').count()) === 1);
    expect(await text(page.locator('.play-stepper'))).toContain(`A from ${from}`);
    await page.getByRole('button', { name: 'Close the stepper' }).click();
    const total = await moveItems(page).count();
    const board = () => page.locator('#play-board [data-hole] .count').allTextContents();
    const now = await board();
    // The first move in the list: its position, and the banner.
    await moveItems(page).nth(1).getByRole('button').first().click();
    const banner = page.locator('.viewing p');
    await until('the banner', async () => /^Viewing move 1 of \d+$/.test(await text(banner)));
    expect(await page.locator('.hole-button').count()).toBe(0);
    const second = await board();
    expect(second).not.toEqual(now);
    await page.keyboard.press('ArrowLeft');
    await until('the opening', async () => (await text(banner)) === 'Viewing the opening');
    await page.keyboard.press('ArrowRight');
    await until('move 1 again', async () => /^Viewing move 1 of \d+$/.test(await text(banner)));
    expect(await board()).toEqual(second);
    expect(await axe(page, '/play/')).toEqual([]);
    await page.keyboard.press('End');
    await until('the game again', async () => (await page.locator('.viewing').count()) === 0);
    expect(await board()).toEqual(now);
    await page.keyboard.press('Home');
    await until('the start', async () => (await text(banner)) === 'Viewing the start');
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await until('the game again', async () => (await page.locator('.viewing').count()) === 0);
    // Nothing was undone: the game goes on from its end.
    expect(await moveItems(page).count()).toBe(total);
    await sowByKeyboard(page);
    await until('the move to be listed', async () => (await moveItems(page).count()) > total);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('opens a position set up elsewhere from a start= link', async () => {
    const s = newSession('walker-gabata');
    const p = position(s);
    // The opening's position with two holes of different counts swapped: a position no game of these moves reaches.
    const a = p.holes.findIndex((n) => n > 0);
    const b = p.holes.findIndex((n) => n !== p.holes[a]);
    const holes = [...p.holes];
    [holes[a], holes[b]] = [holes[b]!, holes[a]!];
    const start = positionToJson(s.game, { ...p, holes });
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=walker-gabata&start=${encodeURIComponent(JSON.stringify(start))}&moves=`);
    await ready(page);
    await until('the position', async () => /to move\.$/.test(await turn(page)));
    const shown = await page.locator('#play-board [data-hole] .count').allTextContents();
    expect(shown.map(Number)).toEqual(holes);
    // A start that cannot be played is named, and the game opened stays.
    const bad = positionToJson(s.game, { ...p, holes: holes.map((n) => n + 1) });
    await page.evaluate((h) => (location.hash = h), `#ruleset=walker-gabata&start=${encodeURIComponent(JSON.stringify(bad))}&moves=`);
    await until('the message', async () => /^The link's game is refused: start: .*add up to \d+ pieces.* The game in progress is kept\.$/.test(await text(page.getByRole('alert'))));
    expect((await page.locator('#play-board [data-hole] .count').allTextContents()).map(Number)).toEqual(holes);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);
  it('loads a ruleset only when the reader switches to it, saying so without moving the page, and plays it, quoting its sentences', async () => {
    const { page, problems, close } = await open();
    const fetched = rulesetsFetched(page);
    // A ruleset's sentences come with its rules; the page carries those of the game it opens on.
    const quoted: string[] = [];
    page.on('request', (r) => {
      const m = /\/quotes\/([\w-]+)\.json$/.exec(new URL(r.url()).pathname);
      if (m) quoted.push(m[1]!);
    });
    // The DLP's Gabata held back a moment, so that its loading can be seen.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/ruleset-dlp-gabata-shoa-i\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/play/`);
    await ready(page);
    expect(fetched).toEqual(['courlander-abalala']);
    await openSetup(page);
    const game = page.locator('.play-game');
    const top = (await game.boundingBox())!.y;
    await page.locator('.play-setup select').first().selectOption('dlp-gabata-shoa-i');
    const start = page.locator('.play-setup button[type="submit"]');
    await until('the loading to be said', async () => (await text(start)) === 'Loading the rules…' && (await start.isDisabled()));
    expect((await game.boundingBox())!.y).toBe(top);
    release();
    await until('the rules to arrive', () => start.isEnabled());
    expect(fetched).toContain('dlp-gabata-shoa-i');
    // The form is the new ruleset's: its own reading, which the default ruleset has not.
    expect(await text(page.locator('.play-readings'))).toContain("Which of the DLP's observed rulesets");
    await start.click();
    await until('the new game', async () => (await text(page.locator('#play-game-h'))) === 'Gabata (Shoa I), first game');
    // The board is the new ruleset's: two rows of six.
    expect(await page.locator('#play-board [data-hole]').count()).toBe(12);
    await until('the address to follow the game', async () => /^#ruleset=dlp-gabata-shoa-i&/.test(await page.evaluate(() => location.hash)));
    expect(quoted).toEqual(['dlp-gabata-shoa-i']);
    // A move, told beside the DLP's own sentence, which the page did not carry.
    await until('the first move to be offered', async () => (await page.locator('.hole-button').count()) > 0);
    await sowByKeyboard(page);
    const told = page.locator('.what');
    await until("the move told with the DLP's sentence", async () => (await told.locator('a[href*="/sources/dlp-gabata-shoa-i/#"]').count()) > 0);
    expect(await text(told)).toMatch(/DLP, Gabata \(Shoa I\)/);
    expect(problems).toEqual([]);
    await close();
  }, TIMEOUT);

  it('lands a shared link of a ruleset the page does not open on, and says when its rules cannot be loaded', async () => {
    const { page, problems, close } = await open();
    await page.goto(`${base}/play/#ruleset=dlp-abalalae&moves=`);
    // The address names a game: the page hydrates at once, and loads its rules.
    await until('the linked game', async () => (await text(page.locator('#play-game-h'))) === "Abalala'e, first game", 20_000);
    expect(await page.locator('#play-board [data-hole]').count()).toBe(18);
    expect(await text(page.locator('.setup-line a').first())).toMatch(/Abalala'e/);
    // A ruleset whose chunk cannot be fetched: the reason is shown and the game in progress stays.
    await page.route(/\/ruleset-walker-gabata\.[\w-]+\.js$/, (route) => route.fulfill({ status: 503, body: '' }));
    await openSetup(page);
    await page.locator('.play-setup select').first().selectOption('walker-gabata');
    await until('the failure to be said', async () => /could not be loaded/.test(await text(page.locator('.play-setup [role="alert"]'))));
    expect(await page.locator('.play-setup select').first().inputValue()).toBe('dlp-abalalae');
    expect(await text(page.locator('#play-game-h'))).toBe("Abalala'e, first game");
    // The refused fetch itself is reported (its address, and the console's 503): nothing else.
    expect(problems.filter((p) => !/ruleset-walker-gabata|status of 503/.test(p))).toEqual([]);
    await close();
  }, TIMEOUT);
});
