import type { BoardLayout } from './layout';

/**
 * The board as SVG, drawn from a layout (./layout.ts). Rendered on the server by Astro for the
 * static diagrams and by the widgets in the browser. Sides are shown by tint and by the outline's
 * dash; claims by a square and the holder's initial, never by colour alone.
 */
export interface BoardSvgProps {
  layout: BoardLayout;
  /** The text alternative (role="img"). */
  label: string;
  /** What to write in each hole. */
  show?: 'counts' | 'labels' | 'both';
  /** Holes to mark (the current hole, a sowing's path). */
  highlight?: readonly number[];
  current?: number | null;
  id?: string;
}

export function BoardSvg({ layout, label, show = 'both', highlight = [], current = null, id }: BoardSvgProps) {
  const r = layout.radius;
  const marked = new Set(highlight);
  return (
    <svg class="board" id={id} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      <defs>
        <marker id={`${id ?? 'b'}-arrow`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" class="arrow-head" />
        </marker>
      </defs>
      <rect class="board-bg" x="1" y="1" width={layout.width - 2} height={layout.height - 2} rx="14" />
      {layout.stores.map((s) => (
        <g class="store" key={`store-${s.player}`}>
          <rect x={s.x} y={s.y} width={s.width} height={s.height} rx="22" />
          <text class="store-count" x={s.x + s.width / 2} y={s.y + s.height / 2}>{s.count}</text>
          <text class="store-label" x={s.x + s.width / 2} y={s.y + s.height - 10}>{s.player}</text>
        </g>
      ))}
      {layout.holes.map((h) => (
        <g class={`hole side-${h.side}${marked.has(h.hole) ? ' marked' : ''}${current === h.hole ? ' current' : ''}${h.claim ? ' claimed' : ''}`} key={h.hole} data-hole={h.label}>
          {h.claim ? <rect class="pit" x={h.x - r} y={h.y - r} width={r * 2} height={r * 2} rx="6" /> : <circle class="pit" cx={h.x} cy={h.y} r={r} />}
          {show !== 'labels' && <text class="count" x={h.x} y={show === 'both' ? h.y + 2 : h.y + 6}>{h.count}</text>}
          {show !== 'counts' && <text class={show === 'both' ? 'label small' : 'label'} x={h.x} y={show === 'both' ? h.y + r - 5 : h.y + 6}>{h.label}</text>}
          {h.claim && <text class="claim-mark" x={h.x + r - 2} y={h.y - r + 10}>{h.claim.slice(0, 1).toUpperCase()}</text>}
        </g>
      ))}
      {layout.arrows.map((a) => (
        <line class="route" key={`arrow-${a.from}`} x1={a.x1} y1={a.y1} x2={a.x2} y2={a.y2} marker-end={`url(#${id ?? 'b'}-arrow)`} />
      ))}
    </svg>
  );
}
