import { describe, expect, it } from 'vitest';
import { board2xN, board3x6, columnOf, convertLabel, halfTurn, holeLabel, holeLabels, nextHole, parseHole } from '../../src/engine/index';

const c = (label: string) => parseHole(board3x6, 'courlander', label)!;
const labels = (hs: number[]) => hs.map((h) => holeLabel(board3x6, 'courlander', h)).sort((a, b) => +a - +b);

describe('the 3x6 board (notes §2)', () => {
  it('lays out Courlander\'s numbers as the notes\' diagram, seen from B\'s side', () => {
    const grid = [2, 1, 0].map((row) =>
      [0, 1, 2, 3, 4, 5].map((col) => holeLabel(board3x6, 'courlander', board3x6.cells.findIndex((x) => x.row === row && x.col === col))),
    );
    expect(grid).toEqual([
      ['15', '14', '13', '12', '11', '10'],
      ['16', '17', '18', '9', '8', '7'],
      ['1', '2', '3', '4', '5', '6'],
    ]);
  });

  it('gives Walker\'s letters and Ludii\'s site indices for the same holes', () => {
    const row = (notation: 'walker' | 'ludii-site', r: number) =>
      [0, 1, 2, 3, 4, 5].map((col) => holeLabel(board3x6, notation, board3x6.cells.findIndex((x) => x.row === r && x.col === col)));
    expect([row('walker', 2), row('walker', 1), row('walker', 0)]).toEqual([
      ['f', 'e', 'd', 'c', 'b', 'a'],
      ['g', 'h', 'i', 'I', 'H', 'G'],
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ]);
    expect([row('ludii-site', 2), row('ludii-site', 1), row('ludii-site', 0)]).toEqual([
      ['12', '13', '14', '15', '16', '17'],
      ['6', '7', '8', '9', '10', '11'],
      ['0', '1', '2', '3', '4', '5'],
    ]);
  });

  it('converts between the 3x6 notations', () => {
    expect(convertLabel(board3x6, 'courlander', 'walker', '9')).toBe('I');
    expect(convertLabel(board3x6, 'courlander', 'walker', '16')).toBe('g');
    expect(convertLabel(board3x6, 'walker', 'courlander', 'a')).toBe('10');
    expect(convertLabel(board3x6, 'walker', 'ludii-site', 'G')).toBe('11');
    expect(() => convertLabel(board3x6, 'walker', 'courlander', 'j')).toThrow(/"j" is not a hole/);
  });

  it('sows 1 to 18 and back to 1, one shared anticlockwise cycle', () => {
    const route = [c('1')];
    for (let i = 0; i < 18; i++) route.push(nextHole(board3x6, route.at(-1)!));
    expect(route.map((h) => holeLabel(board3x6, 'courlander', h))).toEqual([...Array.from({ length: 18 }, (_, i) => String(i + 1)), '1']);
  });

  it('gives B holes 1-9 and A holes 10-18', () => {
    expect(board3x6.seats.map((s, h) => `${h + 1}:${s}`).filter((x) => x.endsWith(':0'))).toHaveLength(9);
    expect(holeLabels(board3x6, 'courlander').filter((_, h) => board3x6.seats[h] === 1)).toEqual(
      ['10', '11', '12', '13', '14', '15', '16', '17', '18'],
    );
  });

  it('puts two opponent holes in the column of B\'s 1-3 and one in the column of 4-9', () => {
    expect(labels(columnOf(board3x6, c('1')))).toEqual(['1', '15', '16']);
    expect(labels(columnOf(board3x6, c('3')))).toEqual(['3', '13', '18']);
    expect(labels(columnOf(board3x6, c('4')))).toEqual(['4', '9', '12']);
    expect(labels(columnOf(board3x6, c('7')))).toEqual(['6', '7', '10']);
  });

  it('turns hole k into k+9 under a half turn', () => {
    for (let k = 1; k <= 9; k++) expect(holeLabel(board3x6, 'courlander', halfTurn(board3x6, c(String(k))))).toBe(String(k + 9));
  });
});

describe('the DLP\'s 2xN boards', () => {
  it.each([5, 6, 7] as const)('labels 2x%i in Ludii coordinates, sowing anticlockwise', (n) => {
    const b = board2xN(n);
    const letters = 'ABCDEFG'.slice(0, n);
    const south = [...letters].map((l) => `${l}1`);
    const north = [...letters].reverse().map((l) => `${l}2`);
    expect(holeLabels(b, 'ludii')).toEqual([...south, ...north]);
    expect(b.seats.filter((s) => s === 0)).toHaveLength(n);
    expect(holeLabel(b, 'ludii', nextHole(b, n - 1))).toBe(`${letters[n - 1]}2`);
    expect(holeLabel(b, 'ludii', nextHole(b, 2 * n - 1))).toBe('A1');
  });

  it('refuses a notation that is not the board\'s', () => {
    expect(() => holeLabel(board2xN(6), 'courlander', 0)).toThrow(/not for the 2x6 board/);
  });
});
