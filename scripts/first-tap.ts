// How long a reader's first tap takes to answer on a slow phone (issue 26 §5): a measurement to
// rerun, not a test. Serves the built site (it builds nothing), and for each widget page, in a fresh
// browser each time (nothing cached), emulates the phone through the DevTools protocol
// (CPU 4x slower, 1.6 Mbps down, 750 kbps up, 150 ms round trip; 390x844, touch), loads the page,
// waits for its load event and then a reader's pause, taps the widget's first control and times the
// answer: from the tap (the finger lifting) to the first frame that shows the change it makes.
//   npm run build && npm run first-tap [-- --json] [--delays=0,1000,2000] [--runs=3] [--dist=dist] [/path/ …]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { PAGES, type Probe } from './first-tap-pages.ts';
import { serve } from './serve-dist.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const json = process.argv.includes('--json');
/** The reader's pause after the load event, before the tap: none (a tap as soon as the page has loaded), and a second or two of reading. */
const delays = (arg('delays') ?? '0,1000,2000').split(',').map(Number);
const runs = Number(arg('runs') ?? 3);
const wanted = process.argv.slice(2).filter((a) => a.startsWith('/'));
const probes = wanted.length ? PAGES.filter((p) => wanted.includes(p.path)) : PAGES;
/** The phone. */
const PHONE = { cpu: 4, downKbps: 1600, upKbps: 750, latencyMs: 150, width: 390, height: 844 };

/**
 * Installed before the page's own scripts: the time of the tap, when the finger lifts (a button
 * acts then; its event's own time stamp, so a busy main thread's delay counts, and not the time
 * the driver takes between the touch's start and its end), whether the tapped island had hydrated
 * by then, and the page's long tasks (over 50 ms: what blocks a tap) up to the tap.
 * A string, not a function: what runs in the page must not carry the bundler's helpers.
 */
const WATCH = `(() => {
  const m = (window.__firstTap = { tap: null, awake: null, tasks: [] });
  addEventListener('pointerdown', (e) => {
    const island = e.target instanceof Element && e.target.closest('astro-island');
    if (m.awake === null) m.awake = !!island && !island.hasAttribute('ssr');
  }, { capture: true });
  addEventListener('pointerup', (e) => void (m.tap ??= e.timeStamp), { capture: true });
  new PerformanceObserver((list) => { for (const t of list.getEntries()) m.tasks.push([t.startTime, t.duration]); }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * In the page: bring the control into view, and start watching the
 * answer's element: `window.__answer` resolves, once its text has changed after the tap, with the
 * time of the frame that shows it. Returns the control's box and the load event's end.
 */
const READY = `([selector, controls, name]) => {
  const control = [...document.querySelectorAll(controls)].find((c) => !name || new RegExp(name).test(c.getAttribute('aria-label') || c.textContent.trim()));
  control.scrollIntoView({ block: 'center' });
  const read = () => document.querySelector(selector)?.textContent;
  let was = read();
  window.__answer = new Promise((done) => {
    const observer = new MutationObserver(() => {
      // A change before the tap (an island's own first render) is not its answer.
      if (window.__firstTap.tap === null) return void (was = read());
      if (read() === was) return;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const box = control.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, load: performance.getEntriesByType('navigation')[0].loadEventEnd };
}`;

interface Run { answerMs: number | null; awake: boolean | null; tapMs: number | null; blockingMs: number; longestMs: number; loadMs: number }

async function measure(base: string, probe: Probe, delay: number): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downKbps * 1000) / 8,
      uploadThroughput: (PHONE.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await page.goto(base + probe.path, { waitUntil: 'load', timeout: 120_000 });
    // As few round trips as can be between the load event and the tap: one, then the tap.
    const ready = `(${READY})(${JSON.stringify([probe.answer, probe.control, probe.name])})`;
    let at = (await page.evaluate(ready)) as { x: number; y: number; load: number };
    const loadMs = at.load;
    if (delay) {
      // The reader reads a while; the control may have moved meanwhile.
      await page.waitForTimeout(delay);
      at = (await page.evaluate(ready)) as typeof at;
    }
    await page.touchscreen.tap(at.x, at.y);
    const answered = (await Promise.race([page.evaluate('window.__answer'), new Promise((r) => setTimeout(() => r(null), 15_000))])) as number | null;
    const m = (await page.evaluate('window.__firstTap')) as { tap: number | null; awake: boolean | null; tasks: [number, number][] };
    // What the islands' work costs: the long tasks from the load event to the tap (the page's own parsing and layout come before).
    const after = m.tasks.filter(([start]) => start >= loadMs && (m.tap === null || start < m.tap));
    return {
      answerMs: answered === null || m.tap === null ? null : Math.round(answered - m.tap),
      awake: m.awake,
      tapMs: m.tap === null ? null : Math.round(m.tap - loadMs),
      blockingMs: Math.round(after.reduce((n, [, d]) => n + Math.max(0, d - 50), 0)),
      longestMs: Math.round(Math.max(0, ...after.map(([, d]) => d))),
      loadMs: Math.round(loadMs),
    };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : null;
};

const dist = resolve(arg('dist') ?? 'dist');
readFileSync(resolve(dist, 'index.html'));
const server = await serve(dist);
const rows: { path: string; what: string; delayMs: number; tapMs: number | null; medianMs: number | null; answersMs: (number | null)[]; awake: (boolean | null)[]; loadMs: number | null; blockingMs: number | null; longestTaskMs: number | null }[] = [];
try {
  for (const probe of probes) {
    for (const delay of delays) {
      const got: Run[] = [];
      for (let i = 0; i < runs; i++) got.push(await measure(server.base, probe, delay));
      const answers = got.map((r) => r.answerMs);
      rows.push({
        path: probe.path,
        what: probe.what,
        delayMs: delay,
        tapMs: median(got.flatMap((r) => (r.tapMs === null ? [] : [r.tapMs]))),
        medianMs: answers.includes(null) ? null : median(answers as number[]),
        answersMs: answers,
        awake: got.map((r) => r.awake),
        loadMs: median(got.map((r) => r.loadMs)),
        blockingMs: median(got.map((r) => r.blockingMs)),
        longestTaskMs: median(got.map((r) => r.longestMs)),
      });
      if (!json) process.stderr.write('.');
    }
  }
} finally {
  await server.close();
}

if (json) console.log(JSON.stringify(rows, null, 2));
else {
  process.stderr.write('\n');
  console.log(`The first tap on a throttled phone: CPU ${PHONE.cpu}x slower, ${PHONE.downKbps} kbps down, ${PHONE.upKbps} kbps up, ${PHONE.latencyMs} ms round trip, ${PHONE.width}x${PHONE.height} touch.`);
  console.log(`Served from ${dist} (gzip); ${runs} run(s) each, a fresh browser each; load average ${loadavg()[0]!.toFixed(2)} at the end.`);
  console.log('"load": the load event. "pause": the reader\'s, after it; "tap": when the tap came after it (the pause and the scroll to the control).');
  console.log('"answer": tap to the frame showing its change, median (each run). "awake": the island had hydrated before the tap.');
  console.log('"blocking": long tasks\' time over 50 ms from the load event to the tap (the islands\' work), "longest" the longest such task. Medians, in ms.\n');
  console.log(`${'page'.padEnd(40)} ${'tapped'.padEnd(22)} ${'load'.padStart(6)} ${'pause'.padStart(6)} ${'tap'.padStart(6)} ${'answer'.padStart(7)}  ${'each run'.padEnd(18)} awake  blocking longest`);
  for (const r of rows) {
    const ms = (x: number | null) => (x === null ? '–' : `${x}`);
    console.log(
      `${r.path.padEnd(40)} ${r.what.padEnd(22)} ${ms(r.loadMs).padStart(6)} ${String(r.delayMs).padStart(6)} ${ms(r.tapMs).padStart(6)} ${ms(r.medianMs).padStart(7)}  ${r.answersMs.map(ms).join(' ').padEnd(18)} ${r.awake.map((a) => (a ? 'y' : 'n')).join('').padEnd(6)} ${ms(r.blockingMs).padStart(8)} ${ms(r.longestTaskMs).padStart(7)}`,
    );
  }
}
