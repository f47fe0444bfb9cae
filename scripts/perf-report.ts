// A performance report, to rerun (not a test): Lighthouse, run in Debian's Chromium, over the built
// pages. Prints performance, accessibility, best-practice and SEO scores, and LCP, CLS and total
// blocking time, per page; with --tasks, the long tasks Lighthouse counts in that time (where each
// started, how long it took under the simulated phone, and the script it ran).
//   npm run build && npm run perf-report [-- /path/ …] [--tasks]
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 4394;
const base = `http://localhost:${port}`;

function pages(dir = new URL('../dist/', import.meta.url), prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : pages(new URL(`${name}/`, dir), `${prefix}${name}/`);
    return name === 'index.html' ? [prefix] : [];
  });
}

const wanted = process.argv.slice(2).filter((a) => a.startsWith('/'));
const showTasks = process.argv.includes('--tasks');
const server = spawn('npx', ['astro', 'preview', '--port', String(port)], { stdio: 'ignore', detached: true });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const rows: string[] = [];
  const pct = (x: number | null | undefined) => (x == null ? '  –' : String(Math.round(x * 100)).padStart(3));
  for (const path of wanted.length ? wanted : pages()) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const c = lhr.categories;
    const a = lhr.audits;
    rows.push(
      `${path.padEnd(36)} ${pct(c.performance?.score)} ${pct(c.accessibility?.score)} ${pct(c['best-practices']?.score)} ${pct(c.seo?.score)}` +
        `  ${String(Math.round(a['largest-contentful-paint']?.numericValue ?? 0)).padStart(6)} ms  ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}  ${String(Math.round(a['total-blocking-time']?.numericValue ?? 0)).padStart(5)} ms`,
    );
    if (showTasks) {
      const items = ((a['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? []);
      for (const t of items) rows.push(`    a long task at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms, ${t.url.replace(base, '') || '(the page)'}`);
    }
  }
  console.log('Lighthouse in Debian\'s Chromium (/usr/bin/chromium), its default mobile emulation and simulated throttling.');
  console.log(`${'page'.padEnd(36)} prf a11y  bp seo     LCP        CLS      TBT`);
  for (const r of rows) console.log(r);
} finally {
  await chrome.kill();
  try {
    process.kill(-server.pid!);
  } catch {
    // The preview server has already gone.
  }
}
