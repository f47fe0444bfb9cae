import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample, type Example } from '../../src/examples/example';
import { playLane } from '../../src/compare/lanes';
import { laneOutcome } from '../../src/compare/outcome';
import { comparisons } from '../../src/compare/presets';

const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
const outcomes = (id: string) => {
  const c = comparisons.find((x) => x.id === id)!;
  const example: Example = typeof c.example === 'string' ? load(c.example) : c.example;
  return c.lanes.map((l) => laneOutcome(playLane(example, l)));
};

describe('how a lane ends, in one line', () => {
  it('a race: who finished when, and who begins (Courlander runs on, Walker stops at the first finish)', () => {
    expect(outcomes('opening-race')).toEqual([
      'B finished first, at tick 1, and A at tick 29; B begins',
      'B finished first, at tick 1, and the race stopped there; B begins',
      'B finished first, at tick 1, and the race stopped there; B begins',
    ]);
    expect(laneOutcome(playLane(load('walker-race'), { label: 'Walker' }))).toBe('Both finished at tick 16; south begins');
  });

  it('a series set-up: what each side holds, hole by hole, and what the stronger keeps as winnings', () => {
    expect(outcomes('reload-23')).toEqual([
      'B and A each have 23 beans in 9 holes (3, 3, 3, 3, 3, 3, 2, 2, 1); A keeps eight beans as winnings',
      'B and A each have 23 beans in 9 holes (3, 3, 3, 3, 3, 3, 3, 1, 1); A keeps eight beans as winnings',
      'B and A each have 24 beans in 8 holes (3, 3, 3, 3, 3, 3, 3, 3); A keeps six beans as winnings',
      'B has 23 beans in 8 holes (3, 3, 3, 3, 3, 3, 3, 2), A 24 beans in 8 holes (3, 3, 3, 3, 3, 3, 3, 3); A keeps seven beans as winnings',
    ]);
    expect(outcomes('round-remainder')[2]).toBe('South has 32 counters in 8 holes (4, 4, 4, 4, 4, 4, 4, 4), north 16 counters in 4 holes (4, 4, 4, 4); no counter is kept aside');
  });

  it('a turn: what the player took or claimed, who moves next, and the stores, in the game\'s own words', () => {
    expect(outcomes('opponent-side')).toEqual(['B took nothing; A to move; stores: B 20, A 24', 'South took five pieces; north to move; stores: south 25, north 24']);
    expect(outcomes('claims')).toEqual(['B took two beans and moves again; stores: B 27, A 18', 'B took nothing; A to move; stores: B 25, A 18']);
    expect(outcomes('weg')).toEqual(['South took two counters; north to move; stores: south 21, north 20', 'South took two counters and moves again; stores: south 21, north 20']);
    expect(outcomes('weg-side')[1]).toBe('South claimed hole B1; north to move; stores: south 21, north 21');
    expect(outcomes('dlp-boards')[3]).toBe('South claimed holes F2 and E2; north to move; stores: south 0, north 0');
  });

  it('a game that ends: who wins, and by how much', () => {
    expect(laneOutcome(playLane(load('courlander-nishtaw-game-end'), { label: 'Nishtaw' }))).toBe('A wins 28 to 26');
    expect(laneOutcome(playLane(load('walker-emptied-side'), { label: 'Walker' }))).toBe('South wins 54 to 0');
    // The variation ends the game where the main rules play on.
    const three = load('courlander-nishtaw-no-move-from-three');
    expect(laneOutcome(playLane(three, { label: 'main' }))).toBe('A took nothing; B to move; stores: B 23, A 25');
    expect(laneOutcome(playLane(three, { label: 'variation', options: { 'no-move-from-three': true } }))).toBe('A wins 28 to 26');
  });

  it('says how every lane of every comparison the site runs ends, and tells the lanes apart where their ends differ', () => {
    for (const c of comparisons) {
      const o = outcomes(c.id);
      expect(o.every((x) => x.length > 0 && !/undefined|NaN/.test(x)), c.id).toBe(true);
      // The same move on boards of other sizes, or along other routes: they end alike in words, differ on the board.
      if (c.id === 'dlp-boards' || c.id === 'abalala-route') continue;
      const distinct = new Set(o).size;
      // The DLP's text and Ludii's lot to the weaker lay the same board; Walker's race ends alike whatever is done with the beans in hand.
      if (c.id === 'round-remainder' || c.id === 'opening-race') expect(distinct, c.id).toBe(2);
      // Gabata (Adowa) and (Aksum) part only on the leftmost hole, which no move of Sulus Nishtaw's comparisons starts from: Courlander's lane against theirs (and any other witness's).
      else if (c.id.startsWith('nishtaw-')) expect(distinct, c.id).toBeGreaterThanOrEqual(2);
      // Gabata (Shoa and Adegrat) plays Shoa I's neighbours' position as Tuz, Leyla as Shoa I: six pages, four ends.
      else if (c.id === 'shoa-neighbours') expect(distinct, c.id).toBe(4);
      else expect(distinct, c.id).toBe(o.length);
    }
  });
});
