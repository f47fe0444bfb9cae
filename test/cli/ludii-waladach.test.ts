/**
 * The DLP's Lam Waladach against its games recorded in Ludii: `gobeta ludii` replays every sampled
 * game under the ruleset's `ludii` preset, its opening (three counters from each of south's holes,
 * sown from F2, and the relays of that turn) once made, then turn by turn; none of the ten sampled
 * games ends its first round within Ludii's 600 plies, so each is followed to its last whole turn.
 * At every turn the engine offers the very holes Ludii does, passes included.
 */
import { describe, expect, it } from 'vitest';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-lam-waladach');
const { text, lines } = sample(path);
const moves = pliesOf(lines);

describe('ludii on the Lam Waladach sample', () => {
  it('replays all ten games in agreement, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-lam-waladach', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("opens every game with south's eighteen counters sown from F2, and holds passes and captures that give the move again", () => {
    for (let g = 0; g < 10; g++) {
      const [first] = moves(g);
      expect(first).toMatchObject({ mover: 1, phase: 'Opening', from: 11, board: [2, 2, 2, 2, 2, 2, 6, 6, 6, 6, 6, 6] });
      expect(moves(g).every((m) => m.phase !== 'BetweenRounds')).toBe(true);
    }
    const all = Array.from({ length: 10 }, (_, g) => moves(g)).flat();
    expect(all.filter((m) => m.pass).length).toBeGreaterThan(100);
    // A capture leaves Ludii's move pending: the next is chosen from any of the player's holes.
    expect(all.filter(pending).length).toBeGreaterThan(50);
  });

  it('offers at every turn the holes Ludii offers', () => {
    // A turn starts at a ply of a new turn, a pass, or a move left pending by a capture; the opening's turn is the engine's opening.
    const starts = (g: number) => moves(g).filter((m, i, ms) => i > 0 && (!m.same_turn || m.pass || pending(ms[i - 1]!)));
    const { turns } = offeredAtEveryTurn(ludiiGame('dlp-lam-waladach'), starts);
    expect(turns).toBeGreaterThan(1000);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-lam-waladach');
    // The text gives the move again when the sowing ends; Ludii's code at once, after the lap that captured.
    const atEnd = games.map((t) => replayLudiiGame(t, { 'capture-again': 'sowing-end' }));
    expect(atEnd.filter((r) => !r.agree).map((r) => r.game)).toEqual([0, 1, 3, 5, 6, 7, 8, 9]);
    // Ludii's look after a lap of twelve is its first hole alone: north's twelve in game 6 leave F1 four.
    const everyHole = games.map((t) => replayLudiiGame(t, { 'waladach-circuit': 'every-hole' }));
    expect(everyHole.filter((r) => !r.agree).map((r) => [r.game, r.firstDifference!.ply])).toEqual([[6, 17]]);
  });
});

/** Ludii's capture left the move pending: the next is a move of the player's choosing. */
const pending = (m: Record<string, unknown>): boolean => ((m.pending as number[] | undefined)?.length ?? 0) > 0;
