/**
 * The DLP's Leyla (after Pankhurst 1971: 182) against its games recorded in Ludii: `gobeta ludii`
 * replays every sampled game under the ruleset's `ludii` preset, turn by turn to the end of the first
 * round (Ludii lays the later rounds out in moves, each player choosing the holes he fills: they are
 * not compared move by move); at every turn the engine offers the very holes Ludii's code does.
 * Ludii's later rounds are held to the engine's layout in what the text decides: how many holes
 * each player fills and what each keeps in hand, a loan of two and a surrendered one included.
 */
import { describe, expect, it } from 'vitest';
import { nextGame } from '../../src/engine/index';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { type Line, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const ruleset = 'dlp-leyla';
const path = samplePath(ruleset);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const roundEnd = (g: number) => moves(g).findIndex((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds');
const firstRound = (g: number) => moves(g).slice(0, roundEnd(g) + 1);
/** Ludii's position when its second round begins: the last move laying it out. */
const laidOut = (g: number) => {
  const ms = moves(g);
  const i = ms.findIndex((m, k) => k > roundEnd(g) && m.phase === 'BetweenRounds' && m.next_phase === 'Sowing');
  return ms[i]!;
};
const holesOf = (board: number[], from: number) => board.slice(from, from + 6).filter((n) => n > 0).length;

describe('ludii on the Leyla sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('sows clockwise, and captures holes two at a time, across a column, in its first rounds', () => {
    const game = lines.find((l) => l.type === 'game')!;
    expect(game.game).toBe('Leyla');
    expect((game.tracks as Record<string, number[]>).Track).toEqual([5, 4, 3, 2, 1, 0, 6, 7, 8, 9, 10, 11]);
    let pairs = 0;
    for (let g = 0; g < 10; g++) {
      for (const m of firstRound(g)) {
        // Marks cleared (0) end the round; one mark written is Ludii's take from a captured hole, rewriting it as it was.
        const set = (m.set_state as number[][]).filter(([, v]) => v! > 0);
        if (set.length < 2) {
          // Its first transfer: one counter or two, from that hole into the mover's hand.
          if (set.length) expect((m.xfer as number[][])[0], `game ${g}, ply ${m.ply}`).toEqual([set[0]![0], 11 + (m.mover as number), expect.any(Number)]);
          if (set.length) expect((m.xfer as number[][])[0]![2]).toBeLessThanOrEqual(2);
          continue;
        }
        expect(set.map(([, v]) => v), `game ${g}, ply ${m.ply}`).toEqual([m.mover, m.mover]);
        expect(Math.abs(set[0]![0]! - set[1]![0]!)).toBe(6);
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(20);
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame(ruleset), (g) => firstRound(g).filter((m) => !m.same_turn), { stopWhenOver: true });
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(150);
  });

  it("lays the second round out as Ludii's moves do, hole for hole in number and counter for counter in hand", () => {
    const game = ludiiGame(ruleset);
    const kinds = new Set<number>();
    for (let g = 0; g < 10; g++) {
      const ended = moves(g)[roundEnd(g)]!;
      const [south, north] = ended.hands as number[];
      kinds.add(Math.min(south!, north!) % 4);
      const ours = nextGame(game, { south: south!, north: north! }).state;
      const theirs: Line = laidOut(g);
      const board = theirs.board as number[];
      expect([holesOf(ours.holes.slice(0, 6), 0), ours.holes.slice(6).filter((n) => n > 0).length], `game ${g}`).toEqual([holesOf(board, 0), holesOf(board, 6)]);
      expect([ours.stores.south, ours.stores.north], `game ${g}`).toEqual(theirs.hands);
    }
    // The sample's rounds end with the weaker's counters over of every kind: none, one, two (a loan), three.
    expect([...kinds].sort()).toEqual([0, 1, 2, 3]);
  });

  it("agrees under the text's end of the series too: no first round of the sample leaves a player fewer than four", () => {
    const games = parseTrace(text, ruleset);
    expect(games.map((t) => replayLudiiGame(t, { 'leyla-series-end': 'cannot-fill' }).agree)).toEqual(games.map(() => true));
    for (let g = 0; g < 10; g++) expect(Math.min(...(moves(g)[roundEnd(g)]!.hands as number[]))).toBeGreaterThanOrEqual(4);
  });
});
