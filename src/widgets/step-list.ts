import { applyEvent, cloneState } from '../engine/state';
import type { GameEvent, State } from '../engine/index';
import type { PlayedView } from './played-view';
import type { NarrationContext } from './narrate';

/** One step of the stepper: the position after an event, and everything shown beside it. */
export interface Step {
  /** 0 is the position before any event. */
  index: number;
  event: GameEvent | null;
  state: State;
  /** The move (in Played.moves) this step belongs to. */
  move: number;
  narration: string;
  clause: string | null;
  reading: string | null;
  /** The hole the event happened at, and the holes sown into since the last lift. */
  current: number | null;
  path: number[];
}

/** The words for the k-th step event (race ticks not counted), given what the narrator needs. */
export type Tell = (k: number, e: GameEvent, c: Omit<NarrationContext, 'notation'>) => string;

/**
 * Every step of a played example, told as `tell` says. Race ticks are not steps of their own
 * (they change nothing); every other event is one step, so that stepping forward applies exactly
 * one event. Apart from the narrator (steps.ts): a page's island gets its steps' words from the
 * build, and fetches the narrator only for another notation.
 */
export function stepsOf(played: PlayedView, tell: Tell): Step[] {
  const { game } = played;
  let state = cloneState(played.start);
  const steps: Step[] = [{ index: 0, event: null, state, move: 0, narration: startNarration(played), clause: null, reading: null, current: null, path: [] }];
  let path: number[] = [];
  const sowing: Record<string, { nth: number; of: number }> = {};
  let move = 0;
  played.events.forEach((e, i) => {
    while (move + 1 < played.moves.length && played.moves[move + 1]!.first <= i) move++;
    const before = state;
    if (e.type === 'race-tick') {
      state = cloneState(state);
      applyEvent(state, e);
      return;
    }
    let drop: { nth: number; of: number } | undefined;
    if (e.type === 'pick-up' || e.type === 'relay') {
      sowing[e.player] = { nth: 0, of: before.hands[e.player]! + e.count };
      path = [e.hole];
    } else if (e.type === 'drop') {
      const s = sowing[e.player];
      if (s) {
        s.nth += e.count;
        drop = { nth: s.nth, of: s.of };
      }
      path = [...path, e.hole];
    }
    const narration = tell(steps.length - 1, e, { game, before, drop });
    state = cloneState(state);
    applyEvent(state, e);
    steps.push({
      index: steps.length,
      event: e,
      state,
      move,
      narration,
      clause: e.clause,
      reading: e.reading ?? null,
      current: 'hole' in e ? e.hole : null,
      path: e.type === 'drop' || e.type === 'pick-up' || e.type === 'relay' ? path : [],
    });
  });
  return steps;
}

function startNarration(played: PlayedView): string {
  const first = played.moves[0];
  if (first?.label === 'set-up') return 'An empty board: every piece is in its holder\'s store.';
  if (first?.label === 'opening') return 'The start: the opening is about to be played.';
  return played.start.toMove ? `The start: ${played.start.toMove} to move.` : 'The start: nobody is to move.';
}

/** The steps of a played example that carries its words (steps.ts's narrated), in its own notation. */
export function toldSteps(played: PlayedView): Step[] {
  return stepsOf(played, (k) => played.narrations?.[k] ?? '');
}
