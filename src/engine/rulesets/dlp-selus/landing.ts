import { relayWhenOccupied } from '../../mechanics/take';
import { NOBODY } from '../../position';
import { outcome, type LandingRule, type Outcome } from '../../ruleset';
import type { ClauseId, Hole } from '../../types';
import { nedfOf } from './nedf';

/** The sentences Selus's steps cite, by what they license. */
export interface SelusClauses {
  move: ClauseId;
  sow: ClauseId;
  skip: ClauseId;
  relay: ClauseId;
  end: ClauseId;
  turns: ClauseId;
  nedf: ClauseId;
  noSow: ClauseId;
  one: ClauseId;
  two: ClauseId;
  continues: ClauseId;
  guardian: ClauseId;
}

/**
 * What the lap just sown left for the landing rules to read: the hole the penultimate counter made
 * a nedf's (the final two, -1 if none), and whether the last counter was let into an opponent's
 * hole of three to make the first nedf. Written by the sowing (./sowing.ts) before it asks them.
 */
export const lap = { pending: -1 as Hole, first: false };

/**
 * The landing rules, in order: a nedf made by the last two counters, a nedf made by the last,
 * a last counter in a nedf, a relay, an empty hole. A rule that answers a nedf leaves the making
 * of it to the sowing, which gives up the old one where only one may stand.
 */
export function selusLanding(c: SelusClauses): LandingRule[] {
  const byTwo: Outcome = outcome({ kind: 'take', clause: c.two, continueClause: c.continues });
  const nedf: Outcome = outcome({ kind: 'claim', clause: c.nedf, endClause: c.nedf, endReading: 'selus-nedf-ends' });
  const nedfFour: Outcome = outcome({ kind: 'claim', clause: c.nedf, reading: 'nedf-made', endClause: c.nedf, endReading: 'selus-nedf-ends' });
  const kept: Outcome = outcome({ kind: 'end', clause: c.noSow });
  const empty: Outcome = outcome({ kind: 'end', clause: c.end });
  return [
    { name: 'nedf-by-two', when: () => (lap.pending >= 0 ? byTwo : null) },
    {
      name: 'nedf',
      when: (g, l) => {
        if (g.options['nedf-made'] === 'into-three') return lap.first ? nedf : null;
        const { owners, claims, holes } = g.pos;
        return owners[l.hole] !== l.player && claims[l.hole] === NOBODY && holes[l.hole] === 4 && nedfOf(g, l.player) < 0 ? nedfFour : null;
      },
    },
    { name: 'into-nedf', when: (g, l) => (g.options['nedf-kept'] === 'kept' && g.pos.claims[l.hole] !== NOBODY ? kept : null) },
    relayWhenOccupied(c.relay),
    { name: 'empty-hole', when: () => empty },
  ];
}
