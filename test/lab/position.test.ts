import { describe, expect, it } from 'vitest';
// The registry: every ruleset's rules present, as a page has them once loaded.
import '../../src/engine/index';
import { firstDivergence, playLane } from '../../src/compare/lanes';
import { defaultLanes, emptiedPosition, labExample, laneProblem, laneRulesetsFor, lanesOf, positionProblem, requiredTotal, standardPosition } from '../../src/lab/position';

const start = standardPosition('courlander-abalala');
const withHoles = (holes: number[], more = {}) => ({ ...start, holes, ...more });

describe('a position the reader sets up', () => {
  it('starts from the standard start, the first player to move from the first hole, and can be played', () => {
    expect(start).toEqual({ ruleset: 'courlander-abalala', holes: Array(18).fill(3), stores: [0, 0], mover: 0, hole: 0 });
    expect(positionProblem(start)).toBeNull();
    expect(standardPosition('dlp-gabata-shoa-i').holes).toEqual(Array(12).fill(4));
  });

  it('holds the ruleset’s total of beans, as the engine’s records do', () => {
    expect(positionProblem(withHoles([4, ...Array(17).fill(3)]))).toBe("The holes and stores hold 55 beans, but Courlander's Abalalà, 1943 is played with 54: take away 1.");
    expect(positionProblem({ ...start, stores: [0, -2] })).toBe("A's store holds -2: a store cannot hold fewer than no beans.");
    expect(positionProblem(emptiedPosition('dlp-gabata-shoa-i'))).toBe("The holes and stores hold 0 beans, but the DLP's Gabata (Shoa I) is played with 48: add 48.");
    expect(positionProblem({ ...standardPosition('dlp-gabata-shoa-i'), holes: Array(12).fill(3) })).toBe("The holes and stores hold 36 beans, but the DLP's Gabata (Shoa I) is played with 48: add 12.");
  });

  it('asks the engine for the total it holds a game to, and checks it only where there is one', () => {
    // Every ruleset the engine has today refuses a start that does not add up: its board's holes times the beans each starts with.
    expect(['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw', 'walker-gabata', 'dlp-abalalae'].map(requiredTotal)).toEqual([54, 54, 54, 54, 54]);
    expect(requiredTotal('dlp-gabata-shoa-i')).toBe(48);
    // Rab'e's four a hole on the same board: its lanes are its own, and no other game's lanes are Rab'e.
    expect(requiredTotal('dlp-rab-e')).toBe(72);
    expect(laneRulesetsFor('dlp-rab-e')).toEqual(['dlp-rab-e']);
    expect(defaultLanes('dlp-rab-e').map((l) => l.ruleset)).toEqual(['dlp-rab-e', 'dlp-rab-e']);
    expect(laneRulesetsFor('dlp-abalalae')).not.toContain('dlp-rab-e');
    // Gabata (Ansaba)'s three a hole on two rows: 36, its lanes its own; Hufesay's and Jimafesosh's four a hole share theirs.
    expect(requiredTotal('dlp-gabata-ansaba')).toBe(36);
    expect(laneRulesetsFor('dlp-gabata-ansaba')).toEqual(['dlp-gabata-ansaba']);
    expect(laneRulesetsFor('dlp-hufesay')).toEqual(expect.arrayContaining(['dlp-hufesay', 'dlp-jimafesosh', 'dlp-qelat', 'dlp-rio-kadalis']));
    for (const own of ['dlp-gabata-ansaba', 'dlp-gabata-shoa-i', 'dlp-rab-e', 'courlander-abalala']) expect(laneRulesetsFor('dlp-hufesay')).not.toContain(own);
    // Gabata (Adegrat)'s three a hole on two rows too: 36, its lanes its own.
    expect(requiredTotal('dlp-gabata-adegrat')).toBe(36);
    expect(laneRulesetsFor('dlp-gabata-adegrat')).toEqual(['dlp-gabata-adegrat']);
    expect(laneRulesetsFor('dlp-hufesay')).not.toContain('dlp-gabata-adegrat');
    // Where a game had no total, a position of any number would be played.
    expect(positionProblem(withHoles([4, ...Array(17).fill(3)]), null)).toBeNull();
    expect(positionProblem(withHoles([-1, 4, ...Array(16).fill(3)]), null)).toBe('Hole 1 holds -1: a hole cannot hold fewer than no beans.');
  });

  it('empties the board from nothing, stores and all', () => {
    expect(emptiedPosition('walker-gabata')).toEqual({ ruleset: 'walker-gabata', holes: Array(18).fill(0), stores: [0, 0], mover: 0, hole: 0 });
    expect(emptiedPosition('dlp-gabata-shoa-i').holes).toEqual(Array(12).fill(0));
  });

  it('names a negative count, an empty hole and a hole of the other side', () => {
    expect(positionProblem(withHoles([-1, 4, ...Array(16).fill(3)]))).toBe('Hole 1 holds -1: a hole cannot hold fewer than no beans.');
    expect(positionProblem(withHoles([NaN, ...Array(17).fill(3)]))).toBe('The count in hole 1 is not a whole number.');
    expect(positionProblem(withHoles([0, 6, ...Array(16).fill(3)]))).toBe('Hole 1 is empty: there is nothing to sow from it.');
    expect(positionProblem({ ...start, hole: 9 })).toBe("Hole 10 is A's, not B's: a player moves from a hole on their own side.");
    expect(positionProblem({ ...start, hole: 9, mover: 1 })).toBeNull();
  });

  it('runs the one move in lanes that part, where Courlander and Walker differ', () => {
    const p = { ...start, hole: 3 };
    const lanes = lanesOf([{ ruleset: 'courlander-abalala', options: {} }, { ruleset: 'walker-gabata', options: {} }]);
    expect(laneProblem(p, lanes)).toBeNull();
    const example = labExample(p);
    expect(example.record).toMatchObject({ ruleset: 'courlander-abalala', moves: ['4'], start: { toMove: 'B', stores: { A: 0, B: 0 } } });
    const played = lanes.map((l) => playLane(example, l));
    expect(played[1]!.moves.map((m) => m.label)).toEqual(['D']);
    expect(firstDivergence(played)?.step).toBe(37);
  });
});
