// End-to-end checks of the built site (dist/) in a real browser: every page loads cleanly, the
// steppers step by keyboard and mouse, step permalinks restore, search finds each source, the
// pages still read without JavaScript, and axe finds no accessibility violations.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../site/built';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeSource, base, browser, built, dist, open, text, TIMEOUT, until, useSite, visitAll } from './harness';

const pages = built ? builtPages().filter((p) => p.endsWith('/')).sort() : [];
const sourcePages = pages.filter((p) => /^\/sources\/[^/]+\/$/.test(p));
const comparePages = pages.filter((p) => /^\/compare\/[^/]+\/$/.test(p));

useSite();


/** Scroll a stepper into view and wait until it has hydrated (its Play button is enabled). */
async function hydrated(stepper: Locator, play = 'Play') {
  await stepper.scrollIntoViewIfNeeded();
  const button = stepper.getByRole('button', { name: play, exact: true });
  await until('the stepper to hydrate', () => button.isEnabled());
}

async function stepCount(stepper: Locator) {
  const m = /Step (\d+) of (\d+)/.exec(await text(stepper.locator('.step-count').first()));
  if (!m) throw new Error('no step count');
  return { at: Number(m[1]), of: Number(m[2]) };
}

describe('the built site in a browser', () => {
  it('has pages to test', () => {
    expect(pages).toContain('/');
    expect(sourcePages).toHaveLength(5);
    expect(comparePages.length).toBeGreaterThan(0);
  });

  it('loads every page with no errors, failed requests or off-site requests', async () => {
    const { page, problems, visit, settle, close } = await open();
    const found: string[] = [];
    for (const path of pages) {
      problems.length = 0;
      await visit(path);
      await visitAll(page);
      await settle();
      found.push(...problems.map((p) => `${path}: ${p}`));
    }
    await close();
    expect(found).toEqual([]);
  }, TIMEOUT);

  async function stepsByKeyboardAndMouse(path: string) {
    const { page, problems, close } = await open();
    await page.goto(base + path);
    const stepper = page.locator('section.stepper').first();
    await hydrated(stepper);
    const { at, of } = await stepCount(stepper);
    expect(at).toBe(0);
    expect(of).toBeGreaterThan(3);
    const narration = stepper.locator('p.narration');
    const narrations = [await text(narration)];
    const expectStep = async (n: number) => {
      await until(`step ${n}`, async () => (await stepCount(stepper)).at === n, 2000).catch(() => {});
      expect(await text(stepper.locator('.step-count'))).toBe(`Step ${n} of ${of}`);
      const now = await text(narration);
      expect(now, `the narration at step ${n} should differ from the last`).not.toBe(narrations.at(-1));
      narrations.push(now);
    };

    // The keyboard alone.
    await stepper.locator('.stepper-board').focus();
    for (const n of [1, 2, 3]) {
      await page.keyboard.press('ArrowRight');
      await expectStep(n);
    }
    await page.keyboard.press('End');
    await expectStep(of);
    await page.keyboard.press('Home');
    await expectStep(0);

    // The mouse.
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await expectStep(1);
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await expectStep(2);
    await stepper.getByRole('button', { name: 'Back one step' }).click();
    await expectStep(1);
    await close();
    expect(problems).toEqual([]);
  }

  it('steps an example on /examples/ by keyboard and by mouse', () => stepsByKeyboardAndMouse('/examples/'), TIMEOUT);
  it('steps an example on a source page by keyboard and by mouse', () => stepsByKeyboardAndMouse('/sources/courlander-abalala/'), TIMEOUT);

  it('steps the lanes of a comparison with the keyboard', async () => {
    const { page, problems, close } = await open();
    const path = comparePages.find((p) => readFileSync(join(dist, p, 'index.html'), 'utf8').includes('compare-stepper'))!;
    await page.goto(base + path);
    const stepper = page.locator('section.compare-stepper').first();
    await hydrated(stepper);
    const lane = stepper.locator('.lane').first();
    const narration = lane.locator('p.narration');
    const before = await text(narration);
    await lane.focus();
    await page.keyboard.press('ArrowRight');
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 2000);
    expect(await text(narration)).not.toBe(before);
    expect(await lane.getAttribute('aria-label')).toMatch(/step 1$/);
    await page.keyboard.press('ArrowRight');
    await until('step 2', async () => (await stepCount(stepper)).at === 2, 2000);
    await page.keyboard.press('ArrowLeft');
    await until('step 1 again', async () => (await stepCount(stepper)).at === 1, 2000);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('restores a step permalink, and reports a broken one', async () => {
    const id = 'courlander-b-sows-from-hole-4';
    const { page, problems, close } = await open();
    await page.goto(`${base}/examples/#example=${id}&step=7`);
    const stepper = page.locator(`#example-${id}`);
    await hydrated(stepper);
    await until('step 7', async () => (await stepCount(stepper)).at === 7, 5000);
    expect(await text(stepper.locator('.step-count'))).toMatch(/^Step 7 of \d+$/);

    await page.goto('about:blank');
    await page.goto(`${base}/examples/#example=${id}&step=999`);
    await hydrated(stepper);
    const status = stepper.getByRole('status').filter({ hasText: 'does not exist' });
    await until('the message about a broken link', async () => (await status.count()) > 0, 5000);
    expect((await stepCount(stepper)).at).toBe(0);
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 2000);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('finds a phrase of each source with search', async () => {
    const phrases: [string, string][] = [
      ['staked claim', 'courlander-sulus-aidi'],
      ['inadequately be described', 'courlander-abalala'],
      ['participants do not start at once', 'courlander-sulus-nishtaw'],
      ['three-rank mancala games', 'walker-gabata'],
      ['draw lots', 'dlp-gabata-shoa-i'],
    ];
    const { page, problems, close } = await open();
    for (const [phrase, source] of phrases) {
      await page.goto(`${base}/search/?q=${encodeURIComponent(phrase)}`);
      const results = page.locator('#search .pagefind-ui__result-link');
      await until(`results for “${phrase}”`, async () => (await results.count()) > 0);
      const hrefs = await results.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hrefs, `results for “${phrase}”`).toContain(`/sources/${source}/`);
    }
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('shows every page’s text, and every source’s diagrams, without JavaScript', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    for (const path of pages) {
      await page.goto(base + path);
      const main = (await page.locator('main').innerText()).trim();
      expect(main.length, `the text of ${path}`).toBeGreaterThan(200);
      if (sourcePages.includes(path)) {
        // Each diagram's id (or its place) and whether it shows, in one look at the page.
        const boards = await page.locator('svg.board[role="img"]').evaluateAll((svgs) =>
          svgs.map((svg, i) => {
            const box = svg.getBoundingClientRect();
            return { board: svg.id || `#${i}`, visible: svg.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0 };
          }),
        );
        expect(boards.length, `diagrams on ${path}`).toBeGreaterThan(0);
        expect(boards.filter((b) => !b.visible), `hidden diagrams on ${path}`).toEqual([]);
      }
    }
    await close();
  }, TIMEOUT);

  interface Violation {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }

  async function axeViolations(page: Page, path: string): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
      // The Pagefind UI on /search/ is third-party markup; it is checked like the rest (no exclusion needed so far).
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
    });
    return violations.map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} node(s): ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`)
          .join('; ')}`,
    );
  }

  async function axeAll(paths: string[], colorScheme: 'light' | 'dark') {
    const { page, close } = await open({ colorScheme });
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(base + path);
      await visitAll(page);
      if (path === '/search/') await until('the search UI', async () => (await page.locator('#search input').count()) > 0);
      found.push(...(await axeViolations(page, path)));
    }
    await close();
    expect(found, found.join('\n')).toEqual([]);
  }

  it('has no axe violations on any page (light theme)', () => axeAll(pages, 'light'), 90_000);
  it('has no axe violations on the source pages (dark theme)', () => axeAll(sourcePages, 'dark'), 90_000);
});
