import type { KeyEntry } from './marks';

/**
 * The key under a board: each mark the widget can show, with its words. Each entry's drawing is
 * made by the stylesheet (board.css) in the mark's own line or shape, so a page of many steppers
 * carries only the words. Where the widget offers the route's arrows, their switch is here too;
 * where each player has his own route, the switch names whose the arrows follow.
 */
export interface BoardKeyProps {
  entries: readonly KeyEntry[];
  /** The switch for the route's arrows: its state and what to do when it changes. */
  route?: { on: boolean; set: (on: boolean) => void; disabled?: boolean; whose?: string };
}

export function BoardKey({ entries, route }: BoardKeyProps) {
  return (
    <ul class="board-key" aria-label="Key to the board">
      {entries.map((e) => (
        <li class={`k-${e.kind}`} key={e.kind}>
          {e.text}
        </li>
      ))}
      {route && (
        <li class="k-switch">
          <label>
            <input type="checkbox" checked={route.on} disabled={route.disabled} onChange={(ev) => route.set((ev.target as HTMLInputElement).checked)} />{' '}
            {route.whose ? `Show ${route.whose}'s route of sowing` : 'Show the route of sowing'}
          </label>
        </li>
      )}
    </ul>
  );
}
