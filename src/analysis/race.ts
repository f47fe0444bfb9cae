/**
 * How a game of the analysis ended, and how a simultaneous race ended: the categories its
 * figures count, and the race read from an opening's events.
 */
import type { Game, GameEvent, Player, State } from '../engine/index';

export type GameEnd = 'finished' | 'endless-cycle' | 'endless-limit' | 'capped';

/** How a simultaneous race ended: who dropped a last bean into an empty hole first. */
export type RaceEnd = 'bottom-first' | 'top-first' | 'same-tick' | 'endless-cycle' | 'endless-limit';

export const gameEnds = ['finished', 'endless-cycle', 'endless-limit', 'capped'] as const;
export const results = ['win', 'draw', 'loss', 'none'] as const;
export const raceEnds = ['bottom-first', 'top-first', 'same-tick', 'endless-cycle', 'endless-limit'] as const;
/**
 * How the next game of a random series opened: a race's end, no race (the set-up names who
 * moves first), or no next game: the series is over, or the pieces scored do not add up to a
 * full board (beans left out of the score, as under unclaimed-at-end: unowned).
 */
export const laterOpenings = [...raceEnds, 'no-race', 'series-over', 'not-all-scored'] as const;
export type LaterOpening = (typeof laterOpenings)[number];

export interface RaceOutcome {
  end: RaceEnd;
  /** Ticks played (one bean from each player still sowing per tick). */
  ticks: number;
  /** Who finished, in order (the race-end event's). */
  finished: Player[];
  /** Who makes the first move after the race, or null where it never ended. */
  firstMover: Player | null;
}

/** The race in an opening's events, or null where the opening is not a race. */
export function raceOutcome(game: Game, events: readonly GameEvent[], after: State): RaceOutcome | null {
  const [bottom] = game.rules.players;
  let ticks = 0;
  let raced = false;
  const finishTicks: number[] = [];
  let finished: Player[] = [];
  let endless: 'endless-cycle' | 'endless-limit' | null = null;
  for (const e of events) {
    if (e.type === 'race-tick') {
      raced = true;
      ticks = e.tick;
    } else if (e.type === 'race-finish') finishTicks.push(ticks);
    else if (e.type === 'race-end') finished = e.finished;
    else if (e.type === 'endless' && raced) endless = e.reason === 'cycle' ? 'endless-cycle' : 'endless-limit';
  }
  if (!raced) return null;
  const firstMover = after.status === 'playing' ? after.toMove : null;
  if (endless) return { end: endless, ticks, finished, firstMover };
  const end: RaceEnd = finishTicks.length > 1 && finishTicks[0] === finishTicks[1] ? 'same-tick' : finished[0] === bottom ? 'bottom-first' : 'top-first';
  return { end, ticks, finished, firstMover };
}
