import { describe, expect, it } from 'vitest';
import { createGame, initialState, legalMoves, nextGame, playOpening, withPreset } from '../../src/engine/index';
import { drops, filled, hole, play, position, trace } from './helpers';

/** The DLP's Leyla (src/engine/rulesets/dlp-leyla): its clockwise sowing, its captures of two holes, its round's end and its new rounds, traced by hand. */
const leyla = createGame('dlp-leyla');
const under = (options: Record<string, unknown>) => createGame('dlp-leyla', options);
const ludii = (() => {
  const { options, first } = withPreset('dlp-leyla', 'ludii');
  return createGame('dlp-leyla', options, first);
})();

describe('Leyla: sowing clockwise', () => {
  it('sows leftward along the player\'s own row, then into the far end of the other\'s', () => {
    const start = playOpening(leyla, initialState(leyla)).state;
    expect(start.toMove).toBe('south');
    const r = play(leyla, start, 'E1');
    // E1's four into D1..A1; A1's five relayed into A2..E2; E2's five on along north's row and round to F1.
    expect(drops(leyla, r.events).slice(0, 9)).toEqual(['D1', 'C1', 'B1', 'A1', 'A2', 'B2', 'C2', 'D2', 'E2']);
    expect(drops(leyla, r.events).slice(9, 14)).toEqual(['F2', 'F1', 'E1', 'D1', 'C1']);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(leyla, 'A1'), clause: 'dlp-leyla.relay' });
  });

  it('sows north\'s counters the same way round: from his row on into south\'s F1', () => {
    const s = position(leyla, { F2: 2, A1: 4, B1: 4 }, { stores: { south: 19, north: 19 }, toMove: 'north' });
    const r = play(leyla, s, 'F2');
    expect(drops(leyla, r.events)).toEqual(['F1', 'E1']);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(leyla, 'E1'), clause: 'dlp-leyla.end' });
  });
});

describe('Leyla: captured holes', () => {
  it("captures an opponent's hole made four and the hole opposite it, the counters staying, and the play ends", () => {
    const s = position(leyla, { A1: 3, C1: 2, F1: 4, A2: 4, B2: 4, C2: 3, F2: 4 }, { stores: { south: 12, north: 12 }, toMove: 'south' });
    const r = play(leyla, s, 'A1');
    expect(trace(leyla, r.events, ['claim', 'play-end', 'turn-end'])).toEqual(['claim@C2', 'claim@C1', 'play-end@C2', 'turn-end']);
    expect(r.events.filter((e) => e.type === 'claim').map((e) => e.clause)).toEqual(['dlp-leyla.capture', 'dlp-leyla.capture.opposite']);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'dlp-leyla.capture.remain' });
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', reading: 'captured-hole-ends-play' });
    expect(r.state.claims[hole(leyla, 'C2')]).toBe('south');
    expect(r.state.claims[hole(leyla, 'C1')]).toBe('south');
    expect(filled(leyla, r.state)).toMatchObject({ C1: 2, C2: 4 });
    // "Players may not sow from these holes": south's own C1 is his captured hole now.
    const back = { ...r.state, toMove: 'south' };
    expect(legalMoves(leyla, back)).toEqual([hole(leyla, 'F1')]);
  });

  it("makes no capture in the player's own row: a hole made four there is relayed", () => {
    const s = position(leyla, { C1: 1, B1: 3, F1: 4, A2: 4 }, { stores: { south: 18, north: 18 }, toMove: 'south' });
    const r = play(leyla, s, 'C1');
    expect(r.events.some((e) => e.type === 'claim')).toBe(false);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(leyla, 'B1'), count: 4 });
  });

  it("takes the final counter and one of the opponent's captured hole, and the turn ends", () => {
    const s = position(leyla, { C1: 2, C2: 3, D1: 1, F1: 4, A2: 4, F2: 4 }, { stores: { south: 15, north: 15 }, toMove: 'south', claims: { C1: 'north', C2: 'north' } });
    const r = play(leyla, s, 'D1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ player: 'south', hole: hole(leyla, 'C1'), count: 2, clause: 'dlp-leyla.take' });
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'dlp-leyla.take.ends' });
    expect(r.state.holes[hole(leyla, 'C1')]).toBe(1);
    expect(r.state.stores.south).toBe(17);
  });

  it('takes the final counter alone from an empty captured hole of the opponent', () => {
    const s = position(leyla, { C2: 3, D1: 1, F1: 4, A2: 4, F2: 4 }, { stores: { south: 16, north: 16 }, toMove: 'south', claims: { C1: 'north', C2: 'north' } });
    const r = play(leyla, s, 'D1');
    expect(r.events.find((e) => e.type === 'claim-take')).toMatchObject({ count: 1, clause: 'dlp-leyla.take', reading: 'empty-weg' });
    expect(r.state.holes[hole(leyla, 'C1')]).toBe(0);
    expect(r.state.stores.south).toBe(17);
  });

  it("ends the play in the player's own captured hole, the counter staying there", () => {
    const s = position(leyla, { B1: 4, C1: 2, C2: 3, F1: 4, F2: 4 }, { stores: { south: 15, north: 16 }, toMove: 'south', claims: { C1: 'south', C2: 'south' } });
    const r = play(leyla, s, 'B1');
    expect(drops(leyla, r.events)).toEqual(['A1', 'A2', 'B2', 'C2']);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(leyla, 'C2'), clause: 'dlp-leyla.captured-no-sow', reading: 'own-weg-ends-play' });
    expect(r.state.holes[hole(leyla, 'C2')]).toBe(4);
  });
});

describe("Leyla: a round's end and the next round", () => {
  // South's last free counter goes into north's empty A2: south can no longer move, though north is to move.
  const last = position(leyla, { A1: 1, C1: 2, C2: 5, D1: 3, D2: 1, B2: 4, E2: 6, F2: 2 }, { stores: { south: 12, north: 12 }, toMove: 'south', claims: { C1: 'south', C2: 'south', D1: 'north', D2: 'north' } });

  it('ends the round when a player can no longer move: the free holes to his opponent, each his captured holes', () => {
    const r = play(leyla, last, 'A1');
    expect(r.state.status).toBe('round-over');
    expect(r.events.find((e) => e.type === 'round-end')).toMatchObject({ clause: 'dlp-leyla.round-end', reading: 'leyla-cannot-move' });
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'north', clause: 'dlp-leyla.round-end.free' });
    expect(r.events.find((e) => e.type === 'claims-collected')).toMatchObject({ clause: 'dlp-leyla.round-end.captured' });
    // North: 12 + the free 1 + 4 + 6 + 2 + his captured 3 + 1; south: 12 + his captured 2 + 5.
    expect(r.state.stores).toEqual({ south: 19, north: 29 });
    expect(r.state.holes.every((n) => n === 0)).toBe(true);
  });

  it('ends the series when a player has fewer than four counters (fewer than three under Ludii\'s code)', () => {
    const s = position(leyla, { A1: 1, C1: 2, D2: 1, B2: 4, E2: 6 }, { stores: { south: 0, north: 34 }, toMove: 'south', claims: { C1: 'north', C2: 'north', D1: 'south', D2: 'south' } });
    const r = play(leyla, s, 'A1');
    // South: his captured D2's one and D1's none; north the rest.
    expect(r.state.stores).toEqual({ south: 1, north: 47 });
    expect(r.state.status).toBe('game-over');
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'north', clause: 'dlp-leyla.series-end', reading: 'leyla-series-end' });
    const three = position(leyla, { A1: 1, C1: 2, D2: 3, B2: 4, E2: 6 }, { stores: { south: 0, north: 32 }, toMove: 'south', claims: { C1: 'north', C2: 'north', D1: 'south', D2: 'south' } });
    expect(play(leyla, three, 'A1').state.status).toBe('game-over');
    expect(play(ludii, three, 'A1').state.status).toBe('round-over');
  });

  it("fills as many holes each as the weaker can: two over lent by the stronger, the stronger's rest kept", () => {
    const { state, events } = nextGame(leyla, { south: 18, north: 30 });
    expect(filled(leyla, state)).toEqual({ F1: 4, E1: 4, D1: 4, C1: 4, B1: 4, A2: 4, B2: 4, C2: 4, D2: 4, E2: 4 });
    expect(state.stores).toEqual({ south: 0, north: 8 });
    expect(events.filter((e) => e.type === 'place' && e.clause === 'dlp-leyla.loan').map((e) => e.type === 'place' && [e.player, e.count])).toEqual([
      ['north', 2],
      ['south', 2],
    ]);
    const none = nextGame(under({ 'leyla-two-extra': 'none' }), { south: 18, north: 30 }).state;
    expect(filled(leyla, none)).toEqual({ F1: 4, E1: 4, D1: 4, C1: 4, A2: 4, B2: 4, C2: 4, D2: 4 });
    expect(none.stores).toEqual({ south: 2, north: 14 });
  });

  it("gives the weaker the stronger's one over to his three, and the stronger the weaker's one", () => {
    const three = nextGame(leyla, { south: 25, north: 23 }).state;
    expect(three.holes.every((n) => n === 4)).toBe(true);
    expect(three.stores).toEqual({ south: 0, north: 0 });
    const one = nextGame(leyla, { south: 21, north: 27 });
    expect(filled(leyla, one.state)).toEqual({ F1: 4, E1: 4, D1: 4, C1: 4, B1: 4, A2: 4, B2: 4, C2: 4, D2: 4, E2: 4 });
    expect(one.state.stores).toEqual({ south: 0, north: 8 });
    expect(one.events.filter((e) => e.type === 'place' && e.hole === hole(leyla, 'E2')).map((e) => e.type === 'place' && [e.player, e.count, e.clause])).toEqual([
      ['south', 1, 'dlp-leyla.one-extra'],
      ['north', 3, 'dlp-leyla.one-extra'],
    ]);
  });

  it('refuses a round to a player who cannot fill a hole, and opens the next with the player named to begin', () => {
    expect(() => nextGame(leyla, { south: 3, north: 45 })).toThrow(/series is over/);
    const l = nextGame(ludii, { south: 3, north: 45 }).state;
    expect(filled(leyla, l)).toEqual({ F1: 4, A2: 4 });
    expect(l.stores).toEqual({ south: 0, north: 40 });
    expect(playOpening(leyla, nextGame(leyla, { south: 20, north: 28 }).state).state.toMove).toBe('south');
  });
});
