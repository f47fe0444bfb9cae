import { describe, expect, it } from 'vitest';
import { isReadingClause, isSourceClause, rulesetIds, rulesets } from '../../src/engine/index';
import { citedClauses } from './corpus';

/**
 * A ruleset's `implements` list is what the site shows as "implemented": it must be exactly the
 * clauses its events cite. Random games under every reading, and their series, find them.
 */
describe.each(rulesetIds)('%s cites what it declares', (id) => {
  const rules = rulesets[id];
  const cited = citedClauses(id, 6);

  it('cites only clauses it declares, or readings that exist', () => {
    const undeclared = [...cited].filter((c) => !rules.implements.includes(c) && !isReadingClause(c));
    expect(undeclared).toEqual([]);
  });

  it('cites every clause it says it implements', () => {
    expect(rules.implements.filter((c) => !cited.has(c))).toEqual([]);
  });

  it('declares only real clauses, each once', () => {
    const all = [...rules.declares, ...rules.implements];
    expect(all.filter((c) => !isSourceClause(c))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});
