import { describe, expect, it } from 'vitest';
import { rulesetIds, rulesets } from '../../src/engine/index';
import { encodes, isEncoded } from '../../src/widgets/encoded';
import { citedClauses } from '../engine/corpus';

/**
 * An island asks isEncoded with only the rulesets it shows present, the build with all six: the
 * answers agree only if whatever a ruleset's games cite is encoded by that ruleset itself or by
 * none. Random games under every reading find what each cites (test/engine/coverage.test.ts).
 */
describe.each(rulesetIds)('a clause %s cites', (id) => {
  it('is encoded by it exactly when by any ruleset', () => {
    const cited = [...citedClauses(id, 2)];
    expect(cited.length).toBeGreaterThan(10);
    const differ = cited.filter((c) => encodes(rulesets[id], c) !== isEncoded(c));
    expect(differ).toEqual([]);
  });
});
