import { board3x6 } from '../board';
import { claimRule, endWhenStuck, inOpponentClaim, inOwnClaim } from '../rules/claims';
import { reload3x6 } from '../rules/reload';
import { enemyInColumn, relayWhenOccupied } from '../rules/takes';
import type { LandingRule, Ruleset } from '../ruleset';
import { courlanderAbalala, courlanderRace, fromWalker } from './courlander-abalala';
import { about } from './catalog';

/**
 * Sulus Aidi: our copy breaks off at "Or if a player's last b…". What the lost text would have
 * said about a last bean in an empty hole is the `aidi-empty-landing` reading; a last bean in a
 * claim stays there and ends the play (the Sulus Nishtaw section's "However, it is possible in
 * this game to take pieces from the claimed pockets" implies that in Sulus Aidi it is not).
 *
 * Under the `relay` reading a claim is sown on like any occupied hole; an empty claim is an empty
 * pocket, and "His play ends when his last bean falls into an empty pocket": the rules for an
 * empty hole that follow decide.
 */
export const intoOwnClaim: LandingRule = {
  name: 'into-own-claim',
  when: (ctx, l) => {
    if (!inOwnClaim(l.player, ctx, l.hole)) return null;
    if (ctx.options['own-claim-landing'] !== 'relay') {
      return { kind: 'end', clause: 'courlander.sulus-aidi.claim-collects', reading: 'own-claim-landing' };
    }
    return l.wasEmpty ? null : { kind: 'relay', clause: 'reading.own-claim-landing', reading: 'own-claim-landing' };
  },
};

const aidiLanding: LandingRule[] = [
  {
    name: 'into-opponent-claim',
    when: (ctx, l) =>
      inOpponentClaim(l.player, ctx, l.hole) ? { kind: 'end', clause: 'courlander.sulus-aidi.claim-collects' } : null,
  },
  intoOwnClaim,
  claimRule('courlander.sulus-aidi.claim', 'courlander.sulus-aidi.claim-ends-turn'),
  relayWhenOccupied('courlander.abalala.relay'),
  {
    name: 'empty-hole',
    when: (ctx, l) => {
      const reading = 'aidi-empty-landing';
      // Our copy breaks off here: under the reading "ends" no sentence of Sulus Aidi's is left to cite.
      if (ctx.options['aidi-empty-landing'] !== 'abalala-take') return { kind: 'end', clause: 'reading.aidi-empty-landing', reading };
      if (ctx.state.owners[l.hole] !== l.player) return { kind: 'end', clause: 'courlander.abalala.end-opponent-side', reading };
      const from = enemyInColumn(ctx, l.player, l.hole);
      return from.length
        ? { kind: 'take', from, clause: 'courlander.abalala.take', continueClause: 'courlander.abalala.another-turn', reading }
        : { kind: 'end', clause: 'courlander.abalala.end-no-take', reading };
    },
  },
];

export const courlanderSulusAidi: Ruleset<'courlander-sulus-aidi', 'courlander-1943-sulus-aidi'> = {
  ...about('courlander-sulus-aidi'),
  nouns: { one: 'bean', many: 'beans', claim: 'claim' },
  fast: { landings: 'aidi', afterTurn: 'stuck', opening: 'race', passes: false, searchBudget: 850_000 },
  players: ['B', 'A'],
  notation: 'courlander',
  readings: {
    'race-end': { default: 'both-finish', why: 'Sulus Aidi: "playing simultaneously until somewhere along the line their last beans fall into empty pockets".' },
    'race-order': courlanderAbalala.readings['race-order']!,
    'race-leftover': courlanderAbalala.readings['race-leftover']!,
    'after-race': courlanderAbalala.readings['after-race']!,
    reload: { default: 'diagram-2', why: 'Sulus Nishtaw: "in Sulus Aidi and Abalalà the boards are divided half and half at the start of each game subsequent to the first"; we lay them out as in Abalalà.' },
    'skip-origin': courlanderAbalala.readings['skip-origin']!,
    'claim-side': { default: 'opponent', why: '"The objective, however, is to take possession of holes on your opponent\'s side of the boards."' },
    'own-claim-landing': { default: 'ends', why: 'A claim holds "everything that subsequently falls into it"; lifting it would undo that.' },
    'aidi-empty-landing': { default: 'ends', why: 'The game\'s objective is claims, not takes, and Sulus Nishtaw, "claimed exactly as in Sulus Aidi", ends the play on an empty pocket.' },
    'unclaimed-at-end': { default: 'side-owner', why: 'The text is lost; each player keeping what is left on his side conserves the pieces for a series.' },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: courlanderAbalala.firstChoice,
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
