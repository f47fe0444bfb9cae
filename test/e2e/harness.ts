// The harness of the browser tests: the built site (dist/) served by a local node:http server,
// Debian's Chromium driven by playwright-core, and pages that record whatever goes wrong.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import { rulesetOfChunk } from '../site/built';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const require = createRequire(import.meta.url);
export const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const TIMEOUT = 60_000;
/** Where the test server serves axe-core (no page of the site links to it). */
export const AXE_PATH = '/__axe-core.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // Pagefind's index files are binary (gzipped) whatever their extension.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export const built = existsSync(join(dist, 'index.html'));

/**
 * The browser the tests drive: GOBETA_CHROMIUM if set, else Debian's chromium-headless-shell, else
 * Debian's chromium. The headless shell is the same Blink and V8 without the desktop browser's
 * machinery, the build Playwright itself runs headless tests in; here it does the same pages' work in
 * about 40% of the full browser's CPU (61 against 150 CPU-seconds over the site tests), and every
 * check gives the same result in both. The screenshots and Lighthouse keep the full browser.
 */
export const chromiumPath = process.env.GOBETA_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

let server: Server | undefined;
export let base: string;
export let browser: Browser;

/**
 * Serve dist/ and launch Chromium for the browser tests, once per worker: the browser files share
 * their worker's modules (vitest.config.ts), so the server and the browser outlive one file and serve
 * the next (importing Playwright and launching Chromium cost about 2.5 CPU-seconds a file). Each test
 * opens its own context (open()), so no file sees another's pages, cookies or storage. A browser
 * that has gone (a crash) is launched again; Playwright ends it when the worker exits.
 */
let started: Promise<void> | undefined;

export function useSite() {
  beforeAll(async () => {
    if (!built) throw new Error('dist/ is not built: run npm run build (npm test does)');
    if (started && !browser?.isConnected()) started = undefined;
    await (started ??= start());
  }, TIMEOUT);
}

async function start(): Promise<void> {
  server ??= await serve();
  browser = await launch();
}

async function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === AXE_PATH) {
      // Served, not pasted into each page: fetched from the cache, its compiled code is kept too.
      res.writeHead(200, { 'content-type': types['.js']!, 'cache-control': 'max-age=3600' }).end(axeSource);
      return;
    }
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist.replace(/[/\\]$/, ''))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      // As a static host (and astro preview) does: the site's own page, with the status 404.
      const notFound = join(dist, '404.html');
      if (existsSync(notFound)) res.writeHead(404, { 'content-type': types['.html']! }).end(readFileSync(notFound));
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      // Nothing may leave the machine: every request but the local server's goes to a proxy that is
      // not there, and fails (each is recorded as a fault by open()). A flag, not a route on every
      // context: routing sends each request through this process, about a tenth more CPU a page.
      '--proxy-server=http://127.0.0.1:9', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A new page in its own context, recording what goes wrong: console errors, page errors, failed or off-site requests. */
export async function open(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const inflight = new Set<object>();
  page.on('request', (r) => inflight.add(r));
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    // An aborted request is the browser's own doing: the test left or closed the page while it was
    // under way (an island's code, fetched in idle time after load; the tab's icon). Telling which
    // by the order of events does not work: a request the page made just before the test moved on
    // may be reported after the move. A fault of the site fails otherwise (a status, a refusal).
    if (error.includes('ERR_ABORTED')) return;
    problems.push(`request failed: ${r.url()} (${error})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(base + '/') && !/^(data|blob|about):/.test(url)) problems.push(`off-site request: ${url}`);
  });
  // Nothing may leave the machine: the browser's proxy (useSite) fails anything not for our server.
  /** Go to a page of the site (aborting whatever the last one still had under way). */
  const visit = (path: string) => page.goto(base + path);
  /** Wait until no request has been under way for 150 ms (the favicon, say, comes after the load event). */
  const settle = async () => {
    let quiet = 0;
    for (const end = Date.now() + 5000; quiet < 3 && Date.now() < end; ) {
      quiet = inflight.size ? 0 : quiet + 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { page, problems, visit, settle, close: () => context.close() };
}

/**
 * Reach for every island (a pointer over each: the islands hydrate in idle time after the load
 * event, or at once when the reader reaches for them, client:interaction), and wait until they all
 * have hydrated. Nothing on the site waits
 * for a scroll (no client:visible island, no observer), so the page is not scrolled through.
 */
export async function visitAll(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[ssr]')) island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  // Astro takes the ssr attribute off an island once it has hydrated.
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 10_000 });
}

/**
 * Hold back the islands' code (the modules under /_astro/) until the returned function is called, as
 * a slow network would: the islands wake in idle time after the load event (client:interaction),
 * which on this local server comes before a test can act, so a test of what the reader does before
 * an island answers holds its code first. Call before the page is visited.
 */
export async function holdIslands(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/[^/]+\.js$/, async (route) => {
    await held;
    // The page may have gone meanwhile.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * Turn the page open to the other theme, as a reader whose system turns dark: the site's theme
 * follows prefers-color-scheme live (src/layouts/theme.ts, global.css) where the reader has not
 * chosen one, so a check of both themes loads the page once and turns it, rather than loading it
 * again in a context of each scheme. Waits until any transition the change started has ended, so
 * what is read next is the theme's colours, not a colour on its way to them.
 */
export async function inTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async (scheme) => {
    if (!matchMedia(`(prefers-color-scheme: ${scheme})`).matches) throw new Error(`the page is not in the ${scheme} theme`);
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  }, colorScheme);
}

/** What axe checks: WCAG 2.2 A and AA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * The rules a change of theme can change the outcome of: the dark theme changes colours only (CSS
 * custom properties, Shiki's colours) and which of the switch's two labels shows, so a page that
 * passes every rule in the light theme is checked again in the dark for its colours alone, at
 * about half the cost (colour contrast is half of axe's time on a long page).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe's violations on the page as it stands, one line each: where (`label`), the rule, its impact,
 * what it asks, and the first few elements with what is wrong with them. `colours` runs only the
 * rules a theme can change (COLOUR_RULES).
 *
 * `rowsByKind` reads the first row of each kind in the page's tables and leaves out the rows like it
 * (the same table, and the same tags, classes, styles and roles within), reading every other element.
 * It is for a page read again in another theme or at another width after the every-page sweep
 * (site-static.e2e) has read it whole at a desk's width: such rows differ from their kind's first
 * only in their words, which that run checked, and in the long tables of the analysis, the matrix and
 * the family they were most of axe's time (the matrix's 78 rows are 16 kinds, the analysis's 509 are 10).
 */
export async function axe(page: Page, label: string, { colours = false, rowsByKind = false } = {}): Promise<string[]> {
  await page.addScriptTag({ url: base + AXE_PATH });
  const violations = await page.evaluate(
    async ({ tags, rules, rowsByKind }) => {
      interface Violation {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }
      const run = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violation[] }> } }).axe.run;
      // A row is of the kind of the first row whose elements (tags, classes, styles, roles) and table are the same.
      const repeated: Element[] = [];
      if (rowsByKind) {
        const seen = new Set<string>();
        const look = (e: Element) => `${e.tagName}.${[...e.classList].sort().join('.')}|${e.getAttribute('style') ?? ''}|${e.getAttribute('role') ?? ''}`;
        for (const row of document.querySelectorAll('tr')) {
          const kind = [look(row.closest('table')!), ...new Set([row, ...row.querySelectorAll('*')].map(look))].sort().join(' ');
          if (seen.has(kind)) repeated.push(row);
          else seen.add(kind);
        }
      }
      const context = repeated.length ? { include: [document], exclude: repeated } : document;
      const result = await run(context, { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    },
    { tags: AXE_TAGS, rules: colours ? COLOUR_RULES : null, rowsByKind },
  );
  return violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${v.nodes
        .slice(0, 3)
        .map((n) => `${JSON.stringify(n.target)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`)
        .join('; ')}`,
  );
}

/** The rulesets whose rules' chunks the page fetches from now on, in the order asked for. */
export function rulesetsFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const id = rulesetOfChunk(r.url());
    if (id) fetched.push(id);
  });
  return fetched;
}

/**
 * Reach for an island as a reader does (a pointer over `region`, inside it: client:interaction) and
 * wait until it answers: hydrated, and every control it disables only while it waits enabled again
 * (those disabled for a reason of their own carry data-off). Its controls take a click or a choice
 * before then (the directive enables them and holds what the reader does), so an enabled control is
 * no sign of it.
 */
export async function reach(region: Locator, what: string) {
  await region.scrollIntoViewIfNeeded();
  await region.hover();
  await until(`${what} to hydrate`, () =>
    region.evaluate((el) => {
      const island = el.closest('astro-island');
      return !!island && !island.hasAttribute('ssr') && !island.querySelector(':is(button, select, input):disabled:not([data-off])');
    }),
  );
}

/** Poll until `check` holds (or fail with `what`). */
export async function until(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** How many pages an every-page sweep keeps open at once: a sweep left to run alone then uses both cores. */
export const SWEEP_PAGES = 2;

/**
 * Visit `items` in SWEEP_PAGES pages at once, each opened with `options` and given items in turn
 * from one queue; what `check` returns (the faults found) is gathered in the items' order, so a
 * failure reads the same however the work was shared.
 */
export async function sweep<T>(items: readonly T[], options: BrowserContextOptions, check: (opened: Opened, item: T) => Promise<string[]>): Promise<string[]> {
  const found: string[][] = items.map(() => []);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(SWEEP_PAGES, items.length) }, async () => {
      const opened = await open(options);
      try {
        while (next < items.length) {
          const i = next++;
          found[i] = await check(opened, items[i]!);
        }
      } finally {
        await opened.close();
      }
    }),
  );
  return found.flat();
}

export type Opened = Awaited<ReturnType<typeof open>>;
