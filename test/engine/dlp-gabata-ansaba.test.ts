import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, initialState, legalMoves, nextGame, playOpening, toFastMove } from '../../src/engine/index';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Gabata (Ansaba) (src/engine/rulesets/dlp-gabata-ansaba): the take across whose counter moves on, and the matched layout (src/engine/mechanics/match.ts), traced by hand. */
const ansaba = createGame('dlp-gabata-ansaba');
const under = (options: Record<string, unknown>) => createGame('dlp-gabata-ansaba', options);

describe('Gabata (Ansaba): the race', () => {
  it('starts both players from their rightmost holes, F1 and A2, and lets the first to finish begin', () => {
    const r = playOpening(ansaba, initialState(ansaba));
    expect(r.events.filter((e) => e.type === 'pick-up').map((e) => 'hole' in e && e.hole)).toEqual([hole(ansaba, 'F1'), hole(ansaba, 'A2')]);
    // Each a beat: south's F2, north's A1, south's E2, north's B1...
    expect(drops(ansaba, r.events).slice(0, 4)).toEqual(['F2', 'A1', 'E2', 'B1']);
    expect(r.events.filter((e) => e.type === 'race-finish').map((e) => e.type === 'race-finish' && e.player)).toEqual(['south', 'north']);
    expect(r.state.toMove).toBe('south');
    expect(r.state.holes.reduce((a, b) => a + b, 0)).toBe(36);
    // Ludii's code: no race, south moves from any hole of his.
    const ludii = playOpening(under({ 'ansaba-opening': 'south-first' }), initialState(ansaba));
    expect(ludii.state.holes.every((n) => n === 3)).toBe(true);
    expect(legalMoves(ansaba, ludii.state)).toHaveLength(6);
  });
});

describe('the take across, moved on', () => {
  const before = position(ansaba, { A1: 2, B1: 1, E1: 4, F1: 1, A2: 2, B2: 3, C2: 2, D2: 2, F2: 3 }, { stores: { south: 8, north: 8 }, toMove: 'south' });

  it('captures across, moves the capturing counter on, captures again, and sows on from an occupied hole', () => {
    const r = play(ansaba, before, 'B1');
    const takes = r.events.filter((e) => e.type === 'take');
    expect(takes.map((e) => e.type === 'take' && e.from)).toEqual([[{ hole: hole(ansaba, 'C2'), count: 2 }], [{ hole: hole(ansaba, 'D2'), count: 2 }]]);
    expect(takes.map((e) => e.clause)).toEqual(['dlp-gabata-ansaba.capture.take', 'dlp-gabata-ansaba.again']);
    expect(r.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(ansaba, 'E1'), count: 5, clause: 'dlp-gabata-ansaba.again-relay' });
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(ansaba, 'C2'), clause: 'dlp-gabata-ansaba.again-end' });
    expect(r.state.stores).toEqual({ south: 12, north: 8 });
  });

  it("ends the turn at the capture under Ludii's reading, the counter where it fell", () => {
    const r = play(under({ 'ansaba-after-capture': 'turn-ends' }), before, 'B1');
    expect(r.events.filter((e) => e.type === 'take')).toHaveLength(1);
    expect(filled(ansaba, r.state)).toMatchObject({ C1: 1, D2: 2 });
    expect(r.state.toMove).toBe('north');
  });

  it("takes nothing for an empty hole of the opponent's row, nor across from an empty hole", () => {
    const s = position(ansaba, { A1: 1, C1: 0, E1: 1, A2: 3, F2: 0, E2: 4 }, { stores: { south: 14, north: 13 }, toMove: 'south' });
    // A1 into B1: empty and his, but B2 across is empty.
    expect(play(ansaba, s, 'A1').events.some((e) => e.type === 'take')).toBe(false);
    // North's E2 (4): D2, C2, B2, A2 (occupied: relay 4): A1, B1, C1, D1, the last into D1, empty, south's row: no take.
    const n = position(ansaba, { E2: 4, A2: 3, D2: 2 }, { stores: { south: 14, north: 13 }, toMove: 'north' });
    const m = play(ansaba, n, 'E2');
    expect(m.events.some((e) => e.type === 'take')).toBe(false);
  });
});

describe("the round's end and the next round", () => {
  it('gives the counters left to the player whose side is not empty, and ends the series at one counter or none', () => {
    const s = position(ansaba, { A1: 3, B1: 1, E1: 2, F1: 1, C2: 2 }, { stores: { south: 15, north: 12 }, toMove: 'south' });
    const r = play(ansaba, s, 'B1');
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'south', clause: 'dlp-gabata-ansaba.round-end' });
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 24, north: 12 });
    const last = position(ansaba, { B1: 1, C2: 1 }, { stores: { south: 34, north: 0 }, toMove: 'south' });
    const end = play(ansaba, last, 'B1');
    expect(end.state.status).toBe('game-over');
    expect(end.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: 'dlp-gabata-ansaba.series-end' });
  });

  it('notices an emptied side after every lap under `vacated-check` sowing, in the middle of a turn', () => {
    // South's F1 (1) into F2 (2): a relay; his own side is then empty.
    const s = position(ansaba, { F1: 1, F2: 2, C2: 3 }, { stores: { south: 15, north: 15 }, toMove: 'south' });
    expect(play(ansaba, s, 'F1').state.status).toBe('playing');
    const lap = play(under({ 'vacated-check': 'sowing' }), s, 'F1');
    expect(lap.state.status).toBe('round-over');
    expect(lap.state.stores).toEqual({ south: 15, north: 21 });
  });

  it('lays the loser\'s counters three to a hole from his rightmost, the rest one to a hole, and the winner\'s in the holes facing them', () => {
    // Seventeen: five holes of three, and the last hole takes the two left.
    expect(filled(ansaba, nextGame(ansaba, { south: 19, north: 17 }).state)).toEqual({ A2: 3, B2: 3, C2: 3, D2: 3, E2: 3, F2: 2, F1: 3, E1: 3, D1: 3, C1: 3, B1: 3, A1: 2 });
    const { state } = nextGame(ansaba, { south: 22, north: 14 });
    expect(filled(ansaba, state)).toEqual({ A2: 3, B2: 3, C2: 3, D2: 3, E2: 1, F2: 1, F1: 3, E1: 3, D1: 3, C1: 3, B1: 1, A1: 1 });
    expect(state.stores).toEqual({ south: 8, north: 0 });
    expect(state.toMove).toBeNull();
    // Ludii's code: from the leftmost, a seventeenth counter on into the winner's row, and the winner begins.
    const ludii = nextGame(under({ 'ansaba-layout-from': 'leftmost', 'ansaba-short-row': 'next-row', 'ansaba-round-opening': 'winner' }), { south: 19, north: 17 });
    expect(filled(ansaba, ludii.state)).toEqual({ F2: 3, E2: 3, D2: 3, C2: 3, B2: 3, A2: 1, A1: 4, B1: 3, C1: 3, D1: 3, E1: 3, F1: 1 });
    expect(ludii.state.stores).toEqual({ south: 3, north: 0 });
    expect(ludii.state.toMove).toBe('south');
  });
});

describe('the silent path', () => {
  it('plays the take across, moved on or not, and the round\'s end as the narrated path does', () => {
    const starts = [
      position(ansaba, { A1: 2, B1: 1, E1: 4, F1: 1, A2: 2, B2: 3, C2: 2, D2: 2, F2: 3 }, { stores: { south: 8, north: 8 }, toMove: 'south' }),
      position(ansaba, { A1: 3, B1: 1, E1: 2, F1: 1, C2: 2 }, { stores: { south: 15, north: 12 }, toMove: 'south' }),
    ];
    for (const options of [{}, { 'ansaba-after-capture': 'turn-ends' }, { 'vacated-check': 'sowing' }]) {
      const game = under(options);
      const support = fastGame(game);
      if (!support.ok) throw new Error('no fast path');
      for (const before of starts) {
        const pos = fromState(game.rules.players, before);
        support.fast.play(pos, toFastMove(hole(game, 'B1')));
        const told = play(game, before, 'B1').state;
        expect([...pos.holes.slice(0, 12)], JSON.stringify(options)).toEqual(told.holes);
        expect([pos.stores[0], pos.stores[1]]).toEqual([told.stores.south, told.stores.north]);
      }
    }
  });
});
