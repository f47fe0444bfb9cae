/**
 * The DLP's Mewelad against its games recorded in Ludii: Ludii's code for it is Rio Kadalis's with no
 * race, and its sample is Rio Kadalis's games move for move. `gobeta ludii` replays every game under
 * the ruleset's `ludii` preset (no race: south begins) to the end of its first round; the text's race
 * is a departure of the code the preset plays.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-mewelad');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const firstRound = (g: number) => firstRoundOf(moves(g));

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
    const { turns, finals } = offeredAtEveryTurn(ludiiGame('dlp-mewelad'), (g) => firstRound(g).filter((m) => !m.same_turn && !m.pass));
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
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
