import { describe, expect, it } from 'vitest';
import { applyEvents, cloneState, createGame, initialState, playMove, playOpening, positionFromJson } from '../../src/engine/index';
import { framesOf, MAX_FRAMES } from '../../src/play/frames';

const sum = (s: { holes: number[]; stores: Record<string, number>; hands: Record<string, number> }) =>
  s.holes.reduce((a, b) => a + b, 0) + Object.values(s.stores).reduce((a, b) => a + b, 0) + Object.values(s.hands).reduce((a, b) => a + b, 0);

describe('the animation of a move', () => {
  it('shows the race one tick per picture, both players at once, and ends on the position after it', () => {
    const g = createGame('courlander-abalala');
    const start = initialState(g);
    const o = playOpening(g, start);
    const frames = framesOf(start, o.events);
    const ticks = o.events.filter((e) => e.type === 'race-tick').length;
    expect(frames.length).toBeGreaterThanOrEqual(ticks);
    expect(frames.length).toBeLessThan(ticks + 8);
    // Both lift at once, then in a tick where both still sow two beans fall: one picture each.
    expect(frames[0]!.path).toHaveLength(2);
    expect(frames[1]!.path).toHaveLength(2);
    expect(sum(frames[0]!.state)).toBe(54);
    expect(frames.at(-1)!.state.holes).toEqual(o.state.holes);
    for (const f of frames) expect(sum(f.state)).toBe(54);
  });

  it('shows a sowing bean by bean, with its path since the last lift', () => {
    const g = createGame('walker-gabata');
    const s = playOpening(g, initialState(g)).state;
    const hole = s.holes.findIndex((n, h) => n > 1 && s.owners[h] === s.toMove);
    const r = playMove(g, s, hole);
    const frames = framesOf(s, r.events);
    const drops = r.events.filter((e) => e.type === 'drop').length;
    expect(frames.length).toBeGreaterThanOrEqual(drops);
    expect(frames[0]!.path).toEqual([hole]);
    expect(frames[1]!.path).toEqual([hole, frames[1]!.current]);
    expect(frames.at(-1)!.state.holes).toEqual(applyEvents(cloneState(s), r.events).holes);
  });

  it('shows a very long sowing in strides, still ending on the last position', () => {
    // A's sowing from 15 here runs for millions of drops (test/engine/endless.test.ts).
    const g = createGame('courlander-abalala', {}, undefined, { record: 5000, search: 20_000 });
    const s = positionFromJson(g, {
      holes: { 1: 2, 2: 13, 3: 2, 4: 1, 5: 0, 6: 2, 7: 4, 8: 3, 9: 6, 10: 1, 11: 2, 12: 3, 13: 6, 14: 1, 15: 2, 16: 2, 17: 1, 18: 3 },
      stores: { B: 0, A: 0 },
      toMove: 'A',
      status: 'playing',
    });
    const r = playMove(g, s, 14);
    expect(r.events.length).toBeGreaterThan(5000);
    const frames = framesOf(s, r.events);
    expect(frames).toHaveLength(MAX_FRAMES);
    expect(frames.at(-1)!.state).toEqual(r.state);
  });
});
