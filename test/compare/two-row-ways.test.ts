import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDivergence, runLane } from '../../src/compare/lanes';
import { laneOutcome } from '../../src/compare/outcome';
import { comparisons } from '../../src/compare/presets';
import { foursPosition, foursWitnesses, twoRowWays, wegNeighbours } from '../../src/compare/two-row-ways';
import { catalog, rulesetIds } from '../../src/engine/index';
import { readExample } from '../../src/examples/example';

/** The two-row games side by side (issue 28): what the engine plays in each lane. */
const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
const run = (id: string) => {
  const c = twoRowWays.find((x) => x.id === id)!;
  const example = typeof c.example === 'string' ? load(c.example) : c.example;
  return c.lanes.map((l) => runLane(example, l).played!);
};

describe('the two-row games side by side', () => {
  it('runs among the site\'s comparisons, each lane a game of the group', () => {
    for (const c of twoRowWays) expect(comparisons).toContain(c);
    const group = (family: string) => catalog.filter((r) => r.family === family && r.boardId === '2x6').map((r) => r.id);
    for (const l of wegNeighbours) if (l.ruleset) expect(rulesetIds).toContain(l.ruleset);
    for (const id of wegNeighbours.flatMap((l) => l.ruleset ?? [])) expect(group('wegs')).toContain(id);
  });

  it("a last counter in the opponent's weg: six pages, four outcomes (Leyla's, sown clockwise from C1, as Shoa I's)", () => {
    const lanes = run('shoa-neighbours');
    expect(lanes.map(laneOutcome)).toEqual([
      'South took two counters; north to move; stores: south 21, north 20',
      'South took two counters and moves again; stores: south 21, north 20',
      'South took one counter and moves again; stores: south 20, north 20',
      'South took nothing; north to move; stores: south 19, north 20',
      'South took two counters and moves again; stores: south 21, north 20',
      'South took two counters; north to move; stores: south 21, north 20',
    ]);
    expect(lanes[5]!.events.find((e) => e.type === 'claim-take')).toMatchObject({ player: 'south', count: 2, clause: 'dlp-leyla.take' });
    // Leyla's lane lifts another hole: the lanes part at the first step; the others where the counter lands.
    expect(firstDivergence(lanes)!.step).toBe(1);
    expect(firstDivergence(lanes)!.events.map((e) => e?.type === 'pick-up' && e.hole)).toEqual([0, 0, 0, 0, 0, 2]);
    expect(firstDivergence(lanes.slice(0, 5))!.events.map((e) => e?.type)).toEqual(['claim-take', 'claim-take', 'claim-take', 'first-instance', 'claim-take']);
  });

  it('fours: every game of the group in a lane, or played alike by the lane that stands for it', () => {
    const fours = catalog.filter((r) => r.family === 'fours').map((r) => r.id);
    expect(fours).toHaveLength(7);
    const stand = { label: 'x' };
    const alike = ['dlp-mewelad', 'dlp-gabata-ghinda', 'dlp-lamosh'];
    const kadalis = runLane(foursPosition, stand).played!;
    for (const id of alike) {
      const p = runLane(foursPosition, { label: id, ruleset: id }).played!;
      expect(p.final.holes, id).toEqual(kadalis.final.holes);
      expect(laneOutcome(p), id).toBe(laneOutcome(kadalis));
    }
    expect(['dlp-rio-kadalis', ...alike, ...foursWitnesses.flatMap((l) => l.ruleset ?? [])].sort()).toEqual([...fours].sort());
  });

  it('fours: four pages, four outcomes from one long sowing', () => {
    const lanes = run('fours');
    expect(lanes.map(laneOutcome)).toEqual([
      'South took nothing; north to move; stores: south 11, north 15',
      'South took four counters; north to move; stores: south 9, north 5',
      'South took four counters and moves again; stores: south 15, north 11',
      'South took four counters; north to move; stores: south 15, north 11',
    ]);
    // North's F2 taken by north at the third counter; under Wuqro's page it holds five when the lap ends and is
    // sown on, and south's last four is A2's.
    const f2 = 6; // in the engine's sowing order: south's A1-F1, then north's F2-A2
    expect(lanes.map((p) => p.events.filter((e) => e.type === 'take').map((e) => (e.type === 'take' ? `${e.player} ${e.from.map((f) => f.hole).join()}` : '')))).toEqual([
      ['north 6'],
      ['south 11'],
      ['south 6'],
      ['south 6'],
    ]);
    expect(lanes[1]!.events.some((e) => e.type === 'relay' && e.hole === f2)).toBe(true);
    expect(lanes[0]!.final.holes[f2]).toBe(1);
  });
});
