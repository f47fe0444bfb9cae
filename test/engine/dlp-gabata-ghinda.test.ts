import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { filled, hole, play, position } from './helpers';

/** The DLP's Gabata (Ghinda) (src/engine/rulesets/dlp-gabata-ghinda): the first turn from the leftmost hole, and the fours games' rules it shares. */
const gh = createGame('dlp-gabata-ghinda');
const under = (options: Record<string, unknown>) => createGame('dlp-gabata-ghinda', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(gh.board, 'ludii', h))).sort();

describe('Gabata (Ghinda): the first turn from the leftmost hole', () => {
  it("holds each player's first turn to his leftmost hole, south's A1 and north's F2, then frees it", () => {
    const s = playOpening(gh, initialState(gh)).state;
    expect(labels(legalMoves(gh, s))).toEqual(['A1']);
    const a = play(gh, s, 'A1').state;
    expect(labels(legalMoves(gh, a))).toEqual(['F2']);
    const b = play(gh, a, 'F2').state;
    expect(labels(legalMoves(gh, b))).toEqual(['A1', 'B1', 'D1', 'F1']);
  });

  it('lets a first turn start anywhere when the leftmost hole is empty', () => {
    const s = { ...position(gh, { B1: 2, D1: 3, F2: 2, E2: 1 }, { stores: { south: 20, north: 20 }, toMove: 'south' }), yetToPlay: ['south', 'north'] };
    expect(labels(legalMoves(gh, s))).toEqual(['B1', 'D1']);
  });

  it('holds the first turn of every later round to the leftmost hole too, but for Ludii\'s code the first round only', () => {
    const next = nextGame(gh, { south: 26, north: 22 }).state;
    expect(next.toMove).toBe('north');
    expect(labels(legalMoves(gh, next))).toEqual(['F2']);
    const ludii = nextGame(under({ 'ghinda-first-turn': 'first-round' }), { south: 26, north: 22 }).state;
    expect(labels(legalMoves(gh, ludii))).toEqual(['A2', 'B2', 'C2', 'D2', 'E2', 'F2']);
  });

  it('takes the leftmost hole a player still owns, after a round that changed hands', () => {
    // South has gained F2 and E2: north's first hole from the start of his row is D2.
    const next = nextGame(under({ 'next-round-first': 'weaker' }), { south: 33, north: 15 }).state;
    expect(next.owners[hole(gh, 'F2')]).toBe('south');
    expect(labels(legalMoves(gh, next))).toEqual(['D2']);
  });
});

describe('Gabata (Ghinda): fours and the end of a round', () => {
  it("gives the last counter's four in the opponent's row to the sower, and no Jen is ever made", () => {
    const s = position(gh, { A1: 2, F1: 1, F2: 3, B2: 2 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    const r = play(gh, s, 'F1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', clause: 'dlp-gabata-ghinda.fours.last' });
    expect(filled(gh, r.state)).toEqual({ A1: 2, B2: 2 });
    expect(r.state.stores).toEqual({ south: 24, north: 20 });
  });

  it("ends the round after any lap that empties a row under Ludii's code, in the middle of a turn", () => {
    // North sows A2's two, his last: A1, then B1, which held one; its two are relayed into C1 and the empty D1.
    const s = position(gh, { B1: 1, E1: 1, A2: 2 }, { stores: { south: 22, north: 22 }, toMove: 'north' });
    // The text: south, to move, can: play goes on, though north's row is empty.
    const text = play(gh, s, 'A2');
    expect(text.state).toMatchObject({ status: 'playing', toMove: 'south' });
    expect(filled(gh, text.state)).toEqual({ A1: 1, C1: 1, D1: 1, E1: 1 });
    // Ludii's code: the first lap leaves north's row empty, and the round ends there, before the relay.
    const lap = play(under({ 'cannot-move-when': 'lap' }), s, 'A2');
    expect(lap.events.some((e) => e.type === 'relay')).toBe(false);
    expect(lap.state).toMatchObject({ status: 'round-over', stores: { south: 26, north: 22 } });
    // Rio Kadalis's code looks when the turn ends: after the relay, the same four counters.
    expect(play(under({ 'cannot-move-when': 'either-row' }), s, 'A2').state).toMatchObject({ status: 'round-over', stores: { south: 26, north: 22 } });
  });

  it('ends the round when the player to move has no counters, the rest to his opponent', () => {
    const s = position(gh, { C1: 2, E1: 1 }, { stores: { south: 24, north: 21 }, toMove: 'south' });
    const r = play(gh, s, 'E1');
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 27, north: 21 } });
  });
});
