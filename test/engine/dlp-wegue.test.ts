import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening, whyIllegal, type State } from '../../src/engine/index';
import { drops, hole, play, position } from './helpers';

/** The DLP's Gabata (Adowa) and Gabata (Aksum), the wegue games (src/engine/mechanics/wegue.ts), traced by hand. */
const adowa = createGame('dlp-gabata-adowa');
const aksum = createGame('dlp-gabata-aksum');
const labels = (s: State, hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(adowa.board, 'ludii', h))).sort();
const owned = (s: State, p: string) => labels(s, s.owners.flatMap((o, h) => (o === p ? [h] : [])));

describe('the wegue games: board, route and sides', () => {
  it("give south his row and D2-F2, north his and A2-C2, and sow one circuit: A1..F1, F2..D2, F3..A3, A2..C2", () => {
    const s = playOpening(adowa, initialState(adowa)).state;
    expect(owned(s, 'south')).toEqual(['A1', 'B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
    expect(owned(s, 'north')).toEqual(['A2', 'A3', 'B2', 'B3', 'C2', 'C3', 'D3', 'E3', 'F3']);
    const lap = position(adowa, { A1: 18, C3: 1 }, { stores: { south: 20, north: 15 }, toMove: 'south' });
    expect(drops(adowa, play(adowa, lap, 'A1').events).slice(0, 18)).toEqual(
      ['B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2', 'F3', 'E3', 'D3', 'C3', 'B3', 'A3', 'A2', 'B2', 'C2', 'A1'],
    );
  });

  it('make a wegue only of the opponent\'s hole of three made four, and end the turn there', () => {
    const own = position(adowa, { A1: 1, B1: 3, A3: 5 }, { stores: { south: 20, north: 25 }, toMove: 'south' });
    const relayed = play(adowa, own, 'A1');
    expect(relayed.events.some((e) => e.type === 'claim')).toBe(false);
    expect(relayed.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(adowa, 'B1'), count: 4 });
    const theirs = position(adowa, { D2: 1, F3: 3, A1: 5 }, { stores: { south: 20, north: 25 }, toMove: 'south' });
    const made = play(adowa, theirs, 'D2');
    expect(made.state.claims[hole(adowa, 'F3')]).toBe('south');
    expect(made.state.toMove).toBe('north');
  });
});

describe("Gabata (Aksum): the leftmost hole", () => {
  const start = playOpening(aksum, initialState(aksum)).state;

  it('is refused with three at the start, for south (A1) and north (F3); Adowa has no such rule', () => {
    expect(labels(start, legalMoves(aksum, start))).toEqual(['B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
    expect(whyIllegal(aksum, start, hole(aksum, 'A1'))).toMatch(/leftmost hole/);
    expect(labels(start, legalMoves(adowa, playOpening(adowa, initialState(adowa)).state))).toContain('A1');
    const north = { ...start, toMove: 'north' };
    expect(labels(north, legalMoves(aksum, north))).not.toContain('F3');
    expect(labels(north, legalMoves(aksum, north))).toContain('A3');
  });

  it('may be sown with more than three, or when it is the only hole to sow', () => {
    const four = position(aksum, { A1: 4, B1: 3, A3: 5 }, { stores: { south: 20, north: 22 }, toMove: 'south' });
    expect(labels(four, legalMoves(aksum, four))).toEqual(['A1', 'B1']);
    const only = position(aksum, { A1: 3, C1: 2, A3: 5 }, { stores: { south: 20, north: 24 }, toMove: 'south', claims: { C1: 'north' } });
    expect(labels(only, legalMoves(aksum, only))).toEqual(['A1']);
  });
});

describe('the next round (reading wegue-layout)', () => {
  it("fills the weaker's holes from his leftmost, and gives the stronger the rest; two remaining take one of the other's", () => {
    const { state } = nextGame(aksum, { south: 22, north: 32 });
    // South, the weaker: A1..F1, F2 (7 holes, 21), one left over, which north takes for his last hole.
    expect(owned(state, 'south')).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2']);
    expect(state.holes.every((c) => c === 3)).toBe(true);
    expect(state.stores).toEqual({ south: 0, north: 0 });
    const even = nextGame(adowa, { south: 27, north: 27 }).state;
    expect(owned(even, 'south')).toEqual(['A1', 'B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
  });

  it('ends the series when a player has fewer than three (the text), or one or none (Ludii)', () => {
    expect(() => nextGame(adowa, { south: 52, north: 2 })).toThrow(/series is over/);
    const two = nextGame(createGame('dlp-gabata-adowa', { 'wegue-series-end': 'one-or-none' }), { south: 52, north: 2 }).state;
    // North's two and one of south's make his one hole, F3.
    expect(owned(two, 'north')).toEqual(['F3']);
  });
});
