import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, holeLabel, initialState, legalMoves, nextGame, playOpening, toFastMove, type State } from '../../src/engine/index';
import { narrate } from '../../src/widgets/narrate';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Rab'e (src/engine/rulesets/dlp-rab-e) and the capture of fours (src/engine/mechanics/fours.ts), traced by hand. */
const rabe = createGame('dlp-rab-e');
const under = (options: Record<string, unknown>) => createGame('dlp-rab-e', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(rabe.board, 'ludii', h))).sort();

describe("Rab'e: board, route and sides", () => {
  it('lays four in every hole, captures none of them, and lets south move from his row and D2-F2', () => {
    const s = playOpening(rabe, initialState(rabe)).state;
    expect(s.holes.every((n) => n === 4)).toBe(true);
    expect(labels(legalMoves(rabe, s))).toEqual(['A1', 'B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
    // South's first move from A1 makes B1-D1 five: no hole is made four, nothing is taken.
    const first = play(rabe, s, 'A1');
    expect(drops(rabe, first.events).slice(0, 4)).toEqual(['B1', 'C1', 'D1', 'E1']);
    expect(first.state.stores).toEqual({ south: 0, north: 0 });
  });
});

describe('the capture of fours during a sowing', () => {
  // South sows F2's four: E2, D2, north's F3 (three made four), and the last into E3, which holds two.
  const before = position(rabe, { F2: 4, E2: 1, F3: 3, E3: 2, C3: 1, A1: 2 }, { stores: { south: 30, north: 29 }, toMove: 'south' });

  it("takes a hole the moment a counter makes it four, the opponent's too, and sows on", () => {
    const r = play(rabe, before, 'F2');
    const take = r.events.findIndex((e) => e.type === 'take');
    expect(r.events[take]).toMatchObject({ type: 'take', player: 'south', from: [{ hole: hole(rabe, 'F3'), count: 4 }], four: true, clause: 'dlp-rab-e.fours' });
    // Told right after the drop that made four, before the next drop.
    expect(r.events[take - 1]).toMatchObject({ type: 'drop', hole: hole(rabe, 'F3') });
    expect(r.events[take + 1]).toMatchObject({ type: 'drop', hole: hole(rabe, 'E3') });
    expect(filled(rabe, r.state)).toEqual({ A1: 2, E2: 2, D2: 1, D3: 1, C3: 2, B3: 1 });
    expect(r.state.stores).toEqual({ south: 34, north: 29 });
  });

  it("gives the four to the hole's owner under `fours-taker` owner, and ends the turn after a capture under `fours-then` turn-ends", () => {
    expect(play(under({ 'fours-taker': 'owner' }), before, 'F2').state.stores).toEqual({ south: 30, north: 33 });
    const ended = play(under({ 'fours-then': 'turn-ends' }), before, 'F2');
    expect(filled(rabe, ended.state)).toEqual({ A1: 2, E2: 2, D2: 1, E3: 3, C3: 1 });
    expect(ended.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(rabe, 'E3'), clause: 'reading.fours-then', reading: 'fours-then' });
    expect(ended.state.toMove).toBe('north');
  });

  it("ends the turn when the final counter makes four, though its hole was occupied", () => {
    const s = position(rabe, { C1: 2, D1: 1, E1: 3, A3: 2, B2: 1 }, { stores: { south: 32, north: 31 }, toMove: 'south' });
    const r = play(rabe, s, 'C1');
    expect(r.events.some((e) => e.type === 'relay')).toBe(false);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(rabe, 'E1'), clause: 'dlp-rab-e.last-four' });
    expect(r.state.stores.south).toBe(36);
  });

  it('looks at each drop (the text), or at the lap\'s end (Ludii): a hole made four and sown again in one long lap', () => {
    // A1's 19 counters go round the board: B1's three made four by the first, and the 19th falls there again.
    const s = position(rabe, { A1: 19, B1: 3 }, { stores: { south: 25, north: 25 }, toMove: 'south' });
    const atDrop = play(rabe, s, 'A1');
    expect(atDrop.events.filter((e) => e.type === 'take')).toHaveLength(1);
    expect(atDrop.state.holes[hole(rabe, 'B1')]).toBe(1);
    expect(atDrop.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(rabe, 'B1'), clause: 'dlp-rab-e.end' });
    const atLapEnd = play(under({ 'fours-when': 'sowing' }), s, 'A1');
    // B1 holds five when the lap ends: nothing is taken, and the last counter relays from it.
    expect(atLapEnd.events.find((e) => e.type === 'take')).toBeUndefined();
    expect(atLapEnd.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(rabe, 'B1'), count: 5 });
  });

  it('narrates each capture with its clause, in words', () => {
    const r = play(rabe, before, 'F2');
    const take = r.events.findIndex((e) => e.type === 'take');
    // The state before the take: the lift and the drops before it applied.
    const s: State = { ...before, holes: before.holes.map((n, h) => n + r.events.slice(0, take).filter((e) => e.type === 'drop' && e.hole === h).length - (h === hole(rabe, 'F2') ? 4 : 0)) };
    expect(narrate(r.events[take]!, { game: rabe, notation: 'ludii', before: s })).toBe("Hole F3, north's, now holds four: south captures the four counters.");
  });

  it('plays the same without a listener, position and stores, under each reading', () => {
    for (const options of [{}, { 'fours-when': 'sowing' }, { 'fours-taker': 'owner' }, { 'fours-then': 'turn-ends' }]) {
      const game = under(options);
      const support = fastGame(game);
      if (!support.ok) throw new Error('no fast path');
      const pos = fromState(game.rules.players, before);
      support.fast.play(pos, toFastMove(hole(game, 'F2')));
      const told = play(game, before, 'F2').state;
      expect([...pos.holes.slice(0, 18)], JSON.stringify(options)).toEqual(told.holes);
      expect([pos.stores[0], pos.stores[1]]).toEqual([told.stores.south, told.stores.north]);
    }
  });
});

describe("Rab'e: the round's end and the next round", () => {
  it("gives the remaining counters to the opponent of the player whose holes are empty", () => {
    const s = position(rabe, { D2: 1, F3: 3, A1: 2, B1: 1 }, { stores: { south: 33, north: 32 }, toMove: 'south' });
    const r = play(rabe, s, 'D2');
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 40, north: 32 });
  });

  it('lays the weaker\'s counters four to a hole from his leftmost, the last hole short, and the stronger\'s in the holes facing them', () => {
    const { state } = nextGame(rabe, { south: 42, north: 30 });
    // North, the weaker: F3..A3, A2, and B2 with his last two.
    expect(filled(rabe, state)).toEqual({ F3: 4, E3: 4, D3: 4, C3: 4, B3: 4, A3: 4, A2: 4, B2: 2, A1: 4, B1: 4, C1: 4, D1: 4, E1: 4, F1: 4, F2: 4, E2: 4 });
    expect(state.stores).toEqual({ south: 10, north: 0 });
    expect(state.toMove).toBe('south');
    expect(nextGame(under({ 'next-round-first': 'weaker' }), { south: 42, north: 30 }).state.toMove).toBe('north');
    // Equal counts: the board as at the start, north to begin.
    const even = nextGame(rabe, { south: 36, north: 36 }).state;
    expect(even.holes.every((n) => n === 4)).toBe(true);
    expect(even.toMove).toBe('north');
  });
});
