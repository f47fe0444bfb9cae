import { readFileSync } from 'node:fs';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createGame, initialState, nextGame, positionFromJson } from '../../src/engine/index';
import { BoardSvg } from '../../src/diagrams/BoardSvg';
import { diagrams } from '../../src/diagrams/catalog';
import { BEAN_RX, BEAN_RY, LABEL_BAND, MAX_BEANS, WIDTH, beanSlots, beansPath, describeBoard, layoutBoard } from '../../src/diagrams/layout';

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
    expect(text).toContain('12: 4 (B\'s claim)');
    expect(describeBoard(layout, g.rules.players, { noun: 'weg' })).toContain('12: 4 (B\'s weg)');
    expect(text).toContain('Stores: B 16, A 0.');
  });

  it('draws an image with its text alternative, a square pit for a claim and a badge with its holder beside its label', () => {
    const html = render(<BoardSvg layout={layout} label="the board" id="t" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="the board"');
    expect(html.match(/<g class="hole[^"]*"[^>]*><rect class="pit"/g)).toHaveLength(1);
    expect(html).toMatch(/<g class="hole side-1 claimed" data-hole="12"/);
    // Within the hole's own drawing, at its label's height: hole 12 is on the top row, its label above, its badge to the right.
    const [, label, badge] = /data-hole="12"[^]*?<text class="label" y="(-[\d.]+)">12<\/text><g class="holder-at" transform="translate\(0 (-[\d.]+)\)"><g class="holder" style="--side: ?1;?">[^]*?<text>B<\/text>/.exec(html)!;
    // At the label's height, a little further out (above the top row), clear of the pit.
    expect(Number(badge)).toBeCloseTo(Number(label) - 1.5, 5);
    expect(html).not.toContain("B's claim");
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

describe('the board\'s geometry, on every board', () => {
  const games = [abalala, createGame('dlp-gabata-shoa-i', { observed: 'five-holes' }), createGame('dlp-gabata-shoa-i'), createGame('dlp-gabata-shoa-i', { observed: 'seven-holes' })];

  it.each(games.map((g) => [g.board.id, g] as const))('%s: one width, pits apart and on the board, labels outside every pit', (_, g) => {
    const l = layoutBoard(g.board, initialState(g), g.rules.notation, g.rules.players);
    const r = l.radius;
    expect(l.width).toBe(WIDTH);
    expect(l.holes).toHaveLength(g.board.size);
    for (const h of l.holes) {
      expect(h.x - r).toBeGreaterThan(l.stores[1]!.x + l.stores[1]!.width);
      expect(h.x + r).toBeLessThan(l.stores[0]!.x);
      expect(h.y - r).toBeGreaterThan(0);
      expect(h.y + r).toBeLessThan(l.height);
      // The label's band (half of it either side of labelY) clears its own pit and every other.
      for (const o of l.holes) {
        const dx = Math.max(0, Math.abs(o.x - h.x) - 15);
        const dy = Math.max(0, Math.abs(o.y - h.labelY) - LABEL_BAND / 2);
        expect(Math.hypot(dx, dy), `label ${h.label} against pit ${o.label}`).toBeGreaterThanOrEqual(r - 1e-9);
        if (o !== h) expect(Math.hypot(o.x - h.x, o.y - h.y)).toBeGreaterThan(2 * r + 6);
      }
      expect(h.labelY - LABEL_BAND / 2).toBeGreaterThanOrEqual(0);
      expect(h.labelY + LABEL_BAND / 2).toBeLessThanOrEqual(l.height);
    }
  });

  it('writes the top row\'s labels above it and every other row\'s below, and each player\'s name on his edge', () => {
    const l = layoutBoard(abalala.board, initialState(abalala), 'courlander', abalala.rules.players);
    expect(at(l, '12').labelY).toBeLessThan(at(l, '12').y);
    expect(at(l, '9').labelY).toBeGreaterThan(at(l, '9').y);
    expect(at(l, '1').labelY).toBeGreaterThan(at(l, '1').y);
    const [b, a] = l.stores;
    expect(b!.nameY).toBe(at(l, '1').labelY);
    expect(a!.nameY).toBe(at(l, '12').labelY);
  });

  it('sizes labels to at least 12 px where the board is drawn: a comparison\'s lane on a 390 px phone (290 px), and from 28rem up', () => {
    const css = readFileSync(`${process.cwd()}/src/diagrams/board.css`, 'utf8');
    const narrow = Number(/\.board \.label \{\s*font-size: (\d+)px/.exec(css)![1]);
    const wide = /@container \(min-width: (\d+)rem\) \{\s*\.board text,\s*\.board \.label \{\s*font-size: (\d+)px/.exec(css)!;
    expect((narrow * 290) / WIDTH).toBeGreaterThanOrEqual(12);
    expect((Number(wide[2]) * Number(wide[1]) * 16) / WIDTH).toBeGreaterThanOrEqual(12);
    // And the band the labels are given holds the larger size.
    expect(LABEL_BAND).toBeGreaterThanOrEqual(narrow);
  });
});

describe('beans', () => {
  it.each(Array.from({ length: MAX_BEANS + 1 }, (_, n) => n))('draws %i bean(s) inside the pit, none on another, none over the count', (n) => {
    const beans = beanSlots(n);
    expect(beans).toHaveLength(n);
    for (const b of beans) {
      expect(Math.hypot(b.x, b.y) + BEAN_RX).toBeLessThanOrEqual(1);
      // The middle is left to the count.
      expect(Math.hypot(b.x, b.y) - BEAN_RX).toBeGreaterThan(0.5);
      for (const c of beans) if (c !== b) expect(Math.hypot(b.x - c.x, b.y - c.y)).toBeGreaterThanOrEqual(2 * BEAN_RY);
    }
  });

  it('adds a falling bean and leaves the others where they lay', () => {
    for (let n = 1; n <= MAX_BEANS; n++) expect(beanSlots(n).slice(0, n - 1)).toEqual(beanSlots(n - 1));
  });

  it('draws a number of two digits alone: beans beside its digits would print over them', () => {
    expect(beanSlots(9)).toHaveLength(9);
    expect(beanSlots(10)).toEqual([]);
    expect(beanSlots(40)).toEqual([]);
  });
});

describe('beans as one path', () => {
  it('draws each bean as a radial stroke centred on its place, inside the pit', () => {
    const r = 27;
    const slots = beanSlots(5);
    const strokes = [...beansPath(slots, r).matchAll(/M(-?[\d.]+) (-?[\d.]+)l(-?[\d.]+) (-?[\d.]+)/g)].map((m) => m.slice(1).map(Number));
    expect(strokes).toHaveLength(5);
    strokes.forEach(([x, y, dx, dy], i) => {
      expect(x! + dx! / 2).toBeCloseTo(slots[i]!.x * r, 0);
      expect(y! + dy! / 2).toBeCloseTo(slots[i]!.y * r, 0);
      // Radial: along the line from the centre.
      expect(Math.abs(x! * dy! - y! * dx!)).toBeLessThan(1);
      expect(Math.hypot(x! + dx!, y! + dy!) + BEAN_RY * r).toBeLessThanOrEqual(r);
    });
    expect(beansPath([], r)).toBe('');
  });
});
