/**
 * The DLP's Mewegae (after Pankhurst 1971: 168) against its games recorded in Ludii: `gobeta ludii`
 * replays every sampled game under the ruleset's `ludii` preset (no race: Ludii's code has none),
 * turn by turn to the end of the first round (Ludii lays the later rounds out in moves, a hole of
 * 2 + 2 going to a random owner, and the engine between rounds: they are not compared); at every
 * turn the engine offers the very holes Ludii's code does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, type Line, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const ruleset = 'dlp-mewegae';
const path = samplePath(ruleset);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const removal = (m: Line) => m.phase === 'Sowing' && m.next_phase === 'Sowing' && (m.xfer as number[][]).some(([from, to]) => from! < 12 && to! >= 12);
const firstRound = (g: number) => firstRoundOf(moves(g));
/** Ludii's mark of a captured hole whose first instance has passed, by player. */
const firstPassed = (m: Line) => Object.entries((m.remembered ?? {}) as Record<string, number[]>).filter(([k]) => k.startsWith('CanCapture')).flatMap(([, v]) => v).length;

describe('ludii on the Mewegae sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const ends = lines.filter((l) => l.type === 'end');
    expect(replayedInAgreement(path)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('compares whole first rounds, with first instances passed, single counters removed to the sower, and no race', () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === 'Mewegae')).toBe(true);
    let removals = 0;
    let instances = 0;
    for (let g = 0; g < 10; g++) {
      const round = firstRound(g);
      expect(round.length, `game ${g}`).toBeGreaterThan(40);
      // Ludii's first ply is south's own move from any of his holes: no race.
      expect(round[0]!.legal_from).toEqual([0, 1, 2, 3, 4, 5]);
      instances += round.some((m) => firstPassed(m) > 0) ? 1 : 0;
      for (const m of round.filter(removal)) {
        expect((m.xfer as number[][])[0]).toEqual([expect.any(Number), m.mover === 1 ? 12 : 13, 1]);
        expect(m.next).not.toBe(m.mover);
        removals++;
      }
    }
    expect(instances).toBe(10);
    expect(removals).toBeGreaterThan(20);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    const { turns, finals } = offeredAtEveryTurn(ludiiGame(ruleset), (g) => firstRound(g).filter((m) => !m.same_turn), { stopWhenOver: true });
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(300);
  });

  it("parts from Ludii's games under the text's readings: a weg on the opponent's side only, another sowing after a removal", () => {
    const games = parseTrace(text, ruleset);
    const side = games.map((t) => replayLudiiGame(t, { 'claim-side': 'opponent' })).filter((r) => !r.agree);
    expect(side.length).toBeGreaterThan(5);
    for (const r of side) expect(r.firstDifference!.what).toContain('claims');
    const again = games.map((t) => replayLudiiGame(t, { 'weg-take-then': 'moves-again' })).filter((r) => !r.agree);
    expect(again.length).toBeGreaterThan(5);
    // The race, the text's opening, parts before the first ply (the players choosing who moves after it, as the preset names south).
    const race = games.map((t) => replayLudiiGame(t, { 'mewegae-opening': 'race', 'after-race': 'chosen' }));
    for (const r of race) expect(r.firstDifference).toMatchObject({ ply: null, what: 'at the start: the board differs' });
  });
});
