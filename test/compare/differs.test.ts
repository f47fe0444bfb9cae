import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample, type Played } from '../../src/examples/example';
import { playLane } from '../../src/compare/lanes';
import { comparisons } from '../../src/compare/presets';
import { differenceWords, holesDiffering, laneDifferences, type LaneView } from '../../src/compare/differs';
import { createGame, initialState, holeLabel } from '../../src/engine/index';

const load = (id: string) => readExample(JSON.parse(readFileSync(new URL(`../../content/examples/${id}.json`, import.meta.url), 'utf8')));
const view = (p: Played): LaneView => ({ board: p.game.board, players: p.game.rules.players, state: p.final });
const labels = (p: Played, holes: Set<number>) => [...holes].map((h) => holeLabel(p.game.board, p.game.rules.notation, h));

describe('holes that differ from the first lane', () => {
  it('finds none between a position and itself, and the first lane marks none', () => {
    const p = playLane(load('courlander-b-sows-from-hole-4'), { label: 'a' });
    expect(holesDiffering(view(p), view(p))).toEqual(new Set());
    expect(laneDifferences([view(p), view(p)])).toEqual([{ kind: 'first' }, { kind: 'holes', holes: new Set(), stores: [] }]);
  });

  it('marks each hole whose count, owner or claim differs', () => {
    const game = createGame('courlander-sulus-nishtaw');
    const a = initialState(game);
    const b = { ...a, holes: [...a.holes], owners: [...a.owners], claims: [...a.claims] };
    b.holes[0] = 4;
    b.owners[5] = 'A';
    b.claims[12] = 'B';
    const v = (state: typeof a): LaneView => ({ board: game.board, players: game.rules.players, state });
    expect(holesDiffering(v(a), v(b))).toEqual(new Set([0, 5, 12]));
  });

  it('on the 23-piece reload, finds where each reading lays the board out differently from Diagram 2', () => {
    const c = comparisons.find((x) => x.id === 'reload-23')!;
    const ex = load(c.example as string);
    const lanes = c.lanes.map((l) => playLane(ex, l));
    const d = laneDifferences(lanes.map(view));
    expect(d[0]).toEqual({ kind: 'first' });
    // Diagram 2 lays 3 3 3 3 3 3 2 2 1; footnote 3 lays 3 3 3 3 3 3 3 1 1: holes 7 and 8 on B's side, 16 and 17 mirrored on A's.
    expect(d[1]!.kind === 'holes' && labels(lanes[1]!, d[1]!.holes)).toEqual(['7', '8', '16', '17']);
    for (const k of [2, 3]) expect(d[k]!.kind === 'holes' && d[k]!.holes.size).toBeGreaterThan(0);
    // Diagram 2 leaves A eight beans as winnings, and so does footnote 3: the stores agree. Walker's rules leave him six.
    expect(differenceWords(d[1]!)).toBe('4 holes differ from the first lane.');
    expect(d[2]).toMatchObject({ stores: ['A'] });
    expect(differenceWords(d[2]!)).toMatch(/^\d+ holes differ from the first lane, and so does A's store\.$/);
  });

  it('matches holes by their place on the board, not their label: Walker\'s letters against Courlander\'s numbers, south against B', () => {
    const ex = load('courlander-b-sows-from-hole-4');
    const courlander = playLane(ex, { label: 'Courlander' });
    const walker = playLane(ex, { label: 'Walker', ruleset: 'walker-gabata' });
    // The same position in two notations, before any move: nothing differs.
    const start = (p: Played): LaneView => ({ ...view(p), state: p.start });
    expect(holesDiffering(start(courlander), start(walker))).toEqual(new Set());
    const d = holesDiffering(view(courlander), view(walker))!;
    expect(d.size).toBeGreaterThan(0);
    // Each hole marked in Walker's lane is one whose count differs from the hole at the same place in Courlander's.
    for (const h of d) {
      const cell = walker.game.board.cells[h]!;
      const f = courlander.game.board.cells.findIndex((c) => c.row === cell.row && c.col === cell.col);
      const same = walker.final.holes[h] === courlander.final.holes[f] && walker.game.rules.players.indexOf(walker.final.owners[h]!) === courlander.game.rules.players.indexOf(courlander.final.owners[f]!);
      expect(same, `hole ${h}`).toBe(false);
    }
  });

  it('cannot compare lanes on boards of different shapes, and says so', () => {
    const c = comparisons.find((x) => x.id === 'dlp-boards')!;
    const ex = load(c.example as string);
    const lanes = c.lanes.map((l) => playLane(ex, l));
    const d = laneDifferences(lanes.map(view));
    expect(d.map((x) => x!.kind)).toEqual(['first', 'board', 'board', 'holes']);
    expect(differenceWords(d[1]!)).toBe('This lane is played on two rows of five holes, the first lane on two rows of six holes: their holes cannot be compared one by one.');
  });

  it('leaves out a lane that cannot be played, and compares nothing with a first lane that cannot', () => {
    const p = playLane(load('courlander-b-sows-from-hole-4'), { label: 'a' });
    expect(laneDifferences([view(p), null, view(p)])).toEqual([{ kind: 'first' }, null, { kind: 'holes', holes: new Set(), stores: [] }]);
    expect(laneDifferences([null, view(p)])).toEqual([null, { kind: 'no-first' }]);
    expect(differenceWords({ kind: 'no-first' })).toMatch(/first lane cannot be played/);
  });

  it('counts in words, one or many, with the stores that differ', () => {
    expect(differenceWords({ kind: 'holes', holes: new Set([3]), stores: [] })).toBe('1 hole differs from the first lane.');
    expect(differenceWords({ kind: 'holes', holes: new Set([3, 4, 5]), stores: [] })).toBe('3 holes differ from the first lane.');
    expect(differenceWords({ kind: 'holes', holes: new Set(), stores: [] })).toBe('No hole differs from the first lane.');
    expect(differenceWords({ kind: 'holes', holes: new Set([1, 2]), stores: ['south', 'north'] })).toBe('2 holes differ from the first lane, and so do both stores.');
    expect(differenceWords({ kind: 'holes', holes: new Set(), stores: ['A'] })).toBe('No hole differs from the first lane, but A\'s store does.');
  });
});
