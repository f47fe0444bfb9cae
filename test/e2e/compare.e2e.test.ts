// The comparisons in a browser: each lane marks where it differs from the first, says how it
// ends, a lane that cannot be played says why, and no comparison page is wider than a phone.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/compare.e2e.test.ts
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { builtPages } from '../site/built';
import { axe, base, built, holdIslands, open, reach, rulesetsFetched, sweep, text, TIMEOUT, until, useSite, visitAll } from './harness';
import { COMPARE_PAGES_AXED_AT_DESK, comparePagesSampled } from './pages';

useSite();

/** Every comparison page: the topics, the matrix, the custom page and each of the site's own. */
const comparePages = built ? builtPages().filter((p) => p.startsWith('/compare/')).sort() : [];
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Wait until a comparison's lanes have hydrated. */
const hydrated = (stepper: Locator) => reach(stepper, 'the lanes');

/** Step to the end (where a comparison of where things end up opens already, End is off). */
async function toEnd(stepper: Locator) {
  const end = stepper.getByRole('button', { name: 'End', exact: true });
  if (await end.isEnabled()) await end.click();
  await until('the last step', async () => {
    const m = /Step (\d+) of (\d+)/.exec(await text(stepper.locator('.step-count')));
    return m !== null && m[1] === m[2];
  });
}

describe('comparisons that show the difference', () => {
  it('marks, at the end of the 23-piece reload, the holes of lanes 2 to 4 that differ from the first, and says how many', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/reload-23/');
    const stepper = page.locator('section.compare-stepper');
    await hydrated(stepper);
    await toEnd(stepper);
    const lanes = stepper.locator('.lane');
    expect(await lanes.count()).toBe(4);
    expect(await lanes.nth(0).locator('[data-differs="true"]').count()).toBe(0);
    for (const k of [1, 2, 3]) {
      const lane = lanes.nth(k);
      const marked = await lane.locator('[data-differs="true"]').count();
      expect(marked, `lane ${k + 1}`).toBeGreaterThan(0);
      const line = lane.locator('.differs-count');
      expect(await line.isVisible()).toBe(true);
      expect(await text(line)).toMatch(new RegExp(`^${marked} holes? differs? from the first lane`));
    }
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('opens each comparison where it is worth looking: the reload at its end, said before the island wakes; the race where its lanes part; a link to a step at that step', async () => {
    const { page, problems, visit, settle, close } = await open();
    const count = (stepper: Locator) => text(stepper.locator('.step-count'));
    const release = await holdIslands(page);
    await visit('/compare/reload-23/');
    let stepper = page.locator('section.compare-stepper');
    // The server's render, before any reach: the four set-ups laid out, and how each ends.
    expect(await stepper.locator('xpath=ancestor::astro-island').getAttribute('ssr')).not.toBeNull();
    expect(await count(stepper)).toBe('Step 18 of 18');
    const beans = await stepper.locator('.lane').evaluateAll((lanes) => lanes.map((l) => [...l.querySelectorAll('.hole .count')].reduce((n, c) => n + Number(c.textContent), 0)));
    expect(beans.every((n) => n > 40), `beans on each lane's board: ${beans}`).toBe(true);
    expect(await stepper.locator('.lane .outcome').count()).toBe(4);
    expect(await text(stepper.locator('.lane .outcome').first())).toMatch(/^How this lane ends: /);
    release();
    await hydrated(stepper);
    expect(await count(stepper)).toBe('Step 18 of 18');
    // The race opens where the lanes part.
    await visit('/compare/opening-race/');
    stepper = page.locator('section.compare-stepper');
    expect(await count(stepper)).toBe('Step 6 of 42');
    expect(await text(stepper.locator('.divergence'))).toBe('≠ Here the lanes part.');
    // A shared step link still lands on its step, the start included.
    for (const at of [3, 0]) {
      await page.goto('about:blank');
      await visit(`/compare/reload-23/#compare=reload-23&step=${at}`);
      await until(`step ${at}`, async () => (await count(page.locator('section.compare-stepper'))) === `Step ${at} of 18`);
    }
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('ends each lane of the race with its outcome in words', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/opening-race/');
    const stepper = page.locator('section.compare-stepper');
    await hydrated(stepper);
    await toEnd(stepper);
    await until('every lane\'s outcome', async () => (await stepper.locator('.lane .outcome').count()) === 3);
    const outcomes = await stepper.locator('.lane .outcome').allTextContents();
    expect(outcomes.map((o) => o.replace(/\s+/g, ' ').trim())).toEqual([
      'How this lane ends: B finished first, at tick 1, and A at tick 29; B begins.',
      expect.stringMatching(/^Ended at step \d+: B finished first, at tick 1, and the race stopped there; B begins\.$/),
      expect.stringMatching(/^Ended at step \d+: B finished first, at tick 1, and the race stopped there; B begins\.$/),
    ]);
    expect(await text(stepper)).not.toContain('This lane has ended');
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('opens the custom comparison on lanes that part, and marks where by the end', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/custom/');
    const stepper = page.locator('section.compare-stepper');
    await hydrated(stepper);
    expect(await text(stepper)).not.toContain('never differ');
    await toEnd(stepper);
    expect(await stepper.locator('[data-differs="true"]').count()).toBeGreaterThan(0);
    expect(await text(page.locator('main'))).not.toContain('never differ');
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('shows, in its own lane, why Sulus Nishtaw\'s variation cannot play a move from a hole of three, and the other lane plays on', async () => {
    const { page, problems, visit, settle, close } = await open();
    await visit('/compare/custom/');
    const builder = page.locator('.builder');
    await reach(builder, 'the builder');
    await builder.getByRole('combobox', { name: 'Example' }).selectOption('courlander-b-sows-from-hole-4');
    const lane2 = builder.getByRole('group', { name: 'Lane 2' });
    await lane2.getByRole('combobox', { name: 'Ruleset' }).selectOption('courlander-sulus-nishtaw');
    await lane2.getByRole('combobox', { name: /The variation on holes of three/ }).selectOption('true');
    const stepper = page.locator('section.compare-stepper');
    const error = stepper.locator('.lane').nth(1).locator('.lane-error');
    await until('the lane\'s message', () => error.isVisible());
    expect(await text(error)).toBe('Under this reading the move from hole 4 cannot be played: under the variation no move starts from a hole of three once the game is in progress.');
    await hydrated(stepper);
    await toEnd(stepper);
    expect(await text(stepper.locator('.lane').nth(0).locator('.narration'))).not.toBe('');
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('lands a shared custom comparison whose lanes the builder does not open on, loading only their rules', async () => {
    const { page, problems, visit, settle, close } = await open();
    const fetched = rulesetsFetched(page);
    // The address names lanes: the builder hydrates at once, and reads them once their rules are in.
    await visit('/compare/custom/#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala&lane=courlander-sulus-aidi');
    const stepper = page.locator('section.compare-stepper');
    await until('the linked lanes', async () => (await stepper.locator('.lane h3').allTextContents()).join(' | ') === "Courlander's Abalalà, 1943 | Courlander's Sulus Aidi, 1943");
    // Walker's Gabata, which the builder opens on, and the two the link names: no other.
    expect([...new Set(fetched)].sort()).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'walker-gabata']);
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('on a phone, shows two lanes at a time under step controls that stay in reach', async () => {
    const { page, problems, visit, settle, close } = await open(phone);
    await visit('/compare/reload-23/');
    const stepper = page.locator('section.compare-stepper');
    await hydrated(stepper);
    const controls = stepper.locator('.controls');
    const lanes = stepper.locator('.lane');
    // Scroll the first lane up to just under the controls: its board and the second lane's are both on the screen.
    const bar = (await controls.boundingBox())!.height;
    await lanes.nth(0).evaluate((el, bar) => scrollBy(0, el.getBoundingClientRect().top - bar - 4), bar);
    const box = async (l: Locator) => (await l.boundingBox())!;
    const top = await box(controls);
    expect(top.y).toBeGreaterThanOrEqual(-1);
    for (const k of [0, 1]) {
      const board = await box(lanes.nth(k).locator('svg.board'));
      expect(board.y, `lane ${k + 1}'s board below the controls`).toBeGreaterThanOrEqual(top.y + top.height - 1);
      expect(board.y + board.height, `lane ${k + 1}'s board on the screen`).toBeLessThanOrEqual(844);
    }
    // Further down, at the last lane, the controls are still at the top of the screen, and step every lane.
    await lanes.nth(3).scrollIntoViewIfNeeded();
    await lanes.nth(3).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const still = await box(controls);
    expect(still.y).toBeGreaterThanOrEqual(-1);
    expect(still.y).toBeLessThan(10);
    // The reload opens at its end, where the boards are laid out: a step back.
    await controls.getByRole('button', { name: 'Back', exact: true }).click();
    await until('step 17', async () => (await text(stepper.locator('.step-count'))) === 'Step 17 of 18');
    // Each lane's key and sentence are there on request.
    expect(await lanes.nth(0).locator('.board-key').isVisible()).toBe(false);
    await stepper.getByRole('checkbox', { name: 'Show each lane\'s key and sentence' }).check();
    expect(await lanes.nth(0).locator('.board-key').isVisible()).toBe(true);
    await settle();
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('on a 390-px phone, has no comparison page (a sample of each kind) wider than the screen or failing axe, its lanes stepped to the end with their outcomes, keys and sentences, and a lane that cannot be played', async () => {
    expect(comparePages).toEqual(expect.arrayContaining(COMPARE_PAGES_AXED_AT_DESK));
    // One visit a page for both checks.
    const paths = [...comparePagesSampled, '/compare/custom/#compare=custom&example=courlander-b-sows-from-hole-4&lane=courlander-abalala&lane=courlander-sulus-nishtaw|no-move-from-three=true'];
    const found = await sweep(paths, phone, async ({ page, problems, visit, settle }, path) => {
      problems.length = 0;
      const faults: string[] = [];
      const width = async (when: string) => {
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        if (w > 390) faults.push(`${path} (${when}): ${w} px wide`);
      };
      // A new document each time: the custom page reads its lanes from the address when it loads.
      await page.goto('about:blank');
      await visit(path);
      await visitAll(page);
      const stepper = page.locator('section.compare-stepper');
      if (await stepper.count()) {
        await toEnd(stepper);
        // The lanes' outcomes, fetched on reaching the end, in their place.
        await until(`${path}: the outcomes`, async () => (await stepper.locator('.lane .outcome').count()) > 0);
        await width('at the end');
        await stepper.getByRole('checkbox', { name: 'Show each lane\'s key and sentence' }).check();
      }
      await settle();
      await width('keys and sentences shown');
      const violations = await axe(page, path, { rowsByKind: COMPARE_PAGES_AXED_AT_DESK.includes(path) });
      return [...faults, ...violations, ...problems.map((p) => `${path}: ${p}`)];
    });
    expect(found, found.join('\n')).toEqual([]);
    // 87 s measured on a busy 2-core machine once every control grew to 44 px on a phone.
  }, 150_000);
});
