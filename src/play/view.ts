import { sowingMarks, type BoardMarks } from '../diagrams/marks';
import type { State } from '../engine/index';
import { moveList } from './moves';
import { position, type Entry, type Session } from './session';

/**
 * Looking back over the game without changing it: a view is a number of entries in effect (0 is
 * the start, `session.at` the position now). The session keeps every entry, so going back to the
 * game is just dropping the view.
 */
export function clampView(s: Session, view: number): number {
  return Math.max(0, Math.min(s.at, Math.round(view)));
}

/** The position a view shows, and the entry that led to it (none at the start). */
export function viewed(s: Session, view: number | null): { state: State; entry: Entry | null; at: number } {
  if (view === null) return { state: position(s), entry: s.at > 0 ? s.entries[s.at - 1]! : null, at: s.at };
  const at = clampView(s, view);
  return { state: at > 0 ? s.entries[at - 1]!.state : s.start, entry: at > 0 ? s.entries[at - 1]! : null, at };
}

/**
 * Where an entry's move was sown from and where its last bean fell, to mark on the board: the latest event that is
 * part of a sowing (an entry's last events, a turn's end or a take, may name no hole sown from).
 */
export function entryMarks(entry: Entry | null): BoardMarks {
  if (!entry) return {};
  for (let i = entry.events.length - 1; i >= 0; i--) {
    const m = sowingMarks(entry.events, i);
    if (m.from !== undefined && m.from !== null) {
      // A take seen later in the entry is marked too.
      const taken = entry.events.slice(i + 1).flatMap((_, j) => sowingMarks(entry.events, i + 1 + j).taken ?? []);
      // A relay sows lap after lap: the hole marked as sown from is the one the player chose.
      const from = entry.kind === 'move' && entry.move !== 'pass' ? entry.move : m.from;
      return { ...m, from, ...(taken.length ? { taken: [...(m.taken ?? []), ...taken] } : {}) };
    }
  }
  return {};
}

/** The next view for a key, or undefined when the key is not one that walks the game. */
export function viewForKey(s: Session, view: number | null, key: string): number | null | undefined {
  const at = view ?? s.at;
  const to = key === 'ArrowLeft' ? at - 1 : key === 'ArrowRight' ? at + 1 : key === 'Home' ? 0 : key === 'End' ? s.at : undefined;
  if (to === undefined) return undefined;
  const next = clampView(s, to);
  return next === s.at ? null : next;
}

/**
 * What the banner calls a view, numbered as the move list numbers moves (within their game, the
 * opening and set-ups unnumbered): "move 5 of 12", "the opening", "the start".
 */
export function viewTitle(s: Session, view: number): string {
  const at = clampView(s, view);
  if (at === 0) return 'the start';
  const list = moveList(s);
  const item = list[at - 1]!;
  const series = list.some((i) => i.kind === 'set-up') ? ` of game ${item.game}` : '';
  if (item.kind === 'opening') return `the opening${series}`;
  if (item.kind === 'set-up') return `the set-up of game ${item.game}`;
  const moves = list.filter((i) => i.kind === 'move' && !i.undone && i.game === item.game);
  return `move ${moves.indexOf(item) + 1} of ${moves.length}${series}`;
}
