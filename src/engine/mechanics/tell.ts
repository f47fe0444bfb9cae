import type { ReadingId } from '../options';
import type { Outcome, Play } from '../ruleset';
import type { ClauseId, Hole } from '../types';

/**
 * What the sowing tells a listener, apart from the sowing itself (./sow.ts): only a game with a
 * listener calls these. Kept out of the rules' functions so that their code stays small: the JIT
 * inlines a function only below a size, and the silent path's functions (the laps, the turn's
 * end) are called on every lap and every move of a search.
 */

/** An event's `reading` field, present only where a reading decided the step. */
export const withReading = <E extends object>(e: E, reading: ReadingId | undefined): E & { reading?: ReadingId } =>
  reading ? { ...e, reading } : e;

export function tellLift(g: Play, p: number, h: Hole, type: 'pick-up' | 'relay', clause: ClauseId, reading: ReadingId | undefined): void {
  g.listener!.event(withReading({ type, player: g.name(p), hole: h, count: g.pos.holes[h]!, clause }, reading));
}

export function tellSkip(g: Play, p: number, h: Hole): void {
  g.listener!.event({ type: 'skip', player: g.name(p), hole: h, clause: 'reading.skip-origin', reading: 'skip-origin' });
}

/** Play stopped in the middle of the player's sowing: the listener records where it stands. */
export function tellSettle(g: Play, p: number): void {
  g.listener!.settle?.(g.name(p));
}

/** Another lap: the drops so far. */
export function tellLap(g: Play): void {
  g.listener!.lap?.(g.drops);
}

export function tellTurnEnd(g: Play, p: number, next: number, clause: ClauseId, reading: ReadingId | undefined): void {
  g.listener!.event(withReading({ type: 'turn-end', player: g.name(p), next: g.name(next), clause }, reading));
}

/** The landing that ends the turn (an end, a claim, a take from a claim of `count` beans). */
export function tellTurnFinish(g: Play, p: number, h: Hole, o: Outcome, count: number): void {
  const player = g.name(p);
  const L = g.listener!;
  if (o.kind === 'end') L.event(withReading({ type: 'play-end', player, hole: h, clause: o.clause }, o.reading));
  else if (o.kind === 'claim') L.event(withReading({ type: 'claim', player, hole: h, clause: o.clause }, o.reading));
  else L.event(withReading({ type: 'claim-take', player, hole: h, count, clause: o.clause }, o.reading));
}
