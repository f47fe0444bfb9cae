import { raceOpening, type RaceClauses } from '../mechanics/race';
import type { Play, Reading } from '../ruleset';
import type { ClauseId } from '../types';

/**
 * What Courlander's games share (1943): Sulus Aidi's opening is "similar to that in Abalalà",
 * and the readings of the race his three games run or begin from. The pieces of his text that
 * more than one of his games cites live here (his claim games' in ./courlander-claims.ts).
 */

/** Walker's sentences, cited where a Walker reading is chosen. */
export const fromWalker = ['walker.rule-7', 'walker.rule-8', 'walker.rule-17', 'walker.rule-18', 'walker.rule-19'];

/**
 * Courlander's race: B from hole 1, A from hole 10, each until his last bean falls into an empty
 * hole. Ended at the first finish (a reading of Walker's rule 7), it cites Walker's words.
 */
export const courlanderRace = (c: Pick<RaceClauses, 'start' | 'tick' | 'drop' | 'finish'> & { end: ClauseId }) => (g: Play) =>
  raceOpening(g, {
    ...c,
    relay: 'courlander.abalala.relay',
    end: { 'both-finish': c.end, 'first-finish': 'walker.rule-7' },
    chosenFirst: 'courlander.abalala.first-turn',
  });

/** The race's readings as Courlander's games take them. */
export const raceReadings = {
  'race-order': { default: 'bottom-first', why: 'Courlander says only "simultaneously"; one order must be fixed for a bean-by-bean account, and it matters only when both sowings meet in one hole in one tick.' },
  'race-leftover': { default: 'sow-on', why: 'Only used when the race ends at the first finish, which is not Courlander\'s reading.' },
  'after-race': { default: 'chosen', why: 'Courlander: "One of the players then takes his turn".' },
  'skip-origin': { default: false, why: 'No source says the emptied hole is skipped.' },
} as const satisfies Record<string, Reading>;
