import type { JSX } from 'preact';
import { createGame } from '../engine/game';
import { BoardSvg } from '../diagrams/BoardSvg';
import { BoardKey } from '../diagrams/BoardKey';
import { describeBoard, layoutBoard, routesOf } from '../diagrams/layout';
import { keyEntries } from '../diagrams/marks';
import { nounsFor } from './nouns';
import { capital, countAt, placeName, type Place } from '../lab/edit';
import type { LabPosition } from '../lab/position';

/**
 * The lab's board, drawn as every other board is (BoardSvg: the sides shaded by owner, the hole
 * moved from ringed, the same key), with a button over each hole and each store that chooses it
 * for the editor below; with a hole or store focused, + and − raise and lower it. A count not yet
 * typed is drawn as none.
 */
export interface LabBoardProps {
  position: LabPosition;
  chosen: Place;
  choose: (at: Place) => void;
  step: (at: Place, by: 1 | -1) => void;
  disabled: boolean;
}

const same = (a: Place, b: Place) => ('hole' in a && 'hole' in b ? a.hole === b.hole : 'store' in a && 'store' in b && a.store === b.store);

export function LabBoard({ position: p, chosen, choose, step, disabled }: LabBoardProps) {
  const game = createGame(p.ruleset);
  const players = game.rules.players;
  const shown = (n: number) => (Number.isFinite(n) ? n : 0);
  const state = {
    holes: p.holes.map(shown),
    owners: game.board.seats.map((seat) => players[seat]!),
    claims: p.holes.map(() => null),
    stores: { [players[0]]: shown(p.stores[0]), [players[1]]: shown(p.stores[1]) },
  };
  const layout = layoutBoard(game.board, state, game.rules.notation, players, { routes: routesOf(game.rules) });
  const nouns = nounsFor(game);
  const onKey = (at: Place) => (e: JSX.TargetedKeyboardEvent<HTMLButtonElement>) => {
    const by = e.key === '+' || e.key === '=' ? 1 : e.key === '-' || e.key === '−' ? -1 : 0;
    if (by === 0) return;
    e.preventDefault();
    choose(at);
    step(at, by);
  };
  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  const target = (at: Place, box: { x: number; y: number; w: number; h: number }) => {
    const n = countAt(p, at);
    return (
      <button
        type="button"
        class={`lab-target${'store' in at ? ' store' : ''}`}
        style={{ left: pct(box.x, layout.width), top: pct(box.y, layout.height), width: pct(box.w, layout.width), height: pct(box.h, layout.height) }}
        disabled={disabled}
        aria-pressed={same(at, chosen)}
        aria-label={`${capital(placeName(p, at))}: ${Number.isFinite(n) ? `${n} ${n === 1 ? nouns.one : nouns.many}` : 'no count yet'}`}
        onClick={() => choose(at)}
        onKeyDown={onKey(at)}
      />
    );
  };
  return (
    <div class="lab-board">
      <div class="lab-board-drawing">
        <BoardSvg layout={layout} label={describeBoard(layout, players, { marks: { from: p.hole } })} show="both" from={p.hole} id="lab-board" />
        <div class="lab-targets" role="group" aria-label="Choose a hole or a store to change">
          {layout.holes.map((h) => target({ hole: h.hole }, { x: h.x, y: h.y, w: 2 * layout.radius, h: 2 * layout.radius }))}
          {layout.stores.map((s) => target({ store: players.indexOf(s.player) as 0 | 1 }, { x: s.x + s.width / 2, y: s.y + s.height / 2, w: s.width, h: s.height }))}
        </div>
      </div>
      {/* The key's own drawings; the ring's words the lab's, since nothing has been sown yet. */}
      <BoardKey entries={keyEntries(['side-0', 'side-1', 'from'], { players, ...nouns }).map((e) => (e.kind === 'from' ? { ...e, text: 'the move is sown from here' } : e))} />
    </div>
  );
}
