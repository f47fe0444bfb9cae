import { inOwnClaim } from '../mechanics/claims';
import { outcome, type LandingRule, type Outcome, type Reading } from '../ruleset';

/**
 * What Courlander's two claim games share: Sulus Nishtaw's pockets are "claimed exactly as in
 * Sulus Aidi". Apart from ./courlander.ts, so that Abalalà, which claims nothing, loads none of it.
 */

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
