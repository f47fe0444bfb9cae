import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Hufesay's own readings (./index.ts): the open questions only its rules meet, and what we decided where we saw no second reading. */
export const options = {
  'hufesay-round-end': {
    id: 'hufesay-round-end',
    label: 'When a round of Hufesay ends',
    question: 'When does a round end, and what becomes of the counters still on the board?',
    readings: [
      r(
        'row-empty',
        "when a player's row is empty, each keeping what his holes hold",
        "As soon as either player's row holds no counters (looked for after every lap of a sowing), the round ends, and each player takes the counters in the holes he owns.",
        ['dlp-hufesay.win', 'dlp-hufesay.count'],
        "Ludii's code for Hufesay ends the round so, after any lap.",
      ),
      r(
        'all-captured',
        'when every counter is captured',
        'Play goes on, a player who cannot play passing, until no counter is left on the board. A few counters that no capture can reach keep a round from ever ending.',
        ['dlp-hufesay.win', 'dlp-hufesay.pass'],
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'hufesay-first': fixed(
    'hufesay-first',
    'Who begins a game of Hufesay',
    'The players choose who begins; south, unless they choose otherwise.',
    "The text does not say who begins. Ludii's code for Hufesay has its first player, south, begin.",
    ['dlp-hufesay.board'],
  ),
  'hufesay-row': fixed(
    'hufesay-row',
    "Which holes are a player's row",
    "A player's row is the row on his side of the board, whoever owns its holes after a round: a last counter in an empty hole of it captures what the hole across the board holds, whoever owns that one.",
    'The text says "the player\'s row" and "the opponent\'s opposite hole", of rows, though later rounds move holes from one player to the other; Ludii\'s code reads them as rows too.',
    ['dlp-hufesay.capture'],
  ),
} satisfies Record<string, FixedReading>;
