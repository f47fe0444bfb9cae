import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
const server = spawn('npx', ['astro', 'preview', '--port', '4397'], { stdio: 'ignore', detached: true });
try {
  for (let i = 0; i < 60; i++) { try { if ((await fetch('http://localhost:4397/')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('http://localhost:4397/examples/');
  const board = page.locator('.stepper-board').first();
  await board.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('.controls button[aria-label="Play"]')?.hasAttribute('disabled'));
  await board.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  console.log('narration:', await page.locator('.narration').first().textContent());
  console.log('count:', await page.locator('.step-count').first().textContent());
  console.log('hash:', await page.evaluate(() => location.hash));
  await page.keyboard.press('End');
  console.log('end narration:', await page.locator('.narration').first().textContent());
  await page.locator('.stepper').first().screenshot({ path: 'screenshots/stepper-end.png' });
  await page.goto('http://localhost:4397/examples/#example=courlander-b-sows-from-hole-4&step=999');
  await page.waitForTimeout(1500);
  console.log('message:', await page.locator('.stepper .message').first().textContent());
  console.log('errors:', errors);
  await browser.close();
} finally { process.kill(-server.pid!); }
