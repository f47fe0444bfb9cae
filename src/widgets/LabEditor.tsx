import type { JSX } from 'preact';
import { createGame } from '../engine/game';
import { holeLabel } from '../engine/notation';
import type { RulesetId } from '../engine/index';
import { rulesetLabel } from '../words/terms';
import { labRulesets, type LabPosition } from '../lab/position';

/**
 * The lab's position editor: each hole a button (click adds a bean; Shift+click, right-click or
 * the − key takes one away) beside a number field for typing its count. Counts are kept as typed,
 * even impossible ones, so that the reader's work is never lost to a message.
 */
export interface LabEditorProps {
  position: LabPosition;
  set: (p: LabPosition) => void;
  choose: (ruleset: string) => void;
  standard: () => void;
  clear: () => void;
  disabled: boolean;
}

export function LabEditor({ position: p, set, choose, standard, clear, disabled }: LabEditorProps) {
  const game = createGame(p.ruleset);
  const { board } = game;
  const players = game.rules.players;
  const label = (h: number) => holeLabel(board, game.rules.notation, h);
  const setHole = (h: number, n: number) => set({ ...p, holes: p.holes.map((c, k) => (k === h ? n : c)) });
  const onButton = (h: number) => (e: JSX.TargetedMouseEvent<HTMLButtonElement>) => setHole(h, p.holes[h]! + (e.shiftKey ? -1 : 1));
  const onKey = (h: number) => (e: JSX.TargetedKeyboardEvent<HTMLButtonElement>) => {
    const step = e.key === '+' || e.key === '=' ? 1 : e.key === '-' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    setHole(h, p.holes[h]! + step);
  };
  const typed = (e: Event) => {
    const v = (e.target as HTMLInputElement).value;
    return v === '' ? NaN : Number(v);
  };
  // Rows top to bottom, as the board is drawn: the top player's row first.
  const rows = [...Array(board.rows).keys()].reverse();
  return (
    <fieldset class="lab-editor">
      <legend>The position</legend>
      <div class="lab-row">
        <label>
          Game{' '}
          <select value={p.ruleset} disabled={disabled} onChange={(e) => choose((e.target as HTMLSelectElement).value)}>
            {labRulesets.map((r) => (
              <option value={r}>{rulesetLabel(r as RulesetId)}</option>
            ))}
          </select>
        </label>{' '}
        <button type="button" disabled={disabled} onClick={standard}>Standard start</button>{' '}
        <button type="button" disabled={disabled} onClick={clear}>Clear the holes</button>
      </div>
      <div class="lab-board" style={{ '--cols': board.cols }}>
        {rows.map((row) =>
          [...Array(board.cols).keys()].map((col) => {
            const h = board.cells.findIndex((c) => c.row === row && c.col === col);
            if (h < 0) return <span />;
            const owner = players[board.seats[h]!];
            return (
              <div class={`lab-hole${h === p.hole ? ' from' : ''}`}>
                <span class="lab-label" aria-hidden="true">{label(h)}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={`Hole ${label(h)}, ${owner}'s: ${p.holes[h]} beans. Click to add one, Shift+click to take one away.`}
                  onClick={onButton(h)}
                  onContextMenu={(e) => {
                    e.preventDefault();
                    setHole(h, p.holes[h]! - 1);
                  }}
                  onKeyDown={onKey(h)}
                >
                  {Number.isNaN(p.holes[h]) ? '?' : p.holes[h]}
                </button>
                <input
                  type="number"
                  step={1}
                  disabled={disabled}
                  aria-label={`Beans in hole ${label(h)}`}
                  value={Number.isNaN(p.holes[h]) ? '' : p.holes[h]}
                  onInput={(e) => setHole(h, typed(e))}
                />
              </div>
            );
          }),
        )}
      </div>
      <div class="lab-row">
        {players.map((pl, k) => (
          <label>
            {pl}'s store{' '}
            <input
              type="number"
              step={1}
              disabled={disabled}
              value={Number.isNaN(p.stores[k]) ? '' : p.stores[k]}
              onInput={(e) => set({ ...p, stores: (k === 0 ? [typed(e), p.stores[1]] : [p.stores[0], typed(e)]) as [number, number] })}
            />
          </label>
        ))}
      </div>
      <div class="lab-row">
        <label>
          Who moves{' '}
          <select value={String(p.mover)} disabled={disabled} onChange={(e) => set({ ...p, mover: Number((e.target as HTMLSelectElement).value) as 0 | 1 })}>
            {players.map((pl, k) => (
              <option value={String(k)}>{pl}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          From hole{' '}
          <select value={String(p.hole)} disabled={disabled} onChange={(e) => set({ ...p, hole: Number((e.target as HTMLSelectElement).value) })}>
            {board.cells.map((_, h) => (
              <option value={String(h)}>{label(h)}</option>
            ))}
          </select>
        </label>
      </div>
    </fieldset>
  );
}
