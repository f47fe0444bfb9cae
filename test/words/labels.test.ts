import { describe, expect, it } from 'vitest';
import { clauses, fixedReadings, optionSpecs, type OptionSpec, rulesetIds, rulesets } from '../../src/engine/index';
import { clauseLabel, clauseLabels, fixedReadingLabel, landingRuleLabel, optionLabel, readingLabel, rulesetLabel, valueLabel } from '../../src/words/labels';

const idLike = /\b[a-z0-9]+(?:-[a-z0-9]+)+\b|\b[a-z]+\.[a-z]/;

describe('reader words for every identifier', () => {
  it('names every ruleset by game and source, with no id in it', () => {
    for (const id of rulesetIds) {
      expect(rulesetLabel(id)).not.toMatch(idLike);
      expect(rulesetLabel(id)).not.toBe(id);
    }
    expect(rulesetLabel('walker-gabata')).toBe("Walker's Gabata, 2011");
    expect(rulesetLabel('dlp-gabata-shoa-i', true)).toBe("the DLP's Gabata (Shoa I)");
  });

  it('cites every clause as a scholar would, by its witness: the author, the game and the place', () => {
    for (const id of Object.keys(clauses)) expect(clauseLabel(id)).toMatch(/^(Courlander|Walker|DLP), [^,]+(?: \([^)]+\))?, /);
    expect(clauseLabel('walker.rule-5')).toBe('Walker, Gabata, rule 5');
    expect(clauseLabel('courlander.abalala.take')).toBe('Courlander, Abalalà, p. 21');
    expect(clauseLabel('courlander.sulus-nishtaw.opening')).toBe('Courlander, Sulus Nishtaw, p. 22');
    expect(clauseLabel('dlp.move')).toBe('DLP, Gabata (Shoa I), Rules, sentence 4');
    expect(clauseLabel('dlp-abalalae.capture')).toBe("DLP, Abalala'e, Rules, sentence 10");
    expect(clauseLabel('dlp.series-end')).toBe('DLP, Gabata (Shoa I), Rules, sentence 19');
    // A phrase is cited by the place of its sentence.
    expect(clauseLabel('walker.rule-9.sow')).toBe('Walker, Gabata, rule 9');
    expect(clauseLabel('dlp.weg-rights.take')).toBe('DLP, Gabata (Shoa I), Rules, sentence 9');
  });

  it('tells apart clauses cited together that would read alike', () => {
    // Two games of one author on one page read apart by their games alone.
    expect(clauseLabels(['courlander.abalala.race-end', 'courlander.sulus-aidi.race-end', 'walker.rule-7'])).toEqual([
      'Courlander, Abalalà, p. 22',
      'Courlander, Sulus Aidi (Awagagà), p. 22',
      'Walker, Gabata, rule 7',
    ]);
    expect(clauseLabels(['courlander.abalala.race-end', 'courlander.abalala.race'])).toEqual([
      'Courlander, Abalalà, p. 22, “If the opponents move at …”',
      'Courlander, Abalalà, p. 22, “The game begins with both …”',
    ]);
    expect(clauseLabels(['walker.rule-5', 'walker.rule-6'])).toEqual(['Walker, Gabata, rule 5', 'Walker, Gabata, rule 6']);
  });

  it('words every option, every value and every fixed reading', () => {
    for (const spec of Object.values(optionSpecs) as OptionSpec[]) {
      expect(optionLabel(spec.id)).not.toMatch(idLike);
      for (const r of spec.readings) expect(valueLabel(spec.id, r.value)).not.toMatch(/^(true|false)$/);
    }
    for (const id of Object.keys(fixedReadings)) expect(fixedReadingLabel(id)).not.toMatch(idLike);
    expect(readingLabel('race-end', 'both-finish', true)).toBe('How the race ends: when both players have sown into an empty hole, our default');
    expect(clauseLabel('reading.race-no-take')).toBe('Our reading: No take or claim during the race');
  });

  it('words every landing rule of every ruleset', () => {
    for (const id of rulesetIds) for (const rule of rulesets[id].landing) expect(landingRuleLabel(rule.name)).not.toMatch(idLike);
  });

  it('refuses an id it has no words for, by name', () => {
    expect(() => clauseLabel('walker.rule-99')).toThrow(/walker\.rule-99/);
    expect(() => valueLabel('race-end', 'sideways')).toThrow(/sideways/);
  });
});
