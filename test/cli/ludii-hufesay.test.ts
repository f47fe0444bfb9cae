/**
 * The DLP's Hufesay against its games recorded in Ludii: `gobeta ludii` replays every sampled game
 * under the ruleset's `ludii` preset, turn by turn to the end of its first round (Ludii lays the next
 * round out in moves, from each player's leftmost hole, with a remainder of two given to the
 * opponent, where the engine lays it out as the DLP's Gabata (Shoa I) does: the replay stops there);
 * and at every turn of the first round the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-hufesay');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round: up to the first that ends it. */
const firstRound = (g: number) => firstRoundOf(moves(g));

describe('ludii on the Hufesay sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-hufesay', plies: e.plies, agree: true, firstDifference: null })));
  });

  it('holds a first round that ends in every game, and captures across the board in each', () => {
    const ends = Array.from({ length: 10 }, (_, g) => firstRound(g).at(-1)!);
    expect(ends.every((m) => m.next_phase === 'BetweenRounds')).toBe(true);
    // Every game's first round captures across the board: counters from a hole into a hand.
    const captures = Array.from({ length: 10 }, (_, g) => firstRound(g).filter((m) => (m.xfer as number[][]).some(([from, to]) => from! < 12 && to! >= 12)).length);
    expect(captures.every((n) => n > 0)).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-hufesay'), (g) => firstRound(g).filter((m) => !m.same_turn));
    expect(turns).toBeGreaterThan(300);
  });

  it("differs from Ludii's games under the text's words taken literally: a round played until every counter is captured", () => {
    const games = parseTrace(text, 'dlp-hufesay');
    const literal = games.map((t) => replayLudiiGame(t, { 'hufesay-round-end': 'all-captured' }));
    expect(literal.filter((r) => !r.agree)).toHaveLength(10);
    for (const r of literal) expect(r.firstDifference!.what).toMatch(/Ludii's round ends here, the engine plays on/);
  });
});
