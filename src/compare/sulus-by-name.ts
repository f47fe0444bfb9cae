import type { Example } from '../examples/example';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * "Sulus, by name" (issue 27): Courlander's Sulus Aidi against the DLP's Selus ("Sulusé", after
 * Pankhurst 1971: 165-166), the name of Courlander's Sulus games. The DLP's lane is the one
 * argument (presets.ts passes Selus's); test/compare/sulus-by-name.test.ts runs the comparisons with
 * a stand-in lane as well, so that they part for the rules and not for one game's quirks.
 */
const aidi: Lane = { label: 'Courlander, Sulus Aidi' };

/** The race from the standard start: no move of a player's own, only the opening. */
const race: Example = {
  id: 'sulus-race',
  title: 'The opening race from the standard start',
  topic: 'the opening',
  source: 'courlander-sulus-aidi',
  where: 'p. 22',
  clauses: [],
  says: [],
  note: 'The standard start; the race is all there is to play.',
  record: { ruleset: 'courlander-sulus-aidi', moves: [] },
  expect: {},
};

/** Our position for a hole made four: see the comparison's intro. */
const claim: Example = {
  id: 'sulus-claim',
  title: 'A hole made four, then a sowing round the board',
  topic: 'claims',
  source: 'courlander-sulus-aidi',
  where: 'p. 22',
  clauses: [],
  says: [],
  note: 'Our position, after our reconstruction of Diagram 3, with one bean in B\'s 6 and eight more in his store.',
  record: {
    ruleset: 'courlander-sulus-aidi',
    start: {
      holes: { 1: 3, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 7: 2, 8: 2, 9: 3, 10: 2, 11: 2, 12: 3, 13: 2, 14: 2, 15: 3, 16: 2, 17: 2, 18: 1 },
      stores: { B: 12, A: 4 },
      toMove: 'B',
      status: 'playing',
    },
    moves: ['9', '13'],
  },
  expect: {},
};

export function sulusByName(selus: Lane): Comparison[] {
  return [
    {
      id: 'sulus-race',
      opensAt: 'first-difference',
      title: 'Sulus, by name: the opening race',
      intro:
        "Courlander's Sulus Aidi opens as Abalalà does, both players sowing at once until both last beans fall into empty holes; the DLP's Selus races too, and the first player to finish begins. Its sowings also pass over the opponent's holes of three.",
      example: race,
      lanes: [aidi, selus],
      options: ['race-end', 'after-race'],
    },
    {
      id: 'sulus-claim',
      opensAt: 'first-difference',
      title: 'Sulus, by name: a hole made four',
      intro:
        "Our position, after our reconstruction of Courlander's Diagram 3 (with one bean, not nine, in B's 6, so that the DLP's Selus lets B move from 9, and the eight in his store): B sows from 9 and his last bean makes A's 12 four. Sulus Aidi makes it B's claim; the DLP's Selus makes it his nedf. A then sows from 13, and his sowing comes round to B's side, where the DLP's Selus passes over a hole of three.",
      example: claim,
      lanes: [aidi, selus],
      options: ['claim-side'],
    },
  ];
}
