import type { Example } from '../examples/example';
import type { Comparison } from './comparison';
import type { Lane } from './lanes';

/**
 * Games that share a name across the boards (issue 28): Courlander's three-row games beside the
 * DLP's two-row games that carry their names. A position cannot be carried from three rows to two,
 * so these compare the same moment, the opening from each game's standard start, each lane on its
 * own board (a lane's `moves`: none, the opening plays itself).
 */
const opening = (id: string, title: string, ruleset: string, source: string, where: string): Example => ({
  id,
  title,
  topic: 'the opening',
  source,
  where,
  clauses: [],
  says: [],
  note: "The standard start of each game; no player's move, only what the game does before the first one.",
  record: { ruleset, moves: [] },
  expect: {},
});

export const sulusAidiByName: Lane[] = [
  { label: 'Courlander, Sulus Aidi' },
  { label: 'The DLP, Awagagae', ruleset: 'dlp-awagagae', moves: [] },
  { label: 'The DLP, Mewegae', ruleset: 'dlp-mewegae', moves: [] },
];

export const abalalaOnTwoRows: Lane[] = [
  { label: 'Courlander, Abalalà' },
  { label: "The DLP, Abalala'e", ruleset: 'dlp-abalalae', moves: [] },
  { label: 'The DLP, Gabata (Ansaba)', ruleset: 'dlp-gabata-ansaba', moves: [] },
];

export const acrossBoards: Comparison[] = [
  {
    id: 'sulus-aidi-by-name',
    opensAt: 'end',
    title: 'Sulus Aidi, by name: the opening on three rows and on two',
    intro:
      "Courlander gives \"Sulus Aidi or Awagagà\" as one game on three rows of six. The DLP, after Pankhurst, records Awagagae and Mewegae on two rows of six, with nearly the same words; Mewegae's page opens with a race, as Courlander's Sulus Aidi does, and Awagagae's does not. Each lane is its game from its own standard start, on its own board, until the first player's move.",
    divergence:
      "Courlander's Sulus Aidi opens as his Abalalà does, both players sowing at once from their left corner holes; Mewegae's players begin \"simultaneously\" too. From a standard start each board is the same turned round, so both players finish in the same beat: Courlander's at the sixteenth, Mewegae's at the fifteenth, with different boards left. Courlander then lets the players choose who begins; Mewegae's page ends the race when one player finishes and names no winner of a tie (our reading lets south's counter fall first in each beat, so south begins). Awagagae has no race: four counters in every hole, and the players choose who begins.",
    example: opening('sulus-aidi-opening', 'The opening from the standard start', 'courlander-sulus-aidi', 'courlander-sulus-aidi', 'p. 22'),
    lanes: sulusAidiByName,
    options: ['race-end', 'after-race'],
  },
  {
    id: 'abalala-two-rows',
    opensAt: 'end',
    title: 'Abalalà on two rows: the opening race on three rows and on two',
    intro:
      "Courlander's Abalalà is played on three rows of six, with three beans in a hole; the DLP's Abalala'e, after Pankhurst, is the same game on the same board; Gabata (Ansaba), also after Pankhurst, has the same race on two rows of six, from each player's rightmost hole. Each lane is its game from its own standard start, on its own board, until the first player's move.",
    divergence:
      "All three open with both players sowing at once, and from a standard start each board is the same turned round, so both players finish in the same beat; the routes make the races unlike. Courlander's players start from their left corner holes and finish at the sixteenth beat; the DLP's Abalala'e sows each player's own route (along his row, back along the middle row, along the far row) from his leftmost hole and finishes at the fifty-first; Gabata (Ansaba) starts from the rightmost holes of two rows and finishes at the twentieth. Courlander lets the players choose who begins; the DLP's pages give the first move to the first to finish and name no winner of a tie (our reading lets south's counter fall first in each beat, so south begins).",
    example: opening('abalala-opening', 'The opening race from the standard start', 'courlander-abalala', 'courlander-abalala', 'p. 21'),
    lanes: abalalaOnTwoRows,
    options: ['race-end', 'after-race'],
  },
];
