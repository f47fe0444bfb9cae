import { describe, expect, it } from 'vitest';
import { applyEvents, createGame, initialState, nextGame, playOpening, positionFromJson } from '../../src/engine/index';
import { drops, filled, hole, play, position, trace } from './helpers';

const walker = createGame('walker-gabata');
const all3 = Object.fromEntries([...'ABCDEFGHIabcdefghi'].map((l) => [l, 3]));

describe('Walker: the race (rules 5-8)', () => {
  it('starts both players from their first holes, A and a, and lets the first to finish begin', () => {
    const r = playOpening(walker, initialState(walker));
    expect(trace(walker, r.events, ['pick-up']).slice(0, 2)).toEqual(['pick-up@A', 'pick-up@a']);
    expect(r.events.find((e) => e.type === 'race-end')).toMatchObject({ finished: ['south', 'north'], clause: 'walker.rule-7' });
    expect(r.events.find((e) => e.type === 'first-player')).toMatchObject({ player: 'south', clause: 'walker.rule-8' });
    expect(r.state.toMove).toBe('south');
  });

  // A position awaiting its race: south's A holds one bean and B none, so south finishes at once.
  const early = (g = walker) =>
    positionFromJson(g, { holes: { ...all3, A: 1, B: 0 }, stores: { south: 2, north: 3 }, toMove: null, status: 'playing' });

  it('ends at the first finish; the other sows the beans in his hand on without lifting again', () => {
    const r = playOpening(walker, early());
    expect(r.events.filter((e) => e.type === 'race-tick')).toHaveLength(1);
    expect(drops(walker, r.events)).toEqual(['B', 'b', 'c', 'd']);
    expect(r.state.toMove).toBe('south');
    expect(filled(walker, r.state)).toMatchObject({ B: 1, b: 4, c: 4, d: 4 });
    expect(r.state.holes[hole(walker, 'a')]).toBe(0);
  });

  it('puts the beans in hand back where they were lifted under the "return" reading', () => {
    const g = createGame('walker-gabata', { 'race-leftover': 'return' });
    const r = playOpening(g, early(g));
    expect(filled(g, r.state)).toMatchObject({ a: 2, b: 4, c: 3, d: 3 });
  });

  it('runs both sowings to their end under Courlander\'s reading', () => {
    const g = createGame('walker-gabata', { 'race-end': 'both-finish' });
    const r = playOpening(g, early(g));
    expect(r.events.find((e) => e.type === 'race-end')).toMatchObject({ finished: ['south', 'north'] });
    expect(r.events.filter((e) => e.type === 'race-tick').length).toBeGreaterThan(1);
  });
});

describe('Walker: capture in the column and continuing (rules 10-13)', () => {
  it('captures the enemy pieces in the column of an empty hole on either side, and sows on', () => {
    // South sows seven from I: a..g; g is empty and north's, f (same column) holds beans.
    const s = position(walker, { A: 1, I: 7, f: 2 }, { stores: { south: 20, north: 24 }, toMove: 'south' });
    const r = play(walker, s, 'I');
    expect(trace(walker, r.events, ['take', 'pick-up', 'relay', 'play-end'])).toEqual([
      'pick-up@I', 'take', 'pick-up@g', 'take', 'pick-up@h', 'take', 'pick-up@i', 'relay@A', 'play-end@C',
    ]);
    expect(r.events.filter((e) => e.type === 'take').every((e) => e.clause === 'walker.rule-11.capture')).toBe(true);
    // A move in play sows by rule 9's words, not by rule 5's, which is the race.
    expect(new Set(r.events.filter((e) => e.type === 'drop').map((e) => e.clause))).toEqual(new Set(['walker.rule-9.sow']));
    expect(r.events[0]).toMatchObject({ type: 'pick-up', clause: 'walker.rule-9.select' });
    expect(r.events.filter((e) => e.type === 'pick-up').slice(1).every((e) => e.clause === 'walker.rule-12')).toBe(true);
    expect(r.events.at(-1)).toMatchObject({ type: 'turn-end', next: 'north', clause: 'walker.rule-13' });
    expect(r.state.stores).toEqual({ south: 25, north: 24 });
  });

  it('ends the turn when nothing is captured (rule 11)', () => {
    const s = position(walker, { A: 1, c: 3 }, { stores: { south: 25, north: 25 }, toMove: 'south' });
    const r = play(walker, s, 'A'); // into B, empty and south's; north's e and h are empty
    expect(r.events.find((e) => e.type === 'play-end')).toMatchObject({ clause: 'walker.rule-11.no-capture' });
    expect(r.state.toMove).toBe('north');
  });
});

describe('Walker: the emptied side and the end of the game (rules 14-15)', () => {
  it('gives the player with pieces left all the pieces on his side when the other\'s side is empty', () => {
    // South sows A into B; north's only beans, in e, are taken (B's column); north's side is empty.
    const s = position(walker, { A: 1, e: 2, F: 4 }, { stores: { south: 23, north: 24 }, toMove: 'south' });
    const r = play(walker, s, 'A');
    expect(r.events.find((e) => e.type === 'sweep')).toMatchObject({ player: 'south', clause: 'walker.rule-14' });
    // Both players have captured pieces: the game is over, and they reload (rule 16).
    expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: 'walker.rule-16' });
    expect(r.state.stores).toEqual({ south: 30, north: 24 });
  });

  it('has won the game when one player has captured all the pieces (rule 15)', () => {
    const s = position(walker, { A: 1, e: 2, F: 4 }, { stores: { south: 47, north: 0 }, toMove: 'south' });
    const r = play(walker, s, 'A');
    expect(r.events.at(-1)).toMatchObject({ type: 'game-end', winner: 'south', clause: 'walker.rule-15' });
    expect(r.state.stores).toEqual({ south: 54, north: 0 });
  });
});

describe('Walker: reloading for the next game (rules 16-19, then rule 20)', () => {
  it('has the weaker reload threes from A, the stronger make the last hole up to three and match him', () => {
    const r = nextGame(walker, { south: 23, north: 31 });
    expect(filled(walker, r.state)).toEqual({ A: 3, B: 3, C: 3, D: 3, E: 3, F: 3, G: 3, H: 3, a: 3, b: 3, c: 3, d: 3, e: 3, f: 3, g: 3, h: 3 });
    expect(r.state.stores).toEqual({ south: 0, north: 6 });
    expect(r.events.filter((e) => e.type === 'place').map((e) => e.clause)).toEqual([
      ...Array(8).fill('walker.rule-17'),
      'walker.rule-18',
      ...Array(8).fill('walker.rule-19'),
    ]);
    // Rule 20 sends play back to rule 9, past the race: the weaker begins by default.
    expect(r.state.toMove).toBe('south');
    expect(applyEvents(positionFromJson(walker, { holes: Object.fromEntries(Object.keys(all3).map((k) => [k, 0])), stores: { south: 23, north: 31 }, toMove: null, status: 'playing' }), r.events).holes).toEqual(r.state.holes);
  });

  it('lets the stronger begin by the other reading, and allows no "lots" for Walker', () => {
    const g = createGame('walker-gabata', { 'next-round-first': 'stronger' });
    expect(nextGame(g, { south: 23, north: 31 }).state.toMove).toBe('north');
    expect(() => createGame('walker-gabata', { 'next-round-first': 'lots' })).toThrow(/not a reading/);
  });
});
