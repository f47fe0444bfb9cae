import type { Hole } from '../../types';
import type { Play, Ruleset } from '../../ruleset';
import { about } from '../catalog';
import { foursImplements, foursReadings, foursRules, ludiiFours, type FoursPage } from '../dlp-fours';
import * as stuckSpecs from '../../mechanics/stuck.readings';
import * as foursSpecs from '../../mechanics/fours.readings';
import * as roundsSpecs from '../../mechanics/rounds.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { chosenPlayerBegins } from '../../mechanics/start';

const page: FoursPage = {
  relay: 'dlp-gabata-ghinda.relay',
  end: 'dlp-gabata-ghinda.end',
  fours: 'dlp-gabata-ghinda.fours',
  owner: 'dlp-gabata-ghinda.fours.owner',
  last: 'dlp-gabata-ghinda.fours.last',
  cannotMove: 'dlp-gabata-ghinda.round-end.cannot-move',
  sweep: 'dlp-gabata-ghinda.round-end.sweep',
  nextRound: 'dlp-gabata-ghinda.count.four',
  holeGain: 'dlp-gabata-ghinda.count.hole-gain',
  threeExtra: 'dlp-gabata-ghinda.extra.three',
  seriesEnd: 'dlp-gabata-ghinda.series-end',
};

/**
 * A player's leftmost hole as he sees it: the first of his own from the start of his row in the
 * direction of sowing (south's A1, hole 0; north's F2, hole 6, above F1), or after a round that
 * changed hands the first he still owns from there.
 */
function leftmost(g: Play, p: number): Hole {
  for (let i = 0; i < g.size; i++) {
    const h = (p * 6 + i) % g.size;
    if (g.pos.owners[h] === p) return h;
  }
  return -1;
}

/** "Each player takes their first turn from their leftmost hole", unless it is empty (reading `ghinda-leftmost-empty`). */
function firstTurn(g: Play, p: number, hole: Hole): string | null {
  const f = g.pos;
  if (!f.yetToPlay[p]) return null;
  const l = leftmost(g, p);
  if (l < 0 || hole === l || f.holes[l] === 0) return null;
  return `a first turn is from the leftmost hole, ${holeName(g, l)}`;
}

const holeName = (g: Play, h: Hole): string => `${'ABCDEF'[h < 6 ? h : 11 - h]}${h < 6 ? 1 : 2}`;

/**
 * The DLP's Gabata (Ghinda) (Pankhurst 1971: 172): the rules of the two-row fours games
 * (../dlp-fours.ts), each player's first turn from his leftmost hole. A four left uncaptured and
 * made five becomes a Jen, from which only a final counter takes (itself and one more); but the
 * engine captures every four as it is made ("The captures happen immediately"), so no Jen arises
 * (the fixed reading `ghinda-jen`). Two counters over between rounds go to the weaker player, as
 * ../../mechanics/rounds.ts's text reading has it.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): its fours are
 * looked for when each lap ends; its round ends after any lap that leaves either row empty (each relay
 * is a move of its own there); only the first round's first turns are from the leftmost hole. Ludii
 * lays the next round out in moves (from each player's leftmost hole, a remainder of two in a hole
 * drawn by lot), so its samples are compared to the end of their first round.
 */
export const dlpGabataGhinda: Ruleset<'dlp-gabata-ghinda', 'dlp-gabata-ghinda'> = {
  ...about('dlp-gabata-ghinda'),
  readingSpecs: carry(foursSpecs, stuckSpecs, roundsSpecs, sowSpecs, own),
  readings: {
    'ghinda-first-turn': { default: 'every-round', why: 'The text: "Each player takes their first turn from their leftmost hole", and each round "begins again as before". Ludii\'s code holds to it in the first round only.' },
    ...foursReadings({
      fours: 'At any time during the sowing, if a hole is made to contain four counters, the owner of the hole in which the four counters are located captures them',
      cannotMove: 'Play continues until a player can no longer move because there are no counters in their row',
      sweep: 'the opponent captures the remaining counters',
    }),
    'cannot-move-when': { default: 'to-move', why: 'The text: "Play continues until a player can no longer move because there are no counters in their row": a player cannot move when his turn comes and his row is empty. Ludii\'s code looks after every lap, each relay a move of its own there.' },
    'round-remainder': { default: 'text', values: ['text'], why: 'The text: "if each player has two extra the weaker player is given the two extra counters": no hole is gained, and the weaker\'s last hole takes them; one extra gains nothing either.' },
    'next-round-first': { default: 'weaker', values: ['weaker', 'stronger'], why: 'The text does not say who begins a later round; our choice is the player with fewer counters, who lays out fewer holes.' },
  },
  presets: {
    ludii: {
      game: 'Gabata (Ghinda)',
      options: { ...ludiiFours, 'cannot-move-when': 'lap', 'remainder-taker': 'opponent', 'ghinda-first-turn': 'first-round' },
      first: 'south',
      why: "Ludii's code for Gabata (Ghinda): the holes of four captured when each lap ends, by the owner of the row, the last by the sower; the round over after any lap that leaves either row empty, the rest the other player's; the leftmost hole held to in the first round only; a full lap sown into its own hole; its player 1, south, begins.",
    },
  },
  firstChoice: () => ({ default: 'south', clause: 'reading.ghinda-first' }),
  clauses: { move: 'dlp-gabata-ghinda.route', sow: 'dlp-gabata-ghinda.route', relay: page.relay, turns: page.end },
  opening: {
    name: 'the first player',
    play: chosenPlayerBegins('reading.ghinda-first', 'ghinda-first'),
  },
  startRefused: { when: () => true, why: firstTurn },
  marks: { yetToPlay: true },
  ...foursRules(() => dlpGabataGhinda, page, (o) => o['ghinda-first-turn'] !== 'first-round'),
  declares: ['dlp-gabata-ghinda.board', 'dlp-gabata-ghinda.setup', 'dlp-gabata-ghinda.first-turn', 'dlp-gabata-ghinda.immediately', 'dlp-gabata-ghinda.jen', 'dlp-gabata-ghinda.jen-no-four', 'dlp-gabata-ghinda.jen-take', 'dlp-gabata-ghinda.extra.two', 'dlp-gabata-ghinda.again'],
  implements: ['dlp-gabata-ghinda.route', ...foursImplements(page)],
};

export default dlpGabataGhinda;
