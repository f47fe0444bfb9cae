import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createGame, initialState, nextGame, positionFromJson } from '../../src/engine/index';
import { BoardSvg } from '../../src/diagrams/BoardSvg';
import { diagrams } from '../../src/diagrams/catalog';
import { describeBoard, layoutBoard } from '../../src/diagrams/layout';

const abalala = createGame('courlander-abalala');
const at = (layout: ReturnType<typeof layoutBoard>, label: string) => layout.holes.find((h) => h.label === label)!;

describe('laying out the 3x6 board', () => {
  const layout = layoutBoard(abalala.board, initialState(abalala), 'courlander', abalala.rules.players);

  it('puts B\'s row at the bottom, A\'s at the top, and the middle row between', () => {
    expect(at(layout, '1').y).toBeGreaterThan(at(layout, '9').y);
    expect(at(layout, '9').y).toBeGreaterThan(at(layout, '12').y);
    expect(at(layout, '16').y).toBe(at(layout, '9').y);
  });

  it('runs 1-6 left to right, 10-15 right to left, and splits the two nine-pocket boards', () => {
    expect(at(layout, '1').x).toBeLessThan(at(layout, '6').x);
    expect(at(layout, '10').x).toBe(at(layout, '6').x);
    expect(at(layout, '15').x).toBe(at(layout, '1').x);
    const gapBetween = at(layout, '4').x - at(layout, '3').x;
    expect(gapBetween).toBeGreaterThan(at(layout, '2').x - at(layout, '1').x);
  });

  it('puts each player\'s store to his right: B\'s on the right of the drawing, A\'s on the left', () => {
    const [b, a] = layout.stores;
    expect(b!.player).toBe('B');
    expect(b!.x).toBeGreaterThan(at(layout, '6').x);
    expect(a!.x).toBeLessThan(at(layout, '1').x);
  });

  it('shades holes by their owner, not their default side', () => {
    const n = createGame('courlander-sulus-nishtaw');
    const d = layoutBoard(n.board, nextGame(n, { B: 33, A: 21 }).state, 'courlander', n.rules.players);
    expect(at(d, '17').side).toBe(0);
    expect(at(d, '16').side).toBe(1);
  });
});

describe('the board in words and in SVG', () => {
  const g = createGame('courlander-sulus-aidi');
  const s = positionFromJson(g, {
    holes: Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), i === 11 ? 4 : 2])),
    stores: { B: 16, A: 0 },
    claims: { 12: 'B' },
    toMove: 'A',
    status: 'playing',
  });
  const layout = layoutBoard(g.board, s, 'courlander', g.rules.players);

  it('describes each side\'s holes with their counts, the claims and the stores', () => {
    const text = describeBoard(layout, g.rules.players);
    expect(text).toContain('B\'s side, 9 holes: 1: 2, 2: 2');
    expect(text).toContain('12: 4 (claimed by B)');
    expect(text).toContain('Stores: B 16, A 0.');
  });

  it('draws an image with its text alternative, a square for a claim and the holder\'s initial', () => {
    const html = render(<BoardSvg layout={layout} label="the board" id="t" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="the board"');
    expect(html.match(/<rect class="pit"/g)).toHaveLength(1);
    expect(html).toMatch(/class="claim-mark"[^>]*>B</);
  });
});

describe('the redrawn figures', () => {
  it('are drawn from positions that hold all the pieces', () => {
    for (const d of diagrams) {
      const total = d.state.holes.reduce((a, b) => a + b, 0) + Object.values(d.state.stores).reduce((a, b) => a + b, 0);
      expect(total, d.id).toBe(d.game.board.size * d.game.rules.beansPerHole(d.game.options));
    }
  });

  it('lay out Diagram 2 as the text says: 1-6 three, 7-8 two, 9 one', () => {
    const d = diagrams.find((x) => x.id === 'diagram-courlander-2')!;
    expect(d.state.holes.slice(0, 9)).toEqual([3, 3, 3, 3, 3, 3, 2, 2, 1]);
  });
});
