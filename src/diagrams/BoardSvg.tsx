import { beanSlots, beansPath, type BoardLayout, type HoleView } from './layout';
import { trail, type BoardMarks } from './marks';
import './board.css';

/**
 * The board as SVG, drawn from a layout (./layout.ts), the same on the server (Astro's diagrams,
 * the islands' first paint) and in the browser. Every mark has its own shape or line, so none is
 * told by colour alone: a side by its tint and its player's name; the hole sown from by a solid
 * ring, the sowing by a rim in the accent and links from pit to pit, the last bean by a pointer (and the bean itself); a
 * take by dotted rings on the emptied holes and the store; a claim by a square pit and a banner
 * with its holder's name; a hole to play by a dashed ring; a difference from the first lane by a badge.
 * BoardKey names them under the board.
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
  /** What the ruleset calls a claimed hole (Courlander's claim, the DLP's weg). */
  noun?: string | null;
  /** Arrows along the route of sowing. */
  route?: boolean;
  id?: string;
}

export function BoardSvg(props: BoardSvgProps) {
  const { layout, label, show = 'both', noun, id, route, from = null, taken = [], legal = [], differs } = props;
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
  // Which way a hole's label lies (1 below, -1 above): its banner lies the other way, its pointer and badge this way.
  const toward = (h: HoleView) => (h.labelY > h.y ? 1 : -1);
  // A claimed pit is square, and so is its ring.
  const shape = (h: HoleView, cls: string, k: number) =>
    h.claim ? <rect class={cls} x={round(-k)} y={round(-k)} width={round(2 * k)} height={round(2 * k)} rx={round(k / 4)} /> : <circle class={cls} r={round(k)} />;
  const claimed = counts ? layout.holes.filter((h) => h.claim) : [];
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
        const beans = counts ? beanSlots(h.count, h.claim ? (toward(h) > 0 ? 'top' : 'bottom') : undefined) : [];
        return (
          <g class={`hole side-${h.side}${marked(h)}${inPath.has(h.hole) ? ' path' : ''}${h.claim ? ' claimed' : ''}${differs?.has(h.hole) ? ' differs' : ''}`} key={h.hole} data-hole={h.label} data-differs={differs?.has(h.hole) ? 'true' : undefined} transform={at(h)}>
            {shape(h, 'pit', r)}
            {marked(h).replace(' last', '') && shape(h, 'ring', r + 4)}
            {beans.length > 0 && <path class="beans" d={beansPath(beans, r)} />}
            {h.hole === last && beans.length > 0 && <path class="new" d={beansPath(beans.slice(-1), r)} />}
            {counts && <text class="count">{h.count}</text>}
            {show !== 'counts' && <text class="label" y={round(h.labelY - h.y)}>{h.label}</text>}
            {differs?.has(h.hole) && (
              <g class="badge" transform={`translate(${round(-r * 0.8)} ${round(toward(h) * r * 0.8)})`}>
                <circle r="10" />
                <text>≠</text>
              </g>
            )}
          </g>
        );
      })}
      {claimed.map((h) => {
        const words = `${h.claim}'s ${noun ?? 'claim'}`;
        // Wide enough for its words at the banner's size (about half an em a letter).
        const w = Math.max(2 * r, words.length * 7.6 + 10);
        return (
          <g class="banner" key={`banner-${h.hole}`} transform={at(h, -toward(h) * (r - 8))}>
            <g>
              <rect x={round(-w / 2)} y="-9" width={round(w)} height="18" rx="3" />
              <text>{words}</text>
            </g>
          </g>
        );
      })}
      {last !== null && layout.holes[last] && <path class="pointer" d={`M${round(r * 0.8)} 0l18-9v18z`} transform={`${at(layout.holes[last])}rotate(${45 * toward(layout.holes[last])})`} />}
      {arrows.map((a) => (
        <line class="route" key={`arrow-${a.from}`} x1={round(a.x1)} y1={round(a.y1)} x2={round(a.x2)} y2={round(a.y2)} marker-end={`url(#${arrow})`} />
      ))}
    </svg>
  );
}

const round = (n: number) => Math.round(n * 10) / 10;
