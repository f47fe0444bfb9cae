/**
 * The DLP's Gabata (Adegrat) against its games recorded in Ludii: `gobeta ludii` replays every
 * sampled game under the ruleset's `ludii` preset, turn by turn to the end of its first round (Ludii
 * lays the next round out in moves, three at a time from each player's leftmost hole in turn, and
 * keeps in hand the one or two a player cannot lay out, which the engine does not); and at every turn
 * of the first round the engine offers the very holes Ludii does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-adegrat');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round: up to the one after which Ludii lays out the next. */
const firstRound = (g: number) => firstRoundOf(moves(g));

describe('ludii on the Gabata (Adegrat) sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-gabata-adegrat', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("ends every game's first round in the sample, with relays through the next hole and captures of the following hole by both players", () => {
    const ends = Array.from({ length: 10 }, (_, g) => firstRound(g).at(-1)!);
    expect(ends.every((m) => m.next_phase === 'BetweenRounds')).toBe(true);
    const plies = Array.from({ length: 10 }, (_, g) => firstRound(g)).flat();
    // A relay lap starts from the hole after the last counter's: its `from` is not the last lap's last hole.
    const relays = plies.filter((m, i) => m.same_turn === true && i > 0 && (plies[i - 1]!.sow as number[]).at(-1) !== m.from);
    expect(relays.length).toBeGreaterThan(50);
    const takers = new Set(plies.filter((m) => m.next_phase === 'Sowing').flatMap((m) => (m.xfer as number[][]).map((x) => x[1])));
    expect(takers).toEqual(new Set([12, 13]));
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame('dlp-gabata-adegrat'), (g) => firstRound(g).filter((m) => !m.same_turn && !m.pass));
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(200);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-gabata-adegrat');
    // The text: the round ends when the player to move has nothing on his side; Ludii's code ends it when a lap leaves either row empty.
    const toMove = games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'to-move' }));
    expect(toMove.map((r) => r.firstDifference?.what)).toEqual(Array(10).fill("Ludii's round ends here, the engine plays on"));
    // Looked for only when a turn ends, the first round of game 7 goes on: a relay's lap emptied a row in the middle of a turn.
    const turnEnd = games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'either-row' }));
    expect(turnEnd.filter((r) => !r.agree).map((r) => r.game)).toEqual([7]);
    // Ludii's code sows a full lap into its own hole.
    const skip = games.map((t) => replayLudiiGame(t, { 'skip-origin': true }));
    expect(skip.filter((r) => !r.agree).map((r) => r.game)).toEqual([3, 5, 7, 8]);
  });
});
