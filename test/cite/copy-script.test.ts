// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITE_SCRIPT } from '../../src/cite/copy-script';
import { dateIn, LABELS, type Format } from '../../src/cite/formats';

const FORMATS = Object.keys(LABELS) as Format[];

/** A block as CiteFormats.astro renders it, with the build's day in each format, then the script run. */
function load() {
  document.body.innerHTML = `<div data-cite-formats>${FORMATS.map(
    (f) => `<figure><figcaption>${LABELS[f]} <button type="button" data-copy="${LABELS[f]}" hidden>Copy</button></figcaption><pre>before <span data-accessed="${f}">${dateIn(f, [2026, 11, 25])}</span> after</pre></figure>`,
  ).join('')}<p role="status"></p></div>`;
  new Function(CITE_SCRIPT)();
  const status = document.querySelector('[role=status]')!;
  return { status, buttons: [...document.querySelectorAll('button')], pres: [...document.querySelectorAll('pre')] };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the citation blocks\' script', () => {
  it('puts the reader\'s day in each format as citation-js writes a day', () => {
    for (const day of [[2027, 1, 5], [2031, 12, 31]] as const) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(day[0], day[1] - 1, day[2], 10));
      const { pres } = load();
      FORMATS.forEach((f, i) => expect(pres[i]!.textContent, f).toBe(`before ${dateIn(f, day)} after`));
    }
  });

  it('shows the copy buttons, which copy their format\'s text and say so', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (t: string) => void copied.push(t) } });
    const { status, buttons, pres } = load();
    expect(buttons.every((b) => !b.hidden)).toBe(true);
    buttons[1]!.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Copied the BibTeX.'));
    expect(copied).toEqual([pres[1]!.textContent]);
  });

  it('selects the text instead where the browser allows no clipboard, and says to copy it', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('not allowed')) } });
    const { status, buttons, pres } = load();
    buttons[2]!.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Selected the RIS: copy it with your keyboard or menu.'));
    expect(String(getSelection())).toBe(pres[2]!.textContent);
  });
});
