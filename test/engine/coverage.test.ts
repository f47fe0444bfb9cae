import { describe, expect, it } from 'vitest';
import { isReadingClause, isSourceClause, rulesetIds, rulesets } from '../../src/engine/index';
import { readdirSync, readFileSync } from 'node:fs';
import { playExample, readExample } from '../../src/examples/example';
import { citedClauses } from './corpus';

const examplesDir = new URL('../../content/examples/', import.meta.url);
/** The worked examples' events: positions random play rarely reaches (a player with every piece). */
const examples = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => readExample(JSON.parse(readFileSync(new URL(f, examplesDir), 'utf8'))));

/**
 * A ruleset's `implements` list is what the site shows as "implemented": it must be exactly the
 * clauses its events cite. Random games under every reading, their series, and the worked
 * examples find them.
 */
describe.each(rulesetIds)('%s cites what it declares', (id) => {
  const rules = rulesets[id];
  const cited = citedClauses(id, 6);
  for (const ex of examples) {
    const played = playExample(ex);
    if (played.game.rules.id === id) for (const e of played.events) cited.add(e.clause);
    for (const alt of ex.alternatives ?? []) {
      const p = playExample(ex, alt.options);
      if (p.game.rules.id === id) for (const e of p.events) cited.add(e.clause);
    }
  }

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
