import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/** The DLP's Gabata (Oromo)'s own readings (./index.ts): where its game ends, which its text cannot reach. */
export const options = {
  'oromo-end': {
    id: 'oromo-end',
    label: 'When a game of Gabata (Oromo) ends',
    question: 'A four is captured only before the final counter, so the last four counters on the board can never be: does the game end when only four are left, or does play go on?',
    readings: [
      r(
        'four-left',
        'when only four counters are left',
        'The game ends when four counters or fewer are left on the board, which no sowing can capture; they are nobody\'s, and the player who captured more wins.',
        ['dlp-gabata-oromo.game-end', 'dlp-gabata-oromo.fours'],
      ),
      r(
        'never',
        "only when the board is empty, as Ludii's code has it",
        'The game ends only when every counter has been captured, which play never reaches: the last four are sown round the board for ever.',
        ['dlp-gabata-oromo.game-end'],
        "Ludii's code ends the game when no counter is on the board; its recorded games all reach four counters and stop at 600 plies.",
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'oromo-first': fixed(
    'oromo-first',
    'Who makes the opening move of Gabata (Oromo)',
    'The players choose who makes the opening move and so begins; south, unless they choose otherwise.',
    "The text says only \"One player\". Ludii's code has its first player, south, make it.",
    ['dlp-gabata-oromo.opening-first'],
  ),
  'oromo-eights': fixed(
    'oromo-eights',
    'Where the opening puts each four',
    'Each four lifted in the opening goes whole into the next hole, so that the holes are left eight and empty in turn.',
    'The text: "place them in the following holes", then "an alternation pattern of a hole with eight counters followed by one with zero counters", which only four put into one hole makes. Ludii\'s code puts them so.',
    ['dlp-gabata-oromo.opening-next', 'dlp-gabata-oromo.opening-until'],
  ),
} satisfies Record<string, FixedReading>;
