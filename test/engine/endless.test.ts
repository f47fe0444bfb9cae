import { describe, expect, it } from 'vitest';
import { applyEvents, createGame, initialState, playOpening, positionFromJson, totalPieces, CycleDetector } from '../../src/engine/index';
import { play } from './helpers';

describe('Brent\'s cycle detector', () => {
  const run = (xs: number[]) => {
    const d = new CycleDetector();
    const at = xs.findIndex((x) => d.see([x]));
    return { at, period: d.period };
  };

  it('finds the period of a sequence that comes back', () => {
    expect(run([1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4])).toMatchObject({ period: 3 });
    expect(run([5, 5])).toEqual({ at: 1, period: 1 });
  });

  it('finds nothing in a sequence that does not repeat', () => {
    expect(run([1, 2, 3, 4, 5, 6, 7, 8]).at).toBe(-1);
  });
});

/**
 * A 3x6 position from which A's sowing from 15 goes round a cycle of 4,052,961 sowings, first
 * reached after some four million more (found by the CLI tests; worked out with Brent's method).
 */
const longCycle = {
  holes: { 1: 2, 2: 13, 3: 2, 4: 1, 5: 0, 6: 2, 7: 4, 8: 3, 9: 6, 10: 1, 11: 2, 12: 3, 13: 6, 14: 1, 15: 2, 16: 2, 17: 1, 18: 3 },
  stores: { B: 0, A: 0 },
  toMove: 'A',
  status: 'playing',
};

describe('a very long sowing', () => {
  it('records the first drops, sums up the rest in one fast-forward, and stops at the search limit', () => {
    const g = createGame('courlander-abalala', {}, undefined, { record: 500, search: 20_000 });
    const s = positionFromJson(g, longCycle);
    const r = play(g, s, '15');
    const drops = r.events.filter((e) => e.type === 'drop').length;
    expect(drops).toBeGreaterThan(500);
    expect(drops).toBeLessThan(520);
    const ff = r.events.find((e) => e.type === 'fast-forward');
    expect(ff && ff.type === 'fast-forward' && ff.drops).toBeGreaterThan(19_000);
    expect(r.events.at(-1)).toMatchObject({ type: 'endless', reason: 'limit', player: 'A' });
    expect(r.state.status).toBe('endless');
    expect(applyEvents(s, r.events)).toEqual(r.state);
    expect(totalPieces(r.state)).toBe(54);
  });

  it('proves the cycle when the search limit allows it', { timeout: 60_000 }, () => {
    const g = createGame('courlander-abalala', {}, undefined, { record: 1000, search: 40_000_000 });
    const r = play(g, positionFromJson(g, longCycle), '15');
    expect(r.events.at(-1)).toMatchObject({ type: 'endless', reason: 'cycle', period: 4_052_961 });
  });

  it('stops a race that goes on too, with the beans in hand shown', () => {
    const g = createGame('courlander-abalala', {}, undefined, { record: 300, search: 5_000 });
    const s = positionFromJson(g, {
      holes: { 1: 5, 2: 3, 3: 0, 4: 1, 5: 3, 6: 2, 7: 3, 8: 2, 9: 11, 10: 3, 11: 4, 12: 3, 13: 2, 14: 3, 15: 3, 16: 3, 17: 2, 18: 1 },
      stores: {},
      toMove: null,
      status: 'playing',
    });
    const r = playOpening(g, s);
    expect(r.events.at(-1)).toMatchObject({ type: 'endless', reason: 'limit', player: null });
    expect(applyEvents(s, r.events)).toEqual(r.state);
    expect(totalPieces(r.state)).toBe(54);
  });
});

describe('the record limit and the events after it', () => {
  it('records a sweep and the end of the game that come after an unrecorded stretch', () => {
    // Found by the property tests: with nothing recorded, the vacated side's sweep was lost.
    const g = createGame('courlander-abalala', { 'vacated-check': 'sowing' }, undefined, { record: 0, search: 10_000_000 });
    let s = playOpening(g, initialState(g)).state;
    let last: ReturnType<typeof play> | undefined;
    for (const m of ['9', '10', '7', '11', '8', '16', '1', '10']) {
      last = play(g, s, m);
      expect(applyEvents(s, last.events)).toEqual(last.state);
      s = last.state;
    }
    expect(s.status).toBe('game-over');
    expect(last!.events.map((e) => e.type).slice(-3)).toEqual(['fast-forward', 'sweep', 'game-end']);
  });
});

describe("an endless sowing in the DLP's Abalala'e, on each player's own route", () => {
  // Found by seeded random play: south's relay sowing from E1 comes back to a position it has been in.
  const start = {
    holes: { A1: 0, B1: 3, C1: 14, D1: 1, E1: 6, F1: 0, F2: 1, E2: 0, D2: 5, F3: 3, E3: 2, D3: 0, C3: 1, B3: 2, A3: 3, A2: 0, B2: 1, C2: 2 },
    stores: { south: 10, north: 0 },
    toMove: 'south',
    status: 'playing',
  };

  it('is stopped and reported as endless, with every counter still on the board or in a store', () => {
    const g = createGame('dlp-abalalae', {}, undefined, { record: 2_000, search: 10_000_000 });
    const s = positionFromJson(g, start);
    const r = play(g, s, 'E1');
    expect(r.state.status).toBe('endless');
    expect(r.events.at(-1)).toMatchObject({ type: 'endless', reason: 'cycle', clause: 'reading.endless' });
    expect(totalPieces(r.state)).toBe(54);
    expect(totalPieces(applyEvents(s, r.events))).toBe(54);
  });
});
