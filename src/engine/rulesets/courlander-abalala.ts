import { board3x6 } from '../board';
import { raceOpening } from '../race';
import { reload3x6 } from '../rules/reload';
import { takeRules, vacatedSide } from '../rules/takes';
import type { Ctx, Ruleset } from '../ruleset';
import type { ClauseId } from '../types';

/** Walker's sentences, cited where a Walker reading is chosen. */
export const fromWalker = ['walker.rule-8', 'walker.rule-17', 'walker.rule-18', 'walker.rule-19'];

const vacated = vacatedSide('courlander.abalala.vacated', { allTaken: 'courlander.abalala.series-end', bothHold: 'courlander.abalala.series' });

/** Courlander's race: B from hole 1, A from hole 10, each until his last bean falls into an empty hole. */
export const courlanderRace = (start: ClauseId, end: ClauseId) => (ctx: Ctx) =>
  raceOpening(ctx, { start, relay: 'courlander.abalala.relay', finish: end, end, chosenFirst: 'courlander.abalala.first-turn' });

export const courlanderAbalala: Ruleset = {
  id: 'courlander-abalala',
  game: 'Abalalà',
  title: "Courlander's Abalalà, 1943",
  source: 'courlander-1943-abalala',
  citation: 'Harold Courlander, "The Ethiopian Game of Gobeta", Negro History Bulletin (Washington, D.C.), no. 7, October 1943, pp. 21-22: Abalalà',
  players: ['B', 'A'],
  notation: 'courlander',
  readings: {
    'race-end': { default: 'both-finish', why: 'Courlander: "their last beans will eventually fall into empty pockets at the same time. This ends the initial play."' },
    'race-order': { default: 'bottom-first', why: 'Courlander says only "simultaneously"; one order must be fixed for a bean-by-bean account, and it matters only when both sowings meet in one hole in one tick.' },
    'race-leftover': { default: 'sow-on', why: 'Only used when the race ends at the first finish, which is not Courlander\'s reading.' },
    'after-race': { default: 'chosen', why: 'Courlander: "One of the players then takes his turn".' },
    'empty-hole-take': { default: 'own-side', why: 'Courlander: a last bean in an empty pocket on the opponent\'s side ends the play.' },
    'vacated-check': { default: 'turn', why: '"At any time" is not specific; checking when a play ends avoids the absurdity of a side emptied for an instant by its own owner\'s pick-up.' },
    reload: { default: 'diagram-2', why: 'Diagram 2 is Courlander\'s own worked figure; footnote 3 is his own hedge ("It appears").' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped.' },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: (o) => (o['after-race'] === 'chosen' ? { default: 'B', clause: 'courlander.abalala.first-turn' } : null),
  clauses: { move: 'courlander.abalala.sowing', sow: 'courlander.abalala.sowing', relay: 'courlander.abalala.relay', turns: 'courlander.abalala.turns' },
  opening: {
    name: 'simultaneous race from holes 1 and 10',
    play: courlanderRace('courlander.abalala.race', 'courlander.abalala.race-end'),
  },
  landing: takeRules({
    relay: 'courlander.abalala.relay',
    take: 'courlander.abalala.take',
    sowOn: 'courlander.abalala.another-turn',
    endOpponentSide: 'courlander.abalala.end-opponent-side',
    endNoTake: 'courlander.abalala.end-no-take',
  }),
  afterTurn: vacated.afterTurn,
  duringMove: vacated.duringMove,
  nextGame: (pieces, o) => reload3x6(courlanderAbalala, pieces, o, 'courlander.abalala.series-end'),
  declares: ['courlander.abalala.direction', 'courlander.abalala.territory', 'courlander.abalala.move', 'courlander.abalala.setup'],
  implements: [
    'courlander.abalala.sowing',
    'courlander.abalala.relay',
    'courlander.abalala.take',
    'courlander.abalala.another-turn',
    'courlander.abalala.end-opponent-side',
    'courlander.abalala.end-no-take',
    'courlander.abalala.turns',
    'courlander.abalala.series',
    'courlander.abalala.race',
    'courlander.abalala.race-end',
    'courlander.abalala.first-turn',
    'courlander.abalala.vacated',
    'courlander.abalala.diagram-2',
    'courlander.abalala.series-winner',
    'courlander.abalala.footnote-3',
    'courlander.abalala.series-end',
    ...fromWalker,
  ],
};
