/**
 * The DLP's Rab'e against its games recorded in Ludii: `gobeta ludii` replays every sampled game
 * under the ruleset's `ludii` preset, turn by turn through every round (Ludii lays each next round
 * out as the engine does: the replay compares the layout and who begins, and plays on), to the
 * sample's 600th ply; and at every turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-rab-e');
const { text, lines } = sample(path);
const moves = pliesOf(lines);

describe("ludii on the Rab'e sample", () => {
  it('replays all ten games in agreement to their last ply, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-rab-e', plies: e.plies, agree: true, firstDifference: null })));
  });

  it('holds games of several rounds, captures made before a lap\'s last counter, and turns Ludii ends by a pass', () => {
    const rounds = Array.from({ length: 10 }, (_, g) => moves(g).filter((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds').length);
    expect(rounds.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => l.type === 'move' && l.pass === true && l.same_turn === true)).toBe(true);
  });

  it('offers at every turn of every round the holes Ludii offers', () => {
    const sowing = (g: number) => moves(g).filter((m) => m.phase === 'Sowing' && !m.same_turn && !m.pass);
    const { turns, later } = offeredAtEveryTurn(ludiiGame('dlp-rab-e'), sowing, { nextRound: true });
    expect(turns).toBeGreaterThan(1000);
    expect(later).toBeGreaterThan(5);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it, later rounds included", () => {
    const games = parseTrace(text, 'dlp-rab-e');
    // The text: a capture before the last counter does not end the turn.
    const sowOn = games.map((t) => replayLudiiGame(t, { 'fours-then': 'sow-on' }));
    expect(sowOn.filter((r) => !r.agree)).toHaveLength(10);
    // Who begins a later round is compared too: the weaker player, read otherwise, differs where a round ends unevenly.
    const weaker = games.map((t) => replayLudiiGame(t, { 'next-round-first': 'weaker' }));
    const laid = weaker.filter((r) => r.firstDifference?.what.startsWith('laying out the next round'));
    // Every game whose first round ends in the sample reaches its layout, whoever ended the round.
    const ended = Array.from({ length: 10 }, (_, g) => g).filter((g) => moves(g).some((m) => m.next_phase === 'BetweenRounds'));
    expect(ended.length).toBe(7);
    expect(laid.map((r) => r.game)).toEqual(ended);
    for (const r of laid) expect(r.firstDifference!.what).toMatch(/begins the next round in the engine/);
  });
});
