import type { NotationId } from '../engine/index';
import { narrate } from './narrate';
import type { PlayedView } from './played-view';
import { stepsOf, type Step } from './step-list';

export type { Step } from './step-list';

/** Every step of a played example, narrated in a notation (step-list.ts says what a step is). */
export function buildSteps(played: PlayedView, notation: NotationId): Step[] {
  return stepsOf(played, (_, e, c) => narrate(e, { ...c, notation }));
}

/** A played example with its steps' words in its own notation: what a page hands a stepper. */
export function narrated(played: PlayedView): PlayedView {
  return { ...played, narrations: buildSteps(played, played.game.rules.notation).slice(1).map((s) => s.narration) };
}
