import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { narrate } from '../../src/widgets/narrate';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Qelat (src/engine/rulesets/dlp-qelat), its wegs (mechanics/claims.ts: opponentWegRule) and rounds (mechanics/wegs.ts), traced by hand. */
const qelat = createGame('dlp-qelat');
const under = (options: Record<string, unknown>) => createGame('dlp-qelat', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(qelat.board, 'ludii', h))).sort();

describe('Qelat: board, sides and the relay', () => {
  it('lays four in every hole, lets the chosen player begin, and sows anti-clockwise into north\'s row', () => {
    const s = playOpening(qelat, initialState(qelat)).state;
    expect(s.holes).toEqual(Array(12).fill(4));
    expect(s.toMove).toBe('south');
    expect(labels(legalMoves(qelat, s))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
    const r = play(qelat, s, 'C1');
    // D1, E1, F1, then F2, which held four: lifted and sown on.
    expect(drops(qelat, r.events).slice(0, 5)).toEqual(['D1', 'E1', 'F1', 'F2', 'E2']);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(qelat, 'F2'), count: 5, clause: 'dlp-qelat.move.relay' });
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'dlp-qelat.turn' });
  });
});

describe("Qelat's wegs", () => {
  it("captures an opponent's hole of three made four by the last counter, and the play ends", () => {
    const s = position(qelat, { F1: 2, E2: 3, F2: 4, A1: 4 }, { stores: { south: 20, north: 15 }, toMove: 'south' });
    const r = play(qelat, s, 'F1');
    expect(r.state.claims[hole(qelat, 'E2')]).toBe('south');
    expect(filled(qelat, r.state)).toEqual({ A1: 4, F2: 5, E2: 4 });
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'reading.captured-hole-ends-play' });
    // North may not begin from it, south may not lift it: neither offers E2.
    expect(labels(legalMoves(qelat, r.state))).toEqual(['F2']);
  });

  it("does not capture a hole of one's own made four: the last counter relays from it", () => {
    const s = position(qelat, { B1: 1, C1: 3 }, { stores: { south: 24, north: 20 }, toMove: 'south' });
    const r = play(qelat, s, 'B1');
    expect(r.state.claims.every((c) => c === null)).toBe(true);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(qelat, 'C1'), count: 4 });
  });

  // North holds C1, on south's side, with two counters; south sows B1's one into it.
  const inWeg = position(qelat, { B1: 1, C1: 2, E1: 3, A2: 4 }, { stores: { south: 20, north: 18 }, toMove: 'south', claims: { C1: 'north' } });

  it("removes one counter of the opponent's weg to the store, and the player sows again from any hole", () => {
    const r = play(qelat, inWeg, 'B1');
    const take = r.events.find((e) => e.type === 'claim-take')!;
    expect(take).toMatchObject({ player: 'south', hole: hole(qelat, 'C1'), count: 1, clause: 'dlp-qelat.weg-take' });
    expect(narrate(take, { game: qelat, notation: 'ludii', before: inWeg })).toBe("The last counter fell into north's weg, hole C1: south takes one counter from it.");
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', player: 'south', next: 'south', clause: 'dlp-qelat.weg-take.again' });
    expect(r.state.stores).toEqual({ south: 21, north: 18 });
    expect(filled(qelat, r.state)).toEqual({ C1: 2, E1: 3, A2: 4 });
    expect(labels(legalMoves(qelat, r.state))).toEqual(['E1']);
  });

  it("removes two under Ludii's `weg-take` two, the last counter and one more", () => {
    const r = play(under({ 'weg-take': 'two' }), inWeg, 'B1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 2, clause: 'reading.weg-take', reading: 'weg-take' });
    expect(r.state.stores).toEqual({ south: 22, north: 18 });
    expect(r.state.toMove).toBe('south');
  });

  it("takes the last counter from an empty weg, or leaves it there under `empty-weg-landing` stays", () => {
    const empty = position(qelat, { B1: 1, E1: 3, A2: 4 }, { stores: { south: 22, north: 18 }, toMove: 'south', claims: { C1: 'north' } });
    const taken = play(qelat, empty, 'B1');
    expect(taken.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 1, reading: 'empty-weg-landing' });
    expect(taken.state.holes[hole(qelat, 'C1')]).toBe(0);
    expect(taken.state.claims[hole(qelat, 'C1')]).toBe('north');
    const stays = play(under({ 'empty-weg-landing': 'stays' }), empty, 'B1');
    expect(stays.state.holes[hole(qelat, 'C1')]).toBe(1);
    expect(stays.state.toMove).toBe('north');
  });

  it("ends the play in one's own weg", () => {
    const s = position(qelat, { F1: 3, D2: 3, A1: 4 }, { stores: { south: 20, north: 18 }, toMove: 'south', claims: { D2: 'south' } });
    const r = play(qelat, s, 'F1');
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(qelat, 'D2'), clause: 'dlp-qelat.own-weg' });
    expect(r.state.holes[hole(qelat, 'D2')]).toBe(4);
    expect(narrate(r.events.find((e) => e.type === 'play-end')!, { game: qelat, notation: 'ludii', before: r.state })).toBe("The last counter fell into his own weg, hole D2: south's play ends.");
  });
});

describe("Qelat's pass, round and next round", () => {
  it('passes a player who cannot move, the opponent moving on until he can', () => {
    const s = position(qelat, { A1: 1, E1: 2, D2: 3 }, { stores: { south: 22, north: 20 }, toMove: 'north', claims: { D2: 'south' } });
    expect(legalMoves(qelat, s)).toEqual(['pass']);
    const r = play(qelat, s, 'pass');
    expect(r.events[0]).toMatchObject({ type: 'pass', player: 'north', next: 'south', clause: 'dlp-qelat.pass' });
    expect(r.state.toMove).toBe('south');
  });

  it('ends the round when every counter is in a store or a weg, each weg going to its holder', () => {
    const s = position(qelat, { F1: 1, F2: 3, C1: 5 }, { stores: { south: 22, north: 17 }, toMove: 'south', claims: { F2: 'south', C1: 'north' } });
    const r = play(qelat, s, 'F1');
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 26, north: 22 });
    expect(r.events.find((e) => e.type === 'round-end')).toMatchObject({ clause: 'dlp-qelat.round-end' });
  });

  it('lays the next round out in fours from the rightmost hole, a hole gained for four over and one for three', () => {
    const { state, events } = nextGame(qelat, { south: 31, north: 17 });
    expect(state.holes).toEqual(Array(12).fill(4));
    expect(['F2', 'E2'].map((l) => state.owners[hole(qelat, l)])).toEqual(['south', 'south']);
    expect(['D2', 'A2'].map((l) => state.owners[hole(qelat, l)])).toEqual(['north', 'north']);
    expect(events.filter((e) => e.type === 'own').map((e) => e.clause)).toEqual(['dlp-qelat.hole-gain', 'dlp-qelat.remainder']);
  });

  it('draws lots for a hole of two and two, the lot falling as `lot-winner` says', () => {
    const owner = (options: Record<string, unknown>) => nextGame(under(options), { south: 26, north: 22 }).state.owners[hole(qelat, 'F2')];
    expect(owner({})).toBe('north');
    expect(owner({ 'lot-winner': 'stronger' })).toBe('south');
  });

  it('ends the game when one player owns every hole', () => {
    const { state, events } = nextGame(qelat, { south: 47, north: 1 });
    expect(state.owners.every((o) => o === 'south')).toBe(true);
    expect(state.status).toBe('game-over');
    expect(events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: 'dlp-qelat.series-end' });
  });
});
