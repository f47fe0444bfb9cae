import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position } from './helpers';

const id = 'dlp-gabata-shoa-and-adegrat';
const sa = createGame(id);

describe('DLP Gabata (Shoa and Adegrat): the stylised move', () => {
  it('holds a counter from the rightmost hole, moves one at a time back into it, and makes the next hole the player\'s weg', () => {
    const r = playOpening(sa, initialState(sa));
    expect(filled(sa, r.state)).toEqual({ A1: 3, B1: 5, C1: 3, D1: 5, E1: 3, F1: 4, F2: 4, E2: 5, D2: 3, C2: 5, B2: 3, A2: 5 });
    expect(r.state.claims[hole(sa, 'F2')]).toBe('south');
    expect(r.events[0]).toEqual({ type: 'first-player', player: 'south', clause: 'reading.shoa-adegrat-first', reading: 'shoa-adegrat-first' });
    expect(r.events.find((e) => e.type === 'pick-up')).toMatchObject({ hole: hole(sa, 'F1'), count: 1, clause: `${id}.opening-hold` });
    expect(r.events.find((e) => e.type === 'claim')).toMatchObject({ clause: `${id}.opening-weg` });
    expect(drops(sa, r.events).at(-1)).toBe('F2');
    expect(r.state.toMove).toBe('north');
  });

  it("plays Ludii's opening from E2 under its reading, and north's from B1 when north begins", () => {
    const ludii = createGame(id, { 'five-three': 'ludii' }, 'north');
    const r = playOpening(ludii, initialState(ludii));
    expect(r.state.claims[hole(ludii, 'A1')]).toBe('north');
    expect(filled(ludii, r.state)).toMatchObject({ A2: 4, A1: 4, B1: 3, C1: 5, B2: 5 });
    expect(r.state.toMove).toBe('south');
  });

  it('opens a later round with the stylised move again, made by the player named to begin', () => {
    const g = createGame(id, {}, 'north');
    const { state } = nextGame(g, { south: 20, north: 28 });
    const r = playOpening(g, state);
    expect(r.state.claims[hole(g, 'A1')]).toBe('north');
    expect(r.state.toMove).toBe('south');
  });
});

describe('DLP Gabata (Shoa and Adegrat): wegs', () => {
  it("makes a weg wherever the last counter makes three four, in the player's own row too", () => {
    const s = position(sa, { A1: 1, B1: 3, C2: 2 }, { stores: { south: 21, north: 21 }, toMove: 'south' });
    const r = play(sa, s, 'A1');
    // claims.ts cites the claim-side reading for a claim in one's own row; the page's own sentence is its default's why.
    expect(r.events.find((e) => e.type === 'claim')).toMatchObject({ hole: hole(sa, 'B1'), clause: 'reading.claim-side', reading: 'claim-side' });
    expect(r.state.claims[hole(sa, 'B1')]).toBe('south');
    expect(r.state.toMove).toBe('north');
  });

  it('captures the final counter and one in the weg, and the player sows again; Ludii ends the turn', () => {
    const s = position(sa, { A1: 1, B1: 5, C1: 2, C2: 2 }, { stores: { south: 18, north: 20 }, toMove: 'south', claims: { B1: 'north' } });
    const r = play(sa, s, 'A1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 2, clause: `${id}.weg-take-two` });
    expect(r.state.toMove).toBe('south');
    expect(legalMoves(sa, r.state)).toEqual([hole(sa, 'C1')]);
    expect(play(createGame(id, { 'weg-take-continues': 'ends' }), s, 'A1').state.toMove).toBe('north');
  });

  it('ends the round when no counter can move; a player who owns no hole after the layout has lost', () => {
    const s = position(sa, { F1: 1, F2: 5 }, { stores: { south: 20, north: 22 }, toMove: 'south', claims: { F2: 'south' } });
    const r = play(sa, s, 'F1');
    expect(r.state.status).toBe('round-over');
    expect(r.events.some((e) => e.type === 'round-end' && e.clause === `${id}.round-end`)).toBe(true);
    const over = nextGame(sa, { south: 47, north: 1 });
    expect(over.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: `${id}.series-end` });
    expect(over.state.owners.every((o) => o === 'south')).toBe(true);
  });
});
