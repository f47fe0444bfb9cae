import { board3x6 } from '../../board';
import { claimRule, endWhenStuck, inOpponentClaim } from '../../mechanics/claims';
import { reload3x6 } from '../../mechanics/reload';
import { enemyIn, relayWhenOccupied, takeFrom } from '../../mechanics/take';
import { outcome, type LandingRule, type Outcome, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { claimReadings, intoOwnClaim } from '../courlander-claims';
import { courlanderRace, fromWalker, raceReadings } from '../courlander';
import * as raceSpecs from '../../mechanics/race.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as reloadSpecs from '../../mechanics/reload.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as claimsSpecs from '../../mechanics/claims.readings';
import { carry } from '../../readings-present';
import * as own from './readings';

/**
 * Sulus Aidi: our copy breaks off at "Or if a player's last b…". What the lost text would have
 * said about a last bean in an empty hole is the `aidi-empty-landing` reading; a last bean in a
 * claim stays there and ends the play (the Sulus Nishtaw section's "However, it is possible in
 * this game to take pieces from the claimed pockets" implies that in Sulus Aidi it is not).
 */
const reading = 'aidi-empty-landing';
const collects: Outcome = outcome({ kind: 'end', clause: 'courlander.sulus-aidi.claim-collects' });
// Our copy breaks off here: under the reading "ends" no sentence of Sulus Aidi's is left to cite.
const endsByReading: Outcome = outcome({ kind: 'end', clause: 'reading.aidi-empty-landing', reading });
const endOpponentSide: Outcome = outcome({ kind: 'end', clause: 'courlander.abalala.end-opponent-side', reading });
const take: Outcome = outcome({ kind: 'take', clause: 'courlander.abalala.take', continueClause: 'courlander.abalala.another-turn', reading });
const endNoTake: Outcome = outcome({ kind: 'end', clause: 'courlander.abalala.end-no-take', reading });

const aidiLanding: LandingRule[] = [
  {
    name: 'into-opponent-claim',
    when: (g, l) => (inOpponentClaim(g, l.player, l.hole) ? collects : null),
  },
  intoOwnClaim,
  claimRule('courlander.sulus-aidi.claim', 'courlander.sulus-aidi.claim-ends-turn'),
  relayWhenOccupied('courlander.abalala.relay'),
  {
    name: 'empty-hole',
    when: (g, l) => {
      if (g.options['aidi-empty-landing'] !== 'abalala-take') return endsByReading;
      if (g.pos.owners[l.hole] !== l.player) return endOpponentSide;
      if (!enemyIn(g, g.column, l.player, l.hole)) return endNoTake;
      takeFrom(g, g.column, l.player, l.hole, 'courlander.abalala.take', reading);
      return take;
    },
  },
];

export const courlanderSulusAidi: Ruleset<'courlander-sulus-aidi', 'courlander-1943-sulus-aidi'> = {
  ...about('courlander-sulus-aidi'),
  nouns: { one: 'bean', many: 'beans', claim: 'claim' },
  searchBudget: 850_000,
  players: ['B', 'A'],
  notation: 'courlander',
  readingSpecs: carry(raceSpecs, takeSpecs, reloadSpecs, sowSpecs, claimsSpecs, own),
  readings: {
    'race-end': { default: 'both-finish', why: 'Sulus Aidi: "playing simultaneously until somewhere along the line their last beans fall into empty pockets".' },
    'race-order': raceReadings['race-order'],
    'race-leftover': raceReadings['race-leftover'],
    'after-race': raceReadings['after-race'],
    reload: { default: 'diagram-2', why: 'Sulus Nishtaw: "in Sulus Aidi and Abalalà the boards are divided half and half at the start of each game subsequent to the first"; we lay them out as in Abalalà.' },
    'skip-origin': raceReadings['skip-origin'],
    'claim-side': claimReadings['claim-side'],
    'own-claim-landing': claimReadings['own-claim-landing'],
    'aidi-empty-landing': { default: 'ends', why: 'The game\'s objective is claims, not takes, and Sulus Nishtaw, "claimed exactly as in Sulus Aidi", ends the play on an empty pocket.' },
    'unclaimed-at-end': { default: 'side-owner', why: 'Our copy breaks off before it says; each player keeping what is left on his side conserves the pieces for a series.' },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: (o) => (o['after-race'] === 'chosen' ? { default: 'B', clause: 'courlander.abalala.first-turn' } : null),
  clauses: { move: 'courlander.sulus-aidi.move.begin', sow: 'courlander.sulus-aidi.move.drop', relay: 'courlander.abalala.relay', turns: 'courlander.sulus-aidi.alternate' },
  opening: {
    name: 'simultaneous race, as in Abalalà',
    play: courlanderRace({
      start: 'courlander.sulus-aidi.race-end.together',
      tick: 'courlander.sulus-aidi.race-end.together',
      drop: 'courlander.sulus-aidi.move.drop',
      finish: 'courlander.sulus-aidi.race-end.until',
      end: 'courlander.sulus-aidi.race-end.until',
    }),
  },
  landing: aidiLanding,
  afterTurn: endWhenStuck('courlander.sulus-aidi.claim-end-of-game', 'reading.aidi-game-end'),
  nextGame: (pieces, o) => reload3x6(courlanderSulusAidi, pieces, o, 'courlander.sulus-nishtaw.half-and-half'),
  // "Similar to that in Abalalà", "the same as in Abalalà": what lets Sulus Aidi's steps cite Abalalà's sentences.
  declares: ['courlander.sulus-aidi.sequence', 'courlander.sulus-aidi.race', 'courlander.sulus-aidi.objective', 'courlander.abalala.setup', 'courlander.abalala.direction', 'courlander.abalala.territory'],
  implements: [
    'courlander.sulus-aidi.move.begin',
    'courlander.sulus-aidi.move.drop',
    'courlander.sulus-aidi.claim',
    'courlander.sulus-aidi.claim-collects',
    'courlander.sulus-aidi.claim-end-of-game',
    'courlander.sulus-aidi.race-end.together',
    'courlander.sulus-aidi.race-end.until',
    'courlander.sulus-aidi.claim-ends-turn',
    'courlander.sulus-aidi.alternate',
    'courlander.sulus-nishtaw.half-and-half',
    'courlander.abalala.relay',
    'courlander.abalala.take',
    'courlander.abalala.another-turn',
    'courlander.abalala.end-no-take',
    'courlander.abalala.end-opponent-side',
    'courlander.abalala.first-turn',
    'courlander.abalala.diagram-2',
    'courlander.abalala.footnote-3',
    'courlander.abalala.series-winner',
    ...fromWalker,
    'dlp-abalalae.weaker',
    'dlp-abalalae.stronger',
  ],
};

export default courlanderSulusAidi;
