/**
 * The DLP's Gabata (Oromo) against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset: Ludii's opening phases (the eights from A1, then the last
 * eight sown from A2) as the engine's opening, then turn by turn to Ludii's limit of 600 plies (one
 * game, no rounds; the last four counters, which cannot be captured, go round the board to the end);
 * and at every turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-oromo');
const { lines } = sample(path);
const moves = pliesOf(lines);
const afterOpening = (g: number) => moves(g).filter((m) => !String(m.phase).startsWith('Opening'));

describe('ludii on the Gabata (Oromo) sample', () => {
  it('replays all ten games in agreement, the opening and every turn to the ply limit, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-gabata-oromo', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("holds Ludii's opening phases, four counters left at the limit, and passes", () => {
    for (let g = 0; g < 10; g++) {
      const opening = moves(g).filter((m) => String(m.phase).startsWith('Opening'));
      // Six lifts round the board from A1 (Ludii's sites: A1, C1, E1, F2, D2, B2), then A2's eight and its relays: all south's.
      expect(opening.slice(0, 7).map((m) => m.from)).toEqual([0, 2, 4, 11, 9, 7, 6]);
      expect(opening.every((m) => m.mover === 1)).toBe(true);
      const last = moves(g).at(-1)!;
      expect(last.ply).toBe(599);
      expect((last.board as number[]).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8);
    }
    expect(Array.from({ length: 10 }, (_, g) => afterOpening(g).filter((m) => m.pass).length).some((n) => n > 0)).toBe(true);
  });

  it('offers at every turn the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-gabata-oromo'), (g) => afterOpening(g).filter((m) => !m.same_turn));
    expect(turns).toBeGreaterThan(1000);
  });
});
