import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position, trace } from './helpers';

const tuz = createGame('dlp-tuz');
const opened = (options: Record<string, unknown> = {}, first?: string) => {
  const g = createGame('dlp-tuz', options, first);
  return { g, r: playOpening(g, initialState(g)) };
};

describe('DLP Tuz: the stylised opening (dlp-tuz.opening, .opening-tuz, .opening-no-tuz)', () => {
  it('holds a counter from F1, moves one at a time round the board back into F1, and makes F2 four, south\'s tuz', () => {
    const { g, r } = opened();
    expect(filled(g, r.state)).toEqual({ A1: 3, B1: 5, C1: 3, D1: 5, E1: 3, F1: 4, F2: 4, E2: 5, D2: 3, C2: 5, B2: 3, A2: 5 });
    expect(r.state.claims[hole(g, 'F2')]).toBe('south');
    expect(r.state.claims.filter((c) => c !== null)).toHaveLength(1);
    expect(r.events[0]).toEqual({ type: 'first-player', player: 'south', clause: 'dlp-tuz.lots' });
    expect(drops(g, r.events)).toEqual(['E2', 'C2', 'A2', 'B1', 'D1', 'F1', 'F2']);
    expect(r.events.find((e) => e.type === 'claim')).toMatchObject({ clause: 'dlp-tuz.opening-tuz' });
    // The opening is south's turn; north sows first.
    expect(r.state.toMove).toBe('north');
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', clause: 'reading.five-three-then' });
    expect(legalMoves(g, r.state)).toHaveLength(5);
  });

  it('offers the other opening: threes and fives from F1 on, and no tuz', () => {
    const { g, r } = opened({ 'five-three': 'no-weg' });
    expect(filled(g, r.state)).toEqual({ A1: 5, B1: 3, C1: 5, D1: 3, E1: 5, F1: 3, F2: 5, E2: 3, D2: 5, C2: 3, B2: 5, A2: 3 });
    expect(r.state.claims.every((c) => c === null)).toBe(true);
    expect(r.events.find((e) => e.type === 'pick-up')).toMatchObject({ clause: 'dlp-tuz.opening-no-tuz', reading: 'five-three' });
    expect(legalMoves(g, r.state)).toHaveLength(6);
  });

  it("plays Ludii's opening with a tuz from E2: F1 and F2 keep their four, F2 south's tuz", () => {
    const { g, r } = opened({ 'five-three': 'ludii' });
    expect(filled(g, r.state)).toEqual({ A1: 5, B1: 3, C1: 5, D1: 3, E1: 5, F1: 4, F2: 4, E2: 3, D2: 5, C2: 3, B2: 5, A2: 3 });
    expect(r.state.claims[hole(g, 'F2')]).toBe('south');
  });

  it('is made by the winner of the lots from his own rightmost hole: north from A2, his tuz A1', () => {
    const { g, r } = opened({}, 'north');
    expect(r.state.claims[hole(g, 'A1')]).toBe('north');
    expect(filled(g, r.state)).toMatchObject({ A2: 4, A1: 4, B1: 5, C1: 3, B2: 3 });
    expect(r.state.toMove).toBe('south');
  });
});

describe('DLP Tuz: the tuz (dlp-tuz.tuz, .tuz-rights, .empty-tuz, .take-continues)', () => {
  it("makes a tuz of an opponent's hole of three made four by the last counter, never of one's own", () => {
    const s = position(tuz, { E1: 2, F2: 3, A1: 4, B2: 4, B1: 3, C2: 1 }, { stores: { south: 14, north: 17 }, toMove: 'south' });
    const r = play(tuz, s, 'E1');
    expect(trace(tuz, r.events, ['drop', 'claim'])).toEqual(['drop@F1', 'drop@F2', 'claim@F2']);
    expect(r.events.find((e) => e.type === 'claim')).toMatchObject({ clause: 'dlp-tuz.tuz' });
    expect(r.state.toMove).toBe('north');
    const own = position(tuz, { A1: 1, B1: 3, C2: 2 }, { stores: { south: 21, north: 21 }, toMove: 'south' });
    expect(play(tuz, own, 'A1').events.some((e) => e.type === 'claim')).toBe(false);
  });

  it('takes one counter of the tuz with the last counter, and the player moves again, as the page says', () => {
    const s = position(tuz, { A1: 1, B1: 5, C1: 2, C2: 2 }, { stores: { south: 18, north: 20 }, toMove: 'south', claims: { B1: 'north' } });
    const r = play(tuz, s, 'A1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 2, clause: 'dlp-tuz.tuz-rights.take' });
    expect(r.state.holes[hole(tuz, 'B1')]).toBe(4);
    expect(r.state.stores.south).toBe(20);
    expect(r.state.toMove).toBe('south');
    // Ludii's code ends the turn there.
    const ludii = createGame('dlp-tuz', { 'weg-take-continues': 'ends' });
    expect(play(ludii, s, 'A1').state.toMove).toBe('north');
  });

  it('removes a last counter dropped into an empty tuz; under Ludii\'s reading it stays', () => {
    const s = position(tuz, { A1: 1, C1: 1, C2: 2 }, { stores: { south: 22, north: 22 }, toMove: 'south', claims: { B1: 'north' } });
    const r = play(tuz, s, 'A1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 1, clause: 'dlp-tuz.empty-tuz', reading: 'empty-weg' });
    expect(r.state.holes[hole(tuz, 'B1')]).toBe(0);
    expect(r.state.claims[hole(tuz, 'B1')]).toBe('north');
    const stays = createGame('dlp-tuz', { 'empty-weg': 'stays' });
    expect(play(stays, s, 'A1').state.holes[hole(stays, 'B1')]).toBe(1);
  });

  it('never lets a player lift his own tuz', () => {
    const s = position(tuz, { A1: 3, B1: 2, C2: 2 }, { stores: { south: 20, north: 21 }, toMove: 'south', claims: { A1: 'south' } });
    expect(legalMoves(tuz, s)).toEqual([hole(tuz, 'B1')]);
  });
});

describe('DLP Tuz: passing, the round and the next (dlp-tuz.pass, .round-end, .next-round, .remainder)', () => {
  it('passes a player who cannot move while his opponent can', () => {
    const s = position(tuz, { C2: 2 }, { stores: { south: 20, north: 26 }, toMove: 'south' });
    expect(legalMoves(tuz, s)).toEqual(['pass']);
    const r = play(tuz, s, 'pass');
    expect(r.events[0]).toMatchObject({ type: 'pass', clause: 'dlp-tuz.pass' });
    expect(r.state.toMove).toBe('north');
  });

  it('ends the round when no counter can move, each tuz emptied into its holder\'s store', () => {
    const s = position(tuz, { F1: 1, F2: 5 }, { stores: { south: 20, north: 22 }, toMove: 'south', claims: { F2: 'south' } });
    const r = play(tuz, s, 'F1');
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 26, north: 22 });
    expect(r.events.some((e) => e.type === 'claims-collected' && e.clause === 'dlp-tuz.round-score')).toBe(true);
  });

  it('lays the next round out four to a hole; two over fill a shared hole, whose owner the lot gives', () => {
    const { state, events } = nextGame(tuz, { south: 30, north: 18 });
    expect(state.holes.every((n) => n === 4)).toBe(true);
    expect(state.owners.filter((o) => o === 'south')).toHaveLength(7);
    expect(events.some((e) => e.type === 'own' && e.clause === 'dlp-tuz.hole-gain')).toBe(true);
    const shared = nextGame(tuz, { south: 26, north: 22 });
    expect(shared.events.find((e) => e.type === 'place' && e.count === 2)).toMatchObject({ clause: 'reading.round-remainder' });
    expect(shared.state.owners.filter((o) => o === 'north')).toHaveLength(6);
    const stronger = createGame('dlp-tuz', { 'lot-winner': 'stronger' });
    expect(nextGame(stronger, { south: 26, north: 22 }).state.owners.filter((o) => o === 'south')).toHaveLength(7);
  });

  it('opens a later round with the stylised move again', () => {
    const { state } = nextGame(tuz, { south: 30, north: 18 });
    const r = playOpening(tuz, state);
    expect(r.events.some((e) => e.type === 'claim')).toBe(true);
    expect(r.state.toMove).toBe('north');
  });
});
