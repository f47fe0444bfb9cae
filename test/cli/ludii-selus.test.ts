/**
 * The DLP's Selus (after Pankhurst 1971: 165-166) against its games recorded in Ludii: `gobeta
 * ludii` replays every sampled game under the ruleset's `ludii` preset turn by turn, to Ludii's
 * ply limit; at every turn the engine offers the very holes Ludii's code does; and each of the
 * text's readings that the preset sets aside shows in the games where the code departs from it.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-selus');
const { text, lines } = sample(path);
const moves = lines.filter((l) => l.type === 'move');

describe('ludii on the dlp-selus sample', () => {
  it('replays all ten games in agreement to Ludii\'s ply limit, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(ends.every((e) => e.plies === 600 && e.reason === 'ply_limit')).toBe(true);
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset: 'dlp-selus', plies: 600, agree: true, firstDifference: null })));
  });

  it("holds the code's departures: no race, and nedfs made only where a long lap made a hole of two four", () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === 'Selus' && l.to_move === 1)).toBe(true);
    const nedfs = moves.filter((m) => (m.set_state as number[][]).length > 0);
    expect(nedfs.map((m) => [m.g, m.ply])).toEqual([[6, 285], [8, 45], [8, 544]]);
    for (const m of nedfs) {
      const sow = m.sow as number[];
      const [site] = (m.set_state as number[][])[0]!;
      // The nedf's hole is sown twice in one lap: it held two as the lap began.
      expect(sow.filter((s) => s === site)).toHaveLength(2);
      expect(sow.length).toBeGreaterThanOrEqual(12);
    }
    // North's nedf at F1 (site 5): south starts a move from it, and the mark goes.
    const fromNedf = moves.find((m) => m.g === 6 && m.ply === 297)!;
    expect([fromNedf.mover, fromNedf.same_turn, fromNedf.from, (fromNedf.state as number[])[5]]).toEqual([1, false, 5, 0]);
  });

  it('offers at every turn the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-selus'), (g) => moves.filter((l) => l.g === g && !l.same_turn));
    expect(turns).toBeGreaterThan(1200);
  });

  it("differs from Ludii's games under each of the text's readings the preset sets aside", () => {
    const games = parseTrace(text, 'dlp-selus');
    const under = (readings: Record<string, unknown>) => games.map((t) => replayLudiiGame(t, readings)).filter((r) => !r.agree);
    // A hole of more than three must be played: refused within the first turns of every game.
    for (const r of under({ 'selus-start': 'text' })) expect(r.firstDifference!.what).toContain('refuses the move');
    expect(under({ 'selus-start': 'text' })).toHaveLength(10);
    // Skips counted as each counter falls: only a lap of twelve or more comes round to a hole it filled.
    expect(under({ 'selus-skip-count': 'as-it-falls' }).map((r) => r.game)).toEqual([4, 6, 8, 9]);
    // A kept nedf, not sown from: only the games with a nedf, 6 and 8, part.
    expect(under({ 'nedf-kept': 'kept' }).map((r) => r.game)).toEqual([6, 8]);
    // The final counter into an opponent's hole of three makes a nedf: a claim within a few turns of every game.
    const intoThree = under({ 'nedf-made': 'into-three' });
    expect(intoThree).toHaveLength(10);
    for (const r of intoThree) expect(r.firstDifference!.what).toContain('claims');
  });
});
