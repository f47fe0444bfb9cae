import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, playOpening } from '../../src/engine/index';
import { filled, hole, play, position } from './helpers';

/** The DLP's Mewegae (src/engine/rulesets/dlp-mewegae): its race, and a removal that gives another sowing, traced by hand. */
const mewegae = createGame('dlp-mewegae');
const under = (options: Record<string, unknown>, first?: string) => createGame('dlp-mewegae', options, first);

describe('Mewegae: the race at the start', () => {
  it('has both players sow at once from their leftmost holes until a last counter falls into an empty hole', () => {
    const r = playOpening(mewegae, initialState(mewegae));
    const pickUps = r.events.filter((e) => e.type === 'pick-up');
    expect(pickUps.slice(0, 2)).toMatchObject([
      { player: 'south', hole: hole(mewegae, 'A1'), clause: 'dlp-mewegae.race' },
      { player: 'north', hole: hole(mewegae, 'F2'), clause: 'dlp-mewegae.race' },
    ]);
    expect(r.events.find((e) => e.type === 'race-end')).toMatchObject({ clause: 'dlp-mewegae.race.end', reading: 'race-end' });
    expect(filled(mewegae, r.state)).toEqual({ A1: 2, B1: 7, C1: 7, D1: 1, E1: 1, F1: 6, F2: 2, E2: 7, D2: 7, C2: 1, B2: 1, A2: 6 });
    expect(r.state.toMove).toBe('south');
    expect(r.state.claims.every((c) => c === null)).toBe(true);
  });

  it("has no race under Ludii's `mewegae-opening` none: the named player simply begins", () => {
    const r = playOpening(under({ 'mewegae-opening': 'none' }, 'north'), initialState(mewegae));
    expect(r.state.holes).toEqual(Array(12).fill(4));
    expect(r.state.toMove).toBe('north');
  });
});

describe("Mewegae: a last counter in the opponent's captured hole", () => {
  const start = position(mewegae, { A1: 2, B1: 1, C1: 2, F1: 4, A2: 4, B2: 4, C2: 4, D2: 4, F2: 1 }, { stores: { south: 11, north: 11 }, toMove: 'south', claims: { C1: 'north' } });

  it('does nothing the first time, then removes one and the player sows again', () => {
    const first = play(mewegae, start, 'B1');
    expect(first.events.some((e) => e.type === 'first-instance')).toBe(true);
    expect(first.state.toMove).toBe('north');
    const third = play(mewegae, play(mewegae, first.state, 'F2').state, 'A1');
    expect(third.events.find((e) => e.type === 'claim-take')).toMatchObject({ player: 'south', count: 1, clause: 'dlp-mewegae.weg-take' });
    expect(third.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'south', clause: 'dlp-mewegae.weg-take.again' });
    expect(legalMoves(mewegae, third.state)).toEqual([hole(mewegae, 'B1'), hole(mewegae, 'F1')]);
  });

  it("ends the turn after a removal under Ludii's `weg-take-then` ends, and leaves an empty weg's counter under `empty-weg-landing` stays, no first instance spent", () => {
    const ends = under({ 'weg-take-then': 'ends' });
    const third = play(ends, play(ends, play(ends, start, 'B1').state, 'F2').state, 'A1');
    expect(third.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'reading.weg-take-then', reading: 'weg-take-then' });
    const stays = under({ 'empty-weg-landing': 'stays' });
    const empty = position(mewegae, { B1: 1, F1: 4, A2: 4 }, { stores: { south: 20, north: 19 }, toMove: 'south', claims: { C1: 'north' } });
    const r = play(stays, empty, 'B1');
    expect(r.events.some((e) => e.type === 'first-instance')).toBe(false);
    expect(r.state.holes[hole(mewegae, 'C1')]).toBe(1);
    expect(r.state.unmoved).toBeUndefined();
  });

  it("captures a hole of one's own side made four under Ludii's `claim-side` either", () => {
    const s = position(mewegae, { B1: 1, C1: 3, A2: 4 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    expect(play(mewegae, s, 'B1').state.claims[hole(mewegae, 'C1')]).toBeNull();
    expect(play(under({ 'claim-side': 'either' }), s, 'B1').state.claims[hole(mewegae, 'C1')]).toBe('south');
  });
});
