import type { ComponentChildren } from 'preact';
import type { Item } from '../play/moves';

/**
 * The play page's move list: each move, opening and set-up, which shows the position after it
 * when chosen (the page brings the board into view), and opens bean by bean in the stepper; the
 * stepper, once opened, stands under the list (`children`).
 */
export interface PlayMovesProps {
  list: readonly Item[];
  /** Entries in effect in the position shown. */
  shown: number;
  /** Entries in effect in the game as it stands. */
  at: number;
  /** Show the position after as many entries (null: the game as it stands). */
  onView: (view: number | null) => void;
  onStep: (index: number) => void;
  onKey: (e: KeyboardEvent) => void;
  children?: ComponentChildren;
}

export function PlayMoves({ list, shown, at, onView, onStep, onKey, children }: PlayMovesProps) {
  return (
    <section class="moves" aria-labelledby="moves-h">
      <h2 id="moves-h">Moves</h2>
      <ul class="move-list" onKeyDown={onKey}>
        {list.map((item) => {
          const words = item.kind === 'set-up' ? <strong>Game {item.game}: {item.text}</strong> : item.text;
          return (
            <li class={`${item.undone ? 'undone' : ''}${shown === item.index + 1 ? ' viewed' : ''}`.trim() || undefined}>
              {item.undone ? words : (
                <button type="button" class="link go" aria-current={shown === item.index + 1 ? 'step' : undefined} onClick={() => onView(item.index + 1 === at ? null : item.index + 1)}>
                  {words}
                </button>
              )}
              {item.undone && <span class="muted"> (undone)</span>}{' '}
              <button type="button" class="link" onClick={() => onStep(item.index)} aria-label={`Step through: ${item.text}`}>step through</button>
            </li>
          );
        })}
      </ul>
      {children}
    </section>
  );
}
