/**
 * The DLP's Gabata (Shoa and Adegrat) against its games recorded in Ludii: `gobeta ludii` replays
 * every sampled game under the ruleset's `ludii` preset, from Ludii's stylised opening (the engine's
 * opening under the `five-three` reading `ludii`), turn by turn to the end of its first round (Ludii
 * lays later rounds out in moves); and at every turn the engine offers the very holes Ludii does.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath, upTo } from './ludii-sample';

const id = 'dlp-gabata-shoa-and-adegrat';
const path = samplePath(id);
const { text, lines } = sample(path);
const moves = pliesOf(lines);
const games = parseTrace(text, id);

describe('ludii on the Gabata (Shoa and Adegrat) sample', () => {
  it('replays all ten games in agreement, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: id, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('holds the opening from E2 in every game, a first round ended, and passes', () => {
    for (let g = 0; g < 10; g++) {
      const m = moves(g);
      expect(m[0]).toMatchObject({ phase: 'Opening', from: 10, legal_from: [10] });
      expect(m.some((x) => x.phase === 'Sowing' && x.next_phase === 'BetweenRounds')).toBe(true);
      expect(m.some((x) => x.pass === true)).toBe(true);
    }
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const { turns } = offeredAtEveryTurn(ludiiGame(id), (g) => upTo(moves(g), (m) => m.phase === 'BetweenRounds').filter((m) => m.phase === 'Sowing' && !m.same_turn));
    expect(turns).toBeGreaterThan(300);
  });

  it("differs from Ludii's games under the page's readings where the code departs from it", () => {
    const opening = games.map((t) => replayLudiiGame(t, { 'five-three': 'weg' }));
    for (const r of opening) expect(r.firstDifference).toMatchObject({ ply: 4, move: null, what: 'after the opening: the board differs' });
    const again = games.map((t) => replayLudiiGame(t, { 'weg-take-continues': 'another-move' }));
    expect(again.filter((r) => !r.agree).length).toBeGreaterThanOrEqual(8);
  });
});
