/**
 * The DLP's Mewelad against its games recorded in Ludii: Ludii's code for it is Rio Kadalis's with no
 * race, and its sample is Rio Kadalis's games move for move. `gobeta ludii` replays every game under
 * the ruleset's `ludii` preset (no race: south begins) to the end of its first round; the text's race
 * is a departure of the code the preset plays.
 */
import { describe, expect, it } from 'vitest';
import { createGame, initialState, playOpening, withPreset, type State } from '../../src/engine/index';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { offeredAlike, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-mewelad');
const { text, lines } = sample(path);
const moves = (g: number) => lines.filter((l) => l.type === 'move' && l.g === g);
const firstRound = (g: number) => {
  const ms = moves(g);
  return ms.slice(0, ms.findIndex((m) => m.next_phase === 'BetweenRounds') + 1);
};

describe('ludii on the Mewelad sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-mewelad', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("is Rio Kadalis's sample move for move: one code, no race", () => {
    const kadalis = sample(samplePath('dlp-rio-kadalis')).lines.filter((l) => l.type === 'move');
    const strip = ({ type, g, ply, from, sow, xfer, board, hands }: Record<string, unknown>) => ({ type, g, ply, from, sow, xfer, board, hands });
    expect(lines.filter((l) => l.type === 'move').map(strip)).toEqual(kadalis.map(strip));
    expect(lines.find((l) => l.type === 'game')).toMatchObject({ to_move: 1, board: Array(12).fill(4) });
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { options, first } = withPreset('dlp-mewelad', 'ludii');
    const game = createGame('dlp-mewelad', options, first);
    let turns = 0;
    for (let g = 0; g < 10; g++) {
      let state: State = playOpening(game, initialState(game)).state;
      for (const m of firstRound(g)) {
        if (m.same_turn || m.pass) continue;
        state = offeredAlike(game, state, m, `game ${g}, ply ${m.ply}`);
        turns++;
      }
      expect(state.status, `game ${g}`).toBe('round-over');
    }
    expect(turns).toBeGreaterThan(200);
  });

  it("differs from every game at the start under the text's race", () => {
    const games = parseTrace(text, 'dlp-mewelad');
    // The preset names south to begin, as the race's 'chosen' reading lets the players do after it.
    const raced = games.map((t) => replayLudiiGame(t, { 'mewelad-opening': 'race', 'after-race': 'chosen' }));
    expect(raced.map((r) => r.firstDifference?.ply)).toEqual(Array(10).fill(null));
    for (const r of raced) expect(r.firstDifference!.what).toMatch(/^at the start: the board differs/);
  });
});
