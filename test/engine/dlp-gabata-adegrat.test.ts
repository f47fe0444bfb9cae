import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { drops, filled, hole, play, position, trace } from './helpers';

/** The DLP's Gabata (Adegrat) (src/engine/rulesets/dlp-gabata-adegrat): the relay through the next hole, its capture, the round's end and the rounds in threes, traced by hand. */
const ad = createGame('dlp-gabata-adegrat');
const under = (options: Record<string, unknown>) => createGame('dlp-gabata-adegrat', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(ad.board, 'ludii', h))).sort();

describe('Gabata (Adegrat): board, set-up and route', () => {
  it('lays three in every hole, 36 in all, and lets south, by default, move from his row', () => {
    const s = playOpening(ad, initialState(ad)).state;
    expect(s.holes.slice(0, 12)).toEqual(Array(12).fill(3));
    expect(s.toMove).toBe('south');
    expect(labels(legalMoves(ad, s))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
  });
});

describe('the last counter in an occupied hole lifts the next hole (dlp-gabata-adegrat.next-hole, .next-empty)', () => {
  it('sows on from the hole after the last one, twice, until the hole after the last is empty', () => {
    const s = playOpening(ad, initialState(ad)).state;
    const r = play(ad, s, 'A1');
    // A1's three end in D1 (occupied): E1 is lifted and sown, its last in E2; D2 is lifted, its last in A2, and A1 after it is empty.
    expect(drops(ad, r.events)).toEqual(['B1', 'C1', 'D1', 'F1', 'F2', 'E2', 'C2', 'B2', 'A2']);
    expect(trace(ad, r.events, ['relay', 'play-end'])).toEqual(['relay@E1', 'relay@D2', 'play-end@A2']);
    expect(r.events.filter((e) => e.type === 'relay').map((e) => e.clause)).toEqual(['dlp-gabata-adegrat.next-hole', 'dlp-gabata-adegrat.next-hole']);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'dlp-gabata-adegrat.next-empty' });
    expect(filled(ad, r.state)).toEqual({ B1: 4, C1: 4, D1: 4, F1: 4, F2: 4, E2: 4, C2: 4, B2: 4, A2: 4 });
    expect(r.state.stores).toEqual({ south: 0, north: 0 });
    expect(r.state.toMove).toBe('north');
  });

  it('ends the turn when the hole after an occupied last hole is empty, lifting neither', () => {
    const s = position(ad, { A1: 1, B1: 1, D1: 2, D2: 2 }, { stores: { south: 15, north: 15 }, toMove: 'south' });
    const r = play(ad, s, 'A1');
    expect(r.events.some((e) => e.type === 'relay' || e.type === 'take')).toBe(false);
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ player: 'south', next: 'north', clause: 'dlp-gabata-adegrat.next-empty' });
    expect(filled(ad, r.state)).toEqual({ B1: 2, D1: 2, D2: 2 });
  });
});

describe('the last counter in an empty hole captures the following hole (dlp-gabata-adegrat.capture)', () => {
  it('takes what the hole after it holds, in his own row, and the turn ends', () => {
    const s = position(ad, { A1: 1, C1: 2, D2: 3 }, { stores: { south: 15, north: 15 }, toMove: 'south' });
    const r = play(ad, s, 'A1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(ad, 'C1'), count: 2 }], clause: 'dlp-gabata-adegrat.capture' });
    expect(r.events.find((e) => e.type === 'turn-end')).toMatchObject({ next: 'north', clause: 'reading.adegrat-capture-ends', reading: 'adegrat-capture-ends' });
    expect(filled(ad, r.state)).toEqual({ B1: 1, D2: 3 });
    expect(r.state.stores).toEqual({ south: 17, north: 15 });
  });

  it("takes from the opponent's row too, where the following hole is his", () => {
    // E1's one falls into the empty F1; the hole after it on the route is north's F2.
    const s = position(ad, { A1: 2, E1: 1, F2: 4, B2: 2 }, { stores: { south: 14, north: 13 }, toMove: 'south' });
    const r = play(ad, s, 'E1');
    expect(r.state.stores).toEqual({ south: 18, north: 13 });
    expect(filled(ad, r.state)).toEqual({ A1: 2, F1: 1, B2: 2 });
  });

  it('takes nothing when the following hole is empty, and the turn ends all the same', () => {
    const s = position(ad, { A1: 1, D1: 2, D2: 3 }, { stores: { south: 15, north: 15 }, toMove: 'south' });
    const r = play(ad, s, 'A1');
    expect(r.events.some((e) => e.type === 'take')).toBe(false);
    expect(r.state).toMatchObject({ toMove: 'north', stores: { south: 15, north: 15 } });
  });
});

describe('the end of a round (dlp-gabata-adegrat.round-end)', () => {
  // South sows his last counter, F1's, into F2 (occupied); E2 after it is empty: the turn ends with south's row empty.
  const s = position(ad, { F1: 1, F2: 2, C2: 1 }, { stores: { south: 16, north: 16 }, toMove: 'south' });

  it('goes on while the player to move has counters, and ends when he has none, the rest to his opponent', () => {
    const r = play(ad, s, 'F1');
    expect(r.state).toMatchObject({ status: 'playing', toMove: 'north' });
    // North's C2 falls into the empty B2; A2 after it is empty: nothing taken. South, to move, has nothing on his side.
    const t = play(ad, r.state, 'C2');
    expect(t.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'north', clause: 'dlp-gabata-adegrat.round-end.sweep' });
    expect(t.events.find((e) => e.type === 'round-end')).toMatchObject({ clause: 'dlp-gabata-adegrat.round-end.cannot-move' });
    expect(t.state).toMatchObject({ status: 'round-over', stores: { south: 16, north: 20 } });
  });

  it("ends at once when a lap leaves a row empty, under Ludii's reading", () => {
    const r = play(under({ 'cannot-move-when': 'lap' }), s, 'F1');
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 16, north: 20 } });
  });
});

describe('later rounds in threes (dlp-gabata-adegrat.next-round, .hole-gain, .series-end)', () => {
  const round = (pieces: Record<string, number>, options = {}) => {
    const g = under(options);
    const r = nextGame(g, pieces);
    const side = (p: string) => r.state.owners.flatMap((o, h) => (o === p ? [holeLabel(g.board, 'ludii', h)] : [])).sort();
    return { ...r, south: side('south'), north: side('north'), holes: filled(g, r.state) };
  };

  it('gains a hole for every three over a row of threes: 24 against 12 gives south F2 and E2', () => {
    const r = round({ south: 24, north: 12 });
    expect(r.south).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'E2', 'F1', 'F2']);
    expect(Object.values(r.holes)).toEqual(Array(12).fill(3));
    expect(r.events.find((e) => e.type === 'own')).toMatchObject({ player: 'south', clause: 'dlp-gabata-adegrat.hole-gain' });
    // The weaker player begins, by default.
    expect(r.state.toMove).toBe('north');
  });

  it('gains no hole for two over (the default), or one made up by the weaker (two-gains)', () => {
    const text = round({ south: 23, north: 13 });
    expect(text.south).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2']);
    expect(text.holes.E2).toBe(3);
    expect(text.events.filter((e) => e.type === 'place' && e.hole === hole(ad, 'E2')).map((e) => e.type === 'place' && [e.player, e.count, e.reading])).toEqual([
      ['south', 2, 'adegrat-remainder'],
      ['north', 1, 'adegrat-remainder'],
    ]);
    const two = round({ south: 23, north: 13 }, { 'adegrat-remainder': 'two-gains' });
    expect(two.south).toContain('E2');
    // One over gains none under either reading.
    expect(round({ south: 22, north: 14 }, { 'adegrat-remainder': 'two-gains' }).north).toContain('E2');
  });

  it('ends the series when a player has captured every counter, and so every hole', () => {
    expect(() => nextGame(ad, { south: 36, north: 0 })).toThrow(/series is over/);
    // A round swept to one player ends the series then and there: north, to move, has no counter left.
    const s = position(ad, { A1: 1, B1: 1 }, { stores: { south: 34, north: 0 }, toMove: 'south' });
    const r = play(ad, s, 'A1');
    expect(r.state.status).toBe('game-over');
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: 'dlp-gabata-adegrat.series-end' });
  });
});
