/**
 * The DLP's Rio Kadalis against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset, turn by turn to the end of its first round (Ludii lays the
 * next round out in moves, each player four at a time from his rightmost hole, which the engine does
 * between rounds); and at every turn of the first round the engine offers the very holes Ludii does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-rio-kadalis');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round: up to the one after which Ludii lays out the next. */
const firstRound = (g: number) => firstRoundOf(moves(g));

describe('ludii on the Rio Kadalis sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-rio-kadalis', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("ends every game's first round in the sample, with fours taken by both players and rounds ended from either row", () => {
    const ends = Array.from({ length: 10 }, (_, g) => firstRound(g).at(-1)!);
    expect(ends.every((m) => m.next_phase === 'BetweenRounds')).toBe(true);
    // The round ends after a turn of south's and after one of north's.
    expect(new Set(ends.map((m) => m.mover))).toEqual(new Set([1, 2]));
    const takers = new Set(Array.from({ length: 10 }, (_, g) => firstRound(g)).flat().flatMap((m) => (m.xfer as number[][]).filter((x) => x[2] === 4 && x[0]! < 12).map((x) => x[1])));
    expect(takers).toEqual(new Set([12, 13]));
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame('dlp-rio-kadalis'), (g) => firstRound(g).filter((m) => !m.same_turn && !m.pass));
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(200);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-rio-kadalis');
    // The text: the round ends only when the player to move cannot; Ludii's code ends it when a turn leaves either row empty.
    const toMove = games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'to-move' }));
    // Every sampled first round ends with a player emptying his own row, where his opponent could still move.
    expect(toMove.map((r) => r.firstDifference?.what)).toEqual(Array(10).fill("Ludii's round ends here, the engine plays on"));
    // The text: the opponent of the player who cannot move takes what is left; Ludii's code gives it to north.
    const opponent = games.map((t) => replayLudiiGame(t, { 'remainder-taker': 'opponent' }));
    expect(opponent.filter((r) => !r.agree).map((r) => [r.game, r.firstDifference!.what])).toEqual([0, 4, 5, 7, 9].map((g) => [g, 'as play stops the stores differ']));
    // The text: a four is taken at the drop that makes it; Ludii's code looks when the lap ends (laps of twelve or more differ).
    const atDrop = games.map((t) => replayLudiiGame(t, { 'fours-when': 'drop' }));
    expect(atDrop.filter((r) => !r.agree).map((r) => r.game)).toEqual([4, 7]);
  });
});
