import type { Example } from '../examples/example';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * "Sulus, by name" (issue 27): Courlander's Sulus Aidi against the DLP's Selus ("Sulusé", after
 * Pankhurst 1971: 165-166), the name of Courlander's Sulus games. Made ready before the DLP's Selus
 * is on the site: its lane is the one argument, so that adding the comparison is one line in
 * presets.ts once the ruleset is in the catalog:
 *
 *   ...sulusByName({ label: 'The DLP, Selus', ruleset: '<the Selus ruleset id>' }),
 *
 * test/compare/sulus-by-name.test.ts runs them with a stand-in lane until then.
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
        "Courlander's Diagram 3, as far as our copy lets us rebuild it: B sows from 9 and his last bean makes A's 12 four, which he claims; A then sows from 10. The DLP's Selus makes such a hole a nedf, one at a time, and guards it with the hole after it.",
      example: 'courlander-aidi-claim-keeps-what-falls',
      lanes: [aidi, selus],
      options: ['claim-side'],
    },
  ];
}
