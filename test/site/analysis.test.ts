import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analysisData } from '../../src/analysis/analysis-data';
import { builtPage, precedes } from './built';
import { THEME_SCRIPT } from '../../src/layouts/theme';

/** The analysis page as built (npm test builds the site first). */
describe('the analysis page', () => {
  const doc = builtPage('/analysis/');
  const html = readFileSync(new URL('../../dist/analysis/index.html', import.meta.url), 'utf8');
  const charts = [...doc.querySelectorAll('.chart')];
  const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

  it('ships no JavaScript but the inline theme script: no other script, no island', () => {
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([THEME_SCRIPT]);
    expect(html).not.toContain('<astro-island');
    expect(html.match(/<script\b/g)).toHaveLength(1);
  });

  it('has one h1, then an h2 for each part and h3s beneath', () => {
    const levels = [...doc.querySelectorAll('main h1, main h2, main h3')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect([...doc.querySelectorAll('main h2')].map(text)).toEqual(['Which readings change play', 'The rulesets at their defaults', 'Where a reading changes play', 'How the opening race ends', 'Sowings that never end', 'How these numbers were made']);
  });

  it('says how the numbers were made', () => {
    const intro = text(doc.querySelector('main'));
    expect(intro).toContain(`seed ${analysisData.settings.seed}`);
    expect(intro).toContain(`${analysisData.settings.games.toLocaleString('en-US')} random games per variant`);
    expect(intro).toContain(`computed on ${new Date(analysisData.computed.date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`);
    expect(intro).toContain(`commit ${analysisData.computed.commit}`);
    expect(intro).toContain(`not ended within ${analysisData.settings.limits.search.toLocaleString('en-US')} drops`);
    expect(intro).toContain(`after ${analysisData.settings.moveCap.toLocaleString('en-US')} moves`);
    expect(intro).toMatch(/statistics of random play, not of good play/);
  });

  it('opens with the summary table, before any chart', () => {
    const first = doc.querySelector('main table')!;
    expect(first.closest('.effects')).not.toBeNull();
    expect(first.closest('section')!.querySelector('h2')!.id).toBe('summary');
    expect(precedes(first, doc.querySelector('main .chart')!)).toBe(true);
    expect(text(first.querySelector('caption'))).toMatch(new RegExp(`${analysisData.settings.games.toLocaleString('en-US')} random games a side`));
  });

  const summary = [...doc.querySelectorAll('.effects tbody tr')];
  const reading = (tr: Element) => text(tr.querySelector('th a'));
  const rulesetOf = (tr: Element) => text(tr.querySelector('th .ruleset'));

  it('gives every reading that makes a difference a row: its interval, or the same games, and a verdict in words', () => {
    expect(summary.length).toBeGreaterThan(10);
    for (const tr of summary) {
      const says = text(tr.querySelector('.says'));
      expect(says, reading(tr)).toMatch(/^(Changes play|Changes only the next game|No change beyond noise)/);
      const cells = [...tr.querySelectorAll('td:not(.says)')].map(text);
      for (const c of cells) expect(c, reading(tr)).toMatch(/^(−?\d+\.\d{1,4} ?−?\d+\.\d{1,4} to −?\d+\.\d{1,4}|—|the same first games, game for game)$/);
      // A bold difference is beyond noise: its interval leaves out zero, and the row says it changes play.
      for (const b of tr.querySelectorAll('td strong')) {
        const [low, high] = text(b.parentElement!.querySelector('.range')).split(' to ').map((x) => Number(x.replace('−', '-')));
        expect(Math.sign(low!), reading(tr)).toBe(Math.sign(high!));
        expect(says).toMatch(/^Changes/);
      }
    }
  });

  it('names the readings that never come into play, apart from the table', () => {
    const never = [...doc.querySelectorAll('ul.never li')];
    expect(never.length).toBeGreaterThan(0);
    const listed = never.flatMap((li) => [...li.querySelectorAll('a')].map((a) => `${text(li.querySelector('strong'))} ${text(a)}`));
    const inTable = new Set(summary.map((tr) => `${rulesetOf(tr)} ${reading(tr)}`));
    for (const x of listed) expect(inTable.has(x), x).toBe(false);
  });

  it('draws full charts only for the readings that change play beyond noise', () => {
    const changes = new Set(summary.filter((tr) => tr.classList.contains('row-changes')).map((tr) => `${rulesetOf(tr)} ${reading(tr)}`));
    const charted = [...doc.querySelectorAll('section:has(#changes) .chart')];
    expect(charted.length).toBeGreaterThan(0);
    for (const chart of charted) {
      let h = chart.previousElementSibling;
      while (h && h.tagName !== 'H3') h = h.previousElementSibling;
      const ruleset = text(h);
      const heads = [...chart.querySelectorAll('tbody th')].map(text);
      expect(heads[0]).toBe('Our defaults');
      for (const r of heads.slice(1)) expect(changes.has(`${ruleset} ${r}`), `${chart.id}: ${r}`).toBe(true);
    }
  });

  it('draws charts for the defaults, the changes, the next game and sowings that never end, and far fewer than one per reading', () => {
    for (const part of ['defaults', 'changes', 'race', 'endless']) {
      expect(doc.querySelectorAll(`section:has(#${part}) .chart`).length, part).toBeGreaterThan(0);
    }
    // A few charts a ruleset (22 for eight), never one per reading.
    expect(charts.length).toBeLessThan(3 * analysisData.rulesets.length);
  });

  it('says how many games each figure rests on', () => {
    for (const c of doc.querySelectorAll('main caption')) expect(text(c)).toMatch(/[\d,]+ (random games|played)/);
  });

  it('puts every table in a box of its own that scrolls, named by its caption, so that none widens the page', () => {
    const tables = [...doc.querySelectorAll('main table')];
    expect(tables.length).toBe(charts.length + 1);
    for (const t of tables) {
      const box = t.parentElement!;
      expect(box.matches('.chart-table, .effects')).toBe(true);
      expect(box.getAttribute('role')).toBe('region');
      expect(box.getAttribute('tabindex')).toBe('0');
      expect(box.getAttribute('aria-labelledby')).toBe(t.querySelector('caption')!.id);
    }
  });

  it.each(charts.map((c) => [c.id, c] as const))('%s: an accessible SVG beside a real table', (_, chart) => {
    const svg = chart.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    const named = svg.getAttribute('aria-labelledby')!.split(' ').map((id) => doc.getElementById(id));
    expect(named.map((el) => el?.tagName.toLowerCase())).toEqual(['title', 'desc']);
    expect(text(named[0])).not.toBe('');
    const table = chart.querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe(text(named[0]));
    expect(table.querySelectorAll('thead th[scope="col"]').length).toBeGreaterThan(1);
    expect(table.querySelectorAll('tbody th[scope="row"]').length).toBe(svg.querySelectorAll('g.row').length);
  });

  it.each(charts.map((c) => [c.id, c] as const))('%s: every number on a bar is in its row of the table', (_, chart) => {
    const rows = new Map([...chart.querySelectorAll('tbody tr')].map((tr) => [text(tr.querySelector('th')), [...tr.querySelectorAll('td')].map(text)]));
    for (const g of chart.querySelectorAll('g.row')) {
      const label = text(g.querySelector('.row-label'));
      const value = text(g.querySelector('.value'));
      expect(rows.get(label), label).toContain(value);
    }
  });

  it('colours its charts from the theme, not fixed colours', () => {
    expect(html).not.toMatch(/<(rect|text|line)[^>]*\b(fill|stroke)="#/);
  });
});
