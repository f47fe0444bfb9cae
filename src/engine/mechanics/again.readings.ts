import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/**
 * The readings of another turn after a capture made during the sowing (./again.ts): the DLP's Lam
 * Waladach (Pankhurst 1971: 177), "When the final counter falls into an empty hole, the turn ends,
 * unless the player was able to make a capture during the sowing, in which case they may play again".
 */
export const options = {
  'capture-again': {
    id: 'capture-again',
    label: 'When a capture gives another turn',
    question: 'Does a capture made during the sowing give the player another turn when his sowing ends, or at once, in place of the relay?',
    readings: [
      r('sowing-end', 'when the sowing ends', 'The sowing goes on, relay after relay, until it ends; then, if it captured anything, the player plays again from any hole of his.', ['dlp-lam-waladach.end.again']),
      r(
        'lap',
        "at once, as Ludii's code has it",
        'A lap of the sowing that captures a four ends the sowing there, even where its last counter fell into an occupied hole: the player plays again, from any hole of his.',
        [],
        "Ludii's code for Lam Waladach marks the move as pending when a lap captures, and a pending move is chosen from any of the player's holes rather than relayed.",
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'capture-again-taken': fixed(
    'capture-again-taken',
    'Another turn is always taken',
    'A player whose sowing captured plays again: the engine does not let him decline the turn and hand it to his opponent.',
    'The page says he "may play again"; it gives no way to decline, and a player who declined would only give his opponent the move. Ludii\'s code gives the turn again.',
    ['dlp-lam-waladach.end.again'],
  ),
} satisfies Record<string, FixedReading>;
