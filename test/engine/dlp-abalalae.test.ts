import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, nextGame, playOpening, type GameEvent } from '../../src/engine/index';
import { AbalalaeModel } from './ludii-models';
import { drops, filled, hole, play, position, trace } from './helpers';

const dlp = createGame('dlp-abalalae');
const ludii = createGame('dlp-abalalae', { 'first-phase': 'south-first', 'vacated-check': 'sowing', rounds: 'one' });
const labels = (g: typeof dlp, hs: number[]) => hs.map((h) => holeLabel(g.board, 'ludii', h));
const taken = (g: typeof dlp, events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'take' ? [Object.fromEntries(e.from.map((p) => [holeLabel(g.board, 'ludii', p.hole), p.count]))] : []));

describe("DLP Abalala'e: the board, the sides and the routes", () => {
  it("names the 3x6 board's holes in Ludii's coordinates, on Courlander's hole indices", () => {
    expect(labels(dlp, [0, 5, 6, 8, 9, 14, 15, 17])).toEqual(['A1', 'F1', 'F2', 'D2', 'F3', 'A3', 'A2', 'C2']);
  });

  it('gives south his near row and D2-F2, north his near row and A2-C2', () => {
    const s = initialState(dlp);
    const own = (p: string) => labels(dlp, s.owners.flatMap((o, h) => (o === p ? [h] : []))).sort();
    expect(own('south')).toEqual(['A1', 'B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
    expect(own('north')).toEqual(['A2', 'A3', 'B2', 'B3', 'C2', 'C3', 'D3', 'E3', 'F3']);
  });

  it("sows each player's own route: south A1..F1, F2..A2, A3..F3; north the same cycle reversed", () => {
    const s = position(dlp, { A1: 18, F3: 1 }, { stores: { south: 20, north: 15 }, toMove: 'south' });
    expect(drops(dlp, play(dlp, s, 'A1').events).slice(0, 18)).toEqual(
      ['B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2', 'C2', 'B2', 'A2', 'A3', 'B3', 'C3', 'D3', 'E3', 'F3', 'A1'],
    );
    const n = position(dlp, { F3: 18, A1: 1 }, { stores: { south: 15, north: 20 }, toMove: 'north' });
    expect(drops(dlp, play(dlp, n, 'F3').events).slice(0, 18)).toEqual(
      ['E3', 'D3', 'C3', 'B3', 'A3', 'A2', 'B2', 'C2', 'D2', 'E2', 'F2', 'F1', 'E1', 'D1', 'C1', 'B1', 'A1', 'F3'],
    );
  });
});

describe("DLP Abalala'e: capture and its continuation (traced by hand)", () => {
  // B1's one counter falls into the empty C1 (left half): C2 and C3 are taken. The counter goes
  // on into the empty D1 (right half): D3 is taken. It goes on into E1 (2), which is lifted, and
  // its three fall in F1, F2 and the empty E2, whose facing hole E3 is empty: the turn ends.
  const start = position(dlp, { A1: 3, B1: 1, C2: 2, C3: 1, D3: 4, E1: 2, F1: 1, A3: 5 }, { stores: { south: 15, north: 20 }, toMove: 'south' });

  it('takes both facing holes on the left half, one on the right, and sows the capturing counter on', () => {
    const r = play(dlp, start, 'B1');
    expect(trace(dlp, r.events)).toEqual([
      'pick-up@B1', 'drop@C1', 'take', 'pick-up@C1', 'drop@D1', 'take', 'pick-up@D1', 'drop@E1', 'relay@E1',
      'drop@F1', 'drop@F2', 'drop@E2', 'play-end@E2', 'turn-end',
    ]);
    expect(taken(dlp, r.events)).toEqual([{ C2: 2, C3: 1 }, { D3: 4 }]);
    expect(r.events.filter((e) => e.type === 'take').map((e) => e.clause)).toEqual(['dlp-abalalae.capture-left', 'dlp-abalalae.continue-outcomes.capture']);
    expect(r.events.filter((e) => e.type === 'pick-up').map((e) => [e.clause, 'count' in e && e.count])).toEqual([
      ['dlp-abalalae.turns', 1],
      ['dlp-abalalae.continue', 1],
      ['dlp-abalalae.continue', 1],
    ]);
    expect(r.events.find((e) => e.type === 'relay')?.clause).toBe('dlp-abalalae.continue-outcomes.relay');
    expect(filled(dlp, r.state)).toEqual({ A1: 3, F1: 2, F2: 1, E2: 1, A3: 5 });
    expect(r.state.stores).toEqual({ south: 22, north: 20 });
    expect(r.state.toMove).toBe('north');
  });

  it("is Ludii's turn too: the reference model, from the same position, ends in the same one", () => {
    const m = new AbalalaeModel();
    m.counts = new Array(18).fill(0);
    Object.assign(m.counts, { 0: 3, 1: 1, 8: 2, 14: 1, 15: 4, 4: 2, 5: 1, 12: 5 });
    m.hand = { 1: 15, 2: 20 };
    m.playTurn(1);
    const r = play(ludii, position(ludii, { A1: 3, B1: 1, C2: 2, C3: 1, D3: 4, E1: 2, F1: 1, A3: 5 }, { stores: { south: 15, north: 20 }, toMove: 'south' }), 'B1');
    expect(m.counts.map((n, s) => (n ? `${'ABCDEF'[s % 6]}${Math.floor(s / 6) + 1}:${n}` : '')).filter(Boolean).sort()).toEqual(
      Object.entries(filled(ludii, r.state)).map(([l, n]) => `${l}:${n}`).sort(),
    );
    expect(m.hand).toEqual({ 1: 22, 2: 20 });
  });

  it('after a capture the capturing hole holds exactly the one counter: lifting it is lifting "the last counter placed"', () => {
    const r = play(dlp, start, 'B1');
    const i = r.events.findIndex((e) => e.type === 'take');
    // Between the capture and the pick-up nothing else happens; the pick-up lifts one counter, and the hole is then empty.
    expect(r.events[i + 1]).toMatchObject({ type: 'pick-up', hole: hole(dlp, 'C1'), count: 1, clause: 'dlp-abalalae.continue' });
  });

  it('under the reading "stops at an empty nearer hole", an empty middle hole leaves the far hole alone', () => {
    const s = position(dlp, { B1: 1, C3: 3, A3: 2, A1: 2 }, { stores: { south: 20, north: 26 }, toMove: 'south' });
    expect(taken(dlp, play(dlp, s, 'B1').events)).toEqual([{ C3: 3 }]);
    const stop = createGame('dlp-abalalae', { 'left-capture': 'stop-at-empty' });
    const r = play(stop, s, 'B1');
    expect(taken(stop, r.events)).toEqual([]);
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'dlp-abalalae.capture-left', reading: 'left-capture' });
  });

  it("a last counter in the opponent's empty hole ends the turn, with no capture", () => {
    const s = position(dlp, { F1: 1, A1: 3, A3: 2 }, { stores: { south: 20, north: 28 }, toMove: 'south' });
    const one = position(dlp, { E1: 1, F3: 2, A3: 2 }, { stores: { south: 20, north: 29 }, toMove: 'south' });
    expect(trace(dlp, play(dlp, s, 'F1').events, ['drop', 'take', 'play-end'])).toEqual(['drop@F2', 'play-end@F2']);
    // F1 faces only F3 (the right half): one hole.
    expect(taken(dlp, play(dlp, one, 'E1').events)).toEqual([{ F3: 2 }]);
  });
});

describe("DLP Abalala'e: the end of a round (traced by hand)", () => {
  // E1's counter falls into the empty F1 and takes north's last counter, in F3.
  const start = position(dlp, { A1: 3, E1: 1, F2: 2, F3: 1 }, { stores: { south: 25, north: 22 }, toMove: 'south' });

  it("under Ludii's code the round ends at once, mid-turn, and each scores his store and his own holes", () => {
    const r = play(ludii, start, 'E1');
    expect(trace(ludii, r.events, ['take', 'sweep', 'game-end', 'pick-up'])).toEqual(['pick-up@E1', 'take', 'sweep', 'game-end']);
    expect(r.state.stores).toEqual({ south: 32, north: 22 });
    expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: 'reading.rounds', reading: 'rounds' });
  });

  it('under the text, looked for when the turn ends, the counter sown on gives north a counter again', () => {
    const r = play(dlp, start, 'E1');
    // F1's counter goes on into F2 (2), which is lifted: E2, D2, and the empty C2, north's.
    expect(trace(dlp, r.events, ['drop', 'relay', 'play-end'])).toEqual(['drop@F1', 'drop@F2', 'relay@F2', 'drop@E2', 'drop@D2', 'drop@C2', 'play-end@C2']);
    expect(filled(dlp, r.state)).toEqual({ A1: 3, E2: 1, D2: 1, C2: 1 });
    expect(r.state.toMove).toBe('north');
    // North's C2 sows into D2 (1), lifted: E2, and the empty F2, south's. North's side is bare: south sweeps.
    const n = play(dlp, r.state, 'C2');
    expect(n.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'south', clause: 'dlp-abalalae.sweep' });
    expect(n.events.at(-1)).toMatchObject({ type: 'round-end', clause: 'dlp-abalalae.redistribute' });
    expect(n.state.stores).toEqual({ south: 32, north: 22 });
    expect(n.state.status).toBe('round-over');
  });
});

describe("DLP Abalala'e: the race and the rounds", () => {
  it('races from A1 and F3; the first to finish moves first (from the symmetric start both finish in one beat: the race-order reading decides)', () => {
    const o = playOpening(dlp, initialState(dlp));
    expect(trace(dlp, o.events, ['pick-up']).slice(0, 2)).toEqual(['pick-up@A1', 'pick-up@F3']);
    const first = o.events.find((e) => e.type === 'first-player');
    const end = o.events.find((e) => e.type === 'race-end');
    expect(first).toMatchObject({ clause: 'dlp-abalalae.turns.first', reading: 'race-order', player: 'south' });
    expect(end?.type === 'race-end' && end.finished[0]).toBe(o.state.toMove);
    expect(o.events.filter((e) => e.type === 'take')).toEqual([]);
  });

  it("opens with south's move and no race under Ludii's code", () => {
    const o = playOpening(ludii, initialState(ludii));
    expect(o.events).toEqual([{ type: 'first-player', player: 'south', clause: 'reading.first-phase', reading: 'first-phase' }]);
  });

  it('lays out the next round for 23 against 31: the weaker threes from A1, the last hole short; the stronger as many threes', () => {
    const r = nextGame(dlp, { south: 23, north: 31 });
    expect(filled(dlp, r.state)).toEqual({
      A1: 3, B1: 3, C1: 3, D1: 3, E1: 3, F1: 3, F2: 3, E2: 2,
      F3: 3, E3: 3, D3: 3, C3: 3, B3: 3, A3: 3, A2: 3, B2: 3,
    });
    expect(r.state.stores).toEqual({ south: 0, north: 7 });
    expect(r.state.toMove).toBeNull();
    expect(new Set(r.events.map((e) => e.clause))).toEqual(new Set(['dlp-abalalae.weaker', 'dlp-abalalae.stronger']));
  });

  it('lays a weaker player\'s two counters in one hole, and three of the stronger\'s in one', () => {
    const r = nextGame(dlp, { south: 52, north: 2 });
    expect(filled(dlp, r.state)).toEqual({ F3: 2, A1: 3 });
    expect(r.state.stores).toEqual({ south: 49, north: 0 });
  });

  it('lets the weaker or the stronger open a later round, under those readings', () => {
    const weaker = createGame('dlp-abalalae', { 'round-opening': 'weaker' });
    expect(nextGame(weaker, { south: 23, north: 31 }).state.toMove).toBe('south');
    const stronger = createGame('dlp-abalalae', { 'round-opening': 'stronger' });
    expect(nextGame(stronger, { south: 23, north: 31 }).state.toMove).toBe('north');
  });

  it('refuses a next round once one player holds every counter', () => {
    expect(() => nextGame(dlp, { south: 54, north: 0 })).toThrow(/series is over/);
  });
});
