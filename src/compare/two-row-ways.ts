import { count } from '../widgets/narrate';
import type { Example } from '../examples/example';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * The two-row games side by side (issue 28), each from a position of ours on a worked example's
 * board, one lane a game: the same board and the same moves, so that where the lanes part is the
 * games' rules and nothing else. A game merged later joins its list here in one line.
 */

/**
 * Gabata (Shoa I) and the DLP's games that make a hole of three the player's (our grouping). Gabata
 * (Shoa and Adegrat)'s page plays this position as Tuz's does (a take of two and another move), in a
 * lane of its own. Leyla sows clockwise: its lane lifts C1, whose one counter falls into the weg as
 * A1's does in the others.
 */
export const wegNeighbours: Lane[] = [
  { label: 'The DLP, Gabata (Shoa I)' },
  { label: 'The DLP, Tuz', ruleset: 'dlp-tuz' },
  { label: 'The DLP, Qelat', ruleset: 'dlp-qelat' },
  { label: 'The DLP, Awagagae', ruleset: 'dlp-awagagae' },
  { label: 'The DLP, Gabata (Shoa and Adegrat)', ruleset: 'dlp-gabata-shoa-and-adegrat' },
  { label: 'The DLP, Leyla', ruleset: 'dlp-leyla', moves: ['C1'] },
];

/**
 * The seven games that capture fours (our grouping), four lanes: Rio Kadalis's stands for Mewelad,
 * Gabata (Ghinda) and Lamosh, whose pages give a four to the owner of its row as Rio Kadalis's does,
 * and which play this position as it does (test/compare/two-row-ways.test.ts plays all seven).
 * Gabata (Wuqro) is played with three counters a hole: its stores are made up to its 36.
 */
export const foursWitnesses: Lane[] = [
  { label: 'The DLP, Rio Kadalis (and Mewelad, Gabata (Ghinda), Lamosh)' },
  { label: 'The DLP, Gabata (Wuqro)', ruleset: 'dlp-gabata-wuqro', stores: { south: 5, north: 5 } },
  { label: 'The DLP, Lam Waladach', ruleset: 'dlp-lam-waladach' },
  { label: 'The DLP, Gabata (Oromo)', ruleset: 'dlp-gabata-oromo' },
];

/** Our position: a long sowing that makes a hole of the opponent's four, then sows into it again. */
export const foursPosition: Example = {
  id: 'fours-long-sowing',
  title: 'Fifteen counters from D1 (a position of ours)',
  topic: 'takes',
  source: 'dlp-rio-kadalis',
  where: 'Rules',
  clauses: [],
  says: [],
  note: "Our position. South sows D1's fifteen counters anticlockwise round the board: the third falls into north's F2, which held three, and the fifteenth into F2 again.",
  record: {
    ruleset: 'dlp-rio-kadalis',
    start: {
      holes: { A1: 2, B1: 1, C1: 1, D1: 15, E1: 0, F1: 0, A2: 2, B2: 1, C2: 0, D2: 0, E2: 1, F2: 3 },
      stores: { south: 11, north: 11 },
      toMove: 'south',
      status: 'playing',
    },
    moves: ['D1'],
  },
  expect: {},
};

export const twoRowWays: Comparison[] = [
  {
    id: 'shoa-neighbours',
    opensAt: 'first-difference',
    title: `Gabata (Shoa I) and its neighbours, ${count(wegNeighbours.length)} games: a last counter in the opponent's weg`,
    intro:
      "North holds a weg in south's row, with five counters; south's last counter falls into it. Gabata (Shoa I)'s page has the player take it and one more; Tuz's and Gabata (Shoa and Adegrat)'s take the same and give another move; Qelat's removes one counter and has the player sow again; Awagagae's does nothing the first time. Leyla's sows clockwise, so its south lifts C1, the hole on the weg's other side: its last counter takes itself and one more, and the turn ends, as in Gabata (Shoa I). Each lane plays its game's page at its defaults (our readings where a page is silent).",
    example: 'dlp-take-from-weg',
    lanes: wegNeighbours,
    options: ['weg-take-continues'],
  },
  {
    id: 'fours',
    opensAt: 'first-difference',
    title: 'Fours, seven games: a hole of the opponent\'s made four during a long sowing',
    intro:
      "South's third counter makes north's F2 four, and his fifteenth falls into F2 again. Rio Kadalis's page, and Mewelad's, Gabata (Ghinda)'s and Lamosh's with it, gives a four made during the sowing to the owner of its row at once: north takes F2's four, and the fifteenth counter falls into the emptied hole and ends the turn. Gabata (Wuqro)'s looks for fours \"At the end of sowing\": F2 then holds five and is not taken, the last counter lifts it, and the sowing goes on. Lam Waladach's gives every four to the player who sows, and another turn after a sowing that captured; Gabata (Oromo)'s gives the four to the sower too, without another turn. Each lane plays its game's page at its defaults (our readings where a page is silent); Gabata (Wuqro) is played with three counters a hole, so its stores are smaller.",
    example: foursPosition,
    lanes: foursWitnesses,
    options: ['fours-taker', 'fours-when', 'capture-again'],
  },
];
