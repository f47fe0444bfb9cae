import { describe, expect, it } from 'vitest';
import { createGame, initialState, nextGame, playOpening, type Game } from '../../src/engine/index';
import { drops, filled, play, position, trace } from './helpers';

const game = createGame('courlander-abalala');
const full = (toMove: string) => position(game, Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), 3])), { stores: {}, toMove });

describe('Abalalà: sowing and relay (courlander.abalala.sowing, .relay)', () => {
  // Worked by hand from the standard set-up, B to move from hole 4.
  const r = play(game, full('B'), '4');

  it('drops in 5, 6, 7, 8, 9, 10 first, as Courlander\'s example says', () => {
    expect(drops(game, r.events).slice(0, 6)).toEqual(['5', '6', '7', '8', '9', '10']);
  });

  it('lifts every occupied hole the last bean falls in, and ends in empty 15 on A\'s side', () => {
    expect(trace(game, r.events, ['pick-up', 'relay', 'play-end'])).toEqual([
      'pick-up@4', 'relay@7', 'relay@11', 'relay@15', 'relay@1', 'relay@5', 'relay@10', 'play-end@15',
    ]);
    const end = r.events.find((e) => e.type === 'play-end')!;
    expect(end.clause).toBe('courlander.abalala.end-opponent-side');
    expect(filled(game, r.state)).toEqual({
      2: 4, 3: 4, 4: 1, 6: 5, 7: 1, 8: 5, 9: 5, 11: 1, 12: 5, 13: 5, 14: 5, 15: 1, 16: 4, 17: 4, 18: 4,
    });
    expect(r.state.toMove).toBe('A');
    expect(r.state.stores).toEqual({ B: 0, A: 0 });
  });
});

describe('Abalalà: the take and the extra turns (courlander.abalala.take, .another-turn, .repeat-take)', () => {
  // B: 3 holds one bean, 4 and 5 are empty, 6 holds two. A: 11 holds two, 12 five. Worked by hand.
  // The second take strips A's side; looking for that only when the turn ends lets B sow on to 9.
  const atTurnEnd = createGame('courlander-abalala', { 'vacated-check': 'turn' });
  const start = position(game, { 3: 1, 6: 2, 11: 2, 12: 5 }, { stores: { B: 20, A: 24 }, toMove: 'B' });
  const r = play(atTurnEnd, start, '3');

  it('takes 12 (the only A hole in 4\'s column), sows the last bean on, takes 11, and sows on again', () => {
    expect(trace(game, r.events, ['pick-up', 'relay', 'take', 'play-end'])).toEqual([
      'pick-up@3', 'take', 'pick-up@4', 'take', 'pick-up@5', 'relay@6', 'play-end@9',
    ]);
    const takes = r.events.filter((e) => e.type === 'take');
    expect(takes.map((t) => (t.type === 'take' ? t.from.map((p) => p.count) : []))).toEqual([[5], [2]]);
    expect(takes.every((t) => t.clause === 'courlander.abalala.take')).toBe(true);
    expect(r.events.filter((e) => e.clause === 'courlander.abalala.another-turn')).toHaveLength(2);
  });

  it('ends on 9, empty and B\'s own, with nothing left in its column; then A\'s side is vacated (turn)', () => {
    const end = r.events.find((e) => e.type === 'play-end')!;
    expect(end.clause).toBe('courlander.abalala.end-no-take');
    const sweep = r.events.find((e) => e.type === 'sweep');
    expect(sweep).toMatchObject({ player: 'B', clause: 'courlander.abalala.vacated' });
    expect(r.state.status).toBe('game-over');
    expect(r.state.stores).toEqual({ B: 30, A: 24 });
    expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'B' });
  });

  it('by default ends the game at the take that leaves A\'s side bare: B wins 5 and 6, and sows no further', () => {
    const d = play(game, start, '3');
    expect(trace(game, d.events)).toEqual(['pick-up@3', 'drop@4', 'take', 'pick-up@4', 'drop@5', 'take', 'sweep', 'game-end']);
    expect(d.events.find((e) => e.type === 'sweep')).toEqual({
      type: 'sweep', player: 'B', from: [{ hole: 4, count: 1 }, { hole: 5, count: 2 }], hands: [],
      clause: 'courlander.abalala.vacated', reading: 'vacated-check',
    });
    expect(filled(game, d.state)).toEqual({});
    expect(d.state.stores).toEqual({ B: 30, A: 24 });
    expect(d.state.status).toBe('game-over');
  });

  it('takes both A holes in the column of hole 1 (15 and 16) at once', () => {
    // B sows ten beans from 9 round to 1, which is empty; 15 and 16 have had a bean each on the way.
    const s0 = position(game, { 6: 1, 9: 10, 15: 2, 16: 3 }, { stores: { B: 19, A: 19 }, toMove: 'B' });
    const r = play(game, s0, '9');
    const first = r.events.find((e) => e.type === 'take');
    expect(first?.type === 'take' && first.from.map((p) => [p.hole + 1, p.count])).toEqual([
      [15, 3],
      [16, 4],
    ]);
  });
});

describe('Abalalà: a last bean in an empty hole on the opponent\'s side (open question 5.2)', () => {
  // B sows seven beans from 9: 10, 11, ..., 16; 16 is empty and A's, and 15 (same column) holds beans.
  const start = position(game, { 1: 1, 9: 7, 15: 2 }, { stores: { B: 20, A: 24 }, toMove: 'B' });

  it('ends the play under Courlander\'s reading (own-side)', () => {
    const r = play(game, start, '9');
    expect(trace(game, r.events, ['take', 'play-end'])).toEqual(['play-end@16']);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'courlander.abalala.end-opponent-side', reading: 'empty-hole-take' });
    expect(r.state.toMove).toBe('A');
  });

  it('takes from 15 under Walker\'s rule 11 (either-side), then sows on', () => {
    const g = createGame('courlander-abalala', { 'empty-hole-take': 'either-side' });
    const r = play(g, position(g, { 1: 1, 9: 7, 15: 2 }, { stores: { B: 20, A: 24 }, toMove: 'B' }), '9');
    expect(trace(g, r.events, ['take', 'pick-up', 'relay', 'play-end'])).toEqual([
      'pick-up@9', 'take', 'pick-up@16', 'take', 'pick-up@17', 'take', 'pick-up@18', 'relay@1', 'play-end@3',
    ]);
    expect(r.state.stores).toEqual({ B: 25, A: 24 });
    expect(filled(g, r.state)).toEqual({ 2: 1, 3: 1, 10: 1, 11: 1, 12: 1 });
  });
});

describe('Abalalà: the simultaneous opening (courlander.abalala.race, .race-end, .first-turn)', () => {
  // Worked by hand: both players lift 3, relay at 4 and 13, 8 and 17, 12 and 3, and finish in tick 16.
  const r = playOpening(game, initialState(game));

  it('starts B from hole 1 and A from hole 10, and ends with both last beans in empty holes at once', () => {
    expect(trace(game, r.events, ['pick-up', 'relay', 'race-finish'])).toEqual([
      'pick-up@1', 'pick-up@10', 'relay@4', 'relay@13', 'relay@8', 'relay@17', 'relay@12', 'relay@3', 'race-finish@17', 'race-finish@8',
    ]);
    expect(r.events.filter((e) => e.type === 'race-tick')).toHaveLength(16);
    expect(filled(game, r.state)).toEqual({
      1: 1, 2: 5, 4: 1, 5: 5, 6: 5, 7: 5, 8: 1, 9: 4, 10: 1, 11: 5, 13: 1, 14: 5, 15: 5, 16: 5, 17: 1, 18: 4,
    });
  });

  it('leaves the choice of the first player to the players', () => {
    expect(r.state.toMove).toBe('B');
    const a = createGame('courlander-abalala', {}, 'A');
    expect(playOpening(a, initialState(a)).state.toMove).toBe('A');
    expect(r.events.find((e) => e.type === 'first-player')?.clause).toBe('courlander.abalala.first-turn');
  });

  it('ends at the first finish, the other\'s beans sown on, under Walker\'s reading', () => {
    const g = createGame('courlander-abalala', { 'race-end': 'first-finish', 'after-race': 'first-to-finish' });
    const w = playOpening(g, initialState(g));
    expect(w.events.find((e) => e.type === 'race-end')).toMatchObject({ finished: ['B', 'A'] });
    expect(w.state.toMove).toBe('B');
    const top = createGame('courlander-abalala', { 'race-end': 'first-finish', 'after-race': 'first-to-finish', 'race-order': 'top-first' });
    expect(playOpening(top, initialState(top)).state.toMove).toBe('A');
  });
});

describe('Abalalà: the vacated side, looked for at every drop and take by default, or when a sowing or a turn ends (5.3)', () => {
  // B's only beans are the two in 9; A holds 11 and 18. B sows 9 → 10, 11: 11 is occupied, relay 2 → 12, 13.
  const bare9 = (g: Game) => position(g, { 9: 2, 11: 1, 18: 1 }, { stores: { B: 25, A: 25 }, toMove: 'B' });

  it('after the turn, A wins the remaining pieces when B\'s side is empty (turn)', () => {
    const g = createGame('courlander-abalala', { 'vacated-check': 'turn' });
    const r = play(g, bare9(g), '9');
    expect(drops(g, r.events)).toEqual(['10', '11', '12', '13']);
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'A', reading: 'vacated-check', hands: [] });
    expect(r.state.stores).toEqual({ B: 25, A: 29 });
    expect(r.state.status).toBe('game-over');
  });

  it('at the first drop, with the beans in B\'s hand going to A too (the default)', () => {
    const r = play(game, bare9(game), '9');
    const sweep = r.events.find((e) => e.type === 'sweep');
    expect(sweep).toMatchObject({ player: 'A', hands: [{ player: 'B', count: 1 }], clause: 'courlander.abalala.vacated' });
    expect(r.events.filter((e) => e.type === 'drop')).toHaveLength(1);
    expect(r.state.stores).toEqual({ B: 25, A: 29 });
  });

  // A to move. B's only beans are the two in 3; A holds 1 in 17 and 4 in 13. A sows 17 → 18, empty
  // and his own, and takes 3 from its column (13 is his own). Under the turn reading he lifts the
  // last bean and sows it into 1, empty and B's: his play ends with a bean back on B's side.
  const takeThenBack = (g: Game) => position(g, { 3: 2, 13: 4, 17: 1 }, { stores: { B: 20, A: 27 }, toMove: 'A' });

  it('"at any time": the take that strips B\'s side ends the game, though the sowing would drop a bean back', () => {
    const r = play(game, takeThenBack(game), '17');
    expect(trace(game, r.events)).toEqual(['pick-up@17', 'drop@18', 'take', 'sweep', 'game-end']);
    expect(r.events[2]).toMatchObject({ type: 'take', player: 'A', from: [{ hole: 2, count: 2 }] });
    expect(r.events[3]).toEqual({
      type: 'sweep', player: 'A', from: [{ hole: 12, count: 4 }, { hole: 17, count: 1 }], hands: [],
      clause: 'courlander.abalala.vacated', reading: 'vacated-check',
    });
    expect(r.events[4]).toMatchObject({ winner: 'A', clause: 'courlander.abalala.series' });
    expect(filled(game, r.state)).toEqual({});
    expect(r.state.stores).toEqual({ B: 20, A: 34 });
    expect(r.state).toMatchObject({ status: 'game-over', toMove: null });
  });

  it('looked for only when the turn ends, the same take lets play go on with B to move from 1', () => {
    const g = createGame('courlander-abalala', { 'vacated-check': 'turn' });
    const r = play(g, takeThenBack(g), '17');
    expect(trace(g, r.events)).toEqual(['pick-up@17', 'drop@18', 'take', 'pick-up@18', 'drop@1', 'play-end@1', 'turn-end']);
    expect(filled(g, r.state)).toEqual({ 1: 1, 13: 4 });
    expect(r.state.stores).toEqual({ B: 20, A: 29 });
    expect(r.state).toMatchObject({ status: 'playing', toMove: 'B' });
  });

  it('does not count a side bare while its owner lifts its last beans and drops the first back on it', () => {
    // B's only beans are the three in 5: he sows 6, 7 and 8, empty and his own, with nothing in 11.
    const r = play(game, position(game, { 5: 3, 18: 1 }, { stores: { B: 25, A: 25 }, toMove: 'B' }), '5');
    expect(r.events.some((e) => e.type === 'sweep')).toBe(false);
    expect(filled(game, r.state)).toEqual({ 6: 1, 7: 1, 8: 1, 18: 1 });
    expect(r.state).toMatchObject({ status: 'playing', toMove: 'A' });
  });
});

describe('Abalalà: the next game of a series (Diagram 2, footnote 3; open question 5.4)', () => {
  const layout = (reading: string) => {
    const g = createGame('courlander-abalala', { reload: reading });
    const s = nextGame(g, { B: 23, A: 31 }).state;
    return { holes: filled(g, s), stores: s.stores, toMove: s.toMove };
  };

  it('lays out 23 pieces as Diagram 2: 1-6 three, 7-8 two, 9 one; A the same, 8 left over', () => {
    expect(layout('diagram-2')).toEqual({
      holes: { 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2, 9: 1, 10: 3, 11: 3, 12: 3, 13: 3, 14: 3, 15: 3, 16: 2, 17: 2, 18: 1 },
      stores: { B: 0, A: 8 },
      toMove: null,
    });
  });

  it('lays out 23 pieces by footnote 3 as seven threes and two ones', () => {
    expect(layout('footnote-3').holes).toEqual({
      1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 1, 9: 1, 10: 3, 11: 3, 12: 3, 13: 3, 14: 3, 15: 3, 16: 3, 17: 1, 18: 1,
    });
  });

  it('lays out 23 pieces by Walker\'s rules 16-19: A tops 8 up to three, fills 10-17, keeps 6', () => {
    const w = layout('walker');
    expect(w.holes).toEqual({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 3, 10: 3, 11: 3, 12: 3, 13: 3, 14: 3, 15: 3, 16: 3, 17: 3 });
    expect(w.stores).toEqual({ B: 0, A: 6 });
  });

  it('lays out 23 pieces as the DLP\'s Abalala\'e: threes, the last hole short, A three in as many holes', () => {
    const d = layout('dlp-abalalae');
    expect(d.holes).toEqual({ 1: 3, 2: 3, 3: 3, 4: 3, 5: 3, 6: 3, 7: 3, 8: 2, 10: 3, 11: 3, 12: 3, 13: 3, 14: 3, 15: 3, 16: 3, 17: 3 });
    expect(d.stores).toEqual({ B: 0, A: 7 });
  });

  it('fills every pocket of the loser down to nine pieces, and the first holes below that', () => {
    const g = createGame('courlander-abalala');
    expect(filled(g, nextGame(g, { B: 9, A: 45 }).state)).toMatchObject({ 1: 1, 9: 1, 10: 1, 18: 1 });
    const five = nextGame(g, { B: 5, A: 49 }).state;
    expect(five.holes.slice(0, 9)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0]);
    expect(five.stores).toEqual({ B: 0, A: 44 });
  });

  it('refuses a series that is over, and counts that do not add up', () => {
    const g = createGame('courlander-abalala');
    expect(() => nextGame(g, { B: 0, A: 54 })).toThrow(/series is over/);
    expect(() => nextGame(g, { B: 20, A: 30 })).toThrow(/add up to 50/);
    expect(() => nextGame(g, { B: 27, C: 27 })).toThrow(/"C" is not a player/);
  });
});

describe('a hole of 18 or more (open question 5.7)', () => {
  const s = (g = game) => position(g, { 1: 19, 12: 1 }, { stores: { B: 17, A: 17 }, toMove: 'B' });

  it('drops a bean in the emptied hole too by default', () => {
    const r = play(game, s(), '1');
    expect(drops(game, r.events).slice(16, 19)).toEqual(['18', '1', '2']);
    expect(r.events.some((e) => e.type === 'skip')).toBe(false);
  });

  it('passes over it under the "skip-origin" reading', () => {
    const g = createGame('courlander-abalala', { 'skip-origin': true });
    const r = play(g, s(g), '1');
    expect(drops(g, r.events).slice(16, 19)).toEqual(['18', '2', '3']);
    expect(r.events.find((e) => e.type === 'skip')).toMatchObject({ hole: 0, reading: 'skip-origin' });
    expect(r.state.holes[0]).toBe(0);
  });
});
