/**
 * The DLP's Gabata (Ansaba) against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset, turn by turn through every round (Ludii lays each next
 * round out as the engine's `ludii` readings do: the loser from his leftmost hole, the winner
 * matching him; the replay compares the layout and who begins, and plays on), to its end or the
 * sample's 600th ply; and at every turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-ansaba');
const { text, lines } = sample(path);
const moves = pliesOf(lines);

describe('ludii on the Gabata (Ansaba) sample', () => {
  it('replays all ten games in agreement to their last ply, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-gabata-ansaba', plies: e.plies, agree: true, firstDifference: null })));
  });

  it('holds games of several rounds, games that end, and a pass after every capture', () => {
    const rounds = Array.from({ length: 10 }, (_, g) => moves(g).filter((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds').length);
    expect(rounds.every((n) => n >= 3)).toBe(true);
    expect(lines.filter((l) => l.type === 'end' && l.reason === 'game_over')).toHaveLength(4);
    // Ludii's move after a capture is from the hand the counters went to: it has none, and passes.
    expect(lines.filter((l) => l.type === 'move' && l.pass === true).every((l) => l.same_turn === true)).toBe(true);
  });

  it('offers at every turn of every round the holes Ludii offers', () => {
    const sowing = (g: number) => moves(g).filter((m) => m.phase === 'Sowing' && !m.same_turn && !m.pass);
    const { turns, later } = offeredAtEveryTurn(ludiiGame('dlp-gabata-ansaba'), sowing, { nextRound: true, stopWhenOver: true });
    expect(turns).toBeGreaterThan(1000);
    expect(later).toBeGreaterThan(20);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-gabata-ansaba');
    // The text: the capturing counter is moved on to the following hole.
    const movedOn = games.map((t) => replayLudiiGame(t, { 'ansaba-after-capture': 'moved-on' }));
    expect(movedOn.filter((r) => !r.agree)).toHaveLength(10);
    // The text: the loser lays out from his rightmost hole; every game reaches a layout that differs.
    const rightmost = games.map((t) => replayLudiiGame(t, { 'ansaba-layout-from': 'rightmost' }));
    expect(rightmost.filter((r) => r.firstDifference?.what.startsWith('laying out the next round'))).toHaveLength(10);
    // The text's race, where Ludii's code has south begin.
    expect(games.map((t) => replayLudiiGame(t, { 'ansaba-opening': 'race' })).every((r) => r.firstDifference?.what.startsWith('at the start'))).toBe(true);
  });
});
