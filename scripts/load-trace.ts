// Where a page's main thread goes while it loads on issue 26's phone (a measurement, not a test):
// the page opened in a fresh Chromium with the CPU slowed fourfold (DevTools protocol), traced from
// the start to 2.5 s after its load event; prints each task over 50 ms with what took its time
// (parsing, style, layout, paint, scripts, idle callbacks), then the totals. With --warm the page is
// opened once first in the same browser and traced the second time, which tells the browser's own
// first-use costs (font set-up, first layout) from the page's.
//   npm run build && npx tsx scripts/load-trace.ts /examples/courlander-b-sows-from-hole-4/ [--warm]
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve-dist.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

const path = process.argv.slice(2).find((a) => a.startsWith('/'));
if (!path) {
  console.error('usage: npx tsx scripts/load-trace.ts /path/ [--warm]');
  process.exit(2);
}
const warm = process.argv.includes('--warm');
const { base, close } = await serve(resolve('dist'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (warm) {
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await page.goto('about:blank');
  }
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d: { value: TraceEvent[] }) => events.push(...d.value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await cdp.send('Tracing.end');
  await complete;
  const timed = events.filter((e) => e.ph === 'X' && e.dur);
  const t0 = Math.min(...timed.map((e) => e.ts));
  const ms = (us: number) => Math.round(us / 1000);
  console.log(`${path} on a phone slowed fourfold, ${warm ? 'the second load in the same browser' : 'a fresh browser'}: tasks over 50 ms (start, length, what took it)`);
  for (const task of timed.filter((e) => e.name === 'RunTask' && e.dur! > 50_000)) {
    const inside = new Map<string, number>();
    for (const e of timed) {
      if (e === task || e.tid !== task.tid || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || e.name === 'RunTask' || e.dur! < 5000) continue;
      inside.set(e.name, (inside.get(e.name) ?? 0) + e.dur!);
    }
    const what = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
    console.log(`  at ${ms(task.ts - t0)} ms: ${ms(task.dur!)} ms${what ? ` (${what})` : ''}`);
  }
  const kinds = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'FireIdleCallback'];
  const total = (name: string) => ms(timed.filter((e) => e.name === name).reduce((n, e) => n + e.dur!, 0));
  console.log(`  in all: ${kinds.map((k) => `${k} ${total(k)}`).join(', ')} (ms)`);
} finally {
  await browser.close();
  await close();
}
