import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, initialState, legalMoves, nextGame, playOpening, toFastMove } from '../../src/engine/index';
import { filled, hole, play, position } from './helpers';

/**
 * The DLP's Gabata (Oromo) (src/engine/rulesets/dlp-gabata-oromo): the eights opening from the
 * leftmost hole (src/engine/mechanics/eights.ts), fours the sower's but the final counter's sown on
 * (src/engine/mechanics/fours.ts, lastSownOn), the pass and the game's end, traced by hand.
 */
const oromo = createGame('dlp-gabata-oromo');
const lifts = (events: ReturnType<typeof playOpening>['events']) => events.filter((e) => e.type === 'pick-up').map((e) => ('hole' in e ? e.hole : -1));

describe('Gabata (Oromo): the opening move', () => {
  it("leaves eights and empties round the board from the first player's leftmost hole, then sows the last eight", () => {
    const r = playOpening(oromo, initialState(oromo));
    // A1 into B1, C1 into D1, E1 into F1, F2 into E2, D2 into C2, B2 into A2; then A2's eight, the last made.
    expect(lifts(r.events).slice(0, 7)).toEqual(['A1', 'C1', 'E1', 'F2', 'D2', 'B2', 'A2'].map((l) => hole(oromo, l)));
    expect(r.events.filter((e) => e.type === 'drop').slice(0, 6).map((e) => [e.hole, e.count])).toEqual(['B1', 'D1', 'F1', 'E2', 'C2', 'A2'].map((l) => [hole(oromo, l), 4]));
    expect(r.events.filter((e) => e.type === 'pick-up').slice(0, 7).map((e) => e.clause)).toEqual([
      'dlp-gabata-oromo.opening-first',
      ...Array(5).fill('dlp-gabata-oromo.opening-next'),
      'dlp-gabata-oromo.opening-sow',
    ]);
    expect(r.events.find((e) => e.type === 'pick-up' && e.clause === 'dlp-gabata-oromo.opening-sow')).toMatchObject({ hole: hole(oromo, 'A2'), count: 8 });
    // Traced by hand: a relay from C1's four (the final counter's), then A2 made four and captured, and the turn ends at C1.
    expect(r.events.find((e) => e.type === 'relay' && e.clause === 'dlp-gabata-oromo.fours.last')).toMatchObject({ hole: hole(oromo, 'C1'), count: 4 });
    expect(r.events.filter((e) => e.type === 'take')).toMatchObject([{ player: 'south', from: [{ hole: hole(oromo, 'A2'), count: 4 }] }]);
    expect(filled(oromo, r.state)).toEqual({ B1: 13, C1: 1, D1: 1, E1: 2, F1: 12, E2: 3, C2: 12 });
    expect(r.state.stores).toEqual({ south: 4, north: 0 });
    expect(r.state.toMove).toBe('north');
  });

  it('is made by north from his leftmost hole, F2, when he begins', () => {
    const north = createGame('dlp-gabata-oromo', {}, 'north');
    const n = playOpening(north, initialState(north));
    expect(lifts(n.events).slice(0, 7)).toEqual(['F2', 'D2', 'B2', 'A1', 'C1', 'E1', 'F1'].map((l) => hole(oromo, l)));
    expect(n.events.find((e) => e.type === 'drop')).toMatchObject({ player: 'north', hole: hole(oromo, 'E2'), count: 4 });
  });
});

describe('fours captured by the player who sows', () => {
  it("captures a four made before the final counter, in the opponent's row, and sows on", () => {
    const s = position(oromo, { A1: 2, C1: 1, F1: 3, F2: 3, C2: 2, B2: 1 }, { stores: { south: 16, north: 20 }, toMove: 'south' });
    const r = play(oromo, s, 'F1');
    expect(r.events.filter((e) => e.type === 'take')).toMatchObject([{ player: 'south', from: [{ hole: hole(oromo, 'F2'), count: 4 }], clause: 'dlp-gabata-oromo.fours.sower' }]);
    expect(filled(oromo, r.state)).toEqual({ A1: 2, C1: 1, E2: 1, D2: 1, C2: 2, B2: 1 });
    expect(r.state.stores).toEqual({ south: 20, north: 20 });
  });

  it("picks up the final counter's four and sows it on, capturing nothing", () => {
    const s = position(oromo, { A1: 2, B1: 1, D1: 2, F1: 3, B2: 2, A2: 1 }, { stores: { south: 17, north: 20 }, toMove: 'south' });
    const r = play(oromo, s, 'D1');
    expect(r.events.some((e) => e.type === 'take')).toBe(false);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(oromo, 'F1'), count: 4, clause: 'dlp-gabata-oromo.fours.last' });
    expect(filled(oromo, r.state)).toEqual({ A1: 2, B1: 1, E1: 1, F2: 1, E2: 1, D2: 1, C2: 1, B2: 2, A2: 1 });
    expect(r.state.stores).toEqual({ south: 17, north: 20 });
  });

  it("under Ludii's reading looks when the lap ends: a hole made four and sown again in a long lap is not captured", () => {
    const s = position(oromo, { A1: 13, B1: 3 }, { stores: { south: 16, north: 16 }, toMove: 'south' });
    // At the drop: B1 made four by the first counter is captured; the thirteenth falls into it, empty, and the turn ends.
    const atDrop = play(oromo, s, 'A1');
    expect(atDrop.events.filter((e) => e.type === 'take')).toMatchObject([{ from: [{ hole: hole(oromo, 'B1'), count: 4 }] }]);
    expect(atDrop.state.stores.south).toBe(20);
    expect(atDrop.state.toMove).toBe('north');
    // When the lap ends: B1 holds five, no four; the final counter relays from it.
    const ludii = createGame('dlp-gabata-oromo', { 'fours-when': 'sowing' });
    const atEnd = play(ludii, s, 'A1');
    expect(atEnd.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(oromo, 'B1'), count: 5 });
    const relayAt = atEnd.events.findIndex((e) => e.type === 'relay');
    expect(atEnd.events.slice(0, relayAt).some((e) => e.type === 'take')).toBe(false);
  });
});

describe('the pass and the end of the game', () => {
  it('passes a player with nothing to play', () => {
    const s = position(oromo, { A1: 3, B1: 2, C1: 1, E1: 1, F1: 1 }, { stores: { south: 20, north: 20 }, toMove: 'north' });
    expect(legalMoves(oromo, s)).toEqual(['pass']);
    const r = play(oromo, s, 'pass');
    expect(r.events[0]).toMatchObject({ type: 'pass', player: 'north', clause: 'dlp-gabata-oromo.pass' });
    expect(r.state.toMove).toBe('south');
  });

  it('ends the game when four counters are left, which no sowing can capture; the player who captured more wins', () => {
    const s = position(oromo, { A1: 1, C1: 1, F1: 3, F2: 3 }, { stores: { south: 20, north: 20 }, toMove: 'south' });
    const r = play(oromo, s, 'F1');
    expect(r.state.status).toBe('game-over');
    expect(r.state.stores).toEqual({ south: 24, north: 20 });
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', reading: 'oromo-end' });
    // As Ludii's code has it, play goes on.
    const never = createGame('dlp-gabata-oromo', { 'oromo-end': 'never' });
    const n = play(never, s, 'F1');
    expect(n.state.status).toBe('playing');
    expect(n.state.toMove).toBe('north');
    // One game: there is no next.
    expect(() => nextGame(oromo, { south: 24, north: 20 })).toThrow(/one game/);
  });
});

describe('the silent path', () => {
  it('plays the fours and the final four sown on as the narrated path does', () => {
    for (const options of [{}, { 'fours-when': 'sowing' }] as const) {
      const game = createGame('dlp-gabata-oromo', options);
      const support = fastGame(game);
      if (!support.ok) throw new Error('no fast path');
      for (const [holes, stores, move] of [
        [{ A1: 2, C1: 1, F1: 3, F2: 3, C2: 2, B2: 1 }, { south: 16, north: 20 }, 'F1'],
        [{ A1: 2, B1: 1, D1: 2, F1: 3, B2: 2, A2: 1 }, { south: 17, north: 20 }, 'D1'],
        [{ A1: 13, B1: 3 }, { south: 16, north: 16 }, 'A1'],
      ] as const) {
        const s = position(game, holes, { stores, toMove: 'south' });
        const pos = fromState(game.rules.players, s);
        support.fast.play(pos, toFastMove(hole(game, move)));
        const told = play(game, s, move).state;
        expect([...pos.holes.slice(0, 12)]).toEqual(told.holes);
        expect([pos.stores[0], pos.stores[1]]).toEqual([told.stores.south, told.stores.north]);
      }
    }
  });
});
