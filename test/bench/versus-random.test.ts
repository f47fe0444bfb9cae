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

  // The play page's own computer (chooseMove's default budget) in the bench's first 10 games
  // (seed 1, seats alternating): Walker's Gabata, which the issue names (198 of the bench's 200), and
  // Leyla (193 of 200), which of the two rows that won fewest (Tuz 190, Leyla 193) loses one of its
  // first ten, so that a change to the search that costs it one more game fails here. Every row at a
  // fraction of the budget is test/play/computer.test.ts's. Seeded: the same games every run.
  const GAMES = 10;
  const WINS = 9;
  for (const name of ['walker-gabata', 'dlp-leyla']) {
    const row = rulesetRows.find((r) => r.name === name)!;
    it(`${name}: the default computer wins at least ${WINS} of the bench's first ${GAMES} games`, () => {
      const t = playRow(row, GAMES, 1);
      expect(t.wins + t.draws + t.losses).toBe(GAMES);
      expect(t.wins).toBeGreaterThanOrEqual(WINS);
    }, 120_000);
  }
});
