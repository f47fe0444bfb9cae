import { beanSlots, beansPath, type BoardLayout, type HoleView } from './layout';
import { holderMarks, trail, type BoardMarks } from './marks';
import './board.css';

/**
 * The board as SVG, drawn from a layout (./layout.ts), the same on the server (Astro's diagrams,
 * the islands' first paint) and in the browser. Every mark has its own shape or line, so none is
 * told by colour alone: a side by its tint and its player's name; the hole sown from by a solid
 * ring, the sowing by a rim in the accent and links from pit to pit, the last bean by a pointer (and the bean itself); a
 * take by dotted rings on the emptied holes and the store; a claim by a square pit and a badge
 * with its holder's letter beside the hole's label; a hole to play by a dashed ring; a difference
 * from the first lane by a badge.
 * BoardKey names them under the board, and says once what each holder's letter stands for.
 *
 * No two of them print over each other, nor over a label or a count, on a board of any shape
 * (test/e2e/board-marks.e2e.test.ts measures them): the label band under or over each pit holds
 * its label and its claim's badge, the badge on the side away from the player's name written on
 * that edge; the pointer and the difference badge stand in the free space between four pits, on the
 * pit's far side from its label; a count of two digits has no beans round it.
 */
export interface BoardSvgProps extends BoardMarks {
  layout: BoardLayout;
  /** The text alternative (role="img"). */
  label: string;
  /** What to show for each hole: its count (with beans), its label, or both. */
  show?: 'counts' | 'labels' | 'both';
  /** Older names: the sowing's path, and the hole where the last bean fell. */
  highlight?: readonly number[];
  current?: number | null;
  /** Arrows along the route of sowing. */
  route?: boolean;
  id?: string;
}

export function BoardSvg(props: BoardSvgProps) {
  const { layout, label, show = 'both', id, route, from = null, taken = [], legal = [], differs } = props;
  const path = props.path ?? props.highlight ?? [];
  const last = props.last !== undefined ? props.last : (props.current ?? null);
  const r = layout.radius;
  const counts = show !== 'labels';
  const arrow = `${id ?? 'b'}-arrow`;
  const arrows = route ? layout.arrows : [];
  const gains = new Map<string, number>();
  for (const t of taken) gains.set(t.by, (gains.get(t.by) ?? 0) + t.count);
  const marked = (h: HoleView) =>
    `${h.hole === from ? ' from' : ''}${h.hole === last ? ' last' : ''}${legal.includes(h.hole) ? ' legal' : ''}${taken.some((t) => t.hole === h.hole) ? ' taken' : ''}`;
  const inPath = new Set(path);
  const at = (h: HoleView, dy = 0) => `translate(${round(h.x)} ${round(h.y + dy)})`;
  // Which way a hole's label lies (1 below, -1 above): its pointer and difference badge stand the other way.
  const toward = (h: HoleView): 1 | -1 => (h.labelY > h.y ? 1 : -1);
  const holders = holderMarks([layout.stores[0]!.player, layout.stores[1]!.player]);
  // A claimed pit is square, and so is its ring.
  const shape = (h: HoleView, cls: string, k: number) =>
    h.claim ? <rect class={cls} x={round(-k)} y={round(-k)} width={round(2 * k)} height={round(2 * k)} rx={round(k / 4)} /> : <circle class={cls} r={round(k)} />;
  return (
    <svg class="board" id={id} viewBox={`0 0 ${layout.width} ${round(layout.height)}`} style={`aspect-ratio:${layout.width}/${round(layout.height)}`} role="img" aria-label={label} font-family="system-ui,sans-serif" text-anchor="middle" dominant-baseline="central">
      {arrows.length > 0 && (
        <defs>
          <marker id={arrow} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" class="arrow-head" />
          </marker>
        </defs>
      )}
      <rect class="board-bg" x="1" y="1" width={layout.width - 2} height={round(layout.height - 2)} rx="14" />
      {layout.stores.map((s, i) => (
        <g class={`store side-${i}${gains.has(s.player) ? ' gains' : ''}`} key={`store-${s.player}`} transform={`translate(${s.x + s.width / 2} ${round(s.y + s.height / 2)})`}>
          <rect class="pit" x={-s.width / 2} y={round(-s.height / 2)} width={s.width} height={round(s.height)} rx="20" />
          {counts && <text class="count">{s.count}</text>}
          {gains.has(s.player) && <text class="gain" y={round(-s.height / 2 + 18)}>+{gains.get(s.player)}</text>}
          {/* Flush with the board's outer edge, so a long name ("south") runs inward, not off the board. */}
          <text class="name" x={i ? -s.width / 2 : s.width / 2} y={round(s.nameY - s.y - s.height / 2)} text-anchor={i ? 'start' : 'end'}>
            {s.player}
          </text>
        </g>
      ))}
      {trail(path, layout.holes.length, layout.routes).map(([a, b]) => {
        const p = layout.holes[a]!;
        const q = layout.holes[b]!;
        // Rim to rim, under the pits and their labels.
        const k = r / (Math.hypot(q.x - p.x, q.y - p.y) || 1);
        return <line class="link" key={`link-${a}`} x1={round(p.x + (q.x - p.x) * k)} y1={round(p.y + (q.y - p.y) * k)} x2={round(q.x - (q.x - p.x) * k)} y2={round(q.y - (q.y - p.y) * k)} />;
      })}
      {layout.holes.map((h) => {
        const beans = counts ? beanSlots(h.count) : [];
        return (
          <g class={`hole side-${h.side}${marked(h)}${inPath.has(h.hole) ? ' path' : ''}${h.claim ? ' claimed' : ''}${differs?.has(h.hole) ? ' differs' : ''}`} key={h.hole} data-hole={h.label} data-differs={differs?.has(h.hole) ? 'true' : undefined} transform={at(h)}>
            {shape(h, 'pit', r)}
            {marked(h).replace(' last', '') && shape(h, 'ring', r + 4)}
            {beans.length > 0 && <path class="beans" d={beansPath(beans, r)} />}
            {h.hole === last && beans.length > 0 && <path class="new" d={beansPath(beans.slice(-1), r)} />}
            {counts && <text class="count">{h.count}</text>}
            {show !== 'counts' && <text class="label" y={round(h.labelY - h.y)}>{h.label}</text>}
            {counts && h.claim && (
              // Beside the label: the top row's to its right, clear of the top player's name at the board's left; every other row's to its left.
              // A little outward of the label's middle, so that scaled up for a narrow board it still clears the pit.
              <g class="holder-at" transform={`translate(0 ${round(h.labelY - h.y + toward(h) * 1.5)})`}>
                <g class="holder" style={`--side:${toward(h) > 0 ? -1 : 1}`}>
                  <rect x="-7" y="-7" width="14" height="14" rx="3" />
                  <text>{holders[h.claim] ?? h.claim}</text>
                </g>
              </g>
            )}
            {differs?.has(h.hole) && (
              <g class="badge" transform={`translate(${round(-r * 0.8)} ${round(-toward(h) * r * 0.8)})`}>
                <circle r="10" />
                <text>≠</text>
              </g>
            )}
          </g>
        );
      })}
      {last !== null && layout.holes[last] && <path class="pointer" d={pointer(r, toward(layout.holes[last]))} transform={at(layout.holes[last])} />}
      {arrows.map((a) => (
        <line class="route" key={`arrow-${a.from}`} x1={round(a.x1)} y1={round(a.y1)} x2={round(a.x2)} y2={round(a.y2)} marker-end={`url(#${arrow})`} />
      ))}
    </svg>
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The last bean's pointer: a triangle whose tip touches the pit's rim, from the free space between
 * four pits on the pit's far side from its label (`toward`: 1 where the label is below), to its
 * right. Not inside the rim: a count of two digits reaches into the pit's corners on the smallest
 * pits. Its points are given turned, not drawn level and rotated, so that its box on the screen is
 * its own.
 */
export function pointer(r: number, toward: 1 | -1): string {
  const c = Math.SQRT1_2;
  const along = (d: number, across: number) => `${round((d - across) * c)} ${round(-toward * (d + across) * c)}`;
  const tip = r + 0.5;
  return `M${along(tip, 0)}L${along(tip + 13, 6.5)}L${along(tip + 13, -6.5)}z`;
}
