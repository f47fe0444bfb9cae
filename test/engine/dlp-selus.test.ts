import { describe, expect, it } from 'vitest';
import { createGame, holeLabel, legalMoves, whyIllegal, type Game, type State } from '../../src/engine/index';
import { drops, hole, play, position } from './helpers';

/** The DLP's Selus (src/engine/rulesets/dlp-selus/), traced by hand: where a move may start, and what a sowing passes over. */
const selus = createGame('dlp-selus');
const ludiiStart = createGame('dlp-selus', { 'selus-start': 'leftmost-only' });
const labels = (g: Game, s: State) => legalMoves(g, s).map((h) => (h === 'pass' ? h : holeLabel(g.board, 'ludii', h))).sort();
const none = { stores: { south: 0, north: 0 }, toMove: 'south' };
// North's nine holes, holding the rest of the 54 counters: none of them matters to south's choice.
const north = (n: number) => ({ F3: n - 8, E3: 1, D3: 1, C3: 1, B3: 1, A3: 1, A2: 1, B2: 1, C2: 1 });

describe('Selus: the holes a move may start from', () => {
  it('is a hole of more than three when the player has one, his leftmost holes included', () => {
    const s = position(selus, { A1: 5, B1: 1, C1: 2, D1: 4, E1: 3, F1: 1, F2: 2, E2: 3, D2: 1, ...north(32) }, none);
    expect(labels(selus, s)).toEqual(['A1', 'D1']);
    expect(whyIllegal(selus, s, hole(selus, 'E1'))).toMatch(/more than three/);
    // Ludii's code has no such rule: any hole but a leftmost one of three or fewer.
    expect(labels(ludiiStart, s)).toEqual(['A1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
  });

  it("is the hole of two nearest the opponent's holes when his other holes hold only twos and threes", () => {
    const s = position(selus, { A1: 3, B1: 1, C1: 2, D1: 2, E1: 3, F1: 2, F2: 3, E2: 2, D2: 3, ...north(33) }, none);
    expect(labels(selus, s)).toEqual(['E2']);
    expect(whyIllegal(selus, s, hole(selus, 'D1'))).toMatch(/closest to the opponent's holes/);
    expect(whyIllegal(selus, s, hole(selus, 'B1'))).toMatch(/three leftmost holes/);
    // With a hole of one among them, any of his other holes.
    const one = position(selus, { A1: 3, B1: 1, C1: 2, D1: 2, E1: 1, F1: 2, F2: 3, E2: 2, D2: 3, ...north(35) }, none);
    expect(labels(selus, one)).toEqual(['D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
  });

  it('is one of his three leftmost holes only when his other holes are empty: one counter first, then two, then three', () => {
    const ones = position(selus, { A1: 3, B1: 1, C1: 2, ...north(48) }, none);
    expect(labels(selus, ones)).toEqual(['B1']);
    expect(whyIllegal(selus, ones, hole(selus, 'C1'))).toMatch(/one counter, else of two, else of three/);
    const twos = position(selus, { A1: 3, B1: 2, C1: 3, ...north(46) }, none);
    expect(labels(selus, twos)).toEqual(['B1']);
    const threes = position(selus, { A1: 3, C1: 3, ...north(48) }, none);
    expect(labels(selus, threes)).toEqual(['A1', 'C1']);
    expect(labels(ludiiStart, ones)).toEqual(['B1']);
  });
});

describe("Selus: the opponent's holes of three", () => {
  // D2's twenty counters go once round the board and on: north's F3 held two as the lap began, three when it comes round.
  const lap = position(selus, { A1: 4, B1: 4, C1: 4, D1: 4, E1: 4, F1: 4, F2: 4, E2: 4, D2: 20, F3: 2 }, none);

  it('are passed over as the counter would fall: F3, made three by the lap, is passed over when the lap comes round', () => {
    const m = play(selus, lap, 'D2');
    expect(drops(selus, m.events).slice(0, 20)).toEqual(
      ['F3', 'E3', 'D3', 'C3', 'B3', 'A3', 'A2', 'B2', 'C2', 'A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2', 'E3', 'D3'],
    );
    expect(m.events.find((e) => e.type === 'skip')).toMatchObject({ hole: hole(selus, 'F3'), clause: 'dlp-selus.skip' });
  });

  it("as the lap began under Ludii's reading: F3 takes a second counter and becomes four", () => {
    const ludii = createGame('dlp-selus', { 'selus-skip-count': 'lap-start', 'nedf-made': 'made-four' });
    const m = play(ludii, lap, 'D2');
    expect(drops(ludii, m.events).slice(18, 20)).toEqual(['F3', 'E3']);
    expect(m.events.some((e) => e.type === 'skip')).toBe(false);
  });
});
