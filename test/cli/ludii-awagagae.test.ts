/**
 * The DLP's Awagagae (after Pankhurst 1971: 169) against its games recorded in Ludii: `gobeta ludii`
 * replays every sampled game under the ruleset's `ludii` preset, turn by turn to the end of the first
 * round (Ludii lays the later rounds out in moves, into any empty hole of the mover's, and the engine
 * between rounds: they are not compared); at every turn the engine offers the very holes Ludii's code
 * does. Ludii's code remembers its captured holes (`CapturedP1`, `CapturedP2`) instead of marking the
 * sites' state: the replay reads them as the wegs.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, type Line, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const ruleset = 'dlp-awagagae';
const path = samplePath(ruleset);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** A ply of the round that moved a counter from a hole into a hand: a removal from a weg. */
const removal = (m: Line) => m.phase === 'Sowing' && m.next_phase === 'Sowing' && (m.xfer as number[][]).some(([from, to]) => from! < 12 && to! >= 12);
const firstRound = (g: number) => firstRoundOf(moves(g));
const captured = (m: Line) => Object.entries((m.remembered ?? {}) as Record<string, number[]>).filter(([k]) => k.startsWith('Captured')).flatMap(([, v]) => v).length;

describe('ludii on the Awagagae sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it("compares whole first rounds, with holes captured, counters removed to the weg's holder, and passes", () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === 'Awagagae')).toBe(true);
    let removals = 0;
    for (let g = 0; g < 10; g++) {
      const round = firstRound(g);
      expect(round.length, `game ${g}`).toBeGreaterThan(50);
      // The captures are remembered, not marked in the sites' state.
      expect(round.some((m) => captured(m) > 0), `game ${g} captures a hole`).toBe(true);
      expect(round.every((m) => (m.state as number[]).every((v) => v === 0))).toBe(true);
      for (const m of round.filter(removal)) {
        // One counter, into the hand of the player who did not sow (the weg's holder), and the turn ends.
        expect((m.xfer as number[][])[0]).toEqual([expect.any(Number), m.mover === 1 ? 13 : 12, 1]);
        expect(m.next).not.toBe(m.mover);
        removals++;
      }
    }
    expect(removals).toBeGreaterThan(20);
    expect(lines.some((l) => l.type === 'move' && l.pass === true && l.phase === 'Sowing')).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame(ruleset), (g) => firstRound(g).filter((m) => !m.same_turn), { stopWhenOver: true });
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(350);
  });

  it("parts from Ludii's games under the text's readings: nothing the first time, the counter to the sower's store", () => {
    const games = parseTrace(text, ruleset);
    const first = games.map((t) => replayLudiiGame(t, { 'weg-first-landing': 'each-weg' }));
    expect(first.filter((r) => !r.agree)).toHaveLength(10);
    const mover = games.map((t) => replayLudiiGame(t, { 'weg-take-store': 'mover' }));
    expect(mover.filter((r) => !r.agree)).toHaveLength(10);
    for (const r of mover) expect(r.firstDifference!.what).toContain('stores');
  });
});
