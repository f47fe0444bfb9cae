/**
 * The DLP's Gabata (Ghinda) against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset, turn by turn to the end of its first round (Ludii lays the
 * next round out in moves); at every turn the engine offers the very holes Ludii does, the first turns
 * from the leftmost hole among them.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-ghinda');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const firstRound = (g: number) => firstRoundOf(moves(g));

describe('ludii on the Gabata (Ghinda) sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-gabata-ghinda', plies: e.plies, agree: true, firstDifference: null })));
  });

  it('offers at every turn of the first round the holes Ludii offers: each first turn only the leftmost hole', () => {
    const turnsOf = (g: number) => firstRound(g).filter((m) => !m.same_turn && !m.pass);
    for (let g = 0; g < 10; g++) expect(turnsOf(g).slice(0, 2).map((m) => m.legal_from), `game ${g}`).toEqual([[0], [11]]);
    const { turns, finals } = offeredAtEveryTurn(ludiiGame('dlp-gabata-ghinda'), turnsOf);
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(300);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-gabata-ghinda');
    // The text: the round ends only when the player to move cannot; every sampled first round ends with a player emptying his own row.
    const toMove = games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'to-move' }));
    expect(toMove.map((r) => r.firstDifference?.what)).toEqual(Array(10).fill("Ludii's round ends here, the engine plays on"));
    // Ludii's look after every lap ends no sampled first round in the middle of a turn: looking when a turn ends plays them alike.
    expect(games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'either-row' }).agree)).toEqual(Array(10).fill(true));
    // The text: a four is taken at the drop that makes it; Ludii's code looks when the lap ends (laps of twelve or more differ).
    const atDrop = games.map((t) => replayLudiiGame(t, { 'fours-when': 'drop' }));
    expect(atDrop.filter((r) => !r.agree).map((r) => r.game)).toEqual([1, 3, 4, 5, 7, 8, 9]);
  });
});
