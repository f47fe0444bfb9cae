import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/engine/index';
import { comparisons } from '../../src/compare/presets';
import { compareData } from '../../src/compare/compare-data';
import { openingStep } from '../../src/compare/opening';
import { readExample, type Example } from '../../src/examples/example';
import { toldSteps } from '../../src/widgets/step-list';

const exampleOf = (e: string | Example): Example => (typeof e === 'string' ? readExample(JSON.parse(readFileSync(`content/examples/${e}.json`, 'utf8'))) : e);

describe('where a comparison opens', () => {
  it('opens at the first difference, at the end, or at the start where it is told neither', () => {
    expect(openingStep('first-difference', { step: 7 }, 18)).toBe(7);
    expect(openingStep('end', { step: 7 }, 18)).toBe(18);
    expect(openingStep(undefined, { step: 7 }, 18)).toBe(0);
    // Lanes that never part have no difference to show: the start.
    expect(openingStep('first-difference', null, 18)).toBe(0);
  });

  it('opens each of the site’s comparisons where it is worth looking: where its lanes part, as the engine finds it, or at the end', () => {
    for (const c of comparisons) {
      const data = compareData(exampleOf(c.example), c.lanes);
      const last = Math.max(...data.runs.map((r) => (r.played ? toldSteps(r.played).length - 1 : 0)));
      const at = openingStep(c.opensAt, data.divergence, last);
      expect(data.divergence, `${c.id}: its lanes part`).not.toBeNull();
      if (c.opensAt === 'first-difference') expect(at, c.id).toBe(data.divergence!.step);
      else expect(at, c.id).toBe(last);
      expect(at, `${c.id}: not the start`).toBeGreaterThan(0);
    }
  });

  it('opens the comparisons of where things end up at their end: the reloads, the round’s remainder, the openings on boards of their own', () => {
    expect(comparisons.filter((c) => c.opensAt === 'end').map((c) => c.id).sort()).toEqual(['abalala-reload', 'abalala-two-rows', 'nishtaw-next-round', 'reload-23', 'round-remainder', 'sulus-aidi-by-name']);
  });

  it('opens the 23-piece reload on the boards laid out, not on an empty board', () => {
    const c = comparisons.find((x) => x.id === 'reload-23')!;
    const data = compareData(exampleOf(c.example), c.lanes);
    for (const run of data.runs) {
      const steps = toldSteps(run.played!);
      const shown = steps[Math.min(openingStep(c.opensAt, data.divergence, 18), steps.length - 1)]!.state;
      // Every lane's set-up placed: both players' pieces on the board, none left in a store but winnings.
      expect(shown.holes.reduce((a, b) => a + b, 0), run.lane.label).toBeGreaterThan(40);
      expect(steps[0]!.state.holes.every((n) => n === 0), `${run.lane.label}: the set-up starts from an empty board`).toBe(true);
    }
  });
});
