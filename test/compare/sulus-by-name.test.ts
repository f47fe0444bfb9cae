import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { sulusByName } from '../../src/compare/sulus-by-name';
import { readExample } from '../../src/examples/example';
import '../../src/engine/index';

/**
 * "Sulus, by name" with a stand-in lane (Walker's Gabata, whose race stops at the first finish, as
 * Selus's does): both comparisons play both lanes and part. The site's own, with Selus's lane, are
 * checked by test/compare/lanes.test.ts as every comparison of the site is.
 */
const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));

describe('Sulus, by name', () => {
  const comparisons = sulusByName({ label: 'A stand-in', ruleset: 'walker-gabata' });
  it.each(comparisons.map((c) => [c.id, c] as const))('%s plays both lanes, Courlander\'s Sulus Aidi first, and they part', (_id, c) => {
    const example = typeof c.example === 'string' ? load(c.example) : c.example;
    expect(c.lanes.map((l) => l.ruleset ?? 'courlander-sulus-aidi')).toEqual(['courlander-sulus-aidi', 'walker-gabata']);
    const lanes = c.lanes.map((l) => playLane(example, l));
    expect(firstDivergence(lanes)?.step ?? 0).toBeGreaterThan(0);
  });
});
