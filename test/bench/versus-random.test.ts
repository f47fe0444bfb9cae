import { describe, expect, it } from 'vitest';
import { rulesetRows } from '../../bench/common';
import { BAR, emptyTally, playRow, rowCells } from '../../bench/versus-random';

describe("the default computer against Random (bench/versus-random.ts, `npm run bench:computer -- --vs-random`)", () => {
  it('says PASS from 95% of the games won, MISS below, and holds a round won by force for a seat to no bar', () => {
    const t = { ...emptyTally(), wins: 190, losses: 10, seats: [[100, 100], [90, 100]] as [[number, number], [number, number]] };
    const players = ['south', 'north'];
    const verdict = (cells: string[]) => cells[7];
    expect(BAR).toBe(0.95);
    expect(verdict(rowCells('x', 200, t, 1, null, players))).toBe('PASS');
    expect(verdict(rowCells('x', 200, { ...t, wins: 189, losses: 11 }, 1, null, players))).toBe('MISS');
    const forced = rowCells('x', 200, t, 1, -24, players);
    expect(verdict(forced)).toBe('none');
    expect(forced[8]).toBe('south 100/100, north 90/100');
    expect(forced.at(-1)).toBe('proved: the first mover loses the round by 24 or more');
  });

  // The play page's own computer (chooseMove's default budget), ten seeded games a row, seats
  // alternating. Over 200 games a row (docs/computer.md) it lost at most ... ; 9 of 10 leaves some room.
  const GAMES = 10;
  const WINS = 9;
  for (const row of rulesetRows) {
    // Gabata 3's stylised opening hands its first round to a seat by force: the contest is the series.
    const series = row.options['observed'] === 'gabata-3';
    it(`${row.name}${series ? ' (a series of up to 3 rounds)' : ''}: wins at least ${WINS} of ${GAMES}`, () => {
      const t = playRow(row, GAMES, 7, series ? 3 : 1);
      expect(t.wins + t.draws + t.losses).toBe(GAMES);
      expect(t.wins).toBeGreaterThanOrEqual(WINS);
    }, 120_000);
  }
});
