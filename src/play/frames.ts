import { applyEvent, cloneState } from '../engine/state';
import type { GameEvent, Hole, State } from '../engine/index';

/**
 * The pictures of a move's animation on the play page. A sowing shows each bean as it falls; the
 * simultaneous race shows both players' beans of one tick in one picture, since they fall at once.
 */
export interface Frame {
  state: State;
  /** Holes sown into since the last lift (in a race: this tick's holes, both players'). */
  path: Hole[];
  current: Hole | null;
}

/** No animation is worth more pictures than this: a very long sowing is shown in strides. */
export const MAX_FRAMES = 240;

/** Events that change nothing a reader sees. */
const UNSEEN = new Set<GameEvent['type']>(['race-tick', 'turn-end', 'first-player']);

export function framesOf(before: State, events: readonly GameEvent[]): Frame[] {
  const frames: Frame[] = [];
  const state = cloneState(before);
  let path: Hole[] = [];
  // The race's lifts come before its first tick: they are one picture too.
  let inRace = events.some((e) => e.type === 'race-tick');
  const snap = (current: Hole | null) => frames.push({ state: cloneState(state), path, current });
  for (const e of events) {
    if (e.type === 'race-tick' && inRace) {
      snap(null);
      path = [];
    }
    if (e.type === 'race-end') inRace = false;
    if (e.type === 'pick-up' || e.type === 'relay') {
      path = inRace ? [...path, e.hole] : [e.hole];
    } else if (e.type === 'drop') {
      path = [...path, e.hole];
    }
    applyEvent(state, e);
    if (!inRace && !UNSEEN.has(e.type)) snap('hole' in e ? e.hole : null);
  }
  if (inRace) snap(null);
  return stride(frames);
}

/** Keep at most MAX_FRAMES pictures, evenly spread, always ending on the last. */
function stride(frames: Frame[]): Frame[] {
  if (frames.length <= MAX_FRAMES) return frames;
  const step = frames.length / MAX_FRAMES;
  const out = Array.from({ length: MAX_FRAMES - 1 }, (_, i) => frames[Math.floor(i * step)]!);
  out.push(frames.at(-1)!);
  return out;
}
