import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, initialState, legalMoves, nextGame, playOpening, toFastMove } from '../../src/engine/index';
import { filled, hole, play, position } from './helpers';

/**
 * The DLP's Gabata (Wuqro) (src/engine/rulesets/dlp-gabata-wuqro): the row lifted and sown into the
 * opponent's, the fours at the end of a lap (src/engine/mechanics/fours.ts, `fours-when` sowing),
 * the round's end at four left, and the later rounds in threes (./round.ts), traced by hand.
 */
const wuqro = createGame('dlp-gabata-wuqro');
const owners = (s: { owners: readonly string[] }) => s.owners.map((o) => o[0]).join('');

describe('Gabata (Wuqro): the opening move', () => {
  it("lifts the first player's row from his leftmost hole and sows it into the opponent's, capturing nothing", () => {
    const r = playOpening(wuqro, initialState(wuqro));
    const lifts = r.events.filter((e) => e.type === 'pick-up');
    expect(lifts.map((e) => ('hole' in e ? e.hole : -1))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((l) => hole(wuqro, l)));
    expect(r.events.find((e) => e.type === 'drop')).toMatchObject({ hole: hole(wuqro, 'F2'), count: 1, clause: 'dlp-gabata-wuqro.opening-sow' });
    expect(r.events.some((e) => e.type === 'take')).toBe(false);
    expect(filled(wuqro, r.state)).toEqual({ B1: 3, C1: 3, E1: 1, F1: 3, F2: 1, E2: 6, D2: 6, C2: 6, B2: 6, A2: 1 });
    expect(r.state.toMove).toBe('north');
  });

  it("is made by north from F2, sowing into south's row from A1", () => {
    const north = createGame('dlp-gabata-wuqro', {}, 'north');
    const n = playOpening(north, initialState(north));
    expect(n.events.find((e) => e.type === 'pick-up')).toMatchObject({ player: 'north', hole: hole(wuqro, 'F2') });
    expect(n.events.find((e) => e.type === 'drop')).toMatchObject({ hole: hole(wuqro, 'A1') });
  });

  it("puts the row into F2 and sows F2 from E2, as Ludii's code does", () => {
    const ludii = createGame('dlp-gabata-wuqro', { 'wuqro-opening': 'ludii' });
    const r = playOpening(ludii, initialState(ludii));
    expect(r.events.filter((e) => e.type === 'drop').slice(0, 2)).toMatchObject([
      { hole: hole(wuqro, 'F2'), count: 18, reading: 'wuqro-opening' },
      { hole: hole(wuqro, 'E2'), count: 1 },
    ]);
    expect(r.events.find((e) => e.type === 'pick-up' && e.hole === hole(wuqro, 'F2'))).toMatchObject({ count: 21 });
  });
});

describe('fours at the end of a lap', () => {
  const s = position(wuqro, { A1: 2, C1: 3, E1: 3, F2: 3, C2: 2, A2: 3 }, { stores: { south: 8, north: 12 }, toMove: 'south' });

  it("gives a four in the opponent's row to its owner, the final counter's to the sower, whose turn it ends", () => {
    const r = play(wuqro, s, 'E1');
    expect(r.events.filter((e) => e.type === 'take')).toMatchObject([{ player: 'north', from: [{ hole: hole(wuqro, 'F2'), count: 4 }], clause: 'dlp-gabata-wuqro.fours.owner' }]);
    expect(r.state.stores).toEqual({ south: 8, north: 16 });
    const last = position(wuqro, { A1: 2, B1: 1, D1: 2, F1: 3, E2: 2, B2: 3, A2: 3 }, { stores: { south: 8, north: 12 }, toMove: 'south' });
    const t = play(wuqro, last, 'D1');
    expect(t.events.filter((e) => e.type === 'take')).toMatchObject([{ player: 'south', from: [{ hole: hole(wuqro, 'F1'), count: 4 }], clause: 'dlp-gabata-wuqro.fours.last' }]);
    expect(t.state.toMove).toBe('north');
  });

  it("gives every four to the sower under Ludii's reading", () => {
    const ludii = createGame('dlp-gabata-wuqro', { 'fours-taker': 'sower' });
    expect(play(ludii, s, 'E1').state.stores).toEqual({ south: 12, north: 12 });
  });

  it('passes a player with nothing to play, naming the reading', () => {
    const p = position(wuqro, { A1: 3, B1: 2, C1: 1, E1: 1, F1: 1 }, { stores: { south: 12, north: 16 }, toMove: 'north' });
    expect(legalMoves(wuqro, p)).toEqual(['pass']);
    expect(play(wuqro, p, 'pass').events[0]).toMatchObject({ type: 'pass', reading: 'wuqro-pass' });
  });
});

describe("the round's end and the next round", () => {
  const s = position(wuqro, { A1: 1, D1: 2, F1: 3, E2: 1, A2: 1 }, { stores: { south: 12, north: 16 }, toMove: 'south' });

  it('ends the round at four counters left, each player taking those in his holes, or the mover all', () => {
    const r = play(wuqro, s, 'D1');
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 18, north: 18 });
    const mover = createGame('dlp-gabata-wuqro', { 'wuqro-leftover': 'mover' });
    expect(play(mover, s, 'D1').state.stores).toEqual({ south: 20, north: 16 });
  });

  it('ends the series when a player is left one counter or none', () => {
    const t = position(wuqro, { C1: 1, D1: 2, F1: 3 }, { stores: { south: 29, north: 1 }, toMove: 'south' });
    const r = play(wuqro, t, 'D1');
    expect(r.state.status).toBe('game-over');
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: 'dlp-gabata-wuqro.series-end' });
  });

  it('lays the next round out in threes, the stronger gaining the weaker\'s nearest holes, two over made three by one ceded', () => {
    const a = nextGame(wuqro, { south: 20, north: 16 });
    expect(a.state.holes.every((n) => n === 3)).toBe(true);
    // Holes in index order: A1-F1, then F2-A2; south gains F2 with his two and north's one.
    expect(owners(a.state)).toBe('sssssss' + 'nnnnn');
    expect(a.events.filter((e) => e.clause === 'dlp-gabata-wuqro.two-remaining').map((e) => [e.type, 'player' in e && e.player, 'count' in e && e.count])).toEqual([
      ['own', 'south', false],
      ['place', 'south', 2],
      ['place', 'north', 1],
    ]);
    // North with 28 fills his row and gains A1-C1; south's eight fill D1 and E1, and his two over, with north's one over, F1.
    expect(owners(nextGame(wuqro, { south: 8, north: 28 }).state)).toBe('nnnsss' + 'nnnnnn');
    expect(() => nextGame(wuqro, { south: 1, north: 35 })).toThrow(/series is over/);
    // The next round opens with the stylised move again, from the holes the player owns.
    const opened = playOpening(wuqro, a.state);
    expect(opened.events.filter((e) => e.type === 'pick-up' && e.clause === 'dlp-gabata-wuqro.opening-lift')).toHaveLength(7);
  });
});

describe('the silent path', () => {
  it('plays the fours and the round\'s end as the narrated path does', () => {
    for (const options of [{}, { 'fours-taker': 'sower', 'wuqro-leftover': 'mover' }] as const) {
      const game = createGame('dlp-gabata-wuqro', options);
      const support = fastGame(game);
      if (!support.ok) throw new Error('no fast path');
      for (const [holes, stores, move] of [
        [{ A1: 2, C1: 3, E1: 3, F2: 3, C2: 2, A2: 3 }, { south: 8, north: 12 }, 'E1'],
        [{ A1: 1, D1: 2, F1: 3, E2: 1, A2: 1 }, { south: 12, north: 16 }, 'D1'],
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
