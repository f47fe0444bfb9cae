/**
 * The DLP's Gabata (Wuqro) against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset: Ludii's opening phase (south's row put into F2, F2 sown)
 * as the engine's opening, then turn by turn to the end of the first round (Ludii lays the next
 * round out in moves of its own: the replay stops there); and at every turn of the first round the
 * engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { createGame, initialState, playOpening, withPreset, type State } from '../../src/engine/index';
import { offeredAlike, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-gabata-wuqro');
const { lines } = sample(path);
const moves = (g: number) => lines.filter((l) => l.type === 'move' && l.g === g);
/** The plies of a game's first round after the opening: up to the first that ends it. */
const firstRound = (g: number) => {
  const all = moves(g).filter((m) => !String(m.phase).startsWith('Opening'));
  const end = all.findIndex((m) => m.next_phase === 'BetweenRounds');
  return end < 0 ? all : all.slice(0, end + 1);
};

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
    const { options, first } = withPreset('dlp-gabata-wuqro', 'ludii');
    const game = createGame('dlp-gabata-wuqro', options, first);
    let turns = 0;
    for (let g = 0; g < 10; g++) {
      let state: State = playOpening(game, initialState(game)).state;
      for (const m of firstRound(g)) {
        if (m.same_turn) continue;
        state = offeredAlike(game, state, m, `game ${g}, ply ${m.ply}`);
        turns++;
      }
      expect(state.status, `game ${g}`).toBe('round-over');
    }
    expect(turns).toBeGreaterThan(300);
  });
});
