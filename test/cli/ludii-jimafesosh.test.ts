/**
 * The DLP's Jimafesosh against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset: Ludii's opening phases (the eights, then the last eight
 * sown) as the engine's opening, then turn by turn to the end of the first round (Ludii lays the next
 * round out in moves of its own, and opens it without the eights: the replay stops there); and at
 * every turn of the first round the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-jimafesosh');
const { lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round after the opening: up to the first that ends it. */
const firstRound = (g: number) => firstRoundOf(moves(g).filter((m) => !String(m.phase).startsWith('Opening')));

describe('ludii on the Jimafesosh sample', () => {
  it('replays all ten games in agreement, the opening and the first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-jimafesosh', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("holds Ludii's opening phases and first rounds that end, with passes", () => {
    for (let g = 0; g < 10; g++) {
      const opening = moves(g).filter((m) => String(m.phase).startsWith('Opening'));
      // Six lifts round the board, then the last eight and its relays: all south's.
      expect(opening.slice(0, 6).map((m) => m.from)).toEqual([5, 10, 8, 6, 1, 3]);
      expect(opening.every((m) => m.mover === 1)).toBe(true);
      expect(firstRound(g).at(-1)!.next_phase).toBe('BetweenRounds');
    }
    expect(Array.from({ length: 10 }, (_, g) => firstRound(g).filter((m) => m.pass).length).some((n) => n > 0)).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-jimafesosh'), (g) => firstRound(g).filter((m) => !m.same_turn));
    expect(turns).toBeGreaterThan(300);
  });
});
