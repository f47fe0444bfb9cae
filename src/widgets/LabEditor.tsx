import { useState } from 'preact/hooks';
import { createGame } from '../engine/game';
import { holeLabel } from '../engine/notation';
import type { RulesetId } from '../engine/index';
import { rulesetLabel } from '../words/terms';
import { labRulesets, type LabPosition } from '../lab/position';
import { capital, countAt, countWords, placeName, setCount, step, type Place } from '../lab/edit';
import { LabBoard } from './LabBoard';
import { nounsFor } from './nouns';
import { untilReady } from './until-ready';

/**
 * The lab's position editor, for a finger as for a mouse or the keys: the board (LabBoard), each
 * hole and store a target that chooses it; under it the place chosen, with − and + and a field to
 * type its count; the count of beans, and the rule that it must add up where the game has one.
 * Counts are kept as typed, even impossible ones, so that the reader's work is never lost to a message.
 */
export interface LabEditorProps {
  position: LabPosition;
  set: (p: LabPosition) => void;
  choose: (ruleset: string) => void;
  standard: () => void;
  empty: () => void;
  disabled: boolean;
}

export function LabEditor({ position: p, set, choose, standard, empty, disabled }: LabEditorProps) {
  // The place being changed: at first the hole the move is sown from.
  const [chosen, setChosen] = useState<Place>({ hole: p.hole });
  const game = createGame(p.ruleset);
  const { board } = game;
  const players = game.rules.players;
  const label = (h: number) => holeLabel(board, game.rules.notation, h);
  // A board of another size (another game) has other holes: back to its first.
  const at: Place = 'hole' in chosen && chosen.hole >= board.size ? { hole: 0 } : chosen;
  const n = countAt(p, at);
  const name = placeName(p, at);
  const { one, many } = nounsFor(game);
  const typed = (e: Event) => {
    const v = (e.target as HTMLInputElement).value;
    set(setCount(p, at, v === '' ? NaN : Number(v)));
  };
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
        </label>
        <button type="button" disabled={disabled} onClick={standard}>Standard start</button>
        <button type="button" disabled={disabled} onClick={empty}>Empty the board</button>
      </div>
      <LabBoard position={p} chosen={at} choose={setChosen} step={(place, by) => set(step(p, place, by))} disabled={disabled} />
      <div class="lab-row lab-place" role="group" aria-label={`Change ${name}`}>
        <span class="lab-place-name">{capital(name)}</span>
        <span class="lab-stepper">
          <button type="button" {...untilReady(!disabled, !(n > 0))} aria-label={`Take a ${one} from ${name}`} onClick={() => set(step(p, at, -1))}>
            −
          </button>
          <input type="number" inputMode="numeric" min={0} step={1} disabled={disabled} aria-label={`${capital(many)} in ${name}`} value={Number.isNaN(n) ? '' : n} onInput={typed} />
          <button type="button" disabled={disabled} aria-label={`Add a ${one} to ${name}`} onClick={() => set(step(p, at, 1))}>
            +
          </button>
        </span>
        <button type="button" {...untilReady(!disabled, !('hole' in at) || at.hole === p.hole)} onClick={() => 'hole' in at && set({ ...p, hole: at.hole, mover: board.seats[at.hole] as 0 | 1 })}>
          Sow from here
        </button>
      </div>
      <p class="lab-count" aria-live="polite">{countWords(p)}</p>
      <div class="lab-row">
        <label>
          Who moves{' '}
          <select value={String(p.mover)} disabled={disabled} onChange={(e) => set({ ...p, mover: Number((e.target as HTMLSelectElement).value) as 0 | 1 })}>
            {players.map((pl, k) => (
              <option value={String(k)}>{pl}</option>
            ))}
          </select>
        </label>
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
