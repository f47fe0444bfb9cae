import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, nextGame, playMove, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Lam Waladach (src/engine/rulesets/dlp-lam-waladach): its opening, fours to the sower, another turn after a capture, passing, rounds, traced by hand. */
const id = 'dlp-lam-waladach';
const lw = createGame(id);
const under = (options: Record<string, unknown>) => createGame(id, options);

describe('Lam Waladach: the opening', () => {
  it("lifts three from each of south's holes and sows the eighteen from north's first hole, F2, relaying on", () => {
    const r = playOpening(lw, initialState(lw));
    const lifted = r.events.filter((e) => e.type === 'pick-up');
    expect(lifted.slice(0, 6)).toMatchObject(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((l) => ({ player: 'south', hole: hole(lw, l), count: 3, clause: `${id}.opening.lift` })));
    const row2 = ['F2', 'E2', 'D2', 'C2', 'B2', 'A2'];
    expect(drops(lw, r.events).slice(0, 18)).toEqual([...row2, 'A1', 'B1', 'C1', 'D1', 'E1', 'F1', ...row2]);
    expect(r.events.filter((e) => e.type === 'drop').slice(0, 18).every((e) => e.clause === `${id}.opening.sow`)).toBe(true);
    // The eighteenth falls into A2, which holds six: the sowing relays from it, as any sowing does.
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(lw, 'A2'), count: 6, clause: `${id}.route.relay` });
    const total = Object.values(r.state.stores).reduce((a, b) => a + b, 0) + r.state.holes.reduce((a, b) => a + b, 0);
    expect(total).toBe(48);
  });

  it('lets a later round open the same way, from the holes the first player then owns', () => {
    const { state } = nextGame(lw, { south: 17, north: 31 });
    expect(state.toMove).toBeNull();
    const r = playOpening(lw, state);
    // South owns C1-F1: twelve counters, sown from F2, the hole after his rightmost.
    expect(r.events.filter((e) => e.type === 'pick-up' && e.clause === `${id}.opening.lift`).map((e) => (e.type === 'pick-up' ? e.hole : -1))).toEqual(['C1', 'D1', 'E1', 'F1'].map((l) => hole(lw, l)));
    expect(drops(lw, r.events)[0]).toBe('F2');
  });
});

describe('Lam Waladach: fours and another turn', () => {
  it('gives a four made in his own row to the sower, and another turn when his sowing ends in an empty hole', () => {
    // B2 and D2 keep more than four counters on the board, so that the round goes on (the `waladach-round-end` reading).
    const s = position(lw, { A1: 2, B1: 3, C2: 1, B2: 2, D2: 2 }, { stores: { south: 18, north: 20 }, toMove: 'south' });
    const r = play(lw, s, 'A1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(lw, 'B1'), count: 4 }], clause: `${id}.fours` });
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(lw, 'C1'), clause: `${id}.end.empty` });
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ player: 'south', next: 'south', clause: `${id}.end.again` });
    expect(r.state).toMatchObject({ toMove: 'south', stores: { south: 22, north: 20 } });
  });

  it("takes a four of the opponent's row for the sower too", () => {
    const s = position(lw, { F1: 2, F2: 3, C1: 1, A1: 2, B2: 2 }, { stores: { south: 18, north: 20 }, toMove: 'south' });
    const r = play(lw, s, 'F1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(lw, 'F2'), count: 4 }] });
    expect(filled(lw, r.state)).toEqual({ A1: 2, C1: 1, E2: 1, B2: 2 });
    expect(r.state.toMove).toBe('south');
  });

  it("ends the turn in an empty hole when nothing was captured", () => {
    const s = position(lw, { A1: 2, B1: 1, C2: 1, B2: 2, D2: 2 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    const r = play(lw, s, 'A1');
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ next: 'north', clause: `${id}.end.empty` });
    expect(r.state.toMove).toBe('north');
  });

  it("relays on after a capture and gives the turn when the sowing ends; Ludii's code gives it at once", () => {
    // A1's two: B1 made four (south's), then C1, which held two: its three go on to D1, E1 and the empty F1.
    const s = position(lw, { A1: 2, B1: 3, C1: 2, C2: 1, A2: 2, D2: 2 }, { stores: { south: 18, north: 18 }, toMove: 'south' });
    const text = play(lw, s, 'A1');
    expect(text.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(lw, 'C1'), count: 3 });
    expect(filled(lw, text.state)).toEqual({ D1: 1, E1: 1, F1: 1, C2: 1, A2: 2, D2: 2 });
    expect(text.state.toMove).toBe('south');
    const ludii = play(under({ 'capture-again': 'lap' }), s, 'A1');
    expect(ludii.events.some((e) => e.type === 'relay')).toBe(false);
    expect(ludii.events.find((e) => e.type === 'turn-end')).toMatchObject({ next: 'south', reading: 'capture-again' });
    expect(filled(lw, ludii.state)).toEqual({ C1: 3, C2: 1, A2: 2, D2: 2 });
  });

  it("gives the turn again after the final counter's own four, its hole left empty", () => {
    const s = position(lw, { A1: 1, B1: 3, C2: 1 }, { stores: { south: 20, north: 23 }, toMove: 'south' });
    const r = play(lw, s, 'A1');
    expect(r.events.some((e) => e.type === 'relay')).toBe(false);
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ next: 'south', clause: `${id}.end.again` });
  });
});

describe('Lam Waladach: passing, the round and the series', () => {
  it('makes a player with no counters in his holes pass, and the other play on', () => {
    const s = position(lw, { A1: 1, C1: 2, D1: 2 }, { stores: { south: 18, north: 25 }, toMove: 'north' });
    expect(legalMoves(lw, s)).toEqual(['pass']);
    const r = playMove(lw, s, 'pass');
    expect(r.events[0]).toMatchObject({ type: 'pass', player: 'north', next: 'south', clause: `${id}.pass` });
    expect(r.state.toMove).toBe('south');
  });

  it('ends the round when every counter is captured, and the series when one player holds them all', () => {
    const s = position(lw, { A1: 1, B1: 3 }, { stores: { south: 20, north: 24 }, toMove: 'south' });
    const r = play(lw, s, 'A1');
    expect(r.events.find((e) => e.type === 'round-end')).toMatchObject({ clause: `${id}.round-end` });
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 24, north: 24 } });
    const t = position(lw, { A1: 1, B1: 3 }, { stores: { south: 44, north: 0 }, toMove: 'south' });
    const last = play(lw, t, 'A1');
    expect(last.state.status).toBe('game-over');
    expect(last.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: `${id}.series-end` });
  });

  it('ends the round once four counters or none are left, each player taking his own; read literally, plays on', () => {
    const s = position(lw, { A1: 1, B1: 3, C1: 1, A2: 1, C2: 1, E2: 1 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    const r = play(lw, s, 'A1');
    expect(r.events.find((e) => e.type === 'claims-collected')).toMatchObject({ clause: 'reading.waladach-round-end', reading: 'waladach-round-end' });
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 25, north: 23 } });
    const literal = play(under({ 'waladach-round-end': 'all-captured' }), s, 'A1');
    expect(literal.state).toMatchObject({ status: 'playing', toMove: 'south', stores: { south: 24, north: 20 } });
  });

  it("gains holes for every four extra and one for three extra, citing Lam Waladach's own sentences", () => {
    const g = nextGame(lw, { south: 17, north: 31 });
    expect(['A1', 'B1'].map((l) => g.state.owners[hole(lw, l)])).toEqual(['north', 'north']);
    expect(g.events.filter((e) => e.type === 'own').map((e) => e.clause)).toEqual([`${id}.hole-gain`, `${id}.three-extra`]);
  });
});
