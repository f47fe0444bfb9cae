import { describe, expect, it } from 'vitest';
import { createGame, fastGame, fromState, holeLabel, initialState, legalMoves, nextGame, playOpening, toFastMove } from '../../src/engine/index';
import { narrate } from '../../src/widgets/narrate';
import { drops, filled, hole, play, position } from './helpers';

/** The DLP's Hufesay (src/engine/rulesets/dlp-hufesay) and the take across two rows (takeAcross, src/engine/mechanics/take.ts), traced by hand. */
const hufesay = createGame('dlp-hufesay');
const under = (options: Record<string, unknown>) => createGame('dlp-hufesay', options);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(hufesay.board, 'ludii', h))).sort();

describe('Hufesay: board, route and relay', () => {
  it('lays four in every hole, lets south move from his row, and sows anticlockwise, relaying from occupied holes', () => {
    const s = playOpening(hufesay, initialState(hufesay)).state;
    expect(s.holes.every((n) => n === 4)).toBe(true);
    expect(labels(legalMoves(hufesay, s))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
    const r = play(hufesay, s, 'E1');
    // E1's four: F1, then north's row from F2 leftward as south sees it; D2's five are lifted and sown on.
    expect(drops(hufesay, r.events).slice(0, 9)).toEqual(['F1', 'F2', 'E2', 'D2', 'C2', 'B2', 'A2', 'A1', 'B1']);
    expect(r.events.filter((e) => e.type === 'relay').map((e) => 'hole' in e && holeLabel(hufesay.board, 'ludii', e.hole))).toEqual(['D2', 'B1', 'F2', 'A1']);
    // The last counter falls into F2, emptied by the relay before: north's row, so nothing is taken.
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(hufesay, 'F2'), clause: 'dlp-hufesay.end' });
    expect(r.state.stores).toEqual({ south: 0, north: 0 });
    expect(r.state.toMove).toBe('north');
  });
});

describe('the take across', () => {
  const before = position(hufesay, { A1: 3, B1: 2, C1: 4, E1: 5, F1: 1, A2: 4, C2: 2, D2: 6, E2: 3, F2: 4 }, { stores: { south: 7, north: 7 }, toMove: 'south' });

  it("takes the hole opposite a last counter in an empty hole of one's own row, and ends the turn", () => {
    const r = play(hufesay, before, 'B1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'south', from: [{ hole: hole(hufesay, 'D2'), count: 6 }], clause: 'dlp-hufesay.capture' });
    expect(filled(hufesay, r.state)).toMatchObject({ C1: 5, D1: 1 });
    expect(r.state.holes[hole(hufesay, 'D2')]).toBe(0);
    expect(r.state.stores).toEqual({ south: 13, north: 7 });
    expect(r.state.toMove).toBe('north');
  });

  it("takes nothing from an empty hole opposite, nor for an empty hole of the opponent's row", () => {
    const none = position(hufesay, { A1: 1, C1: 2, C2: 3, F1: 2, E2: 4 }, { stores: { south: 18, north: 18 }, toMove: 'south' });
    // A1's one counter into B1: empty and south's, but B2 opposite is empty.
    expect(play(hufesay, none, 'A1').state.stores).toEqual({ south: 18, north: 18 });
    // F1's two into F2 and E2: E2 holds four, so it relays; C1's two into D1 and E1, empty, with D2 and E2... E2 is opposite E1.
    const r = play(hufesay, none, 'C1');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ from: [{ hole: hole(hufesay, 'E2'), count: 4 }] });
    // North's last counter into an empty hole of south's row takes nothing.
    const n = position(hufesay, { A2: 1, C2: 2, A1: 0, B1: 3 }, { stores: { south: 21, north: 21 }, toMove: 'north' });
    const m = play(hufesay, n, 'A2');
    expect(m.events.some((e) => e.type === 'take')).toBe(false);
    expect(m.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(hufesay, 'A1') });
  });

  it("reads the player's row as the row on his side, whoever owns its holes after a round (the fixed reading)", () => {
    // South won A2 in the count; north's last counter falls into it, empty, in north's row: he takes A1 opposite, south's own.
    const owners = { A2: 'south' };
    const s = position(hufesay, { B2: 1, A1: 2, C2: 5, D1: 3 }, { stores: { south: 20, north: 17 }, toMove: 'north', owners });
    const r = play(hufesay, s, 'B2');
    expect(r.events.find((e) => e.type === 'take')).toMatchObject({ player: 'north', from: [{ hole: hole(hufesay, 'A1'), count: 2 }] });
    // South's counter in the same hole, his own but in north's row, would take nothing.
    const t = position(hufesay, { C1: 9, A1: 2, D1: 3 }, { stores: { south: 20, north: 14 }, toMove: 'south', owners });
    const u = play(hufesay, t, 'C1');
    expect(u.events.find((e) => e.type === 'play-end')).toMatchObject({ hole: hole(hufesay, 'A2') });
    expect(u.events.some((e) => e.type === 'take')).toBe(false);
  });
});

describe("a pass, and the round's end", () => {
  it('passes a player who cannot play, until a counter reaches his holes', () => {
    const owners = { A2: 'south' };
    const s = position(hufesay, { A1: 2, C1: 3, D1: 1, F1: 2, A2: 3 }, { stores: { south: 21, north: 16 }, toMove: 'north', owners });
    expect(legalMoves(hufesay, s)).toEqual(['pass']);
    const passed = play(hufesay, s, 'pass');
    expect(passed.events[0]).toMatchObject({ type: 'pass', player: 'north', next: 'south', clause: 'dlp-hufesay.pass' });
    const after = play(hufesay, passed.state, 'F1');
    expect(labels(legalMoves(hufesay, after.state))).toEqual(['E2', 'F2']);
  });

  it("ends the round when a row is emptied, each player keeping the counters in his own holes (after any lap, as Ludii's code looks)", () => {
    const s = position(hufesay, { A1: 2, B1: 1, E1: 3, C2: 4 }, { stores: { south: 20, north: 18 }, toMove: 'south' });
    const r = play(hufesay, s, 'B1');
    expect(r.events.find((e) => e.type === 'claims-collected')).toMatchObject({ clause: 'reading.hufesay-round-end', reading: 'hufesay-round-end' });
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 30, north: 18 });
    expect(narrate(r.events.find((e) => e.type === 'claims-collected')!, { game: hufesay, notation: 'ludii', before: s })).toBe('Play is over, and each player takes what his own holes hold: south takes two counters from hole A1; south takes one counter from hole C1; south takes three counters from hole E1.');
    // Read literally, the round plays on until every counter is taken.
    const literal = play(under({ 'hufesay-round-end': 'all-captured' }), s, 'B1');
    expect(literal.state.status).toBe('playing');
    expect(literal.state.toMove).toBe('north');
    expect(legalMoves(under({ 'hufesay-round-end': 'all-captured' }), literal.state)).toEqual(['pass']);
  });

  it('ends the round mid-turn when a lap empties a row, before the relay it lands in', () => {
    // South's last counter, F1's, falls into F2, which holds three: his row is empty when the lap ends.
    const s = position(hufesay, { F1: 1, F2: 3, C2: 2 }, { stores: { south: 22, north: 20 }, toMove: 'south' });
    const r = play(hufesay, s, 'F1');
    expect(r.events.some((e) => e.type === 'relay')).toBe(false);
    expect(r.state.status).toBe('round-over');
    expect(r.state.stores).toEqual({ south: 22, north: 26 });
    // Every counter still to be captured, the relay goes on.
    const literal = play(under({ 'hufesay-round-end': 'all-captured' }), s, 'F1');
    expect(literal.events.find((e) => e.type === 'relay')).toMatchObject({ hole: hole(hufesay, 'F2'), count: 4 });
  });

  it('ends the series when one player has every counter', () => {
    const s = position(hufesay, { B1: 1, C2: 1 }, { stores: { south: 46, north: 0 }, toMove: 'south' });
    const r = play(hufesay, s, 'B1');
    expect(r.state.status).toBe('game-over');
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ winner: 'south', clause: 'dlp-hufesay.series-end' });
  });
});

describe('the next round', () => {
  it('gains a hole for every four over, one for three, and lets a lot give a hole where each has two over', () => {
    const gained = nextGame(hufesay, { south: 31, north: 17 });
    expect(gained.state.owners.filter((o) => o === 'south')).toHaveLength(8);
    expect(gained.events.find((e) => e.type === 'own' && e.clause === 'dlp-hufesay.extra.three')).toMatchObject({ player: 'south', hole: hole(hufesay, 'E2') });
    const lot = nextGame(hufesay, { south: 30, north: 18 });
    expect(lot.state.owners[hole(hufesay, 'E2')]).toBe('north');
    expect(lot.state.holes[hole(hufesay, 'E2')]).toBe(4);
    expect(lot.events.filter((e) => e.clause === 'dlp-hufesay.extra.two')).toHaveLength(2);
    expect(nextGame(under({ 'lot-winner': 'stronger' }), { south: 30, north: 18 }).state.owners[hole(hufesay, 'E2')]).toBe('south');
    // The events cite Hufesay's sentences, not Gabata (Shoa I)'s, whose layout it shares.
    expect(lot.events.every((e) => !e.clause.startsWith('dlp.'))).toBe(true);
    // One counter left to the weaker is not a hole: the series is over.
    expect(nextGame(hufesay, { south: 47, north: 1 }).events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: 'dlp-hufesay.series-end' });
  });
});

describe('the silent path', () => {
  it("plays the take across, a lap that empties a row and the round's end as the narrated path does, under each reading", () => {
    const starts = [
      position(hufesay, { A1: 2, B1: 1, E1: 3, C2: 4 }, { stores: { south: 20, north: 18 }, toMove: 'south' }),
      position(hufesay, { F1: 1, F2: 3, C2: 2 }, { stores: { south: 22, north: 20 }, toMove: 'south' }),
    ];
    const moves = ['B1', 'F1'];
    for (const options of [{}, { 'hufesay-round-end': 'all-captured' }]) {
      const game = under(options);
      const support = fastGame(game);
      if (!support.ok) throw new Error('no fast path');
      starts.forEach((before, i) => {
        const pos = fromState(game.rules.players, before);
        support.fast.play(pos, toFastMove(hole(game, moves[i]!)));
        const told = play(game, before, moves[i]!).state;
        expect([...pos.holes.slice(0, 12)], JSON.stringify(options)).toEqual(told.holes);
        expect([pos.stores[0], pos.stores[1]]).toEqual([told.stores.south, told.stores.north]);
      });
    }
  });
});
