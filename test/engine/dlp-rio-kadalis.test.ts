import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Rio Kadalis (src/engine/rulesets/dlp-rio-kadalis): fours to the row's owner, the round's end, the next round, traced by hand. */
const rk = createGame('dlp-rio-kadalis');
const under = (options: Record<string, unknown>) => createGame('dlp-rio-kadalis', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(rk.board, 'ludii', h))).sort();

describe('Rio Kadalis: board, route and sides', () => {
  it('lays four in every hole, captures none of them, lets south move from his row, and sows anti-clockwise into north\'s', () => {
    const s = playOpening(rk, initialState(rk)).state;
    expect(s.holes).toEqual(Array(12).fill(4));
    expect(s.toMove).toBe('south');
    expect(labels(legalMoves(rk, s))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
    const first = play(rk, s, 'D1');
    // D1's four: E1, F1, then north's row from F2 (above F1) leftward as south sees it.
    expect(drops(rk, first.events).slice(0, 4)).toEqual(['E1', 'F1', 'F2', 'E2']);
    expect(first.state.stores).toEqual({ south: 0, north: 0 });
  });
});

describe('fours captured during the sowing', () => {
  // South sows E1's three: F1, north's F2 (three made four), and the last into E2, which holds two.
  const before = position(rk, { A1: 1, E1: 3, F2: 3, E2: 2, A2: 2 }, { stores: { south: 19, north: 18 }, toMove: 'south' });

  it("gives a four made before the last counter to the owner of its row, at once, and sows on", () => {
    const r = play(rk, before, 'E1');
    const take = r.events.findIndex((e) => e.type === 'take');
    expect(r.events[take]).toMatchObject({ type: 'take', player: 'north', from: [{ hole: hole(rk, 'F2'), count: 4 }], four: true, clause: 'dlp-rio-kadalis.fours.owner', reading: 'fours-taker' });
    expect(r.events[take - 1]).toMatchObject({ type: 'drop', hole: hole(rk, 'F2') });
    expect(r.events[take + 1]).toMatchObject({ type: 'drop', hole: hole(rk, 'E2') });
    // E2's three relayed: D2, C2 and the empty B2.
    expect(filled(rk, r.state)).toEqual({ A1: 1, F1: 1, D2: 1, C2: 1, B2: 1, A2: 2 });
    expect(r.state.stores).toEqual({ south: 19, north: 22 });
    expect(r.state.toMove).toBe('north');
  });

  it("gives north's four made in south's row to south, whoever sows", () => {
    // North sows A2's two: A1 (south's, three made four: south's), then B1, empty: the turn ends.
    const s = position(rk, { A1: 3, C1: 2, A2: 2, D2: 1 }, { stores: { south: 20, north: 20 }, toMove: 'north' });
    const r = play(rk, s, 'A2');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(rk, 'A1'), count: 4 }] });
    expect(r.state.stores).toEqual({ south: 24, north: 20 });
  });

  it("gives the final counter's four to the sower and ends the turn, though its hole was occupied", () => {
    const s = position(rk, { A1: 1, C1: 2, E1: 3, F2: 1, A2: 2 }, { stores: { south: 20, north: 19 }, toMove: 'south' });
    const r = play(rk, s, 'C1');
    expect(r.events.some((e) => e.type === 'relay')).toBe(false);
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', clause: 'dlp-rio-kadalis.fours.last' });
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(rk, 'E1'), clause: 'reading.last-four-ends', reading: 'last-four-ends' });
    // A four the last counter makes in the opponent's row is the sower's too.
    const t = position(rk, { F1: 1, F2: 3, A1: 2, B2: 2 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    expect(play(rk, t, 'F1').state.stores).toEqual({ south: 24, north: 20 });
  });

  it("looks at each drop (the text), or when the lap ends (Ludii): a hole made four and sown again in one long lap", () => {
    // A1's 13 counters go round the board: B1's three made four by the first, and the 13th falls there again.
    const s = position(rk, { A1: 13, B1: 3 }, { stores: { south: 16, north: 16 }, toMove: 'south' });
    const atDrop = play(rk, s, 'A1');
    expect(atDrop.events.filter((e) => e.type === 'take')).toHaveLength(1);
    expect(atDrop.state.stores).toEqual({ south: 20, north: 16 });
    // Ludii looks when the lap ends: B1 holds five, nothing is taken, and the last counter relays from it.
    const atEnd = play(under({ 'fours-when': 'sowing' }), s, 'A1');
    expect(atEnd.events.filter((e) => e.type === 'take')).toHaveLength(0);
    expect(atEnd.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(rk, 'B1'), count: 5 });
  });
});

describe('the end of a round and the next round', () => {
  it('ends the round when the player to move has no counters, and gives the rest to the other', () => {
    const s = position(rk, { A1: 2, B1: 1, D1: 1 }, { stores: { south: 21, north: 23 }, toMove: 'south' });
    const r = play(rk, s, 'B1');
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'south', clause: 'dlp-rio-kadalis.round-end.sweep' });
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 25, north: 23 } });
    expect(r.state.holes.every((n) => n === 0)).toBe(true);
    // Ludii's code gives what is left to north.
    expect(play(under({ 'remainder-taker': 'north' }), s, 'B1').state.stores).toEqual({ south: 21, north: 27 });
  });

  it('plays on when a player empties his own row and his opponent can move; Ludii ends the round there', () => {
    const s = position(rk, { F1: 1, B2: 1, A2: 2 }, { stores: { south: 22, north: 22 }, toMove: 'south' });
    const r = play(rk, s, 'F1');
    expect(r.state).toMatchObject({ status: 'playing', toMove: 'north' });
    // North sows B2 into A2, then south has nothing: the round ends, north takes the rest.
    const n = play(rk, r.state, 'F2');
    expect(n.state).toMatchObject({ status: 'round-over', stores: { south: 22, north: 26 } });
    expect(play(under({ 'cannot-move-when': 'either-row' }), s, 'F1').state).toMatchObject({ status: 'round-over', stores: { south: 22, north: 26 } });
  });

  it('ends the series when one player has won every counter', () => {
    // South sows C1's one counter into D1; north, to move, has none: south takes it back, and holds all 48.
    const s = position(rk, { C1: 1 }, { stores: { south: 47, north: 0 }, toMove: 'south' });
    const r = play(rk, s, 'C1');
    expect(r.state.stores).toEqual({ south: 48, north: 0 });
    expect(r.state.status).toBe('game-over');
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: 'dlp-rio-kadalis.series-end' });
  });

  it('gains a hole for every four extra, and one for three, but none for one or two', () => {
    const g = nextGame(rk, { south: 17, north: 31 });
    const owners = g.state.owners;
    expect(['A1', 'B1'].map((l) => owners[hole(rk, l)])).toEqual(['north', 'north']);
    expect(filled(rk, g.state)).toEqual({ A1: 4, B1: 4, C1: 4, D1: 4, E1: 4, F1: 4, A2: 4, B2: 4, C2: 4, D2: 4, E2: 4, F2: 4 });
    expect(g.state.toMove).toBe('south');
    // 26 and 22: two over gain nothing: south keeps A1, which takes north's two and two of his own.
    const h = nextGame(rk, { south: 22, north: 26 });
    expect(h.state.owners.filter((p) => p === 'north')).toHaveLength(6);
    expect(h.state.owners[hole(rk, 'A1')]).toBe('south');
    expect(h.events.filter((e) => e.type === 'place' && e.hole === hole(rk, 'A1'))).toMatchObject([
      { player: 'north', count: 2, clause: 'reading.round-remainder' },
      { player: 'south', count: 2, clause: 'reading.round-remainder' },
    ]);
  });
});
