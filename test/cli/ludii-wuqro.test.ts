/**
 * The DLP's Gabata (Wuqro) against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset: Ludii's opening phase (south's row put into F2, F2 sown)
 * as the engine's opening, then turn by turn to the end of the first round (Ludii lays the next
 * round out in moves of its own: the replay stops there); and at every turn of the first round the
 * engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-wuqro');
const { lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round after the opening: up to the first that ends it. */
const firstRound = (g: number) => firstRoundOf(moves(g).filter((m) => !String(m.phase).startsWith('Opening')));

describe('ludii on the Gabata (Wuqro) sample', () => {
  it('replays all ten games in agreement, the opening and the first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-gabata-wuqro', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("holds Ludii's opening, and first rounds that end with the board emptied", () => {
    for (let g = 0; g < 10; g++) {
      const [first] = moves(g);
      // South's row, sites 0-5, all into site 11 (F2).
      expect(first!.xfer).toEqual([0, 1, 2, 3, 4, 5].map((s) => [s, 11, 3]));
      const end = firstRound(g).at(-1)!;
      expect(end.next_phase).toBe('BetweenRounds');
      expect(end.board).toEqual(Array(12).fill(0));
    }
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame('dlp-gabata-wuqro'), (g) => firstRound(g).filter((m) => !m.same_turn));
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(300);
  });
});
