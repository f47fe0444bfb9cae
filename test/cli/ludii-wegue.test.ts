/**
 * The wegue games (the DLP's Gabata (Adowa) and Gabata (Aksum), after Pankhurst 1971: 164-165)
 * against their games recorded in Ludii: `gobeta ludii` replays every sampled game under the
 * ruleset's `ludii` preset, turn by turn to the end of the first round, where Ludii's between-round
 * moves begin; and at every turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath, upTo } from './ludii-sample';

describe.each([
  ['dlp-gabata-adowa', 'Gabata (Adowa)'],
  ['dlp-gabata-aksum', 'Gabata (Aksum)'],
])('ludii on the %s sample', (ruleset, game) => {
  const path = samplePath(ruleset);
  const { text, lines } = sample(path);
  const moves = pliesOf(lines);

  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('compares whole rounds: every game is Ludii\'s, and its first round ends in the sample, with passes and wegues on the way', () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === game)).toBe(true);
    for (let g = 0; g < 10; g++) {
      const plies = moves(g);
      const roundEnd = plies.findIndex((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds');
      expect(roundEnd, `game ${g}`).toBeGreaterThan(40);
      const round = plies.slice(0, roundEnd + 1);
      expect(round.some((m) => (m.set_state as number[][]).length > 0), `game ${g} makes a wegue`).toBe(true);
      expect(round.some((m) => (m.xfer as number[][]).some(([from, to]) => from! < 18 && to! >= 18)), `game ${g} takes from a wegue`).toBe(true);
    }
    expect(lines.some((l) => l.type === 'move' && l.pass === true)).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame(ruleset), (g) => upTo(moves(g), (m) => m.phase !== 'Sowing').filter((m) => !m.same_turn), { stopWhenOver: true });
    expect(turns).toBeGreaterThan(400);
  });

  it("differs from Ludii's games under the text's reading where the code departs from it", () => {
    const games = parseTrace(text, ruleset);
    // A wegue on either side of the board, not only the opponent's, shows within a few turns.
    const either = games.map((t) => replayLudiiGame(t, { 'claim-side': 'either' }));
    expect(either.filter((r) => !r.agree)).toHaveLength(10);
    for (const r of either) expect(r.firstDifference!.what).toContain('claims');
  });
});
