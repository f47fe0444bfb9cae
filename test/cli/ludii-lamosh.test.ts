/**
 * The DLP's Lamosh against its games recorded in Ludii: `gobeta ludii` replays every sampled game
 * under the ruleset's `ludii` preset, its stylised opening once made and then turn by turn to the
 * end of its first round (Ludii lays the next round out in moves, each player four at a time from
 * his rightmost hole, which the engine does between rounds, and makes no stylised move there); and
 * at every turn of the first round the engine offers the very holes Ludii does.
 */
import { describe, expect, it } from 'vitest';
import { initialState, playOpening } from '../../src/engine/index';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';
import { firstRoundOf, ludiiGame, offeredAtEveryTurn, pliesOf, replayedInAgreement, sample, samplePath } from './ludii-sample';

const path = samplePath('dlp-lamosh');
const { text, lines } = sample(path);
const moves = pliesOf(lines);
/** The plies of a game's first round after the opening: up to the one after which Ludii lays out the next. */
const firstRound = (g: number) => firstRoundOf(moves(g).filter((m) => m.phase !== 'Opening1'));

describe('ludii on the Lamosh sample', () => {
  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    expect(replayedInAgreement(path)).toEqual(lines.filter((l) => l.type === 'end').map((e) => ({ game: e.g, ruleset: 'dlp-lamosh', plies: e.plies, agree: true, firstDifference: null })));
  });

  it("opens every game with south's six moves and the three of F2 taken, then ends every first round, fours taken by both players", () => {
    for (let g = 0; g < 10; g++) {
      const opening = moves(g).filter((m) => m.phase === 'Opening1');
      expect(opening.map((m) => m.from)).toEqual([11, 9, 7, 0, 2, 4]);
      expect(opening.at(-1)).toMatchObject({ mover: 1, next: 2, xfer: [[11, 12, 3]], board: [3, 5, 3, 5, 3, 5, 5, 3, 5, 3, 5, 0], hands: [3, 0] });
    }
    const ends = Array.from({ length: 10 }, (_, g) => firstRound(g).at(-1)!);
    expect(ends.every((m) => m.next_phase === 'BetweenRounds')).toBe(true);
    const takers = new Set(Array.from({ length: 10 }, (_, g) => firstRound(g)).flat().flatMap((m) => (m.xfer as number[][]).filter((x) => x[2] === 4 && x[0]! < 12).map((x) => x[1])));
    expect(takers).toEqual(new Set([12, 13]));
  });

  it('offers at every turn of the first round the holes Ludii offers', () => {
    const game = ludiiGame('dlp-lamosh');
    const opened = playOpening(game, initialState(game)).state;
    // The engine's holes run in sowing order, F2 (Ludii's site 11) first of north's.
    expect(opened.holes).toEqual([3, 5, 3, 5, 3, 5, 0, 5, 3, 5, 3, 5]);
    expect(opened.toMove).toBe('north');
    const { turns, finals } = offeredAtEveryTurn(game, (g) => firstRound(g).filter((m) => !m.same_turn && !m.pass));
    expect(finals.map((s) => s.status)).toEqual(Array(10).fill('round-over'));
    expect(turns).toBeGreaterThan(150);
  });

  it("differs from Ludii's games under the text's readings where the code departs from it", () => {
    const games = parseTrace(text, 'dlp-lamosh');
    // The text's opening holds a counter back and captures the four it makes; Ludii's holds none and takes three.
    const held = games.map((t) => replayLudiiGame(t, { 'five-three': 'capture' }));
    expect(held.map((r) => r.firstDifference?.what)).toEqual(Array(10).fill('after the opening: the board and the stores differ'));
    // The text: the round ends only when the player to move cannot; Ludii's code ends it when a turn leaves either row empty.
    const toMove = games.map((t) => replayLudiiGame(t, { 'cannot-move-when': 'to-move' }));
    expect(toMove.map((r) => r.firstDifference?.what)).toEqual(Array(10).fill("Ludii's round ends here, the engine plays on"));
    // The text: the opponent of the player who cannot move takes what is left; Ludii's code gives it to north.
    const opponent = games.map((t) => replayLudiiGame(t, { 'remainder-taker': 'opponent' }));
    expect(opponent.filter((r) => !r.agree).map((r) => [r.game, r.firstDifference!.what])).toEqual([1, 2, 3, 5, 8].map((g) => [g, 'as play stops the stores differ']));
  });
});
