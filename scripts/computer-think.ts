/**
 * How the play page answers while the computer thinks: on issue 26's phone (the CPU slowed fourfold),
 * a person plays the first hole they may, the computer replies, for a few turns; for each reply the
 * script takes the main thread's long tasks from the person's move to the computer's answer, with
 * the computer thinking in its worker (as the page does) and in the page itself (as it did before
 * the worker, and does where a browser gives none). A measurement, not a test.
 *
 *   npm run build && npx tsx scripts/computer-think.ts [--turns=6] [ruleset[:computer's seat] …]
 */
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { serve } from './serve-dist.ts';

const args = process.argv.slice(2);
const turns = Number(args.find((a) => a.startsWith('--turns='))?.slice(8) ?? 6);
const rulesets = args.filter((a) => !a.startsWith('--'));
if (!rulesets.length) rulesets.push('walker-gabata', 'dlp-leyla:south', 'dlp-tuz:north');
// (Leyla's first seat and Tuz's second are the weaker: there the computer is most often behind and searches longest.)

const WATCH = `window.__tasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

interface Reply { ms: number; longest: number; blocking: number }

/** `ruleset` is an id, or an id and the computer's seat (`dlp-leyla:south`; north by default). */
async function play(base: string, game: string, inPage: boolean): Promise<Reply[]> {
  const [ruleset, seat = 'north'] = game.split(':');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    if (inPage) await page.addInitScript(() => void Reflect.deleteProperty(window, 'Worker'));
    await page.addInitScript(WATCH);
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${base}/play/#ruleset=${ruleset}&computer=${seat}&strength=lookahead`, { waitUntil: 'load' });
    await page.locator('astro-island:not([ssr]) .play-board').first().waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Animation' }).selectOption({ label: 'No animation' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const replies: Reply[] = [];
    for (let t = 0; t < turns; t++) {
      // The person's turn (the computer may begin); none means the game is over.
      const mine = await page
        .waitForFunction(() => /\(you\)\.$/.test(document.querySelector('.turn')?.textContent?.trim() ?? ''), null, { timeout: 60_000 })
        .then(() => true, () => false);
      if (!mine) break;
      const hole = page.locator('.hole-button:not([disabled])').first();
      if (!(await hole.count())) break;
      const before = await page.locator('.move-list li:not(.undone)').count();
      const start = (await page.evaluate('performance.now()')) as number;
      await hole.click();
      // Answered: the person's turn again after the move, or the game over (no one to move, no one thinking).
      await page.waitForFunction(
        (n) => {
          const line = document.querySelector('.turn')?.textContent?.trim() ?? '';
          const moved = document.querySelectorAll('.move-list li:not(.undone)').length > n;
          return moved && (/\(you\)\.$/.test(line) || !/to move|thinking/.test(line));
        },
        before,
        { timeout: 120_000 },
      );
      const replied = (await page.locator('.move-list li:not(.undone)').count()) >= before + 2;
      const end = (await page.evaluate('performance.now()')) as number;
      const tasks = ((await page.evaluate('window.__tasks')) as [number, number][]).filter(([s]) => s >= start && s < end);
      if (replied) replies.push({ ms: Math.round(end - start), longest: Math.round(Math.max(0, ...tasks.map(([, d]) => d))), blocking: Math.round(tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0)) });
    }
    return replies;
  } finally {
    await browser.close();
  }
}

const site = await serve(resolve('dist'));
console.log(`load average at the start: ${loadavg()[0]!.toFixed(1)}; CPU slowed 4x; ${turns} replies a game`);
console.log('| ruleset | where the computer thinks | move to reply, ms (median / longest) | longest main-thread task, ms | blocking over 50 ms, ms (sum) |');
console.log('| --- | --- | --- | --- | --- |');
try {
  for (const ruleset of rulesets) {
    for (const inPage of [false, true]) {
      const r = await play(site.base, ruleset, inPage);
      const ms = r.map((x) => x.ms).sort((a, b) => a - b);
      console.log(`| ${ruleset} | ${inPage ? 'the page' : 'a worker'} | ${ms[ms.length >> 1] ?? '-'} / ${ms.at(-1) ?? '-'} | ${Math.max(0, ...r.map((x) => x.longest))} | ${r.reduce((n, x) => n + x.blocking, 0)} |`);
    }
  }
} finally {
  await site.close();
}
