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
  // (seed 1, seats alternating), in the two rows where it lost most of the bench's 200: Walker's
  // Gabata, which the issue names (191 of 200), and the DLP's Gabata I (194). The other rows won
  // 199 or 200 but Gabata 3's single round, which the seat decides; all rows at a tenth of the
  // budget are test/play/computer.test.ts's. Seeded, so the same games every run: a change to the search
  // that loses two of them fails here.
  const GAMES = 10;
  const WINS = 9;
  for (const name of ['walker-gabata', 'dlp-gabata-shoa-i gabata-i']) {
    const row = rulesetRows.find((r) => r.name === name)!;
    it(`${name}: the default computer wins at least ${WINS} of the bench's first ${GAMES} games`, () => {
      const t = playRow(row, GAMES, 1);
      expect(t.wins + t.draws + t.losses).toBe(GAMES);
      expect(t.wins).toBeGreaterThanOrEqual(WINS);
    }, 120_000);
  }
});
