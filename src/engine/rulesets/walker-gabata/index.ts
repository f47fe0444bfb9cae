import { board3x6 } from '../../board';
import { raceOpening } from '../../mechanics/race';
import { reload3x6 } from '../../mechanics/reload';
import { takeRules, vacatedSide } from '../../mechanics/take';
import type { Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as raceSpecs from '../../mechanics/race.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import * as reloadSpecs from '../../mechanics/reload.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';

const vacated = vacatedSide('walker.rule-14', { allTaken: 'walker.rule-15', bothHold: 'walker.rule-16' });

export const walkerGabata: Ruleset<'walker-gabata', 'walker-2011'> = {
  ...about('walker-gabata'),
  nouns: { one: 'piece', many: 'pieces', claim: null },
  searchBudget: 850_000,
  players: ['south', 'north'],
  notation: 'walker',
  readingSpecs: carry(raceSpecs, takeSpecs, reloadSpecs, roundsSpecs, sowSpecs),
  readings: {
    'race-end': { default: 'first-finish', why: 'Rule 7: "it continues until one of the players drops their last piece into an empty hole."' },
    'race-order': { default: 'bottom-first', why: 'Rule 5 says only "simultaneously"; one order must be fixed for a bean-by-bean account.' },
    'race-leftover': { default: 'sow-on', why: 'Rule 7 is silent; sowing the beans on keeps every piece on the board and adds no relay.' },
    'after-race': { default: 'first-to-finish', why: 'Rule 8: "starting with the player who dropped his last piece in the empty hole."' },
    'empty-hole-take': { default: 'either-side', why: 'Rule 11 does not require the empty hole to be the player\'s own.' },
    'vacated-check': { default: 'turn', why: 'Rule 14 says only "at some point", not "at any time", and comes straight after the turn passes to the opponent (rule 13); we look when a turn ends.' },
    reload: { default: 'walker', why: 'Rules 16-19.' },
    'next-round-first': { default: 'weaker', values: ['weaker', 'stronger'], why: 'Rule 20 sends play back to rule 9, past the race, without saying who begins; the weaker player, who reloads first (rule 17), begins.' },
    'skip-origin': { default: false, why: 'No source says the emptied hole is skipped.' },
  },
  board: () => board3x6,
  beansPerHole: () => 3,
  firstChoice: (o) => (o['after-race'] === 'chosen' ? { default: 'south', clause: 'reading.after-race' } : null),
  clauses: { move: 'walker.rule-9.select', sow: 'walker.rule-9.sow', relay: 'walker.rule-10', turns: 'walker.rule-13' },
  opening: {
    name: 'the race (rules 5-8)',
    play: (g) =>
      raceOpening(g, {
        start: 'walker.rule-5.pick-up',
        tick: 'walker.rule-5',
        drop: 'walker.rule-5.sow',
        relay: 'walker.rule-6',
        finish: 'walker.rule-7',
        // Rule 7 ends the race at the first finish; run on until both finish, it is Courlander's.
        end: { 'first-finish': 'walker.rule-7', 'both-finish': 'courlander.sulus-aidi.race-end.until' },
        chosenFirst: 'reading.after-race',
      }),
  },
  landing: takeRules({
    relay: 'walker.rule-10',
    take: 'walker.rule-11.capture',
    takeOpponentSide: 'walker.rule-11.capture',
    sowOn: 'walker.rule-12',
    // Rule 11 captures wherever the last piece falls: only the own-side reading leaves beans untaken.
    endOpponentSide: { nothingToTake: 'walker.rule-11.no-capture', notTaken: 'reading.empty-hole-take' },
    endNoTake: 'walker.rule-11.no-capture',
  }),
  afterTurn: vacated.afterTurn,
  duringMove: vacated.duringMove,
  nextGame: (pieces, o) => {
    const next = reload3x6(walkerGabata, pieces, o, 'walker.rule-16');
    const [south, north] = walkerGabata.players;
    const weaker = pieces[south]! <= pieces[north]! ? south : north;
    const player = o['next-round-first'] === 'stronger' ? (weaker === south ? north : south) : weaker;
    const e = { type: 'first-player', player, clause: 'walker.rule-20', reading: 'next-round-first' } as const;
    next.state.toMove = player;
    next.events.push(e);
    return next;
  },
  declares: ['walker.rule-1', 'walker.rule-2', 'walker.rule-3', 'walker.rule-4'],
  implements: [
    'walker.rule-5',
    'walker.rule-5.pick-up',
    'walker.rule-5.sow',
    'walker.rule-6',
    'walker.rule-7',
    'walker.rule-8',
    'walker.rule-9.select',
    'walker.rule-9.sow',
    'walker.rule-10',
    'walker.rule-11.capture',
    'walker.rule-11.no-capture',
    'walker.rule-12',
    'walker.rule-13',
    'walker.rule-14',
    'walker.rule-15',
    'walker.rule-16',
    'walker.rule-17',
    'walker.rule-18',
    'walker.rule-19',
    'dlp-abalalae.weaker',
    'dlp-abalalae.stronger',
    'walker.rule-20',
    'courlander.abalala.diagram-2',
    'courlander.abalala.footnote-3',
    'courlander.abalala.series-winner',
    'courlander.sulus-aidi.race-end.until',
  ],
};

export default walkerGabata;
