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
 * (Shoa and Adegrat)'s page plays this position as Tuz's does (a take of two and another move): one
 * lane stands for both.
 */
export const wegNeighbours: Lane[] = [
  { label: 'The DLP, Gabata (Shoa I)' },
  { label: 'The DLP, Tuz', ruleset: 'dlp-tuz' },
  { label: 'The DLP, Qelat', ruleset: 'dlp-qelat' },
  { label: 'The DLP, Awagagae', ruleset: 'dlp-awagagae' },
];

export const twoRowWays: Comparison[] = [
  {
    id: 'shoa-neighbours',
    opensAt: 'first-difference',
    title: `Gabata (Shoa I) and its neighbours, ${count(wegNeighbours.length)} games: a last counter in the opponent's weg`,
    intro:
      "North holds a weg in south's row, with five counters; south's last counter falls into it. Gabata (Shoa I)'s page has the player take it and one more; Tuz's (and Gabata (Shoa and Adegrat)'s, which plays here as Tuz's) take the same and give another move; Qelat's removes one counter and has the player sow again; Awagagae's does nothing the first time. Each lane plays its game's page at its defaults (our readings where a page is silent).",
    example: 'dlp-take-from-weg',
    lanes: wegNeighbours,
    options: ['weg-take-continues'],
  },
];
