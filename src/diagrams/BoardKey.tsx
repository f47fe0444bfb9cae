import type { JSX } from 'preact';
import type { KeyEntry, MarkKind } from './marks';

/**
 * The key under a board: each mark the widget can show, drawn small with the board's own classes
 * (so it looks exactly like the mark on the board), and its words. Where the widget offers the
 * route's arrows, their switch is here too.
 */
export interface BoardKeyProps {
  entries: readonly KeyEntry[];
  /** The switch for the route's arrows: its state and what to do when it changes. */
  route?: { on: boolean; set: (on: boolean) => void; disabled?: boolean };
}

const R = 11;
const SWATCH: Record<MarkKind, JSX.Element> = {
  'side-0': <g class="hole side-0"><circle class="pit" r={R} /></g>,
  'side-1': <g class="hole side-1"><circle class="pit" r={R} /></g>,
  from: <g class="hole side-0 from"><circle class="pit" r={R - 2} /><circle class="ring" r={R + 2} /></g>,
  path: <g class="hole side-0"><line class="link" x1="-12" y1="0" x2="12" y2="0" /></g>,
  last: <g class="hole side-0"><circle class="pit" r={R} /><path class="pointer" d="M2 0l14-7v14z" transform="rotate(-45)" /></g>,
  taken: <g class="hole side-0 taken"><circle class="pit" r={R - 2} /><circle class="ring" r={R + 2} /></g>,
  claim: <g class="hole side-0 claimed"><rect class="pit" x={-R} y={-R} width={2 * R} height={2 * R} rx="3" /><g class="banner"><rect x="-13" y="-4" width="26" height="8" /></g></g>,
  legal: <g class="hole side-0 legal"><circle class="pit" r={R - 2} /><circle class="ring" r={R + 2} /></g>,
  differs: <g class="badge"><circle r={R} /><text>≠</text></g>,
  route: <g><line class="route" x1="-13" y1="0" x2="6" y2="0" /><path class="arrow-head" d="M4-6l10 6-10 6z" /></g>,
};

export function BoardKey({ entries, route }: BoardKeyProps) {
  return (
    <ul class="board-key" aria-label="Key to the board">
      {entries.map((e) => (
        <li key={e.kind}>
          <svg class="board swatch" viewBox="-16 -16 32 32" aria-hidden="true" focusable="false">
            {SWATCH[e.kind]}
          </svg>
          {e.text}
        </li>
      ))}
      {route && (
        <li>
          <label>
            <input type="checkbox" checked={route.on} disabled={route.disabled} onChange={(ev) => route.set((ev.target as HTMLInputElement).checked)} /> Show the route of sowing
          </label>
        </li>
      )}
    </ul>
  );
}
