import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The engine's front door makes every ruleset present, as the build does.
import '../../src/engine/index';
import { playExample, readExample } from '../../src/examples/example';
import { viewOf } from '../../src/widgets/played-view';
import { buildSteps } from '../../src/widgets/steps';

/** Gabata (Adegrat)'s relay and capture through the hole after the last one (src/engine/mechanics/next-hole.ts), in the steppers' words. */
const words = (id: string) => {
  const example = readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
  return buildSteps(viewOf(playExample(example)), 'ludii').map((s) => s.narration);
};

describe('the narration of the relay and the capture through the next hole', () => {
  it('says the hole lifted is the next one, not the one the last counter fell in', () => {
    const w = words('dlp-gabata-adegrat-next-hole');
    expect(w).toContain('The last counter fell into a hole that was not empty: south lifts the three counters in the next hole, hole E1, and sows on.');
    expect(w.some((s) => /fell into hole E1, which was not empty/.test(s))).toBe(false);
  });

  it('says the hole captured is the following one, and names no column', () => {
    const w = words('dlp-gabata-adegrat-capture');
    expect(w).toContain('The last counter fell into an empty hole: south captures the four counters in the following hole, hole F2.');
    expect(w.some((s) => /column/.test(s))).toBe(false);
  });
});
