import { count } from '../widgets/narrate';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * The two-row games side by side (issue 28), each from a position of ours on a worked example's
 * board, one lane a game: the same board and the same moves, so that where the lanes part is the
 * games' rules and nothing else. A game merged later joins its list here in one line. The games
 * that capture fours wait for the four of their group still to come (Lamosh, Gabata (Wuqro), Lam
 * Waladach, Gabata (Oromo)): the three on the site play every position of ours alike at their defaults.
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

export const twoRowWays: Comparison[] = [
  {
    id: 'shoa-neighbours',
    opensAt: 'first-difference',
    title: `Gabata (Shoa I) and its neighbours, ${count(wegNeighbours.length)} games: a last counter in the opponent's weg`,
    intro:
      "North holds a weg in south's row, with five counters; south's last counter falls into it. Gabata (Shoa I)'s page has the player take it and one more; Tuz's (and Gabata (Shoa and Adegrat)'s, which plays here as Tuz's) take the same and give another move; Qelat's removes one counter and has the player sow again; Awagagae's does nothing the first time; Gabata (Shoa and Adegrat)'s plays here as Tuz's. Leyla's sows clockwise, so its south lifts C1, the hole on the weg's other side: its last counter takes itself and one more, and the turn ends, as in Gabata (Shoa I). Each lane plays its game's page at its defaults (our readings where a page is silent).",
    example: 'dlp-take-from-weg',
    lanes: wegNeighbours,
    options: ['weg-take-continues'],
  },
];
