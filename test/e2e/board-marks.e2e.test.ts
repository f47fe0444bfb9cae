// The play page's board in Chromium, measured: no label, count, claim's badge, name or mark prints
// over another, nor a bean over a count, on both boards (3x6 and 2x6, and the DLP's 2x7) at a desktop's width and a
// phone's, over positions crowded with claims and wegs, walked move by move.
import { describe, expect, it } from 'vitest';
import { formatPlayHash } from '../../src/play/link';
import { crowded, measureBoard, overlaps } from './board-boxes';
import { base, open, reach, text, TIMEOUT, until, useSite } from './harness';

useSite();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
/**
 * Crowded games on each board, each laid out and played after its seed; and the DLP's board of
 * seven holes a row, whose holes stand closest together.
 */
const BOARDS = [
  { ruleset: 'courlander-sulus-nishtaw', board: '3x6', options: {}, seeds: [1, 2, 3, 4] },
  { ruleset: 'dlp-gabata-shoa-i', board: '2x6', options: {}, seeds: [1, 2, 3, 4] },
  { ruleset: 'dlp-gabata-shoa-i', board: '2x7', options: { observed: 'seven-holes' }, seeds: [1, 2] },
];

describe('the board prints nothing over anything else', () => {
  for (const { ruleset, board, options, seeds } of BOARDS) {
    it(`on the ${board} board (${ruleset}), at 1366 and 390 px, through crowded games`, async () => {
      const games = seeds.map((seed) => crowded(ruleset, 40, seed, options));
      for (const viewport of SIZES) {
        // Measured as drawn at rest: a take's gain rises into its store, through the count, where motion is welcome.
        const { page, problems, close } = await open({ viewport, reducedMotion: 'reduce' });
        await page.goto(`${base}/play/`);
        await reach(page.locator('.play'), 'the play page');
        const svg = page.locator('#play-board');
        // The banner over a move looked back at ("Viewing move 3 of 7"), or nothing over the game as it stands.
        const banner = async () => ((await page.locator('.viewing').count()) ? text(page.locator('.viewing')) : '');
        const faults: string[] = [];
        const seen = { views: 0, holders: 0, pointers: new Set<string>(), twoDigits: 0 };
        for (const [i, session] of games.entries()) {
          const moves = session.at;
          await page.evaluate((h) => (location.hash = h), formatPlayHash(session, { computer: null, strength: 'random' }));
          await until('the game', async () => (await page.locator('.move-list li').count()) === moves && (await page.locator('.viewing').count()) === 0);
          // The game as it stands, then each move before it, back to the start.
          for (let view = moves; view >= 0; view--) {
            const measured = await svg.evaluate(measureBoard);
            for (const o of overlaps(measured)) faults.push(`${viewport.width} px, game ${i + 1}, after ${view} of ${moves}: ${o}`);
            seen.views++;
            seen.holders += measured.printed.filter((p) => p.what === 'holder').length;
            const last = (await svg.locator('[data-hole].last').count()) ? await svg.locator('[data-hole].last').getAttribute('data-hole') : null;
            if (last && measured.printed.some((p) => p.what === 'pointer')) seen.pointers.add(last);
            seen.twoDigits += (await svg.locator('[data-hole] .count').allTextContents()).filter((t) => t.length === 2).length;
            if (view === 0) break;
            const before = await banner();
            await page.locator('.play-board').press('ArrowLeft');
            await until('the move before', async () => (await banner()) !== before);
          }
        }
        // The walk met what crowds a board: badges of claims or wegs, the last bean's pointer in many holes, counts of two digits.
        expect(seen.holders / seen.views).toBeGreaterThan(5);
        expect(seen.pointers.size).toBeGreaterThanOrEqual(2 * seeds.length);
        expect(seen.twoDigits).toBeGreaterThanOrEqual(seeds.length);
        expect(faults).toEqual([]);
        expect(problems).toEqual([]);
        await close();
      }
    }, TIMEOUT * 3);
  }
});
