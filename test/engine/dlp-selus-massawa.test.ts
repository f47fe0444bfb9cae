import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening, positionFromJson, positionToJson, type State } from '../../src/engine/index';
import { hole, play, position } from './helpers';

/** The DLP's Selus (Massawa) (src/engine/rulesets/dlp-selus-massawa/), traced by hand. */
const massawa = createGame('dlp-selus-massawa');
const each = createGame('dlp-selus-massawa', { 'massawa-first-turn': 'each-first-turn' });
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(massawa.board, 'ludii', h))).sort();
const stores = (s: State) => [s.stores.south, s.stores.north];

/** North to move in his first turn, south's behind him: C2's one counter falls into A1, south's hole of three. */
const northsFirst = (game: typeof massawa) => {
  const p = position(game, { C2: 1, A1: 3, A3: 5 }, { stores: { south: 25, north: 20 }, toMove: 'north' });
  return positionFromJson(game, { ...positionToJson(game, p), yetToPlay: ['north'] });
};

describe('Selus (Massawa): captures after the first turn', () => {
  it("captures nothing in the round's first turn; the second player's first may, unless each first turn is read", () => {
    const s = playOpening(massawa, initialState(massawa)).state;
    expect(s.yetToPlay).toEqual(['south', 'north']);
    const first = play(massawa, s, 'E1');
    expect(first.state.claims.every((c) => c === null)).toBe(true);
    expect(first.state.yetToPlay).toEqual(['north']);
    expect(play(massawa, northsFirst(massawa), 'C2').state.claims[hole(massawa, 'A1')]).toBe('north');
    const relayed = play(each, northsFirst(each), 'C2');
    expect(relayed.state.claims[hole(each, 'A1')]).toBe(null);
    expect(relayed.events.find((e) => e.type === 'relay')?.clause).toBe('dlp-selus-massawa.capture.first-turn');
  });

  it('captures a hole of three made four on either side (claim-side either)', () => {
    const own = position(massawa, { E2: 1, D2: 3, A3: 5 }, { stores: { south: 25, north: 20 }, toMove: 'south' });
    expect(play(massawa, own, 'E2').state.claims[hole(massawa, 'D2')]).toBe('south');
    const onlyTheirs = createGame('dlp-selus-massawa', { 'claim-side': 'opponent' });
    expect(play(onlyTheirs, position(onlyTheirs, { E2: 1, D2: 3, A3: 5 }, { stores: { south: 25, north: 20 }, toMove: 'south' }), 'E2').state.claims[hole(onlyTheirs, 'D2')]).toBe(null);
  });
});

describe('Selus (Massawa): takes from captured holes', () => {
  it("takes two from one's own and moves again; from the opponent's, and the turn ends", () => {
    const own = play(massawa, position(massawa, { D2: 4, C3: 4, A1: 2, A3: 5 }, { stores: { south: 20, north: 19 }, toMove: 'south', claims: { C3: 'south' } }), 'D2');
    expect([own.state.holes[hole(massawa, 'C3')], own.state.toMove, stores(own.state)]).toEqual([3, 'south', [22, 19]]);
    expect(labels(legalMoves(massawa, own.state))).toEqual(['A1']);
    const theirs = play(massawa, position(massawa, { E1: 4, D2: 3, A1: 5, A3: 5 }, { stores: { south: 19, north: 18 }, toMove: 'south', claims: { D2: 'north' } }), 'E1');
    expect([theirs.state.holes[hole(massawa, 'D2')], theirs.state.toMove, stores(theirs.state)]).toEqual([2, 'north', [21, 18]]);
  });

  it("takes nothing at one's own leftmost hole, and moves again after a take at the opponent's", () => {
    const own = play(massawa, position(massawa, { D2: 10, A1: 3, B1: 5 }, { stores: { south: 18, north: 18 }, toMove: 'south', claims: { A1: 'north' } }), 'D2');
    expect([own.state.holes[hole(massawa, 'A1')], own.state.toMove, stores(own.state)]).toEqual([4, 'north', [18, 18]]);
    const theirs = play(massawa, position(massawa, { D2: 1, F3: 3, A1: 2, A3: 5 }, { stores: { south: 22, north: 21 }, toMove: 'south', claims: { F3: 'north' } }), 'D2');
    expect([theirs.state.holes[hole(massawa, 'F3')], theirs.state.toMove, stores(theirs.state)]).toEqual([2, 'south', [24, 21]]);
  });

  it('passes when another turn finds no hole to sow', () => {
    const s = play(massawa, position(massawa, { D2: 4, C3: 3, A3: 5 }, { stores: { south: 22, north: 20 }, toMove: 'south', claims: { C3: 'south' } }), 'D2');
    expect([s.state.toMove, stores(s.state)]).toEqual(['south', [24, 20]]);
    // South's holes are empty: his other turn is a pass, and north plays on.
    expect(legalMoves(massawa, s.state)).toEqual(['pass']);
    expect(play(massawa, s.state, 'pass').state.toMove).toBe('north');
  });
});

describe('Selus (Massawa): the next round', () => {
  it('marks both players yet to play, and ends the series below three', () => {
    const next = nextGame(massawa, { south: 31, north: 23 }).state;
    expect(next.yetToPlay).toEqual(['south', 'north']);
    expect(() => nextGame(massawa, { south: 52, north: 2 })).toThrow(/series is over/);
  });
});
