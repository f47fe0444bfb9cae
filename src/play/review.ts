import type { Player } from '../engine/index';
import { sentence } from '../widgets/narrate';
import { ends, resultOf, winnerLine } from './ending';
import { moveList, recentEntries } from './moves';
import type { Session } from './session';
import { clampView, viewTitle } from './view';

/**
 * Looking back at an earlier move, in words: the banner over the board, the turn line, and which
 * entries "What happened, and why" tells. A view is a number of entries in effect (./view.ts);
 * null is the game as it stands.
 */

/** "Viewing move 3 of 12", "Viewing the opening", "Viewing the start". */
export function reviewBanner(s: Session, view: number): string {
  return `Viewing ${viewTitle(s, view)}`;
}

/**
 * The turn line over a move looked back at: what it did, then what came of it (who was to move
 * next, or how the game ended). "Move 3 of 12: B from 5 (7 sown). Then A to move."
 */
export function viewedLine(s: Session, view: number, computer: Player | null): string {
  const at = clampView(s, view);
  const state = at > 0 ? s.entries[at - 1]!.state : s.start;
  const then =
    at > 0 && ends(state)
      ? winnerLine(resultOf(s.game, s.entries[at - 1]!), s.game.rules.players, computer)
      : state.status === 'endless'
        ? 'Then play stops: the sowing never ends.'
        : state.toMove === null
          ? 'Then the opening.'
          : `Then ${state.toMove} to move.`;
  if (at === 0) return `The start, before any move. ${then}`;
  const item = moveList(s)[at - 1]!;
  // The move list's words without its number ("3. B from 5" is move 3 of the title already).
  const did = item.text.replace(/^\d+\. /, '');
  return item.kind === 'move' ? `${sentence(viewTitle(s, at))}: ${did}. ${then}` : `${did}. ${then}`;
}

/** The entries "What happened, and why" tells: the one viewed, or the game's latest (./moves.ts, recentEntries). */
export function toldEntries(s: Session, view: number | null, computer: Player | null): number[] {
  if (view === null) return recentEntries(s, computer);
  const at = clampView(s, view);
  return at > 0 ? [at - 1] : [];
}

/** The heading over those lines: "What just happened, and why"; "What happened in move 3 of 12, and why". */
export function toldHeading(s: Session, view: number | null): string {
  if (view === null) return 'What just happened, and why';
  const at = clampView(s, view);
  return at > 0 ? `What happened in ${viewTitle(s, at)}, and why` : 'What happened, and why';
}
