// Copying a passage gives the source's words (issue 25 §4): a transcribed paragraph or a quotation,
// selected whole and copied in Chromium with the clipboard allowed, comes out as the copy's text in
// content/sources/raw/ with our mends applied, and nothing of ours: no apparatus letters, no
// footnote numbers run into words, no § and no pilcrows. The marks are still there to see and to
// follow (each is drawn by CSS from its data-mark, on a link with a name). And a sentence's
// citation, from its § menu, copies by keyboard alone.
// `npm test` builds first; on its own: npm run build && npx vitest run test/e2e/copy.e2e.test.ts
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { base, open, TIMEOUT, until, useSite } from './harness';

useSite();

const words = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The copy's text from `start` to `end` (both included), whitespace as one space, with our mends
 * applied: each [copy's reading, ours], which must stand in that stretch of the copy.
 */
function fromRaw(file: string, start: string, end: string, mends: [string, string][] = []): string {
  const raw = words(readFileSync(new URL(`../../content/sources/raw/${file}`, import.meta.url), 'utf8'));
  const from = raw.indexOf(start);
  const to = raw.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`${file}: no "${start}" … "${end}"`);
  let text = raw.slice(from, to + end.length);
  for (const [copy, ours] of mends) {
    if (!text.includes(copy)) throw new Error(`${file}: no "${copy}" between "${start}" and "${end}"`);
    text = text.replace(copy, ours);
  }
  // Markdown's emphasis in the copies is not text (src/transcription/markup.ts normalize).
  return text.replace(/\*/g, '');
}

/** Select the whole of an element, as a reader dragging over it does, copy with the keyboard, and read the clipboard. */
async function copied(page: Page, el: Locator): Promise<string> {
  await el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+C');
  return words(await page.evaluate(() => navigator.clipboard.readText()));
}

const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

/** A transcribed paragraph (or a rule, an item of Walker's list), found by a sentence in it, and what copying it must give. */
const paragraphs: { page: string; sentence: string; what: string; expected: () => string }[] = [
  {
    page: 'courlander-abalala',
    sentence: 'courlander.abalala.halves',
    what: 'footnote numbers the copy runs into words ("holes1", "(7 to 9)2")',
    expected: () => fromRaw('courlander-1943-abalala.txt', 'In Abalalà, as in most', '(7 to 9)2.', [['holes1.', 'holes.'], ['(7 to 9)2.', '(7 to 9).']]),
  },
  {
    page: 'courlander-abalala',
    sentence: 'courlander.abalala.sowing',
    what: 'phrases marked inside a sentence ("Diagram 1 §.§" before)',
    expected: () => fromRaw('courlander-1943-abalala.txt', 'In initiating a play', 'or he wins pieces from his opponent.'),
  },
  {
    page: 'courlander-abalala',
    sentence: 'courlander.abalala.another-turn',
    what: 'the copy\'s page break, which is its text',
    expected: () => fromRaw('courlander-1943-abalala.txt', 'If a player\'s last piece falls into an empty pocket on his own side', 'he has another turn.'),
  },
  {
    page: 'courlander-sulus-nishtaw',
    sentence: 'courlander.sulus-nishtaw.opening-drop',
    what: 'a slip mended and a stray numeral left out',
    expected: () => fromRaw('courlander-1943-sulus-nishtaw.txt', '[Page 22] Sulus Nishlaw', 'Pockets are claimed exactly as in Sulus Aidi.', [['Nishlaw', 'Nishtaw'], ['drops one 1 in', 'drops one in']]),
  },
  {
    page: 'courlander-sulus-nishtaw',
    sentence: 'courlander.sulus-nishtaw.final-ownership',
    what: 'a stray quotation mark left out ("pieces inc their respective claims" before)',
    expected: () => fromRaw('courlander-1943-sulus-nishtaw.txt', 'When one of the players finds', 'their respective claims.', [["'in their", 'in their']]),
  },
  {
    page: 'courlander-sulus-aidi',
    sentence: 'courlander.sulus-aidi.example-9',
    what: 'a lost space restored',
    expected: () => fromRaw('courlander-1943-sulus-aidi.partial.txt', 'For example, if the distribution', 'he claims this hole.', [['hole10', 'hole 10']]),
  },
  {
    page: 'walker-gabata',
    sentence: 'walker.rule-5',
    what: 'a word split at a column break, phrases, and a paragraph break left out ("simultaneouslyb", "above § . § ¶c" before)',
    expected: () => fromRaw('walker-2011-gabata-leaflet-31.txt', 'At the start of the game, each player simultan-', 'along the route described above.', [['simultan- eously', 'simultaneously']]),
  },
];

describe('copying a transcribed paragraph', () => {
  it.each(paragraphs)('gives the copy\'s words: /sources/$page/, $what', async ({ page: at, sentence, expected }) => {
    const { page, problems, close } = await open(clipboard);
    await page.goto(`${base}/sources/${at}/`);
    const block = page.locator(`:is(p, li):has(> [id="${sentence}"])`);
    expect(await block.count()).toBe(1);
    const text = await copied(page, block);
    expect(text).toBe(expected());
    expect(text).not.toMatch(/[§¶†]/);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('gives a kept slip as the copy has it, without its [sic] mark', async () => {
    const { page, close } = await open(clipboard);
    await page.goto(`${base}/sources/walker-gabata/`);
    const sic = page.locator('.sic');
    expect(await sic.count()).toBe(2);
    const paragraph = page.locator('p:has(.sic)').nth(1);
    expect(await copied(page, paragraph)).toBe(fromRaw('walker-2011-gabata-leaflet-31.txt', 'Its antiquity is not known, but', 'still being played.'));
    // The mark is there to see and to follow, named.
    const mark = sic.nth(1).locator('a.mend-ref');
    expect(await mark.evaluate((a) => getComputedStyle(a, '::after').content)).toMatch(/^"sic\s[a-z]+"$/);
    expect(await mark.getAttribute('aria-label')).toMatch(/^Apparatus note [a-z]+: so in the copy \(sic\)$/);
    await close();
  }, TIMEOUT);

  it('keeps every mark visible and reachable: a link with a name, its mark drawn beside the words', async () => {
    const { page, close } = await open(clipboard);
    await page.goto(`${base}/sources/courlander-abalala/`);
    const halves = page.locator('[id="courlander.abalala.halves"]');
    const fn = halves.locator('a[href="#fn-1"]');
    expect(await fn.getAttribute('aria-label')).toBe('footnote 1');
    expect(await fn.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('"1"');
    const letter = halves.locator('a.mend-ref');
    expect(await letter.getAttribute('aria-label')).toMatch(/^Apparatus note a: the copy reads “1”$/);
    expect(await letter.evaluate((a) => getComputedStyle(a, '::after').content)).toBe('"a"');
    // Drawn, and set apart from the footnote number it follows.
    const [f, l] = [(await fn.boundingBox())!, (await letter.boundingBox())!];
    expect(f.width).toBeGreaterThan(2);
    expect(l.x).toBeGreaterThan(f.x + f.width);
    const mark = halves.locator('button.clause-mark');
    expect(await mark.evaluate((b) => getComputedStyle(b, '::after').content)).toBe('"§"');
    expect((await mark.boundingBox())!.width).toBeGreaterThan(2);
    // Reached by the keyboard: Tab from the footnote goes to the letter, then to the §.
    await fn.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toMatch(/^Apparatus note a/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-label'))).toBe('Links from this sentence (Courlander, Abalalà, p. 21)');
    await close();
  }, TIMEOUT);
});

/** A quotation of a sentence on one of our pages, and what copying it must give. */
const quotations: { page: string; clause: string; what: string; expected: () => string }[] = [
  {
    page: '/compare/',
    clause: 'courlander.abalala.halves',
    what: 'a footnote number the copy runs in',
    expected: () => fromRaw('courlander-1943-abalala.txt', 'The boards are divided', 'holes1.', [['holes1.', 'holes.']]),
  },
  {
    page: '/glossary/',
    clause: 'courlander.abalala.another-turn',
    what: 'a page break inside it, which a quotation marks but does not quote',
    expected: () => fromRaw('courlander-1943-abalala.txt', 'He then has another turn', 'his play comes to an end.', [['as [Page 22] before', 'as before']]),
  },
  {
    page: '/glossary/',
    clause: 'walker.rule-5',
    what: 'a mended word and its phrases',
    expected: () => fromRaw('walker-2011-gabata-leaflet-31.txt', 'At the start of the game, each player simultan-', 'along the route described above.', [['simultan- eously', 'simultaneously']]),
  },
  {
    page: '/examples/courlander-nishtaw-game-end/',
    clause: 'courlander.sulus-nishtaw.final-ownership',
    what: 'a stray mark left out',
    expected: () => fromRaw('courlander-1943-sulus-nishtaw.txt', 'The opponents then have', 'their respective claims.', [["'in their", 'in their']]),
  },
];

describe('copying a quotation', () => {
  it.each(quotations)('gives the source\'s words: $clause on $page, $what', async ({ page: at, clause, expected }) => {
    const { page, problems, close } = await open(clipboard);
    await page.goto(`${base}${at}`);
    const quote = page.locator(`blockquote.quote[cite$="#${clause}"] > p`).first();
    const text = await copied(page, quote);
    expect(text).toBe(expected());
    expect(text).not.toMatch(/[§¶†|]/);
    await page.waitForLoadState('networkidle');
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});

describe('citing a sentence', () => {
  it('copies the citation from the sentence\'s menu, by keyboard', async () => {
    const clause = 'courlander.abalala.race-end';
    const { page, problems, close } = await open(clipboard);
    await page.goto(`${base}/sources/courlander-abalala/`);
    const menu = page.locator(`[id="links-${clause}"]`);
    await page.locator(`[id="${clause}"] > .clause-menu > button`).focus();
    await page.keyboard.press('Enter');
    await until('the menu open', () => menu.evaluate((m) => m.matches(':popover-open')));
    // The permalink, then the citation's button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.textContent)).toBe('Copy the citation');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Enter');
    await until('the citation copied', async () => (await page.evaluate(() => navigator.clipboard.readText())) !== '');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Harold Courlander, "The Ethiopian Game of Gobeta", .*1943, p\. 22: Abalalà, sentence courlander\.abalala\.race-end\. Transcribed in Gobeta: https:\/\/\S+\/sources\/courlander-abalala\/#courlander\.abalala\.race-end$/);
    expect(words((await menu.locator('.clause-cite-text').textContent())!)).toBe(text);
    expect(await menu.locator('.copy-status').textContent()).toBe('Copied.');
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('offers no copy button that cannot work, without JavaScript; the citation is there to select', async () => {
    const { page, close } = await open({ javaScriptEnabled: false });
    await page.goto(`${base}/sources/courlander-abalala/`);
    const menu = page.locator('[id="links-courlander.abalala.race-end"]');
    await page.locator('[id="courlander.abalala.race-end"] > .clause-menu > button').click();
    expect(await menu.locator('.clause-cite-text').isVisible()).toBe(true);
    expect(await menu.locator('button.copy-button').isVisible()).toBe(false);
    await close();
  }, TIMEOUT);
});
