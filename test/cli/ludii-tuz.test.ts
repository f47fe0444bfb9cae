/**
 * The DLP's Tuz against its games recorded in Ludii: `gobeta ludii` replays every sampled game under
 * the ruleset's `ludii` preset, turn by turn to the end of its first round (Ludii lays later rounds
 * out in moves), each from the opening its first player chose (the preset's `opening`: every sample
 * chose the one without a tuz); and at every turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath, upTo } from './ludii-sample';

const path = samplePath('dlp-tuz');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const games = parseTrace(text, 'dlp-tuz');

describe('ludii on the Tuz sample', () => {
  it('replays all ten games in agreement, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-tuz', plies: e.plies, agree: true, firstDifference: null })));
  });

  it('holds openings without a tuz, takes from a tuz, passes, and a first round ended in every game', () => {
    for (let g = 0; g < 10; g++) {
      const m = moves(g);
      expect(m[0]).toMatchObject({ phase: 'Opening', from: 5, legal_from: [5, 10] });
      expect(m.some((x) => x.phase === 'Sowing' && x.next_phase === 'BetweenRounds')).toBe(true);
      expect(m.some((x) => x.pass === true)).toBe(true);
    }
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-tuz', { 'five-three': 'no-weg' }), (g) => upTo(moves(g), (m) => m.phase === 'BetweenRounds').filter((m) => m.phase === 'Sowing' && !m.same_turn));
    expect(turns).toBeGreaterThan(400);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    // The page: a take from a tuz is followed by another move.
    const again = games.map((t) => replayLudiiGame(t, { 'weg-take-continues': 'another-move' }));
    expect(again.filter((r) => !r.agree)).toHaveLength(10);
    // The opening with a tuz, where every sample chose the other.
    const withTuz = games.map((t) => replayLudiiGame(t, { 'five-three': 'weg' }));
    for (const r of withTuz) expect(r.firstDifference).toMatchObject({ ply: 5, move: null, what: 'after the opening: the board and the claims differ' });
  });
});
