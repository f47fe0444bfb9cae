import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, optionSpecs, rulesetIds, rulesets, sourceFiles, isSourceClause } from '../../src/engine/index';

const raw = (file: string) => readFileSync(new URL(`../../content/sources/raw/${file}`, import.meta.url), 'utf8');

describe('clauses', () => {
  it.each(Object.entries(clauses))('%s points to words that stand in its source', (_id, clause) => {
    expect(raw(sourceFiles[clause.source])).toContain(clause.locator);
  });

  it('cites, rule by rule, only clauses that exist or readings that are options', () => {
    for (const id of rulesetIds) {
      for (const clause of rulesets[id].implements) expect(isSourceClause(clause), `${id}: ${clause}`).toBe(true);
      for (const option of Object.keys(rulesets[id].readings)) expect(Object.keys(optionSpecs)).toContain(option);
    }
  });

  it('gives every reading\'s evidence as clauses that exist', () => {
    for (const spec of Object.values(optionSpecs)) {
      for (const reading of spec.readings) {
        for (const c of reading.evidence) expect(isSourceClause(c), `${spec.id}=${reading.value}: ${c}`).toBe(true);
      }
    }
  });

  it('gives every ruleset a default for each of its options that the option allows', () => {
    for (const id of rulesetIds) {
      for (const [option, r] of Object.entries(rulesets[id].readings)) {
        const values = (optionSpecs as Record<string, { readings: { value: unknown }[] }>)[option]!.readings.map((x) => x.value);
        expect(values, `${id}.${option}`).toContain(r.default);
        expect(r.why.length, `${id}.${option} says why`).toBeGreaterThan(10);
      }
    }
  });
});
