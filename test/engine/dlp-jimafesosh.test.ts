import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, initialState, legalMoves, nextGame, playOpening, toFastMove } from '../../src/engine/index';
import { hole, play, position } from './helpers';

/** The DLP's Jimafesosh (src/engine/rulesets/dlp-jimafesosh): the eights opening (src/engine/mechanics/eights.ts) and the take across from any empty hole, traced by hand. */
const jima = createGame('dlp-jimafesosh');

describe('Jimafesosh: the opening move', () => {
  it('leaves eights and empties round the board from the first player\'s rightmost hole, then sows the last eight', () => {
    const r = playOpening(jima, initialState(jima));
    const lifts = r.events.filter((e) => e.type === 'pick-up').map((e) => 'hole' in e && e.hole);
    expect(lifts).toEqual(['F1', 'E2', 'C2', 'A2', 'B1', 'D1', 'E1'].map((l) => hole(jima, l)));
    // The first pair cites the opening's first sentence, the others the next, the last lift the sowing's.
    expect(r.events.filter((e) => e.type === 'pick-up').map((e) => e.clause)).toEqual([
      'dlp-jimafesosh.opening',
      ...Array(5).fill('dlp-jimafesosh.opening-next'),
      'dlp-jimafesosh.opening-sow',
    ]);
    // Before E1's eight are lifted: eight in F2, D2, B2, A1, C1 and E1, nothing elsewhere.
    const e1 = r.events.findIndex((e) => e.type === 'pick-up' && e.clause === 'dlp-jimafesosh.opening-sow');
    expect(r.events[e1]).toMatchObject({ count: 8 });
    expect(r.state.stores).toEqual({ south: 4, north: 0 });
    expect(r.state.toMove).toBe('north');
    // North makes it when he begins: from his rightmost hole, A2, into A1 across the board.
    const north = createGame('dlp-jimafesosh', {}, 'north');
    const n = playOpening(north, initialState(north));
    expect(n.events.find((e) => e.type === 'pick-up')).toMatchObject({ player: 'north', hole: hole(jima, 'A2'), count: 4 });
    expect(n.events.find((e) => e.type === 'drop')).toMatchObject({ hole: hole(jima, 'A1'), count: 4 });
  });
});

describe('the take across from any empty hole', () => {
  const s = position(jima, { B1: 3, C1: 2, D1: 1, F1: 2, A2: 2, C2: 1, E2: 3, F2: 4 }, { stores: { south: 15, north: 15 }, toMove: 'south' });

  it("takes the hole opposite an empty hole of one's own row, and of the opponent's, his own counters too", () => {
    const a = play(jima, s, 'D1');
    expect(a.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(jima, 'E2'), count: 3 }] });
    const b = play(jima, a.state, 'C2');
    expect(b.events.find((e) => e.type === 'take')).toMatchObject({ player: 'north', from: [{ hole: hole(jima, 'B1'), count: 3 }] });
    // South's last counter into E2, north's row: the hole opposite is E1, his own.
    const c = play(jima, b.state, 'F1');
    expect(c.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(jima, 'E1'), count: 1 }] });
    expect(c.state.stores).toEqual({ south: 19, north: 18 });
    expect(c.state.toMove).toBe('north');
  });

  it('passes a player with nothing to play', () => {
    const p = position(jima, { A1: 2, B1: 3, D1: 1, F1: 2 }, { stores: { south: 20, north: 20 }, toMove: 'north' });
    expect(legalMoves(jima, p)).toEqual(['pass']);
    const r = play(jima, p, 'pass');
    expect(r.events[0]).toMatchObject({ type: 'pass', clause: 'dlp-jimafesosh.pass' });
    expect(r.state.toMove).toBe('south');
  });
});

describe("the round's end and the next round", () => {
  it('ends the round at one counter or none, giving it to the player of its row', () => {
    const s = position(jima, { A1: 1, B2: 2 }, { stores: { south: 25, north: 20 }, toMove: 'south' });
    const r = play(jima, s, 'A1');
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 28, north: 20 });
    // South's E1 (2): F1, then F2, empty, across from F1's one counter, which he takes; the one left is in north's row, and north's.
    const t = position(jima, { E1: 2 }, { stores: { south: 26, north: 20 }, toMove: 'south' });
    const u = play(jima, t, 'E1');
    expect(u.state.stores).toEqual({ south: 27, north: 21 });
    expect(u.events.find((e) => e.type === 'claims-collected')).toMatchObject({ awards: [{ hole: hole(jima, 'F2'), count: 1, player: 'north' }], reading: 'jimafesosh-row' });
  });

  it('lays the next round out as Gabata (Shoa I) does, in its own words, and opens it with the eights again', () => {
    const { state, events } = nextGame(jima, { south: 30, north: 18 });
    expect(state.owners[hole(jima, 'F2')]).toBe('south');
    expect(state.owners[hole(jima, 'E2')]).toBe('north');
    expect(events.every((e) => e.clause.startsWith('dlp-jimafesosh.') || e.clause.startsWith('reading.'))).toBe(true);
    const opened = playOpening(jima, state);
    expect(opened.events.find((e) => e.type === 'pick-up')).toMatchObject({ hole: hole(jima, 'F1'), clause: 'dlp-jimafesosh.opening' });
    // One counter is no hole: the weaker keeps none, and the series is over.
    expect(nextGame(jima, { south: 47, north: 1 }).state.status).toBe('game-over');
  });
});

describe('the silent path', () => {
  it("plays the take across and the round's end at one counter as the narrated path does", () => {
    const support = fastGame(jima);
    if (!support.ok) throw new Error('no fast path');
    for (const [holes, stores, move] of [
      [{ E1: 2 }, { south: 26, north: 20 }, 'E1'],
      [{ B1: 3, C1: 2, D1: 1, F1: 2, A2: 2, C2: 1, E2: 3, F2: 4 }, { south: 15, north: 15 }, 'D1'],
    ] as const) {
      const s = position(jima, holes, { stores, toMove: 'south' });
      const pos = fromState(jima.rules.players, s);
      support.fast.play(pos, toFastMove(hole(jima, move)));
      const told = play(jima, s, move).state;
      expect([...pos.holes.slice(0, 12)]).toEqual(told.holes);
      expect([pos.stores[0], pos.stores[1]]).toEqual([told.stores.south, told.stores.north]);
    }
  });
});
