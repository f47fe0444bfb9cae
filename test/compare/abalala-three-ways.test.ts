import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abalalaThreeWays } from '../../src/compare/abalala-three-ways';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { comparisons } from '../../src/compare/presets';
import { holeLabel } from '../../src/engine/index';
import { readExample, type Played } from '../../src/examples/example';
import type { GameEvent } from '../../src/engine/index';

const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
const byId = (id: string) => abalalaThreeWays.find((c) => c.id === id)!;
/** Where each lane stands at the first divergence, holes in Ludii's coordinates so the lanes read alike. */
function parting(id: string): { step: number; at: string[] } {
  const c = byId(id);
  const example = typeof c.example === 'string' ? load(c.example) : c.example;
  const lanes = c.lanes.map((l) => playLane(example, l));
  const d = firstDivergence(lanes)!;
  const show = (e: GameEvent | null, p: Played) => {
    if (!e) return 'none';
    const where = (h: number) => holeLabel(p.game.board, 'ludii', h);
    if (e.type === 'take' || e.type === 'sweep') return `${e.type} ${e.from.map((f) => `${where(f.hole)}:${f.count}`).join(' ')}`;
    return 'hole' in e ? `${e.type} ${where(e.hole)}${'count' in e ? `:${e.count}` : ''}` : e.type;
  };
  return { step: d.step, at: d.events.map((e, k) => show(e, lanes[k]!)) };
}

describe("Abalalà three ways: Courlander, the DLP, Walker (issue 15 §2)", () => {
  it('are among the site\'s comparisons, each with its words for where the lanes part', () => {
    expect(abalalaThreeWays.map((c) => c.id)).toEqual(['abalala-route', 'abalala-ownership', 'abalala-capture', 'abalala-continuation', 'abalala-reload']);
    for (const c of abalalaThreeWays) {
      expect(comparisons).toContain(c);
      expect(c.divergence!.length).toBeGreaterThan(40);
    }
  });

  it('route: the sixth bean goes into F3 under Courlander and Walker, into C2 under the DLP', () => {
    expect(parting('abalala-route')).toEqual({ step: 7, at: ['drop F3:1', 'drop C2:1', 'drop F3:1'] });
  });

  it('ownership: Courlander sweeps the moment north is bare; Walker and the DLP sow the capturing bean on', () => {
    expect(parting('abalala-ownership')).toEqual({ step: 4, at: ['sweep A1:3 D2:1', 'pick-up D2:1', 'pick-up D2:1'] });
  });

  it('capture: all take B3 past the empty B2, but the reading that stops at an empty nearer hole', () => {
    expect(parting('abalala-capture')).toEqual({ step: 3, at: ['take B3:3', 'take B3:3', 'play-end B1', 'take B3:3'] });
  });

  it('continuation: the capturing bean goes into F3 under Courlander and Walker, C2 under the DLP', () => {
    expect(parting('abalala-continuation')).toEqual({ step: 5, at: ['drop F3:1', 'drop C2:1', 'drop F3:1'] });
  });

  it("reload: F2 gets two under Courlander's Diagram 2, three under the DLP and Walker", () => {
    expect(parting('abalala-reload')).toEqual({ step: 7, at: ['place F2:2', 'place F2:3', 'place F2:3'] });
  });
});
