import { board3x6 } from '../../board';
import { reload3x6 } from '../../mechanics/reload';
import { takeRules, vacatedSide } from '../../mechanics/take';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { courlanderRace, fromWalker, raceReadings } from '../courlander';
import * as raceSpecs from '../../mechanics/race.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as reloadSpecs from '../../mechanics/reload.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';

const vacated = vacatedSide('courlander.abalala.vacated', { allTaken: 'courlander.abalala.series-end', bothHold: 'courlander.abalala.series' });

export const courlanderAbalala: Ruleset<'courlander-abalala', 'courlander-1943-abalala'> = {
  ...about('courlander-abalala'),
  nouns: { one: 'bean', many: 'beans', claim: null },
  searchBudget: 680_000,
  players: ['B', 'A'],
  notation: 'courlander',
  readingSpecs: carry(raceSpecs, takeSpecs, reloadSpecs, sowSpecs),
  readings: {
    'race-end': { default: 'both-finish', why: 'Courlander: "their last beans will eventually fall into empty pockets at the same time. This ends the initial play."' },
    'race-order': raceReadings['race-order'],
    'race-leftover': raceReadings['race-leftover'],
    'after-race': raceReadings['after-race'],
    'empty-hole-take': { default: 'own-side', why: 'Courlander: a last bean in an empty pocket on the opponent\'s side ends the play.' },
    'vacated-check': {
      default: 'drop',
      why: 'Courlander says "at any time", not when a play or a turn ends: a take that strips a side ends the game at once, even if the same sowing would drop a bean back on it. We look each time a bean falls or beans are taken, not in the instant a hand lifts beans to sow them: a player who lifts the last beans on his side and drops the first back on it has not left it bare; one whose first bean falls on the other side has.',
    },
    reload: { default: 'diagram-2', why: 'Diagram 2 is Courlander\'s own worked figure; footnote 3 is his own hedge ("It appears").' },
    'skip-origin': raceReadings['skip-origin'],
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: (o) => (o['after-race'] === 'chosen' ? { default: 'B', clause: 'courlander.abalala.first-turn' } : null),
  clauses: { move: 'courlander.abalala.sowing.pick-up', sow: 'courlander.abalala.sowing.drop', relay: 'courlander.abalala.relay', turns: 'courlander.abalala.turns' },
  opening: {
    name: 'simultaneous race from holes 1 and 10',
    play: courlanderRace({
      start: 'courlander.abalala.race',
      tick: 'courlander.abalala.race',
      drop: 'courlander.abalala.sowing.drop',
      finish: 'courlander.abalala.race-end',
      end: 'courlander.abalala.opening-ends',
    }),
  },
  landing: takeRules({
    relay: 'courlander.abalala.relay',
    take: 'courlander.abalala.take',
    // Courlander takes on one's own side only; the either-side reading is Walker's rule 11.
    takeOpponentSide: 'walker.rule-11.capture',
    sowOn: 'courlander.abalala.another-turn',
    endOpponentSide: { nothingToTake: 'courlander.abalala.end-opponent-side', notTaken: 'courlander.abalala.end-opponent-side' },
    endNoTake: 'courlander.abalala.end-no-take',
  }),
  afterTurn: vacated.afterTurn,
  duringMove: vacated.duringMove,
  nextGame: (pieces, o) => reload3x6(courlanderAbalala, pieces, o, 'courlander.abalala.series-setup'),
  declares: ['courlander.abalala.direction', 'courlander.abalala.territory', 'courlander.abalala.move', 'courlander.abalala.setup'],
  implements: [
    'courlander.abalala.sowing.pick-up',
    'courlander.abalala.sowing.drop',
    'courlander.abalala.relay',
    'courlander.abalala.take',
    'courlander.abalala.another-turn',
    'courlander.abalala.end-opponent-side',
    'courlander.abalala.end-no-take',
    'courlander.abalala.turns',
    'courlander.abalala.series',
    'courlander.abalala.race',
    'courlander.abalala.race-end',
    'courlander.abalala.opening-ends',
    'courlander.abalala.first-turn',
    'courlander.abalala.vacated',
    'courlander.abalala.diagram-2',
    'courlander.abalala.series-winner',
    'courlander.abalala.footnote-3',
    'courlander.abalala.series-end',
    'courlander.abalala.series-setup',
    'walker.rule-11.capture',
    ...fromWalker,
    'dlp-abalalae.weaker',
    'dlp-abalalae.stronger',
  ],
};

export default courlanderAbalala;
