// What a drawn board prints, measured on the screen, and the positions that crowd it most: for the
// browser test that no label, count, badge or mark prints over another (board-marks.e2e.test.ts).
import { legalMoves, mulberry32, positionToJson } from '../../src/engine/index';
import { fromRecord, newSession, play, position, type Session } from '../../src/play/session';

/** One thing printed on the board: what it is, the hole or store it belongs to, its box on the screen. */
export interface Printed {
  what: 'label' | 'count' | 'holder' | 'name' | 'gain' | 'pointer' | 'badge' | 'bean';
  of: string;
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * Runs in the page (passed whole to evaluate, so it uses nothing from outside itself): every text,
 * badge and mark of the board as its box on the screen (getBoundingClientRect), each bean as the
 * box of its stroke (from its path and the screen's transform), and each count's ink as well: a
 * count's box is as tall as its font, more than its digits, and a bean may lie above or below the
 * digits within that height without printing over them.
 */
export function measureBoard(svg: Element): { printed: Printed[]; ink: Printed[] } {
  const printed: Printed[] = [];
  const ink: Printed[] = [];
  const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const ctx = document.createElement('canvas').getContext('2d')!;
  const scale = (svg as SVGSVGElement).getScreenCTM()!.a;
  for (const g of svg.querySelectorAll('[data-hole]')) {
    const of = `hole ${g.getAttribute('data-hole')}`;
    // A claim's badge prints as its box, its letter inside it (the letter's font box is taller than its ink).
    const parts = [['label', '.label'], ['count', '.count'], ['holder', '.holder rect'], ['badge', '.badge']] as const;
    for (const [what, sel] of parts) {
      const el = g.querySelector(sel);
      if (el) printed.push({ what, of, box: box(el.getBoundingClientRect()) });
    }
    const count = g.querySelector('.count');
    if (count) {
      // The digits' ink, from the canvas's measure of the same text at the same size, on the text's baseline.
      const cs = getComputedStyle(count);
      ctx.font = `${cs.fontWeight} ${parseFloat(cs.fontSize) * scale}px ${cs.fontFamily}`;
      const m = ctx.measureText(count.textContent ?? '');
      const r = count.getBoundingClientRect();
      const baseline = r.top + (r.height - m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2 + m.fontBoundingBoxAscent;
      ink.push({ what: 'count', of, box: { left: r.left - m.actualBoundingBoxLeft, right: r.left + m.actualBoundingBoxRight, top: baseline - m.actualBoundingBoxAscent, bottom: baseline + m.actualBoundingBoxDescent } });
    }
    const beans = g.querySelector<SVGPathElement>('.beans');
    if (beans) {
      const ctm = beans.getScreenCTM()!;
      const half = parseFloat(getComputedStyle(beans).strokeWidth) / 2;
      for (const [, x, y, dx, dy] of (beans.getAttribute('d') ?? '').matchAll(/M(-?[\d.]+) (-?[\d.]+)l(-?[\d.]+) (-?[\d.]+)/g)) {
        const [x1, y1, x2, y2] = [Number(x), Number(y), Number(x) + Number(dx), Number(y) + Number(dy)];
        const at = (px: number, py: number) => ({ x: ctm.a * px + ctm.c * py + ctm.e, y: ctm.b * px + ctm.d * py + ctm.f });
        const p = at(x1, y1);
        const q = at(x2, y2);
        const k = half * scale;
        printed.push({ what: 'bean', of, box: { left: Math.min(p.x, q.x) - k, right: Math.max(p.x, q.x) + k, top: Math.min(p.y, q.y) - k, bottom: Math.max(p.y, q.y) + k } });
      }
    }
  }
  for (const s of svg.querySelectorAll('.store')) {
    const of = `${s.querySelector('.name')?.textContent}'s store`;
    for (const what of ['count', 'name', 'gain'] as const) {
      const el = s.querySelector(`.${what}`);
      if (el) printed.push({ what, of, box: box(el.getBoundingClientRect()) });
    }
  }
  for (const p of svg.querySelectorAll('.pointer')) printed.push({ what: 'pointer', of: 'the last bean', box: box(p.getBoundingClientRect()) });
  return { printed, ink };
}

const at = (b: Printed['box']) => `(${[b.left, b.top, b.right, b.bottom].map((n) => n.toFixed(1)).join(', ')})`;
const meets = (a: Printed['box'], b: Printed['box']) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;

/**
 * Every pair that prints over each other, in words. Beans are set against the ink of the counts
 * (and the boxes of everything else), not against each other: their own test lays them apart.
 */
export function overlaps({ printed, ink }: ReturnType<typeof measureBoard>): string[] {
  const out: string[] = [];
  const solid = printed.filter((p) => p.what !== 'bean');
  const beans = printed.filter((p) => p.what === 'bean');
  solid.forEach((a, i) => {
    for (const b of solid.slice(i + 1)) if (meets(a.box, b.box)) out.push(`the ${a.what} of ${a.of} ${at(a.box)} and the ${b.what} of ${b.of} ${at(b.box)}`);
  });
  const counts = new Map(ink.map((c) => [c.of, c]));
  for (const bean of beans) {
    for (const o of solid) {
      const against = o.what === 'count' ? counts.get(o.of) ?? o : o;
      if (meets(bean.box, against.box)) out.push(`a bean of ${bean.of} ${at(bean.box)} and the ${o.what} of ${o.of} ${at(against.box)}`);
    }
  }
  return [...new Set(out)];
}

/**
 * A position as crowded as the rules allow a drawing to be: a claim or weg on every hole but a few,
 * neighbours held by the same player and by different ones, counts of two digits among counts of
 * one, and some of each player's pieces in his store, laid out after `seed`; then up to `moves`
 * random moves played from it (a game seeded alike), so that the last bean falls in one hole after
 * another.
 */
export function crowded(ruleset: string, moves: number, seed = 1, options: Record<string, unknown> = {}): Session {
  const s0 = newSession(ruleset, options);
  const p = position(s0);
  const size = p.holes.length;
  const total = p.holes.reduce((a, b) => a + b, 0) + Object.values(p.stores).reduce((a, b) => a + b, 0);
  const players = s0.game.rules.players;
  const { rows, cols } = s0.game.board;
  // Pairs of neighbours held alike, alternating, and the corners beside each player's name; the
  // other holes left to sow from.
  const corner = (h: number) => { const c = s0.game.board.cells[h]!; return (c.row === rows - 1 && c.col === 0) || (c.row === 0 && c.col === cols - 1); };
  const claims = p.holes.map((_, h) => ((h + seed) % 4 < 2 || corner(h) ? players[Math.floor((h + seed) / 2) % 2]! : null));
  // Three holes of two digits among the claimed, the others of one.
  let big = 0;
  const holes = claims.map((c, h) => (c ? ((h + seed) % 3 === 0 && big++ < 3 ? [12, 10, 11][big - 1]! : [1, 0, 2, 3][h % 4]!) : [2, 1, 3, 1][h % 4]!));
  let sum = holes.reduce((a, b) => a + b, 0);
  // The rest in the stores; or, where the pattern holds too many, taken off the holes of one digit.
  while (sum > total) {
    const small = holes.reduce((best, n, h) => (n > 0 && n < 10 && (best < 0 || n > holes[best]!) ? h : best), -1);
    holes[small < 0 ? holes.indexOf(Math.max(...holes)) : small]!--;
    sum--;
  }
  const stores = { [players[0]]: Math.ceil((total - sum) / 2), [players[1]]: Math.floor((total - sum) / 2) };
  const start = { ...positionToJson(s0.game, { ...p, holes, claims }), stores };
  let s = fromRecord({ ruleset, options, start, moves: [] });
  const rnd = mulberry32(seed);
  for (let i = 0; i < moves && position(s).status === 'playing'; i++) {
    const legal = legalMoves(s.game, position(s));
    if (!legal.length) break;
    s = play(s, legal[Math.floor(rnd() * legal.length)]!);
  }
  return s;
}
