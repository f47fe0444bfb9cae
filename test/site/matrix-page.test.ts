import { describe, expect, it } from 'vitest';
import { builtPage } from './built';
import { rulesetIds, rulesets } from '../../src/engine/index';
import { sourceLabel } from '../../src/words/labels';

/** The rules matrix as built: four tables, in words, each column citing its own source only. */
const doc = builtPage('/compare/matrix/');
const tables = [...doc.querySelectorAll('table.matrix')];
const rowIds = (t: Element) => [...t.querySelectorAll('tbody tr')].map((tr) => tr.id);
/** Where the source pages of each work are: a Courlander column links to Courlander's pages only. */
const pageOf: Record<string, RegExp> = { Courlander: /^\/sources\/courlander-/, Walker: /^\/sources\/walker-/, DLP: /^\/sources\/dlp-/ };

describe('the rules matrix page', () => {
  it('sets the rules, the readings, the names and the sentences in tables of their own, each under its heading', () => {
    expect(tables).toHaveLength(4);
    expect(tables.map((t) => t.closest('section')!.querySelector('h2')!.textContent)).toEqual([
      'The rules',
      'The readings, at their defaults',
      'How each source names things',
      'The sentences behind each ruleset',
    ]);
    expect(rowIds(tables[0]!)).toEqual(['board', 'pieces', 'opening', 'first', 'landing', 'observed-boards']);
    expect(rowIds(tables[2]!)).toEqual(['players', 'notation']);
    expect(rowIds(tables[3]!)).toEqual(['clauses', 'declares']);
    for (const t of tables) expect(t.querySelector('caption')!.textContent!.length).toBeGreaterThan(10);
    // Names and sentences differ from source to source by nature: no ≠ mark there.
    expect(tables[2]!.querySelectorAll('.matrix-mark')).toHaveLength(0);
    expect(tables[0]!.querySelectorAll('.matrix-mark-differs').length).toBeGreaterThan(0);
  });

  it('says each cell in words: no dash for a reading not offered', () => {
    const cells = [...doc.querySelectorAll('table.matrix td')];
    for (const td of cells) {
      const words = td.querySelector('.matrix-cell')!.textContent!.replace(/\s+/g, ' ').trim();
      expect(words, td.closest('tr')!.id).toMatch(/[a-z]{2}/i);
      expect(words).not.toBe('—');
    }
    expect(doc.querySelector('#race-end td.absent .matrix-none')!.textContent).toBe('not offered');
  });

  it('links, in each ruleset\'s column, only to its own source\'s sentences', () => {
    for (const t of tables) {
      for (const tr of t.querySelectorAll('tbody tr')) {
        [...tr.querySelectorAll('td')].forEach((td, i) => {
          const work = sourceLabel(rulesets[rulesetIds[i]!].source.id);
          for (const a of td.querySelectorAll('.matrix-evidence a')) {
            expect(a.getAttribute('href'), `${tr.id}, ${rulesetIds[i]}`).toMatch(pageOf[work]!);
          }
        });
      }
    }
  });
});
