import { board3x6, halfTurn } from '../../board';
import { claimRule, endWhenStuck, inOpponentClaim } from '../../mechanics/claims';
import { nishtawDivision } from '../../mechanics/division';
import type { Play } from '../../ruleset';
import { lift, runSowing, sowHand, withReading } from '../../mechanics/sow';
import { isStandardPosition } from '../../mechanics/start';
import { relayWhenOccupied } from '../../mechanics/take';
import { outcome, type LandingRule, type Outcome, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { claimReadings, intoOwnClaim } from '../courlander-claims';
import { raceReadings } from '../courlander';
import * as claimsSpecs from '../../mechanics/claims.readings';
import * as divisionSpecs from '../../mechanics/division.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import { carry } from '../../readings-present';
import * as own from './readings';

/**
 * "If B is the first player he starts by collecting one bean from hole 1, one from hole 2, ...
 * until he has taken one bean from each of the first eight pockets. Then he drops one in hole 9,
 * one in 10, ... until his last piece falls in hole 16. He takes up all the pieces from hole 16,
 * and redistributes them as in the conventional play. If player A starts, his play begins at
 * hole 10." A's opening is the same turned half round: holes 10-17, then 18 to 7. Only his first
 * hole is in Courlander's words, so A's drops and relay cite our reading (nishtaw-opening-a).
 */
function nishtawOpening(g: Play): void {
  const p = g.first;
  const f = g.pos;
  const L = g.listener;
  f.toMove = p;
  if (!isStandardPosition(g)) {
    // A later game of a series: the text gives the opening for the standard board only.
    if (L) L.event({ type: 'first-player', player: g.name(p), clause: 'reading.nishtaw-later-opening', reading: 'nishtaw-later-opening' });
    return g.rules.afterTurn(g);
  }
  if (L) L.event({ type: 'first-player', player: g.name(p), clause: 'courlander.sulus-nishtaw.opening' });
  const base = p === 0 ? 0 : halfTurn(g.board, 0);
  const asB = { collect: 'courlander.sulus-nishtaw.opening-b', drop: 'courlander.sulus-nishtaw.opening-drop', relay: 'courlander.sulus-nishtaw.opening-relay' };
  const asA = { collect: 'courlander.sulus-nishtaw.opening-a', drop: 'reading.nishtaw-opening-a', relay: 'reading.nishtaw-opening-a' };
  const c = p === 0 ? asB : asA;
  const reading = p === 0 ? undefined : 'nishtaw-opening-a';
  for (let i = 0; i < 8; i++) {
    if (L) L.event(withReading({ type: 'pick-up', player: g.name(p), hole: base + i, count: 1, clause: c.collect }, reading));
    f.holes[base + i]!--;
    f.hands[p]!++;
  }
  f.inProgress = true;
  const landing = sowHand(g, p, base + 7, c.drop, reading);
  if (landing < 0) return;
  lift(g, p, landing, 'relay', c.relay, reading);
  runSowing(g, p, landing);
}

const takeTwo: Outcome = outcome({ kind: 'claim-take', most: 2, clause: 'courlander.sulus-nishtaw.take-two', again: true, againClause: 'courlander.sulus-nishtaw.another-turn' });
const singleBean: Outcome = outcome({
  kind: 'claim-take',
  most: 2,
  clause: 'courlander.sulus-nishtaw.single-bean',
  again: true,
  againClause: 'courlander.sulus-nishtaw.another-turn',
  againReading: 'single-bean-turn',
});
const playEnds: Outcome = outcome({ kind: 'end', clause: 'courlander.sulus-nishtaw.play-ends' });

const nishtawLanding: LandingRule[] = [
  {
    name: 'take-two-from-claim',
    when: (g, l) => (inOpponentClaim(g, l.player, l.hole) ? (l.wasEmpty ? singleBean : takeTwo) : null),
  },
  intoOwnClaim,
  claimRule('courlander.sulus-nishtaw.claims', 'courlander.sulus-aidi.claim-ends-turn'),
  relayWhenOccupied('courlander.abalala.relay'),
  { name: 'empty-hole', when: () => playEnds },
];

export const courlanderSulusNishtaw: Ruleset<'courlander-sulus-nishtaw', 'courlander-1943-sulus-nishtaw'> = {
  ...about('courlander-sulus-nishtaw'),
  nouns: { one: 'bean', many: 'beans', claim: 'claim' },
  players: ['B', 'A'],
  notation: 'courlander',
  readingSpecs: carry(claimsSpecs, divisionSpecs, sowSpecs, takeSpecs, own),
  readings: {
    'claim-side': claimReadings['claim-side'],
    'own-claim-landing': claimReadings['own-claim-landing'],
    'unclaimed-at-end': { default: 'side-owner', why: '"Final ownership to the pieces in their respective claims" is silent on the rest; each keeping his own side conserves the pieces the next game\'s division counts.' },
    'no-move-from-three': { default: false, why: 'The variation is "held" by "some players"; the main rules have no such restriction.' },
    'division-remainder-one': { default: 'loser', why: '"The two pieces in hole 16 are enough to claim it" implies that one piece would not be.' },
    'skip-origin': raceReadings['skip-origin'],
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: () => ({ default: 'B', clause: 'courlander.sulus-nishtaw.opening' }),
  clauses: { move: 'courlander.abalala.sowing.pick-up', sow: 'courlander.abalala.sowing.drop', relay: 'courlander.abalala.relay', turns: 'courlander.abalala.turns' },
  opening: { name: 'the first player\'s initial move', play: nishtawOpening },
  // "Once a game is in progress": a game's first move, the initial move or a later game's opening move, is free.
  startRefused: {
    when: (o) => o['no-move-from-three'] === true,
    why: (g, _player, hole) =>
      g.options['no-move-from-three'] === true && g.pos.inProgress && g.pos.holes[hole] === 3
        ? 'under the variation no move starts from a hole of three once the game is in progress'
        : null,
  },
  landing: nishtawLanding,
  afterTurn: endWhenStuck('courlander.sulus-nishtaw.final-ownership', 'courlander.sulus-nishtaw.game-end'),
  nextGame: (pieces, o) => nishtawDivision(courlanderSulusNishtaw, pieces, o),
  declares: ['courlander.sulus-nishtaw.variation', 'courlander.sulus-nishtaw.route-unchanged', 'courlander.sulus-nishtaw.claim-persists', 'courlander.abalala.setup', 'courlander.abalala.direction', 'courlander.abalala.territory'],
  implements: [
    'courlander.sulus-nishtaw.opening',
    'courlander.sulus-nishtaw.opening-b',
    'courlander.sulus-nishtaw.opening-drop',
    'courlander.sulus-nishtaw.opening-relay',
    'courlander.sulus-nishtaw.opening-a',
    'courlander.sulus-nishtaw.claims',
    'courlander.sulus-nishtaw.take-two',
    'courlander.sulus-nishtaw.another-turn',
    'courlander.sulus-nishtaw.single-bean',
    'courlander.sulus-nishtaw.play-ends',
    'courlander.sulus-nishtaw.game-end',
    'courlander.sulus-nishtaw.final-ownership',
    'courlander.sulus-nishtaw.division',
    'courlander.sulus-nishtaw.division-side',
    'courlander.sulus-nishtaw.division-rest',
    'courlander.sulus-nishtaw.division-16',
    'courlander.abalala.sowing.pick-up',
    'courlander.abalala.sowing.drop',
    'courlander.abalala.relay',
    'courlander.abalala.turns',
    'courlander.sulus-aidi.claim-ends-turn',
    'courlander.sulus-aidi.claim-collects',
  ],
};

export default courlanderSulusNishtaw;
