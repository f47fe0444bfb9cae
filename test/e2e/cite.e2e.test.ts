// "Cite this page" in a real browser: the copy buttons by keyboard, the clipboard against the text
// shown, the reader's day accessed, the blocks without JavaScript, and axe with the blocks open.
// On its own: npm run build && npx vitest run test/e2e/cite.e2e.test.ts
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, inTheme, open, TIMEOUT, until, useSite } from './harness';

useSite();

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** The reader's day as each format writes it, told by the browser itself. */
const today = (page: Page) =>
  page.evaluate(() => {
    const t = new Date();
    const [y, m, d] = [t.getFullYear(), t.getMonth() + 1, t.getDate()];
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    return { text: `${MONTHS[m - 1]} ${d}, ${y}`, bibtex: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, ris: `${y}/${m}/${d}/`, csl: `${y}, ${m}, ${d}` };
  });

/** Open the block by its summary, from the keyboard, and Tab to its `n`th copy button; Enter; the clipboard and the text shown. */
async function copyByKeyboard(page: Page, block: string, n: number) {
  await page.locator(`${block} > summary`).focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i <= n; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('Enter');
  const status = page.locator(`${block} [role="status"]`);
  await until('the copy to be told', async () => ((await status.textContent()) ?? '').startsWith('Copied'));
  const shown = await page.locator(`${block} figure`).nth(n).locator('pre').evaluate((pre) => pre.textContent);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  return { focused, status: await status.textContent(), shown, copied };
}

describe('"Cite this page"', () => {
  it('copies each format from its button, reached and pressed from the keyboard, as shown, with the reader\'s day accessed', async () => {
    const { page, problems, visit, close } = await open(CLIPBOARD);
    await visit('/sources/courlander-abalala/');
    const day = await today(page);
    const bibtex = await copyByKeyboard(page, '.source-header details.cite-this', 1);
    expect(bibtex.focused).toBe('Copy the BibTeX');
    expect(bibtex.status).toBe('Copied the BibTeX.');
    expect(bibtex.copied).toBe(bibtex.shown);
    expect(bibtex.copied).toMatch(/^@online\{gobeta-sources-courlander-abalala,\n/);
    expect(bibtex.copied).toContain(`urldate = {${day.bibtex}}`);
    expect(bibtex.copied).toContain('url = {https://gobeta.example.org/sources/courlander-abalala/}');
    // Each format's day accessed is the reader's.
    const days = await page.locator('.source-header [data-accessed]').evaluateAll((spans) => spans.map((s) => [s.getAttribute('data-accessed'), s.textContent]));
    expect(days.length).toBeGreaterThanOrEqual(4);
    for (const [format, shown] of days) expect(shown, format!).toBe(day[format as keyof typeof day]);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('copies the CSL-JSON on a page without widgets, as JSON with the page\'s canonical address', async () => {
    const { page, problems, visit, close } = await open(CLIPBOARD);
    await visit('/glossary/');
    const csl = await copyByKeyboard(page, 'main details.cite-this', 3);
    expect(csl.focused).toBe('Copy the CSL-JSON');
    expect(csl.copied).toBe(csl.shown);
    const [item] = JSON.parse(csl.copied);
    expect(item).toMatchObject({ title: 'Glossary', URL: 'https://gobeta.example.org/glossary/', publisher: 'Gobeta', accessed: { 'date-parts': [(await today(page)).csl.split(', ').map(Number)] } });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://gobeta.example.org/glossary/');
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('reads without JavaScript: the formats shown with the build\'s day, and no button that could do nothing', async () => {
    const { page, problems, visit, close } = await open({ javaScriptEnabled: false });
    await visit('/bibliography/');
    const block = page.locator('main > details.cite-this');
    await block.locator('summary').click();
    expect(await block.locator('pre').count()).toBe(4);
    expect(await block.locator('pre').first().innerText()).toContain('Available at: https://gobeta.example.org/bibliography/ (Accessed: ');
    expect(await block.locator('button:visible').count()).toBe(0);
    expect(await block.locator('.cite-about').innerText()).toMatch(/where JavaScript does not run, it is the day this version was built/);
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);

  it('has no axe violation with every citation block of the bibliography open (light theme, then dark)', async () => {
    const { page, problems, visit, close } = await open({ ...CLIPBOARD, colorScheme: 'light' });
    await visit('/bibliography/');
    await page.locator('details.cite-this').evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    expect(await page.locator('details.cite-this button:visible').count()).toBeGreaterThan(20);
    // The same page turned dark (harness.ts, inTheme): the dark theme changes colours alone, and its run checks those (COLOUR_RULES).
    for (const colorScheme of ['light', 'dark'] as const) {
      await inTheme(page, colorScheme);
      expect(await axe(page, `/bibliography/ (blocks open, ${colorScheme})`, { colours: colorScheme === 'dark' })).toEqual([]);
    }
    await close();
    expect(problems).toEqual([]);
  }, TIMEOUT);
});


