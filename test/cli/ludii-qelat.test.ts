/**
 * The DLP's Qelat (after Pankhurst 1971: 167-168) against its games recorded in Ludii: `gobeta ludii`
 * replays every sampled game under the ruleset's `ludii` preset, turn by turn to the end of the first
 * round (Ludii lays the later rounds out in moves, a hole of 2 + 2 going to a random owner, and the
 * engine between rounds: they are not compared); at every turn the engine offers the very holes
 * Ludii's code does, and a take from a weg that gives another sowing is a move of its own.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, type Line, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const ruleset = 'dlp-qelat';
const path = samplePath(ruleset);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** A ply that moved counters from a hole into a hand: a take from a weg. */
const took = (m: Line) => m.phase === 'Sowing' && m.next_phase === 'Sowing' && (m.xfer as number[][]).some(([from, to]) => from! < 12 && to! >= 12);
const firstRound = (g: number) => firstRoundOf(moves(g));

describe('ludii on the Qelat sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('compares whole first rounds, with wegs made, takes of two that give another sowing, and passes', () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === 'Qelat')).toBe(true);
    let takes = 0;
    for (let g = 0; g < 10; g++) {
      const round = firstRound(g);
      expect(round.length, `game ${g}`).toBeGreaterThan(50);
      expect(round.some((m) => (m.set_state as number[][]).some(([, v]) => v! > 0)), `game ${g} makes a weg`).toBe(true);
      for (const m of round.filter(took)) {
        // Two counters (or the one there is), and the same player sows again.
        expect((m.xfer as number[][])[0]![2]).toBeLessThanOrEqual(2);
        expect(m.next).toBe(m.mover);
        takes++;
      }
    }
    expect(takes).toBeGreaterThan(40);
    expect(lines.some((l) => l.type === 'move' && l.pass === true && (l.phase as string) === 'Sowing')).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    // A relay lap continues the turn; the sowing after a take is a move of its own.
    const starts = (g: number) => firstRound(g).filter((m, i, ms) => !m.same_turn || (i > 0 && took(ms[i - 1]!)));
    const { turns, finals } = offeredAtEveryTurn(ludiiGame(ruleset), starts, { stopWhenOver: true });
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(300);
  });

  it("parts from Ludii's games under the text's one counter taken, and cannot tell the empty weg's readings apart", () => {
    const games = parseTrace(text, ruleset);
    const one = games.map((t) => replayLudiiGame(t, { 'weg-take': 'one' }));
    expect(one.filter((r) => !r.agree)).toHaveLength(10);
    for (const r of one) expect(r.firstDifference!.what).toMatch(/board|stores/);
    // No first round of the sample ends a sowing in an empty weg: the preset's `stays` is read from Ludii's code, not its games.
    expect(games.map((t) => replayLudiiGame(t, { 'empty-weg-landing': 'taken' }).agree)).toEqual(games.map(() => true));
  });
});
