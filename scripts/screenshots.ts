// Screenshots of built pages at desktop and phone widths, for looking at what we build:
//   npm run build && npx tsx scripts/screenshots.ts /sources/courlander-sulus-nishtaw/ [more paths] [--widths=390,1366]
// Serves dist/ with `astro preview` on a spare port, writes PNGs to screenshots/ (git-ignored).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createServer, type AddressInfo } from 'node:net';

const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const dark = process.argv.includes('--dark');
const print = process.argv.includes('--print');
/** --element=<css selector>: shoot the first match only (at both widths), for a closer look. */
const element = process.argv.find((a) => a.startsWith('--element='))?.slice('--element='.length);
/** --at=<css selector>: scroll the first match to the top and shoot one screenful, not the whole page. */
const at = process.argv.find((a) => a.startsWith('--at='))?.slice('--at='.length);
/** --widths=390,1366: the widths to shoot (1280 and 390 unless given); a width under 600 is shot as a phone (touch, no hover). */
const widths = (process.argv.find((a) => a.startsWith('--widths='))?.slice('--widths='.length).split(',').map(Number) ?? [1280, 390]).map((w) => [w < 600 ? 'phone' : 'desktop', w] as const);
/** --click=<css selector>: click the first visible match first (to open the phone's menu, say). */
const click = process.argv.find((a) => a.startsWith('--click='))?.slice('--click='.length);
// A port no one else holds (another worktree may be shooting its own build at the same time).
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const server = spawn('npx', ['astro', 'preview', '--force', '--port', String(port)], { stdio: 'ignore', detached: true });
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const path of paths.length ? paths : ['/']) {
    for (const [name, width] of widths) {
      const phone = name === 'phone';
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light', hasTouch: phone, isMobile: phone });
      if (print) await page.emulateMedia({ media: 'print' });
      await page.goto(base + path);
      // Islands in view hydrate on load; those below the fold may never (client:visible): wait a little, not for ever.
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 3000 }).catch(() => {});
      if (click) await page.locator(click).filter({ visible: true }).first().click().catch(() => console.log(`nothing to click at ${width}px: ${click}`));
      const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${name}-${width}${dark ? '-dark' : ''}${print ? '-print' : ''}${element ? '-element' : ''}${at ? '-at' : ''}${click ? '-click' : ''}.png`;
      if (element) await page.locator(element).first().screenshot({ path: file });
      else if (at) {
        await page.locator(at).first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(300);
        await page.screenshot({ path: file });
      } else await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
  await browser.close();
} finally {
  process.kill(-server.pid!);
}
