import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalog, clauses, isSourceClause, rulesetIds } from '../../src/engine/index';
import { kin } from '../../src/family/kin';
import { MECHANICS } from '../../src/family/table';
import { DEFAULT_CHOICE, groupRuns } from '../../src/compare/witness-choice';
import { groupOf } from '../../src/family/groups';
import { topics } from '../../src/compare/topics';
import { witnesses } from '../../src/words/witnesses';
import { builtPage } from './built';

/**
 * The family page (/family/) as built: a row for every game, grouped by board, a column for every
 * mechanic, every cell's statements linked to a sentence that stands where the link says; which games
 * witness which, each resting on sentences; the menu and the home page leading to it. And the
 * comparison by topic's chooser of witnesses, as the server renders it.
 */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const html = new Map<string, string>();
/** Whether a link leads to a built page holding an element with its anchor. */
function resolves(href: string): boolean {
  const url = new URL(href, 'http://x');
  const file = new URL(`../../dist${url.pathname}index.html`, import.meta.url);
  if (!html.has(url.pathname)) html.set(url.pathname, existsSync(file) ? readFileSync(file, 'utf8') : '');
  const anchor = decodeURIComponent(url.hash.slice(1));
  return html.get(url.pathname) !== '' && (anchor === '' || html.get(url.pathname)!.includes(`id="${anchor}"`));
}

describe('the family page', () => {
  const doc = builtPage('/family/');
  const table = doc.querySelector('table.family')!;

  it('has a column for every mechanic and a row for every game, under the headings of their groups', () => {
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual(['Game', ...MECHANICS.map((m) => m.title)]);
    const groups = [...table.querySelectorAll('tbody')].map((b) => ({ board: text(b.querySelector('th[scope="rowgroup"]')), rows: [...b.querySelectorAll('tr[data-ruleset]')].map((r) => r.getAttribute('data-ruleset')) }));
    expect(groups.map((g) => g.board)).toEqual(['Three rows', 'Two rows: wegs', 'Two rows: fours', 'Two rows: captures across', 'Two rows: a kind of its own']);
    expect(groups.flatMap((g) => g.rows).sort()).toEqual([...rulesetIds].sort());
    expect(groups[1]!.rows).toEqual(catalog.filter((c) => c.family === 'wegs').map((c) => c.id));
    for (const row of table.querySelectorAll('tr[data-ruleset]')) {
      expect(row.querySelectorAll('td')).toHaveLength(MECHANICS.length);
      const game = row.querySelector('th[scope="row"] a')!;
      expect(game.getAttribute('href')).toBe(`/sources/${row.getAttribute('data-ruleset')}/`);
    }
  });

  it('links every statement to its sentence, where that sentence stands', () => {
    let links = 0;
    for (const cell of table.querySelectorAll('td')) {
      for (const li of cell.querySelectorAll('li')) {
        const a = li.querySelector('a.family-source')!;
        const m = /^\/sources\/[a-z0-9-]+\/#([a-z0-9.-]+)$/.exec(a.getAttribute('href')!);
        expect(m, a.getAttribute('href')!).not.toBeNull();
        expect(isSourceClause(m![1]!)).toBe(true);
        expect(resolves(a.getAttribute('href')!), a.getAttribute('href')!).toBe(true);
        // The sentence cited as a scholar cites it, by its witness and place.
        expect(text(a)).toMatch(new RegExp(`${clauses[m![1]! as keyof typeof clauses].where.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        links++;
      }
    }
    expect(links).toBeGreaterThan(rulesetIds.length * MECHANICS.length * 0.8);
    // What a reader sees in a cell: Walker's race stops at the first finish, Abalalà's runs on.
    const cell = (ruleset: string, m: string) => text(table.querySelector(`tr[data-ruleset="${ruleset}"] td[data-mechanic="${m}"]`));
    expect(cell('walker-gabata', 'opening')).toMatch(/^A race from both players' first holes; it stops when one player does\./);
    expect(cell('courlander-abalala', 'opening')).toMatch(/^A race from both players' first holes; it runs until both stop in an empty hole\./);
    expect(cell('dlp-gabata-adowa', 'captures')).toMatch(/wegue/);
  });

  it('says which games are witnesses of which, each line resting on sentences of the games it names', () => {
    const lines = [...doc.querySelectorAll('.family-kin li')];
    expect(lines).toHaveLength(kin.length);
    for (const [i, li] of lines.entries()) {
      const cited = [...li.querySelectorAll('.family-cites a')].map((a) => a.getAttribute('href')!);
      expect(cited).toHaveLength(kin[i]!.cites.length);
      for (const href of cited) expect(resolves(href), href).toBe(true);
    }
    expect(text(lines[1]!.querySelector('strong'))).toBe("Of Courlander's Sulus Nishtaw, 1943: the DLP's Gabata (Adowa), the DLP's Gabata (Aksum) and the DLP's Selus (Massawa).");
  });

  it('is in the menu, under Compare, and on the home page', () => {
    expect(doc.querySelector('nav a[href="/family/"][aria-current="page"]')).not.toBeNull();
    expect(builtPage('/').querySelector('.ways a[href="/family/"]')).not.toBeNull();
  });
});

describe("the comparison by topic's chooser, as built", () => {
  const doc = builtPage('/compare/');

  it('has a box for every witness, the default ones ticked, and a column for each witness a topic has a cell for', () => {
    const boxes = [...doc.querySelectorAll('.witness-chooser input[type="checkbox"]')];
    // Under the legends of their groups, the groups in their order.
    const runs = groupRuns(witnesses, (w) => groupOf(w.page).name);
    expect(boxes.map((b) => b.id)).toEqual(runs.flatMap((r) => r.items.map((w) => `show-${w.page}`)));
    expect([...doc.querySelectorAll('.witness-chooser .witness-group > legend')].map(text)).toEqual(['Three rows', 'Two rows: wegs', 'Two rows: fours', 'Two rows: captures across', 'Two rows: a kind of its own']);
    expect(boxes.filter((b) => b.hasAttribute('checked')).map((b) => b.id.slice('show-'.length)).sort()).toEqual([...DEFAULT_CHOICE].sort());
    for (const b of boxes) expect(text(doc.querySelector(`label[for="${b.id}"]`))).not.toBe('');
    expect(text(doc.querySelector('.witness-chooser [role="status"]'))).toBe(`${DEFAULT_CHOICE.length} of ${witnesses.length} witnesses shown.`);
    for (const t of topics) {
      const columns = [...doc.querySelectorAll(`#${t.id} .column`)].map((c) => c.getAttribute('data-witness'));
      expect(columns, t.id).toEqual(witnesses.filter((w) => w.id in t.cells).map((w) => w.page));
    }
    expect([...doc.querySelectorAll('#first-captures .column')].map((c) => c.getAttribute('data-witness'))).toContain('dlp-gabata-aksum');
  });

  it('hides a column with CSS alone, by its box, so that the choice works without JavaScript', () => {
    const css = [...doc.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    for (const w of witnesses) expect(css).toContain(`main:has(#show-${w.page}:not(:checked)) .column[data-witness="${w.page}"]{display:none}`);
  });
});
