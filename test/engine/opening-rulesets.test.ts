import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultChoice } from '../../src/compare/custom';
import { builderOpening } from '../../src/compare/opening-rules';
import { registry, defaultRuleset } from '../../src/engine/index';
import { readExample } from '../../src/examples/example';
import { labOpening } from '../../src/lab/opening-rules';
import { defaultLanes } from '../../src/lab/position';

/**
 * The rulesets an island imports to show its opening (the others it loads on demand): if the
 * opening changes and they do not, the island's first render asks for rules it does not have.
 */
const ids = (rules: readonly { id: string }[]) => rules.map((r) => r.id).sort();

describe('the rulesets the islands open on', () => {
  it('the play page: the registry\'s first', () => {
    expect(defaultRuleset).toBe(registry[0]);
  });

  it('the lab: the default ruleset\'s standard start, under its default lanes', () => {
    expect(labOpening[0]).toBe(defaultRuleset);
    expect(ids(labOpening)).toEqual([...new Set([defaultRuleset.id, ...defaultLanes(defaultRuleset.id).map((l) => l.ruleset)])].sort());
  });

  it('the builder: the rulesets of the comparison it opens on', () => {
    const dir = new URL('../../content/examples/', import.meta.url);
    const examples = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))))
      .sort((a, b) => a.title.localeCompare(b.title));
    const opening = defaultChoice(examples);
    expect(ids(builderOpening)).toEqual([...new Set(opening.lanes.map((l) => l.ruleset!))].sort());
  });
});
