// @vitest-environment happy-dom
import { fireEvent, render, cleanup } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame, initialState, positionFromJson } from '../../src/engine/index';
import { BoardSvg } from '../../src/diagrams/BoardSvg';
import { BoardKey } from '../../src/diagrams/BoardKey';
import { describeBoard, layoutBoard, routesOf } from '../../src/diagrams/layout';
import { keyEntries, type BoardMarks } from '../../src/diagrams/marks';

afterEach(cleanup);

const abalala = createGame('courlander-abalala');
const start = layoutBoard(abalala.board, initialState(abalala), 'courlander', abalala.rules.players);
const draw = (marks: BoardMarks & { route?: boolean; highlight?: number[]; current?: number | null } = {}, layout = start) => {
  const label = describeBoard(layout, abalala.rules.players, { marks });
  return render(<BoardSvg layout={layout} label={label} show="both" id="t" {...marks} />).container.querySelector('svg')!;
};
const hole = (svg: SVGElement, label: string) => svg.querySelector(`[data-hole="${label}"]`)!;
/** The beans a pit shows: one stroke (a move and a line) each, in its beans path. */
const beans = (g: Element, cls = 'beans') => (g.querySelector(`.${cls}`)?.getAttribute('d') ?? '').split('M').length - 1;

describe('the board\'s marks', () => {
  it('draws beans in the pits with the count, and the hole labels apart from them', () => {
    const svg = draw();
    const one = hole(svg, '1');
    expect(beans(one)).toBe(3);
    expect(one.querySelector('.count')!.textContent).toBe('3');
    // The label below the pit, clear of its rim; the top row's above.
    expect(one.querySelector('.label')!.textContent).toBe('1');
    expect(Number(one.querySelector('.label')!.getAttribute('y'))).toBeGreaterThan(start.radius + 10);
    expect(Number(hole(svg, '12').querySelector('.label')!.getAttribute('y'))).toBeLessThan(-start.radius - 10);
  });

  it('marks a sowing: a ring on the hole sown from, links along the path, a pointer and the last bean where it fell', () => {
    const svg = draw({ from: 3, path: [3, 4, 5], last: 5 });
    expect(hole(svg, '4').classList.contains('from')).toBe(true);
    expect(hole(svg, '4').querySelector('.ring')).not.toBeNull();
    expect(svg.querySelectorAll('.link')).toHaveLength(2);
    expect([...svg.querySelectorAll('.hole.path')].map((g) => g.getAttribute('data-hole'))).toEqual(['4', '5', '6']);
    expect(hole(svg, '6').classList.contains('last')).toBe(true);
    expect(hole(svg, '6').querySelector('.ring')).toBeNull();
    expect(beans(hole(svg, '6'), 'new')).toBe(1);
    expect(hole(svg, '6').querySelector('.beans')!.getAttribute('d')).toContain(hole(svg, '6').querySelector('.new')!.getAttribute('d'));
    expect(svg.querySelectorAll('.pointer')).toHaveLength(1);
    expect(svg.getAttribute('aria-label')).toContain('Sown from hole 4 into holes 5 and 6; the last fell in hole 6.');
  });

  it('still takes the older names: highlight for the path, current for where the last bean fell', () => {
    const svg = draw({ highlight: [3, 4], current: 4 });
    expect(svg.querySelectorAll('.link')).toHaveLength(1);
    expect(hole(svg, '5').classList.contains('last')).toBe(true);
  });

  it('marks a take: dotted rings on the emptied holes, the store that gains and by how much', () => {
    const svg = draw({ taken: [{ hole: 0, count: 3, by: 'B' }, { hole: 17, count: 3, by: 'B' }] });
    expect(svg.querySelectorAll('.hole.taken .ring')).toHaveLength(2);
    const store = svg.querySelector('.store.gains')!;
    expect(store.querySelector('.gain')!.textContent).toBe('+6');
    expect(store.querySelector('.name')!.textContent).toBe('B');
    expect(svg.getAttribute('aria-label')).toContain('B takes 3 from hole 1 and 3 from hole 18 to his store.');
  });

  it('marks the holes one may sow from with their own ring, and says which they are', () => {
    const svg = draw({ legal: [0, 1, 2] });
    expect(svg.querySelectorAll('.hole.legal .ring')).toHaveLength(3);
    expect(svg.querySelectorAll('.hole.from, .hole.taken')).toHaveLength(0);
    expect(svg.getAttribute('aria-label')).toContain('May sow from holes 1, 2 and 3.');
  });

  it('marks holes that differ from another lane: data-differs on the hole, a visible badge, and words', () => {
    const svg = draw({ differs: new Set([4, 12]) });
    const marked = [...svg.querySelectorAll('[data-differs="true"]')];
    expect(marked.map((g) => g.getAttribute('data-hole'))).toEqual(['5', '13']);
    for (const g of marked) expect(g.querySelector('.badge text')!.textContent).toBe('≠');
    expect(hole(svg, '6').hasAttribute('data-differs')).toBe(false);
    expect(svg.getAttribute('aria-label')).toContain('Differs from the first lane at holes 5 and 13.');
  });

  it('marks a weg\'s holder by his letter in a badge beside the hole\'s label, the bottom rows\' to its left', () => {
    const dlp = createGame('dlp-gabata-shoa-i');
    const s = initialState(dlp);
    const state = positionFromJson(dlp, { holes: Object.fromEntries(s.holes.map((n, h) => [['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2', 'C2', 'B2', 'A2'][h], n])), stores: { south: 0, north: 0 }, claims: { B1: 'north' }, toMove: 'south', status: 'playing' });
    const layout = layoutBoard(dlp.board, state, 'ludii', dlp.rules.players);
    const html = render(<BoardSvg layout={layout} label="b" />).container.innerHTML;
    expect(html).toMatch(/<g class="hole side-0 claimed" data-hole="B1"[^>]*><rect class="pit"/);
    expect(html).toMatch(/data-hole="B1"[^]*?<g class="holder" style="--side: ?-1;?"><rect[^>]*><\/rect><text>N<\/text>/);
    expect(html).not.toContain('weg');
  });

  it('draws the route of sowing only when asked', () => {
    const routed = layoutBoard(abalala.board, initialState(abalala), 'courlander', abalala.rules.players, { arrows: true });
    expect(draw({}, routed).querySelectorAll('.route')).toHaveLength(0);
    expect(draw({ route: true }, routed).querySelectorAll('.route')).toHaveLength(18);
  });

  it("draws south's own route in the DLP's Abalala'e: F1 on to F2, the middle row right to left, C2 on to A2 and up to A3", () => {
    const dlp = createGame('dlp-abalalae');
    const layout = layoutBoard(dlp.board, initialState(dlp), 'ludii', dlp.rules.players, { arrows: true, routes: routesOf(dlp.rules) });
    const label = (h: number) => layout.holes[h]!.label;
    const pairs = layout.arrows.map((a) => `${label(a.from)}>${label(a.to)}`);
    expect(pairs).toEqual(expect.arrayContaining(['F1>F2', 'F2>E2', 'D2>C2', 'A2>A3', 'F3>A1']));
    expect(pairs).toHaveLength(18);
    expect(layout.holes.filter((h) => h.side === 0).map((h) => h.label).sort()).toEqual(['A1', 'B1', 'C1', 'D1', 'D2', 'E1', 'E2', 'F1', 'F2']);
  });

  it('draws a number alone in a hole of ten or more', () => {
    const s = initialState(abalala);
    s.holes[0] = 10;
    s.holes[1] = 9;
    const svg = draw({}, layoutBoard(abalala.board, s, 'courlander', abalala.rules.players));
    expect(beans(hole(svg, '1'))).toBe(0);
    expect(hole(svg, '1').querySelector('.count')!.textContent).toBe('10');
    expect(beans(hole(svg, '2'))).toBe(9);
  });

  it('points at the last hole from the free side of its pit, away from its label, its tip at the rim', () => {
    const r = start.radius;
    for (const [label, up] of [['6', true], ['12', false], ['9', true]] as const) {
      const svg = draw({ last: start.holes.find((h) => h.label === label)!.hole });
      const g = hole(svg, label);
      const at = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(svg.querySelector('.pointer')!.getAttribute('transform')!)!.slice(1).map(Number);
      expect(at).toEqual(/translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform')!)!.slice(1).map(Number));
      const points = [...svg.querySelector('.pointer')!.getAttribute('d')!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      expect(points).toHaveLength(3);
      // To the right, on the far side from the label (above the pit where its label is below), the tip nearest the pit, at its rim.
      for (const [x, y] of points) {
        expect(x).toBeGreaterThan(0);
        expect(up ? y : -y).toBeLessThan(0);
      }
      expect(Math.hypot(...points[0]!)).toBeGreaterThanOrEqual(r);
      expect(Math.hypot(...points[0]!)).toBeLessThan(r + 1);
      expect(Math.hypot(...points[1]!)).toBeGreaterThan(r + 10);
    }
  });
});

describe('the key', () => {
  it('lists the marks given it, each in words with the class that draws its mark', () => {
    const entries = keyEntries(['side-0', 'side-1', 'from', 'path'], { players: ['B', 'A'] });
    const { container } = render(<BoardKey entries={entries} />);
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['B\'s side and store', 'A\'s side and store', 'sown from', 'this sowing, in order']);
    expect(items.map((li) => li.className)).toEqual(['k-side-0', 'k-side-1', 'k-from', 'k-path']);
    expect(container.querySelector('input')).toBeNull();
  });

  it('has a drawing in the stylesheet for every mark it can list', () => {
    const css = readFileSync(`${process.cwd()}/src/diagrams/board.css`, 'utf8');
    const kinds = ['side-1', 'from', 'path', 'last', 'taken', 'claim', 'legal', 'differs', 'route'] as const;
    for (const k of kinds) expect(css, k).toContain(`.board-key .k-${k}::before`);
  });

  it('carries the route\'s switch where the widget offers it', () => {
    const set = vi.fn();
    const { getByLabelText } = render(<BoardKey entries={[]} route={{ on: false, set }} />);
    fireEvent.click(getByLabelText('Show the route of sowing'));
    expect(set).toHaveBeenCalledWith(true);
  });
});
