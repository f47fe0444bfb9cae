import { board3x6 } from '../board';
import { emit, runSowing, sowHand } from '../play';
import { claimRule, endWhenStuck, inOpponentClaim } from '../rules/claims';
import { nishtawDivision } from '../rules/division';
import { isStandardLayout } from '../rules/start';
import { relayWhenOccupied } from '../rules/takes';
import type { Ctx, LandingRule, Ruleset } from '../ruleset';
import { courlanderAbalala } from './courlander-abalala';
import { courlanderSulusAidi, intoOwnClaim } from './courlander-sulus-aidi';
import { about } from './catalog';

/**
 * "If B is the first player he starts by collecting one bean from hole 1, one from hole 2, ...
 * until he has taken one bean from each of the first eight pockets. Then he drops one in hole 9,
 * one in 10, ... until his last piece falls in hole 16. He takes up all the pieces from hole 16,
 * and redistributes them as in the conventional play. If player A starts, his play begins at
 * hole 10." A's opening is the same turned half round: holes 10-17, then 18 to 7. Only his first
 * hole is in Courlander's words, so A's drops and relay cite our reading (nishtaw-opening-a).
 */
function nishtawOpening(ctx: Ctx): void {
  const player = ctx.first;
  const base = player === ctx.rules.players[0] ? 0 : 9;
  if (!isStandardLayout(ctx.rules, ctx.options, ctx.state)) {
    // A later game of a series: the text gives the opening for the standard board only.
    emit(ctx, { type: 'first-player', player, clause: 'reading.nishtaw-later-opening', reading: 'nishtaw-later-opening' });
    return ctx.rules.afterTurn(ctx);
  }
  emit(ctx, { type: 'first-player', player, clause: 'courlander.sulus-nishtaw.opening' });
  const byB = player === ctx.rules.players[0];
  const asB = { collect: 'courlander.sulus-nishtaw.opening-b', drop: 'courlander.sulus-nishtaw.opening-drop', relay: 'courlander.sulus-nishtaw.opening-relay' };
  const asA = { collect: 'courlander.sulus-nishtaw.opening-a', drop: 'reading.nishtaw-opening-a', relay: 'reading.nishtaw-opening-a' };
  const c = byB ? asB : asA;
  const r = byB ? {} : { reading: 'nishtaw-opening-a' as const };
  for (let i = 0; i < 8; i++) emit(ctx, { type: 'pick-up', player, hole: base + i, count: 1, clause: c.collect, ...r });
  const landing = sowHand(ctx, player, base + 7, c.drop, r.reading);
  if (!landing) return;
  emit(ctx, { type: 'relay', player, hole: landing.hole, count: ctx.state.holes[landing.hole]!, clause: c.relay, ...r });
  runSowing(ctx, player, landing.hole);
}

const nishtawLanding: LandingRule[] = [
  {
    name: 'take-two-from-claim',
    when: (ctx, l) => {
      if (!inOpponentClaim(l.player, ctx, l.hole)) return null;
      const count = Math.min(2, ctx.state.holes[l.hole]!);
      const clause = l.wasEmpty ? 'courlander.sulus-nishtaw.single-bean' : 'courlander.sulus-nishtaw.take-two';
      return l.wasEmpty
        ? { kind: 'claim-take', count, clause, again: true, againClause: 'courlander.sulus-nishtaw.another-turn', againReading: 'single-bean-turn' }
        : { kind: 'claim-take', count, clause, again: true, againClause: 'courlander.sulus-nishtaw.another-turn' };
    },
  },
  intoOwnClaim,
  claimRule('courlander.sulus-nishtaw.claims', 'courlander.sulus-aidi.claim-ends-turn'),
  relayWhenOccupied('courlander.abalala.relay'),
  { name: 'empty-hole', when: () => ({ kind: 'end', clause: 'courlander.sulus-nishtaw.play-ends' }) },
];

export const courlanderSulusNishtaw: Ruleset<'courlander-sulus-nishtaw', 'courlander-1943-sulus-nishtaw'> = {
  ...about('courlander-sulus-nishtaw'),
  nouns: { one: 'bean', many: 'beans', claim: 'claim' },
  fast: { landings: 'nishtaw', afterTurn: 'stuck', opening: 'nishtaw', passes: false },
  players: ['B', 'A'],
  notation: 'courlander',
  readings: {
    'claim-side': courlanderSulusAidi.readings['claim-side']!,
    'own-claim-landing': courlanderSulusAidi.readings['own-claim-landing']!,
    'unclaimed-at-end': { default: 'side-owner', why: '"Final ownership to the pieces in their respective claims" is silent on the rest; each keeping his own side conserves the pieces the next game\'s division counts.' },
    'no-move-from-three': { default: false, why: 'The variation is "held" by "some players"; the main rules have no such restriction.' },
    'division-remainder-one': { default: 'loser', why: '"The two pieces in hole 16 are enough to claim it" implies that one piece would not be.' },
    'skip-origin': courlanderAbalala.readings['skip-origin']!,
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: () => ({ default: 'B', clause: 'courlander.sulus-nishtaw.opening' }),
  clauses: { move: 'courlander.abalala.sowing.pick-up', sow: 'courlander.abalala.sowing.drop', relay: 'courlander.abalala.relay', turns: 'courlander.abalala.turns' },
  opening: { name: 'the first player\'s initial move', play: nishtawOpening },
  // "Once a game is in progress": a game's first move, the initial move or a later game's opening move, is free.
  startRefused: (ctx, _player, hole) =>
    ctx.options['no-move-from-three'] === true && ctx.state.inProgress && ctx.state.holes[hole] === 3
      ? 'under the variation no move starts from a hole of three once the game is in progress'
      : null,
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
