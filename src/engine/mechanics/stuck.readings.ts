import { r, type OptionSpec } from '../reading';

/**
 * The readings of the end of a round when a player cannot move (./stuck.ts), in the DLP's
 * two-row games that capture fours. Their pages say "until one player cannot move" (Rio Kadalis)
 * or "until a player can no longer move because there are no counters in their row" (Mewelad,
 * Gabata (Ghinda)); Ludii's code for them looks at both rows whenever a turn ends.
 */
const endSentences = ['dlp-rio-kadalis.round-end', 'dlp-mewelad.round-end', 'dlp-gabata-ghinda.round-end', 'dlp-lamosh.round-end', 'dlp-gabata-adegrat.round-end'];

export const options = {
  'cannot-move-when': {
    id: 'cannot-move-when',
    label: 'When a round ends for want of a move',
    question: 'Does a round end when the player whose turn it is has no counters in his row, or whenever a turn ends with either row empty?',
    readings: [
      r('to-move', 'when the player to move has none', 'The round ends when the player whose turn comes has no counter in any hole of his: he cannot move. A player who empties his own row plays on if his opponent\'s sowing reaches it again first.', endSentences),
      r(
        'either-row',
        "when a turn ends with either row empty, as Ludii's code has it",
        'The round ends as soon as a turn ends with every hole of either player empty, whoever is to move.',
        [],
        "Ludii's code for Rio Kadalis and Mewelad looks, whenever a turn ends, whether all the holes of either player are empty.",
      ),
      r(
        'lap',
        "after every lap, as Ludii's code for Gabata (Ghinda) has it",
        'The round ends as soon as a lap of a sowing, the first or a relay\'s, leaves every hole of either player empty, even in the middle of a turn.',
        [],
        "Ludii's code for Gabata (Ghinda) looks after every move, and each relay's lap is a move of its own there.",
      ),
    ],
  },
  'remainder-taker': {
    id: 'remainder-taker',
    label: 'Who captures the counters left at the end of a round',
    question: 'When a round ends, who captures the counters left on the board?',
    readings: [
      r('opponent', 'the player who can still move', 'The opponent of the player who cannot move captures every counter left on the board.', ['dlp-rio-kadalis.round-end.sweep', 'dlp-mewelad.round-end.sweep', 'dlp-gabata-ghinda.round-end.sweep', 'dlp-lamosh.round-end.sweep', 'dlp-gabata-adegrat.round-end.sweep']),
      r(
        'north',
        "north, as Ludii's code has it",
        'North captures every counter left on the board, whichever row is empty.',
        [],
        "Ludii's code for Rio Kadalis and Mewelad gives the counters left to its player 2, north, whichever player's holes are empty.",
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;
