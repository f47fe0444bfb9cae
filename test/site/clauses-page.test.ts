import { describe, expect, it } from 'vitest';
import { clauses } from '../../src/engine/index';
import { clauseLabel } from '../../src/words/labels';
import { builtPage } from './built';
import { transcribedClauses } from '../support/transcriptions';

const marks = transcribedClauses;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the clauses page', () => {
  const doc = builtPage('/clauses/');
  const row = (id: string) => doc.getElementById(id);

  it('lists every sentence and phrase, cited by its place and linked to it, with its words', () => {
    for (const m of marks) {
      const tr = row(m.id);
      expect(tr, m.id).not.toBeNull();
      const cite = tr!.querySelector(`a[href="/sources/${m.page}/#${m.id}"]`);
      expect(text(cite), m.id).toBe(clauseLabel(m.id));
      expect(text(tr!.querySelectorAll('td')[1]), m.id).toBe(m.text);
    }
  });

  it('shows no clause id to the reader', () => {
    const ids = [...Object.keys(clauses), 'reading.'];
    const shown = text(doc.querySelector('main'));
    expect(ids.filter((id) => shown.includes(id))).toEqual([]);
  });

  it('says which steps quote each sentence, ruleset by ruleset: a move in play by rule 9, the race by rule 5', () => {
    expect(text(row('walker.rule-9.sow'))).toContain("Walker's Gabata, 2011: a piece dropped.");
    expect(text(row('walker.rule-5.sow'))).toContain("Walker's Gabata, 2011: a piece dropped.");
    expect(text(row('walker.rule-5'))).not.toContain('a piece dropped');
    expect(text(row('walker.rule-9'))).toContain('quoted in its phrases');
    expect(text(row('dlp.end'))).toContain('the turn passes');
    expect(text(row('courlander.sulus-nishtaw.opening-drop'))).not.toContain('under our reading');
    expect(text(row('courlander.abalala.direction'))).toContain("Built into Courlander's Abalalà, 1943");
  });

  it('lists the steps that only our readings allow, with the answers they were taken under', () => {
    const weg = row('reading.weg-take-continues');
    expect(weg?.querySelector('a')?.getAttribute('href')).toBe('/readings/#weg-take-continues');
    expect(text(weg)).toContain("After taking from the opponent's weg");
    expect(text(weg)).toContain('the turn passes, where the answer is');
    expect(text(row('reading.nishtaw-opening-a'))).toContain('Courlander\'s Sulus Nishtaw, 1943: a bean dropped');
    expect(row('reading.nishtaw-opening-a')?.querySelector('a')?.getAttribute('href')).toBe('/readings/#fixed-nishtaw-opening-a');
  });
});
