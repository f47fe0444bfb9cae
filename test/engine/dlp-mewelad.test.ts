import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, initialState, legalMoves, nextGame, playOpening } from '../../src/engine/index';
import { filled, hole, play, position } from './helpers';

/** The DLP's Mewelad (src/engine/rulesets/dlp-mewelad): the race that opens every round, and the fours games' rules it shares with Rio Kadalis. */
const mw = createGame('dlp-mewelad');
const under = (options: Record<string, unknown>, first?: string) => createGame('dlp-mewelad', options, first);
const labels = (hs: (number | 'pass')[]) => hs.map((h) => (h === 'pass' ? h : holeLabel(mw.board, 'ludii', h))).sort();

describe('Mewelad: the race', () => {
  it("races south from A1 and north from F2, both to an empty hole, and lets the first to finish begin", () => {
    const r = playOpening(mw, initialState(mw));
    const lifts = r.events.filter((e) => e.type === 'pick-up');
    expect(lifts.map((e) => [e.player, 'hole' in e ? holeLabel(mw.board, 'ludii', e.hole) : null])).toEqual([['south', 'A1'], ['north', 'F2']]);
    const finishes = r.events.filter((e) => e.type === 'race-finish');
    expect(finishes.map((e) => ('hole' in e ? holeLabel(mw.board, 'ludii', e.hole) : null))).toEqual(['D1', 'C2']);
    // No four is captured in the race, and the counters are all on the board.
    expect(r.events.some((e) => e.type === 'take')).toBe(false);
    expect(r.state.holes.reduce((a, b) => a + b, 0)).toBe(48);
    expect(r.state.toMove).toBe('south');
    expect(labels(legalMoves(mw, r.state))).toEqual(['A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
  });

  it("lets north begin when his counter falls first in the beat (race-order top-first), and the players choose under after-race chosen", () => {
    expect(playOpening(under({ 'race-order': 'top-first' }), initialState(mw)).state.toMove).toBe('north');
    const chosen = under({ 'after-race': 'chosen' }, 'north');
    expect(playOpening(chosen, initialState(chosen)).state.toMove).toBe('north');
  });

  it("has no race under Ludii's code: south simply begins from the start", () => {
    const g = under({ 'mewelad-opening': 'none' });
    const r = playOpening(g, initialState(g));
    expect(r.state.holes).toEqual(Array(12).fill(4));
    expect(r.state.toMove).toBe('south');
  });
});

describe('Mewelad: fours, the end of a round, the next', () => {
  it("gives a four made in the sower's row to him as its owner, and the last counter's four to the sower in the opponent's row", () => {
    const s = position(mw, { A1: 1, C1: 3, F1: 1, D2: 4, C2: 3, A2: 3 }, { stores: { south: 17, north: 16 }, toMove: 'north' });
    const r = play(mw, s, 'D2');
    expect(r.events.filter((e) => e.type === 'take').map((e) => [e.player, e.clause])).toEqual([
      ['north', 'dlp-mewelad.fours.owner'],
      ['north', 'dlp-mewelad.fours.owner'],
      ['north', 'dlp-mewelad.fours.last'],
    ]);
    expect(filled(mw, r.state)).toEqual({ B1: 1, F1: 1, B2: 1 });
    expect(r.state).toMatchObject({ stores: { south: 17, north: 28 }, toMove: 'south' });
  });

  it('ends the round when the player to move has no counters in his row, the rest his opponent\'s', () => {
    const s = position(mw, { B2: 1, D2: 2, F2: 1 }, { stores: { south: 20, north: 24 }, toMove: 'north' });
    const r = play(mw, s, 'B2');
    expect(r.state).toMatchObject({ status: 'round-over', stores: { south: 20, north: 28 } });
    expect(r.events.find((e) => e.type === 'round-end')).toMatchObject({ clause: 'dlp-mewelad.round-end.cannot-move' });
  });

  it('counts the next round out in fours, gains holes for every four over, and opens it with the race again', () => {
    const g = nextGame(mw, { south: 33, north: 15 });
    expect(['F2', 'E2', 'D2'].map((l) => g.state.owners[hole(mw, l)])).toEqual(['south', 'south', 'north']);
    expect(g.events.filter((e) => e.type === 'own').map((e) => e.clause)).toEqual(['dlp-mewelad.count.hole-gain', 'dlp-mewelad.count.hole-gain']);
    // "Play then begins again as before": no one is to move until the race is run.
    expect(g.state.toMove).toBeNull();
    const opened = playOpening(mw, g.state);
    const lifts = opened.events.filter((e) => e.type === 'pick-up');
    // North's first hole of his own, from the start of his row, is D2 now.
    expect(lifts.map((e) => ('hole' in e ? holeLabel(mw.board, 'ludii', e.hole) : null))).toEqual(['A1', 'D2']);
    expect(opened.state.toMove).not.toBeNull();
  });
});
