import { describe, expect, it } from 'vitest';
import { createGame, initialState, nextGame, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Lamosh (src/engine/rulesets/dlp-lamosh): the stylised move that captures a four, then the fours games' rules, traced by hand. */
const id = 'dlp-lamosh';
const lm = createGame(id);
const under = (options: Record<string, unknown>, first?: string) => createGame(id, options, first);

describe('Lamosh: the stylised move', () => {
  it("holds one from F1, moves one a time round the board back into F1, and the held counter makes F2 four, which south captures", () => {
    const r = playOpening(lm, initialState(lm));
    expect(filled(lm, r.state)).toEqual({ A1: 3, B1: 5, C1: 3, D1: 5, E1: 3, F1: 4, A2: 5, B2: 3, C2: 5, D2: 3, E2: 5 });
    expect(r.state.stores).toEqual({ south: 4, north: 0 });
    expect(r.events.find((e) => e.type === 'pick-up')).toMatchObject({ hole: hole(lm, 'F1'), count: 1, clause: `${id}.opening-hold` });
    // The moves: F2 into E2, D2 into C2, B2 into A2, A1 into B1, C1 into D1, E1 back into F1; then the held counter into F2.
    expect(drops(lm, r.events)).toEqual(['E2', 'C2', 'A2', 'B1', 'D1', 'F1', 'F2']);
    const dropped = r.events.filter((e) => e.type === 'drop');
    expect(dropped.at(-2)).toMatchObject({ hole: hole(lm, 'F1'), clause: `${id}.opening-held.original` });
    expect(dropped.at(-1)).toMatchObject({ hole: hole(lm, 'F2'), clause: `${id}.opening-held.capture` });
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(lm, 'F2'), count: 4 }], four: true, clause: `${id}.opening-held.capture` });
    expect(r.events.some((e) => e.type === 'claim')).toBe(false);
    // The opening is south's turn: north makes the first sowing.
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ next: 'north', reading: 'five-three-then' });
    expect(r.state.toMove).toBe('north');
  });

  it("plays Ludii's opening under its reading: no counter held, F1 left with five, F2's three taken", () => {
    const g = under({ 'five-three': 'ludii-capture' });
    const r = playOpening(g, initialState(g));
    expect(filled(g, r.state)).toEqual({ A1: 3, B1: 5, C1: 3, D1: 5, E1: 3, F1: 5, A2: 5, B2: 3, C2: 5, D2: 3, E2: 5 });
    expect(r.state.stores).toEqual({ south: 3, north: 0 });
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ from: [{ hole: hole(g, 'F2'), count: 3 }], reading: 'five-three' });
  });

  it("lets north make it from his rightmost hole, A2, capturing south's A1", () => {
    const g = under({}, 'north');
    const r = playOpening(g, initialState(g));
    expect(r.state.stores).toEqual({ south: 0, north: 4 });
    expect(filled(g, r.state)).toEqual({ B1: 5, C1: 3, D1: 5, E1: 3, F1: 5, F2: 3, E2: 5, D2: 3, C2: 5, B2: 3, A2: 4 });
    expect(r.state.toMove).toBe('south');
  });

  it('opens a later round with the stylised move again where every hole holds four, made by the player named to begin', () => {
    const g = under({}, 'north');
    const { state } = nextGame(g, { south: 20, north: 28 });
    const r = playOpening(g, state);
    expect(r.events.find((e) => e.type === 'pick-up')).toMatchObject({ player: 'north', hole: hole(g, 'A2') });
    expect(r.state.stores).toEqual({ south: 0, north: 4 });
    expect(r.state.toMove).toBe('south');
    // 26 and 22: the two over go into the weaker's last hole with two of his own, so every hole holds four again.
    const { state: even } = nextGame(g, { south: 22, north: 26 });
    expect(playOpening(g, even).state.stores).toEqual({ south: 0, north: 4 });
  });
});

describe('Lamosh: fours, the round and the next', () => {
  it("gives a four made before the last counter to the owner of its row, and the last counter's four to the sower", () => {
    // South sows E1's three: F1, north's F2 (three made four: north's), and the last into E2, which holds two: a relay.
    const s = position(lm, { A1: 1, E1: 3, F2: 3, E2: 2, A2: 2 }, { stores: { south: 19, north: 18 }, toMove: 'south' });
    const r = play(lm, s, 'E1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'north', from: [{ hole: hole(lm, 'F2'), count: 4 }], clause: `${id}.fours.owner` });
    expect(r.state.stores).toEqual({ south: 19, north: 22 });
    const t = position(lm, { A1: 1, C1: 2, E1: 3, F2: 1, A2: 2 }, { stores: { south: 20, north: 19 }, toMove: 'south' });
    const last = play(lm, t, 'C1');
    expect(last.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', clause: `${id}.fours.last` });
    expect(last.state.toMove).toBe('north');
  });

  it('ends the round when the player to move has no counters, the rest to the other; Ludii gives them to north', () => {
    const s = position(lm, { A1: 2, B1: 1, D1: 1 }, { stores: { south: 21, north: 23 }, toMove: 'south' });
    const r = play(lm, s, 'B1');
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'south', clause: `${id}.round-end.sweep` });
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 25, north: 23 } });
    expect(play(under({ 'remainder-taker': 'north' }), s, 'B1').state.stores).toEqual({ south: 21, north: 27 });
  });

  it("gains holes for every four extra and one for three extra, citing Lamosh's own sentences", () => {
    const g = nextGame(lm, { south: 17, north: 31 });
    expect(['A1', 'B1'].map((l) => g.state.owners[hole(lm, l)])).toEqual(['north', 'north']);
    expect(g.events.filter((e) => e.type === 'own').map((e) => e.clause)).toEqual([`${id}.hole-gain`, `${id}.three-extra`]);
    expect(g.state.toMove).toBeNull();
  });
});
