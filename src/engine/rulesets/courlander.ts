import { raceOpening, type RaceClauses } from '../mechanics/race';
import type { Play } from '../ruleset';
import { inOwnClaim } from '../mechanics/claims';
import { outcome, type LandingRule, type Outcome, type Reading } from '../ruleset';
import type { ClauseId } from '../types';

/**
 * What Courlander's three games share (1943): Sulus Aidi's opening is "similar to that in
 * Abalalà", and Sulus Nishtaw claims "exactly as in Sulus Aidi". The pieces of his text that
 * more than one of his games cites live here, beside the rulesets that compose them.
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

/** Sulus Aidi's claims, which Sulus Nishtaw makes "exactly as in Sulus Aidi". */
export const claimReadings = {
  'claim-side': { default: 'opponent', why: '"The objective, however, is to take possession of holes on your opponent\'s side of the boards."' },
  'own-claim-landing': { default: 'ends', why: 'A claim holds "everything that subsequently falls into it"; lifting it would undo that.' },
} as const satisfies Record<string, Reading>;

/**
 * A last bean in one's own claim. Under the `relay` reading a claim is sown on like any occupied
 * hole; an empty claim is an empty pocket, and "His play ends when his last bean falls into an
 * empty pocket": the rules for an empty hole that follow decide.
 */
const collects: Outcome = outcome({ kind: 'end', clause: 'courlander.sulus-aidi.claim-collects', reading: 'own-claim-landing' });
const relayOwn: Outcome = outcome({ kind: 'relay', clause: 'reading.own-claim-landing', reading: 'own-claim-landing' });
export const intoOwnClaim: LandingRule = {
  name: 'into-own-claim',
  when: (g, l) => {
    if (!inOwnClaim(g, l.player, l.hole)) return null;
    if (g.options['own-claim-landing'] !== 'relay') return collects;
    return l.wasEmpty ? null : relayOwn;
  },
};
