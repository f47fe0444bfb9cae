import { describe, expect, it } from 'vitest';
import { acrossBoards } from '../../src/compare/across-boards';
import { firstDivergence, playLane, runLane } from '../../src/compare/lanes';
import { laneOutcome } from '../../src/compare/outcome';
import { comparisons } from '../../src/compare/presets';
import type { Example } from '../../src/examples/example';
import '../../src/engine/index';

/** Games of one name on three rows and on two (issue 28): each lane its own board, from its own start. */
const run = (id: string) => {
  const c = acrossBoards.find((x) => x.id === id)!;
  return c.lanes.map((l) => runLane(c.example as Example, l).played!);
};

describe('games of one name across the boards', () => {
  it('runs among the site\'s comparisons', () => {
    for (const c of acrossBoards) expect(comparisons).toContain(c);
  });

  it('Sulus Aidi by name: each lane on its own board, two races and a chosen beginner', () => {
    const lanes = run('sulus-aidi-by-name');
    expect(lanes.map((p) => p.game.board.id)).toEqual(['3x6', '2x6', '2x6']);
    expect(lanes.map(laneOutcome)).toEqual(['Both finished at tick 16; B begins', 'Nothing is sown before the first move; south begins', 'Both finished at tick 15; south begins']);
    // Awagagae's board is as laid out; the races leave boards of their own.
    expect(lanes[1]!.final.holes).toEqual(Array(12).fill(4));
    expect(lanes[2]!.final.holes).toEqual([2, 7, 7, 1, 1, 6, 2, 7, 7, 1, 1, 6]);
    expect(firstDivergence(lanes)).not.toBeNull();
  });

  it('Abalalà on two rows: three races, each of its own length', () => {
    const lanes = run('abalala-two-rows');
    expect(lanes.map((p) => p.game.board.id)).toEqual(['3x6', '3x6', '2x6']);
    expect(lanes.map(laneOutcome)).toEqual(['Both finished at tick 16; B begins', 'Both finished at tick 51; south begins', 'Both finished at tick 20; south begins']);
  });

  it('a position of one board is not carried to another: the lane says why', () => {
    const c = acrossBoards[0]!;
    const placed: Example = { ...(c.example as Example), record: { ruleset: 'courlander-sulus-aidi', start: { holes: { 1: 3 }, stores: {}, toMove: 'B', status: 'playing' }, moves: [] } };
    expect(() => playLane(placed, c.lanes[1]!)).toThrow('courlander-sulus-aidi and dlp-awagagae are not played on the same board');
  });
});
