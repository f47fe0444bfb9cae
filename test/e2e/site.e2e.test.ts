import '../support/all-rulesets';
// End-to-end checks of the built site (dist/) in a real browser: the steppers step by keyboard and
// mouse, step permalinks restore, search finds each source. Every page's clean load, its reading
// without JavaScript and axe's checks are in site-static.e2e.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../site/built';
import { catalog } from '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { buildSteps } from '../../src/widgets/steps';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axe, base, browser, built, chromiumPath, dist, holdIslands, inTheme, open, reach, sweep, text, TIMEOUT, until, useSite, visitAll } from './harness';

import { comparePages, EXAMPLE_PAGES_CHECKED, everyPage, kindOf, pages, sourcePages, sourcePagesSampled } from './pages';
/** Every worked example, with a step from the middle of it to link to. */
const examples = readdirSync(new URL('../../content/examples/', import.meta.url))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${f}`, import.meta.url), 'utf8'))))
  .map((e) => {
    const played = playExample(e);
    return { id: e.id, source: e.source, topic: e.topic, middle: Math.max(1, Math.floor((buildSteps(played, played.game.rules.notation).length - 1) / 2)) };
  });

useSite();


/** Scroll a stepper into view and wait until it has hydrated. */
const hydrated = (stepper: Locator) => reach(stepper, 'the stepper');

async function stepCount(stepper: Locator) {
  const m = /Step (\d+) of (\d+)/.exec(await text(stepper.locator('.step-count').first()));
  if (!m) throw new Error('no step count');
  return { at: Number(m[1]), of: Number(m[2]) };
}

describe('the built site in a browser', () => {
  it('has pages to test', () => {
    expect(pages).toContain('/');
    // Each kind of page has its sample among the pages the sweeps visit, and the pages named for a feature.
    expect(new Set(everyPage.map(kindOf))).toEqual(new Set(pages.map(kindOf)));
    expect(everyPage).toEqual(expect.arrayContaining(EXAMPLE_PAGES_CHECKED.map((id) => `/examples/${id}/`)));
    // One source page a ruleset of the catalog.
    expect(sourcePages).toHaveLength(catalog.length);
    expect(comparePages.length).toBeGreaterThan(0);
    // Which browser ran the tests, for whoever reads the log.
    console.log(`browser: ${chromiumPath}, version ${browser.version()}`);
  });

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

  it('steps an example on its own page by keyboard and by mouse', () => stepsByKeyboardAndMouse('/examples/courlander-b-sows-from-hole-4/'), TIMEOUT);
  it('steps an example on a source page by keyboard and by mouse', () => stepsByKeyboardAndMouse('/sources/courlander-abalala/'), TIMEOUT);

  it('keeps the first tap on a stepper\'s button made on a phone before the stepper has loaded, and leaves a button it keeps disabled alone', async () => {
    const phone = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };
    // The example opens at its start, where Back is off; the reload's comparison at its end, where Forward is.
    for (const [path, towards, off, from] of [
      ['/examples/courlander-b-sows-from-hole-4/', 'Forward one step', 'Back one step', 'start'],
      ['/compare/reload-23/', 'Back', 'Forward', 'end'],
    ] as const) {
      const { page, problems, close } = await open(phone);
      const release = await holdIslands(page);
      await page.goto(base + path);
      await page.waitForLoadState('load');
      const stepper = page.locator('astro-island').filter({ has: page.locator('.step-count') }).first();
      const look = (name: string) => stepper.getByRole('button', { name, exact: true }).first().evaluate((b) => {
        const c = getComputedStyle(b);
        return `${c.opacity} ${c.color} ${c.backgroundColor} ${c.cursor}`;
      });
      const { at: opening, of: last } = await stepCount(stepper);
      expect(opening, path).toBe(from === 'start' ? 0 : last);
      const next = from === 'start' ? 1 : last - 1;
      // Before any touch, with JavaScript, a button that waits only for the island is enabled
      // already (the server leaves it disabled, for a reader without JavaScript); the one off at
      // the step it opens on, for its own reason, stays disabled and looks it.
      expect(await stepper.getAttribute('ssr'), `${path}: not hydrated yet`).not.toBeNull();
      expect(await stepper.getByRole('button', { name: towards, exact: true }).first().isDisabled(), path).toBe(false);
      expect(await stepper.getByRole('button', { name: off, exact: true }).first().isDisabled(), path).toBe(true);
      const waiting = await look(towards);
      const offWaiting = await look(off);
      expect(offWaiting, path).not.toBe(waiting);
      await stepper.getByRole('button', { name: towards, exact: true }).first().tap({ force: true });
      release();
      await until(`${path}: step ${next} after the first tap`, async () => (await stepCount(stepper)).at === next, 5000);
      expect(await look(towards), `${path}: ${towards} looks as it did while it waited`).toBe(waiting);
      // The other way is enabled now; back where it opened it is off again, and a tap on it then does nothing.
      await stepper.getByRole('button', { name: off, exact: true }).first().tap();
      await until(`${path}: step ${opening} again`, async () => (await stepCount(stepper)).at === opening, 5000);
      await stepper.getByRole('button', { name: off, exact: true }).first().tap({ force: true });
      await page.waitForTimeout(300);
      expect((await stepCount(stepper)).at, path).toBe(opening);
      await close();
      expect(problems, path).toEqual([]);
    }
  }, TIMEOUT);

  it('enables each control that waits only for its island before the island answers, looking as it will after, in both themes', async () => {
    const faults: string[] = [];
    // Each page loaded once and turned from one theme to the other (inTheme) while it waits and
    // again once it has answered: the dark theme changes colours only.
    const themes = ['light', 'dark'] as const;
    for (const path of ['/examples/courlander-b-sows-from-hole-4/', '/compare/reload-23/', '/compare/custom/', '/lab/', '/play/']) {
      const { page, problems, visit, close } = await open({ colorScheme: 'light' });
      const release = await holdIslands(page);
      await visit(path);
      await page.waitForLoadState('load');
      // Every control in an island not yet hydrated, bar those disabled for a reason of their own.
      const before: Record<string, { on: boolean; look: string }[]> = {};
      for (const colorScheme of themes) {
        await inTheme(page, colorScheme);
        before[colorScheme] = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('astro-island[ssr] :is(button, select, input):not([data-off])')].map((c, i) => {
            c.dataset.probe = String(i);
            const s = getComputedStyle(c);
            return { on: !(c as HTMLButtonElement).disabled, look: `${s.opacity} ${s.color} ${s.backgroundColor} ${s.borderTopColor} ${s.cursor}` };
          }),
        );
      }
      release();
      await visitAll(page);
      const read = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-probe]')].map((c) => {
            const s = getComputedStyle(c);
            return { on: !(c as HTMLButtonElement).disabled, name: c.getAttribute('aria-label') || c.textContent?.trim().slice(0, 40) || c.outerHTML.slice(0, 60), look: `${s.opacity} ${s.color} ${s.backgroundColor} ${s.borderTopColor} ${s.cursor}` };
          }),
        );
      await until(`${path}: the islands answered`, () => page.evaluate(() => !document.querySelector('astro-island[ssr]')), 5000).catch(() => undefined);
      // Dark first: the page is dark from the last look before the islands answered.
      for (const colorScheme of [...themes].reverse()) {
        await inTheme(page, colorScheme);
        const after = await read();
        const waited = before[colorScheme]!;
        expect(waited.length, path).toBeGreaterThan(0);
        expect(after.length, path).toBe(waited.length);
        waited.forEach((c, i) => !c.on && faults.push(`${path} (${colorScheme}): ${after[i]?.name} is disabled while its island waits, though it has no reason of its own (data-off)`));
        after.forEach((c, i) => {
          if (!c.on) faults.push(`${path} (${colorScheme}): ${c.name} stays disabled once the island answers, so should carry data-off`);
          else if (c.look !== waited[i]!.look) faults.push(`${path} (${colorScheme}): ${c.name} looked "${waited[i]!.look}" while it waited, "${c.look}" now`);
        });
      }
      // The two themes' looks differ somewhere, or the page was never turned.
      expect(before.dark!.map((c) => c.look), `${path}: the dark theme's look`).not.toEqual(before.light!.map((c) => c.look));
      faults.push(...problems.map((p) => `${path}: ${p}`));
      await close();
    }
    expect(faults, faults.join('\n')).toEqual([]);
  }, TIMEOUT);

  it('without JavaScript, shows a stepper\'s buttons as disabled, since none of them can work', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    await page.goto(base + '/examples/courlander-b-sows-from-hole-4/');
    const look = (name: string) => page.getByRole('button', { name, exact: true }).first().evaluate((b) => `${getComputedStyle(b).opacity} ${getComputedStyle(b).color}`);
    // Forward only waits for JavaScript, Back is disabled at the first step anyway: here they look the same.
    expect(await look('Forward one step')).toBe(await look('Back one step'));
    expect(Number((await look('Forward one step')).split(' ')[0])).toBeLessThan(1);
    await close();
  }, TIMEOUT);

  it('steps on a click that comes with no pointer or key before it, as a screen reader sends, before the stepper has loaded', async () => {
    const { page, problems, close } = await open();
    const release = await holdIslands(page);
    await page.goto(base + '/examples/courlander-b-sows-from-hole-4/');
    await page.waitForLoadState('load');
    const stepper = page.locator('astro-island').filter({ has: page.locator('.step-count') }).first();
    expect(await stepper.getAttribute('ssr')).not.toBeNull();
    await stepper.getByRole('button', { name: 'Forward one step' }).dispatchEvent('click');
    release();
    await until('step 1 after the click', async () => (await stepCount(stepper)).at === 1, 5000);
    await page.waitForTimeout(300);
    // Once, not twice.
    expect((await stepCount(stepper)).at).toBe(1);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('keeps a choice made in a stepper\'s checkbox or menu before the stepper has loaded: a tap on a phone, a screen reader\'s choice', async () => {
    const { page, problems, close } = await open({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const release = await holdIslands(page);
    await page.goto(base + '/examples/courlander-b-sows-from-hole-4/');
    await page.waitForLoadState('load');
    const stepper = page.locator('astro-island').filter({ has: page.locator('.step-count') }).first();
    expect(await stepper.getAttribute('ssr')).not.toBeNull();
    // The label's words, as a finger finds them: the box it ticks is ready for the tap.
    const route = page.getByLabel('Show the route of sowing').first();
    expect(await route.isDisabled()).toBe(false);
    await page.getByText('Show the route of sowing').first().tap();
    release();
    await reach(stepper, 'the stepper');
    // The island took the tap: it draws the route, and its later renders keep the box ticked.
    await until('the route drawn after the first tap', async () => (await stepper.locator('svg.board line.route').count()) > 0, 5000);
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 5000);
    expect(await route.isChecked()).toBe(true);
    await close();
    // A choice that comes alone, as a screen reader makes it: no pointer, no key, no focus before it.
    const second = await open();
    const releaseSecond = await holdIslands(second.page);
    await second.page.goto(base + '/examples/courlander-b-sows-from-hole-4/');
    await second.page.waitForLoadState('load');
    const island = second.page.locator('astro-island').filter({ has: second.page.locator('.step-count') }).first();
    const speed = second.page.getByLabel('Speed').first();
    expect(await speed.isDisabled()).toBe(false);
    const options = await speed.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const was = await speed.inputValue();
    const chosen = options.find((v) => v !== was)!;
    await speed.evaluate((s, v) => {
      (s as HTMLSelectElement).value = v;
      s.dispatchEvent(new Event('input', { bubbles: true }));
      s.dispatchEvent(new Event('change', { bubbles: true }));
    }, chosen);
    releaseSecond();
    await until('the stepper hydrated by the choice alone', async () => (await island.getAttribute('ssr')) === null, 5000);
    await reach(island, 'the stepper');
    // The island's own render (which would put back a value it never heard of) keeps the choice.
    await second.page.waitForTimeout(300);
    expect(await speed.inputValue()).toBe(chosen);
    await second.close();
    expect([...problems, ...second.problems]).toEqual([]);
  }, TIMEOUT);

  it('steps the lanes of a comparison with the keyboard', async () => {
    const { page, problems, close } = await open();
    const path = comparePages.find((p) => readFileSync(join(dist, p, 'index.html'), 'utf8').includes('compare-stepper'))!;
    await page.goto(base + path);
    const stepper = page.locator('section.compare-stepper').first();
    await hydrated(stepper);
    const lane = stepper.locator('.lane').first();
    const narration = lane.locator('p.narration');
    const before = await text(narration);
    // From where it opens (where its lanes part, or the start).
    const { at } = await stepCount(stepper);
    await lane.focus();
    await page.keyboard.press('Home');
    await until('step 0', async () => (await stepCount(stepper)).at === 0, 2000);
    await page.keyboard.press('ArrowRight');
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 2000);
    expect(await text(narration)).not.toBe(before);
    expect(await lane.getAttribute('aria-label')).toMatch(/step 1$/);
    await page.keyboard.press('ArrowRight');
    await until('step 2', async () => (await stepCount(stepper)).at === 2, 2000);
    await page.keyboard.press('ArrowLeft');
    await until('step 1 again', async () => (await stepCount(stepper)).at === 1, 2000);
    expect(at, 'it opened past the start').toBeGreaterThan(0);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('lands a shared step link on the examples’ own pages and on their source pages (each kind’s sample), and sends the old ones on', async () => {
    const started = Date.now();
    // That every example's page holds its stepper under the id a link names is checked on the built
    // pages (test/site/examples-pages.test.ts), and reading a link's step in test/widgets/step-link;
    // in the browser, the sample of each kind of page (./pages.ts) stands for its template.
    const sampled = examples.filter((e) => everyPage.includes(`/examples/${e.id}/`) || sourcePagesSampled.includes(`/sources/${e.source}/`));
    /** A link, and how it arrives: in a new document, or as a new hash on the page already open. */
    type Link = { path: string; id: string; step: number; landsAt: string; arrives: 'fresh' | 'hash' };
    const link = (path: string, id: string, step: number, landsAt = path.replace(/#.*/, ''), arrives: Link['arrives'] = 'fresh'): Link => ({ path, id, step, landsAt, arrives });
    // Each group is followed in one page, in order.
    const groups: Link[][] = sampled.filter((e) => everyPage.includes(`/examples/${e.id}/`)).map((e) => [link(`/examples/${e.id}/#example=${e.id}&step=${e.middle}`, e.id, e.middle)]);
    // A source page's links: the first and the last example on the page (the furthest down, where
    // a page still settling would throw the scroll off) open the page anew; the others arrive as a
    // new hash on it, as when a reader follows a link to another example of the page open.
    for (const source of new Set(sampled.map((e) => e.source).filter((s) => sourcePagesSampled.includes(`/sources/${s}/`)))) {
      const html = readFileSync(join(dist, 'sources', source, 'index.html'), 'utf8');
      const onPage = examples.filter((e) => e.source === source).sort((x, y) => html.indexOf(`id="example-${x.id}"`) - html.indexOf(`id="example-${y.id}"`));
      groups.push(onPage.map((e, i) => link(`/sources/${source}/#example=${e.id}&step=${e.middle}`, e.id, e.middle, undefined, i === 0 || i === onPage.length - 1 ? 'fresh' : 'hash')));
    }
    // The old single page sends a link on: one example of each source page is enough, the list
    // it looks the example up in is checked whole in test/site/examples-pages.test.ts.
    for (const source of new Set(sampled.map((e) => e.source))) {
      const e = examples.filter((x) => x.source === source).at(-1)!;
      groups.push([link(`/examples/#example=${e.id}&step=${e.middle}`, e.id, e.middle, `/examples/${e.id}/`)]);
    }
    const links = groups.flat();
    expect(links.filter((l) => l.arrives === 'fresh').length).toBeGreaterThan(sampled.filter((e) => everyPage.includes(`/examples/${e.id}/`)).length);
    /** Open each link of a group, and wait until the stepper shows the step, in view. */
    const found = await sweep(groups, {}, async ({ page, problems, visit }, group) => {
      const faults: string[] = [];
      for (const { path, id, step, landsAt, arrives } of group) {
        if (arrives === 'fresh') {
          // A link that differs from the page open only in its hash would not load a new document: leave it first.
          if (new URL(page.url(), base).pathname === landsAt) await page.goto('about:blank');
          // A mark the old document carries, so the new one's stepper is the one polled.
          await page.evaluate(() => ((window as { stale?: boolean }).stale = true));
          await visit(path);
        } else {
          await page.evaluate((hash) => (location.hash = hash), path.replace(/^[^#]*/, ''));
        }
        // Polled in the page, not from here: some ninety links, each a round trip or two less.
        const box = await page
          .waitForFunction(
            ({ id, step }) => {
              if ((window as { stale?: boolean }).stale) return null;
              const count = document.querySelector(`#example-${id} .step-count`);
              if (!count?.textContent?.includes(`Step ${step} of`)) return null;
              const r = count.getBoundingClientRect();
              return { top: r.top, bottom: r.bottom, height: innerHeight };
            },
            { id, step },
            // A long source page, loaded beside another on a busy machine, can take seconds to show it.
            { timeout: 15_000 },
          )
          .then((h) => h.jsonValue())
          .catch(() => null);
        const label = `${path} (${arrives === 'fresh' ? 'a new page' : 'a new hash'})`;
        // Whatever went wrong since the last link (a late fault of the last page is kept, not cleared).
        faults.push(...problems.splice(0).map((p) => `${label}: ${p}`));
        if (!box) {
          faults.push(`${label}: the stepper does not show step ${step}`);
          continue;
        }
        const at = new URL(page.url()).pathname;
        if (at !== landsAt) faults.push(`${label}: landed on ${at}, not ${landsAt}`);
        // The reader sees the step's count: the stepper was scrolled into view.
        if (box.top < 0 || box.bottom > box.height) faults.push(`${label}: the step count is out of view (${box.top}-${box.bottom} of ${box.height} px)`);
      }
      return faults;
    });
    console.log(`${links.length} step links opened (${links.filter((l) => l.arrives === 'fresh').length} in a new page) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(found, found.join('\n')).toEqual([]);
  }, 120_000);

  it('answers an address the site does not have with its own page, status 404, which leads on', async () => {
    const { page, problems, close } = await open();
    const response = await page.goto(`${base}/sources/courlander-abalala/page-21/`);
    expect(response?.status()).toBe(404);
    expect(await text(page.locator('h1'))).toBe('No page at this address');
    // The menu and the search box, as on every page, and links on to the site's main parts.
    expect(await page.getByRole('search').count()).toBe(1);
    expect(await axe(page, 'the 404 page')).toEqual([]);
    await page.locator('main').getByRole('link', { name: 'The worked examples' }).click();
    await page.waitForURL(`${base}/examples/`);
    expect(await text(page.locator('h1'))).toMatch(/worked examples/i);
    // The page's own status is the only thing recorded: nothing it loads fails, nothing else errs.
    expect(problems.sort()).toEqual([
      'HTTP 404: ' + base + '/sources/courlander-abalala/page-21/',
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  }, TIMEOUT);

  it('records a request that would leave the machine, and it fails there', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/');
    const outcome = await page.evaluate(() => fetch('http://example.com/', { mode: 'no-cors' }).then(() => 'arrived', (e: Error) => `failed: ${e.message}`));
    await settle();
    await close();
    expect(outcome).toMatch(/^failed/);
    expect(problems).toContainEqual('off-site request: http://example.com/');
    expect(problems.some((p) => p.startsWith('request failed: http://example.com/'))).toBe(true);
  }, TIMEOUT);

  it('says what is wrong with a link to a missing example or step, and the page still works', async () => {
    const id = 'courlander-b-sows-from-hole-4';
    const { page, problems, visit, close } = await open();
    const message = async (text: string) => {
      const status = page.getByRole('status').filter({ hasText: text });
      await until(`the message “${text}”`, async () => (await status.count()) > 0, 5000);
      return status;
    };
    await visit(`/examples/${id}/#example=no-such-example&step=3`);
    await message('The example “no-such-example” is not on this page');
    const stepper = page.locator(`#example-${id}`);
    await hydrated(stepper);
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 2000);

    await visit(`/examples/#example=no-such-example&step=3`);
    await message('There is no worked example “no-such-example”');
    expect(new URL(page.url()).pathname).toBe('/examples/');

    await visit(`/sources/courlander-abalala/#example=no-such-example&step=3`);
    await message('The example “no-such-example” is not on this page');

    await page.goto('about:blank');
    await visit(`/examples/${id}/#example=${id}&step=999`);
    await hydrated(stepper);
    await message('does not exist');
    expect((await stepCount(stepper)).at).toBe(0);
    await stepper.getByRole('button', { name: 'Forward one step' }).click();
    await until('step 1', async () => (await stepCount(stepper)).at === 1, 2000);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('switches a reading and the notation with the keyboard alone, fetching the engine and the narrator then', async () => {
    // The page loads neither: the example was played and told at build (issue 16).
    const id = 'courlander-b-sows-from-hole-4';
    const { page, problems, visit, close } = await open();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await visit(`/examples/${id}/`);
    const stepper = page.locator(`#example-${id}`);
    await hydrated(stepper);
    const lazy = () => fetched.filter((f) => /\/_astro\/(stepper-data|narrate)\./.test(f));
    expect(lazy()).toEqual([]);
    await stepper.locator('.stepper-board').focus();
    await page.keyboard.press('ArrowRight');
    const narration = stepper.locator('p.narration');
    expect(await text(narration)).toBe('B lifts the three beans in hole 4.');
    // Tab on to the notation's menu, and choose Walker's letters by arrow.
    const notation = stepper.getByRole('combobox', { name: /Notation/ });
    for (let i = 0; i < 20 && !(await notation.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await until('the narration in letters', async () => (await text(narration)) === 'B lifts the three beans in hole D.', 5000);
    expect(lazy().some((f) => f.includes('/narrate.'))).toBe(true);
    // Another reading: the engine comes, and plays the example again.
    const weg = 'dlp-take-from-weg';
    await visit(`/examples/${weg}/`);
    const other = page.locator(`#example-${weg}`);
    await hydrated(other);
    const reading = other.getByRole('combobox', { name: /After taking from the opponent's weg/ });
    await reading.focus();
    await page.keyboard.press('ArrowDown');
    // The address follows once the example is played again under the reading.
    await until('the reading switched', async () => new URL(page.url()).hash.includes('weg-take-continues=another-move'), 5000);
    expect(await reading.inputValue()).toBe('another-move');
    expect(lazy().some((f) => f.includes('/stepper-data.'))).toBe(true);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('shows an example under another reading from its page’s links to each', async () => {
    const id = 'dlp-take-from-weg';
    const { page, problems, visit, close } = await open();
    await visit(`/examples/${id}/`);
    const stepper = page.locator(`#example-${id}`);
    const select = stepper.getByRole('combobox', { name: /After taking from the opponent's weg/ });
    await page.getByRole('link', { name: 'the player moves again' }).click();
    await until('the reading switched', async () => (await select.inputValue()) === 'another-move', 5000);
    expect(new URL(page.url()).hash).toBe(`#example=${id}&step=0&weg-take-continues=another-move`);
    await page.getByRole('link', { name: 'the play ends, our default' }).click();
    await until('the reading back', async () => (await select.inputValue()) === 'ends', 5000);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('filters the examples index by source, game and topic, without a script', async () => {
    const { page, problems, visit, close } = await open();
    await visit('/examples/');
    const shown = () => page.locator('li[data-example]').evaluateAll((lis) => lis.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.getAttribute('data-example')));
    const all = await shown();
    expect(all).toHaveLength(examples.length);
    await page.getByRole('radio', { name: 'Walker: Gabata' }).check();
    expect((await shown()).sort()).toEqual(examples.filter((e) => e.source === 'walker-gabata').map((e) => e.id).sort());
    await page.getByRole('radio', { name: 'wegs' }).check();
    expect(await shown()).toEqual([]);
    expect(await page.locator('p.none').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Abalalà' }).check();
    await page.getByRole('radio', { name: 'takes' }).check();
    expect(await page.locator('p.none').isVisible()).toBe(false);
    expect((await shown()).sort()).toEqual(examples.filter((e) => e.source === 'courlander-abalala' && e.topic === 'takes').map((e) => e.id).sort());
    expect(await page.locator('section.topic-group:visible').count()).toBe(1);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('finds a phrase of each source with search', async () => {
    const phrases: [string, string][] = [
      ['staked claim', 'courlander-sulus-aidi'],
      ['inadequately be described', 'courlander-abalala'],
      ['participants do not start at once', 'courlander-sulus-nishtaw'],
      ['three-rank mancala games', 'walker-gabata'],
      ['two-or three-row mancala', 'dlp-gabata-shoa-i'],
      ['central highlands of Eritrea', 'dlp-abalalae'],
      ['played near Adwa', 'dlp-gabata-adowa'],
      ['left hand hole in their main row', 'dlp-gabata-aksum'],
      ['gaining another turn when they do so', 'dlp-selus-massawa'],
      ['yazab tabaqi', 'dlp-selus'],
      ['captures may happen at any time', 'dlp-rab-e'],
      ['Wallo region of Ethiopia', 'dlp-tuz'],
      ['Adegrat region of Eritrea', 'dlp-gabata-shoa-and-adegrat'],
      ['played in western Eritrea', 'dlp-qelat'],
      ['closely related to other Gabata games', 'dlp-awagagae'],
      ['played in Ethiopia and Somalia', 'dlp-rio-kadalis'],
      ['penalty assigned to that hole', 'dlp-mewelad'],
      ['This version is played in Ghinda', 'dlp-gabata-ghinda'],
      ['Maychew area of Ethiopia', 'dlp-hufesay'],
      ['Ansaba region of Eritrea', 'dlp-gabata-ansaba'],
      ['Wollo region of Ethiopia', 'dlp-jimafesosh'],
      ['simultaneous opening move that is common', 'dlp-mewegae'],
      ['Adegrat area of Ethiopia', 'dlp-gabata-adegrat'],
      ['played near Jigjiga', 'dlp-leyla'],
      ['played by an Oromo woman in Addis Ababa', 'dlp-gabata-oromo'],
      ['played in the Wuqro area of Ethiopia', 'dlp-gabata-wuqro'],
      ['similar to the many other games played in the area', 'dlp-lamosh'],
      ['played in central Ethiopia. It begins with a stylized move', 'dlp-lam-waladach'],
    ];
    const { page, problems, close } = await open();
    // The first from the search page's address and the second typed into its box, as a reader searches
    // again; the rest asked of the search's own API, which the box asks (the first results it shows, at
    // once: typing each into the box cost a second a phrase).
    const [first, second, ...rest] = phrases;
    await page.goto(`${base}/search/?q=${encodeURIComponent(first![0])}`);
    const results = page.locator('#search .pagefind-ui__result-link');
    const hrefs = () => results.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const [i, [phrase, source]] of [first!, second!].entries()) {
      if (i > 0) await page.locator('#search input.pagefind-ui__search-input').fill(phrase);
      await until(`results for “${phrase}”`, async () => (await hrefs()).includes(`/sources/${source}/`)).catch(async () => {
        expect(await hrefs(), `results for “${phrase}”`).toContain(`/sources/${source}/`);
      });
    }
    const shown = await results.count();
    expect(shown).toBeGreaterThan(0);
    const found = await page.evaluate(
      async ({ phrases, shown }) => {
        // Built as a string, so that the test's own transform leaves this import to the page.
        const pagefind = await (new Function('u', 'return import(u)') as (u: string) => Promise<{ search: (q: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] }> }>)(`${location.origin}/pagefind/pagefind.js`);
        return Promise.all(
          phrases.map(async ([phrase]) => {
            const { results } = await pagefind.search(phrase);
            const first = await Promise.all(results.slice(0, shown).map((r) => r.data()));
            return first.map((d) => new URL(d.url, location.origin).pathname);
          }),
        );
      },
      { phrases: rest, shown: Math.max(shown, 5) },
    );
    rest.forEach(([phrase, source], i) => expect(found[i], `results for “${phrase}”`).toContain(`/sources/${source}/`));
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});
