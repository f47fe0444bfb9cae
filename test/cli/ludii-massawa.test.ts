/**
 * Selus (Massawa) (the DLP's, after Pankhurst 1971: 171-172) against its games recorded in Ludii:
 * `gobeta ludii` replays every sampled game under the ruleset's `ludii` preset, turn by turn to the
 * end of the first round, where Ludii's between-round moves begin; at every turn the engine offers the
 * very holes Ludii's code does, and a take that gives another turn is a move of its own.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { type Line, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath, upTo } from './ludii-sample';

const ruleset = 'dlp-selus-massawa';
const path = samplePath(ruleset);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const took = (m: Line) => (m.xfer as number[][]).some(([from, to]) => from! < 18 && to! >= 18);

describe('ludii on the Selus (Massawa) sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('compares whole rounds, with captures, takes that give another turn and passes on the way', () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === 'Selus (Massawa)')).toBe(true);
    let again = 0;
    for (let g = 0; g < 10; g++) {
      const ms = moves(g);
      const roundEnd = ms.findIndex((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds');
      expect(roundEnd, `game ${g}`).toBeGreaterThan(40);
      const round = ms.slice(0, roundEnd + 1);
      expect(round.some((m) => (m.set_state as number[][]).length > 0), `game ${g} captures a hole`).toBe(true);
      again += round.filter((m) => took(m) && m.next === m.mover).length;
    }
    expect(again).toBeGreaterThan(50);
    expect(lines.some((l) => l.type === 'move' && l.pass === true)).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    // A relay lap, or Ludii's pass for a player bidden to sow on from a captured hole, continues the turn.
    const starts = (g: number) => {
      const ms = upTo(moves(g), (m) => m.phase !== 'Sowing');
      return ms.filter((m, i) => !m.same_turn || (i > 0 && took(ms[i - 1]!) && (m.pass || m.from !== (ms[i - 1]!.sow as number[]).at(-1))));
    };
    const { turns } = offeredAtEveryTurn(ludiiGame(ruleset), starts, { stopWhenOver: true });
    expect(turns).toBeGreaterThan(400);
  });

  it("cannot tell the first turn's two readings apart: no second player's first turn in the sample ends a lap in a hole of three made four", () => {
    const games = parseTrace(text, ruleset);
    // The preset's each-first-turn is read from Ludii's code (no capture until more than two turns are counted), not from its games.
    expect(games.map((t) => replayLudiiGame(t, { 'massawa-first-turn': 'first-turn' }).agree)).toEqual(games.map(() => true));
    // Under a reading the code does not play, most games part: holes captured on the opponent's side only.
    const side = games.map((t) => replayLudiiGame(t, { 'claim-side': 'opponent' })).filter((r) => !r.agree);
    expect(side.length).toBeGreaterThan(5);
    for (const r of side) expect(r.firstDifference!.what).toContain('claims');
  });
});
