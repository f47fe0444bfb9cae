import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analysisSettings } from '../../src/analysis/stats';
import { builtPage } from './built';
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
    expect([...doc.querySelectorAll('main h2')].map(text)).toEqual(['Game length', 'The first mover’s results', 'How the opening race ends', 'Sowings that never end']);
  });

  it('says how the numbers were made', () => {
    const intro = text(doc.querySelector('main'));
    expect(intro).toContain(`seed ${analysisSettings.seed}`);
    expect(intro).toContain(`${analysisSettings.games} games per variant`);
    expect(intro).toContain(`not ended within ${analysisSettings.limits.search.toLocaleString('en-US')} drops`);
    expect(intro).toContain(`after ${analysisSettings.moveCap.toLocaleString('en-US')} moves`);
    expect(intro).toMatch(/statistics of random play, not of good play/);
  });

  it('draws charts for every part', () => {
    expect(charts.length).toBeGreaterThan(20);
    for (const part of ['length', 'first-player', 'race', 'endless']) {
      expect(doc.querySelectorAll(`section:has(#${part}) .chart`).length, part).toBeGreaterThan(0);
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
