import { BoardSvg } from '../diagrams/BoardSvg';
import type { BoardLayout } from '../diagrams/layout';
import type { BoardMarks } from '../diagrams/marks';
import type { Nouns } from './nouns';

/**
 * The play page's board: the drawing, and over each hole the player to move may sow from a button
 * (a finger's target at least 44 px wide, the drawing's dashed ring its look). While an earlier
 * move is looked at, no hole is offered: the buttons' group says it is unavailable, and the arrow
 * keys on the board walk the game.
 */
export interface PlayBoardProps {
  layout: BoardLayout;
  /** The drawing's text alternative. */
  label: string;
  marks: BoardMarks;
  /** The holes that may be sown from now (none while looking back). */
  playable: ReadonlySet<number>;
  nouns: Nouns;
  reviewing: boolean;
  onSow: (hole: number) => void;
  onKey: (e: KeyboardEvent) => void;
}

export function PlayBoard({ layout, label, marks, playable, nouns, reviewing, onSow, onKey }: PlayBoardProps) {
  const at = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div class={`play-board${reviewing ? ' reviewing' : ''}`} role="group" tabIndex={0} onKeyDown={onKey} aria-label="The board: ← and → walk the game">
      <BoardSvg layout={layout} label={label} show="both" {...marks} id="play-board" />
      <div class="hole-buttons" role="group" aria-label="Holes you may sow from" aria-disabled={reviewing ? 'true' : undefined}>
        {layout.holes.filter((h) => playable.has(h.hole)).map((h) => (
          <button
            type="button"
            class="hole-button"
            style={{ left: at(h.x, layout.width), top: at(h.y, layout.height), width: at(2 * layout.radius, layout.width), height: at(2 * layout.radius, layout.height) }}
            aria-label={`Sow from hole ${h.label} (${h.count} ${h.count === 1 ? nouns.one : nouns.many})`}
            onClick={() => onSow(h.hole)}
          />
        ))}
      </div>
    </div>
  );
}

/** Over the board while an earlier move is looked at: which, the moves either side, and the way back. */
export interface ViewingProps {
  text: string;
  earlier: (() => void) | null;
  later: () => void;
  back: () => void;
}

export function Viewing({ text, earlier, later, back }: ViewingProps) {
  return (
    <div class="viewing">
      <p>{text}</p>
      <div class="controls">
        <button type="button" onClick={() => earlier?.()} disabled={!earlier} data-off={earlier ? undefined : ''}>
          <span aria-hidden="true">←</span> Earlier
        </button>
        <button type="button" onClick={later}>
          Later <span aria-hidden="true">→</span>
        </button>
        <button type="button" class="primary" onClick={back}>
          Back to the game
        </button>
      </div>
    </div>
  );
}
