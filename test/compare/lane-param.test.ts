import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLaneParam, laneParamRuleset, parseLaneParam } from '../../src/compare/lane-param';
import { allowedValues, getRuleset, rulesetIds } from '../../src/engine/index';
import type { OptionId } from '../../src/engine/index';

describe('a lane in an address', () => {
  it('is written as the ruleset, then each reading chosen', () => {
    expect(formatLaneParam('walker-gabata', { 'empty-hole-take': 'own-side', 'race-end': 'first-finish' })).toBe(
      'walker-gabata|empty-hole-take=own-side|race-end=first-finish',
    );
    expect(formatLaneParam('walker-gabata', {})).toBe('walker-gabata');
    expect(laneParamRuleset('walker-gabata|empty-hole-take=own-side')).toBe('walker-gabata');
  });

  it('reads back every reading of every ruleset, with its value as the ruleset offers it', () => {
    const arb = fc.constantFrom(...rulesetIds).chain((ruleset) => {
      const rules = getRuleset(ruleset);
      const ids = Object.keys(rules.readings) as OptionId[];
      return fc.subarray(ids).chain((chosen) =>
        fc.tuple(fc.constant(ruleset), fc.tuple(...chosen.map((o) => fc.constantFrom(...allowedValues(rules, o)).map((v) => [o, v] as const)))),
      );
    });
    fc.assert(
      fc.property(arb, ([ruleset, pairs]) => {
        const options = Object.fromEntries(pairs);
        expect(parseLaneParam(formatLaneParam(ruleset, options), rulesetIds)).toEqual({ ruleset, options });
      }),
    );
  });

  it('names the ruleset that is not allowed', () => {
    expect(parseLaneParam('walker-gabata', ['courlander-abalala'])).toEqual({ wrong: 'ruleset', ruleset: 'walker-gabata' });
    expect(parseLaneParam('', rulesetIds)).toEqual({ wrong: 'ruleset', ruleset: '' });
  });

  it('names the reading the ruleset does not offer, and the value asked', () => {
    expect(parseLaneParam('walker-gabata|empty-hole-take=sideways', rulesetIds)).toEqual({ wrong: 'reading', ruleset: 'walker-gabata', option: 'empty-hole-take', value: 'sideways' });
    expect(parseLaneParam('walker-gabata|no-such-option=1', rulesetIds)).toEqual({ wrong: 'reading', ruleset: 'walker-gabata', option: 'no-such-option', value: '1' });
    expect(parseLaneParam('walker-gabata|empty-hole-take', rulesetIds)).toEqual({ wrong: 'reading', ruleset: 'walker-gabata', option: 'empty-hole-take', value: '' });
  });
});
