import type { GameEvent } from '../engine/index';
import type { PlayedView } from '../widgets/played-view';

/** What an event does, leaving aside which sentence licenses it and the names players have. */
function effect(e: GameEvent, players: readonly string[]): string {
  const seat = (p: unknown) => (typeof p === 'string' ? String(players.indexOf(p)) : p);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'clause' || k === 'reading') continue;
    out[k] = k === 'player' || k === 'next' || k === 'winner' ? seat(v) : v;
  }
  return JSON.stringify(out);
}

/** The events that are steps (race ticks change nothing and are not steps). */
export const stepEvents = (p: Pick<PlayedView, 'events'>) => p.events.filter((e) => e.type !== 'race-tick');

/**
 * The first step at which the lanes' games differ in what happens (not merely in which sentence
 * licenses it), or null if they never do. Step n is the position after the n-th step event.
 */
export function firstDivergence(lanes: Pick<PlayedView, 'events' | 'game'>[]): { step: number; events: (GameEvent | null)[] } | null {
  const runs = lanes.map(stepEvents);
  const longest = Math.max(...runs.map((r) => r.length));
  for (let i = 0; i < longest; i++) {
    const keys = runs.map((r, k) => (r[i] ? effect(r[i]!, lanes[k]!.game.rules.players) : 'none'));
    if (keys.some((k) => k !== keys[0])) return { step: i + 1, events: runs.map((r) => r[i] ?? null) };
  }
  return null;
}
