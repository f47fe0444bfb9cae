import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of the stylised five-three opening (./fivethree.ts): which of its ways is played, and what we decided where the pages are silent. */
export const options = {
  'five-three': {
    id: 'five-three',
    label: 'The stylised opening',
    question: 'How is the stylised opening made: where does it start, and does it make a weg?',
    readings: [
      r('weg', 'a counter held from the rightmost hole makes a weg', 'One counter from the rightmost hole is held; one at a time, a counter from the next hole goes into the one after it, round the board, until the rightmost hole holds four again and the holes alternate five and three; the held counter then makes the first hole of the opponent\'s row four, a weg.', ['dlp-tuz.opening', 'dlp-tuz.opening-tuz']),
      r('no-weg', 'the holes alternate three and five, and no weg', 'A counter from the rightmost hole goes into the next, then one from the hole after that into the next, and so on round the board: every hole holds three or five, and no weg is made.', ['dlp-tuz.opening-no-tuz']),
      r('ludii', "as Ludii's code makes it", 'The moves start from the hole after next: the rightmost hole and the first of the opponent\'s row keep their four, the others alternate three and five, and the first of the opponent\'s row is the player\'s weg.', [], "Ludii's code for Tuz offers this opening beside the one without a weg, and its code for Gabata (Shoa and Adegrat) plays it alone."),
      r('capture', 'a counter held from the rightmost hole captures the four it makes', 'The moves of the opening with a weg; but the held counter, dropped into the first hole of the opponent\'s row, makes it four, and the player captures those four.', ['dlp-lamosh.opening-hold', 'dlp-lamosh.opening-held']),
      r('ludii-capture', "as Ludii's code for Lamosh makes it", 'No counter is held: one at a time, a counter from the first hole of the opponent\'s row goes into the next, and so on round the board until one falls into the rightmost hole, which holds five; the player then captures the three left in the first hole of the opponent\'s row.', [], "Ludii's code for Lamosh moves the counters from that hole on and takes what is left in it into the player's hand."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'five-three-then': fixed(
    'five-three-then',
    'After the stylised opening, the other player sows',
    'The stylised opening is the first player\'s turn: his opponent makes the first sowing.',
    'The pages go on to the sowing ("After this, players pick up the counters ...") without saying who sows first; we count the opening as a turn, as Ludii\'s code does. Lamosh\'s page: "Players then alternate turns".',
    ['dlp-tuz.move', 'dlp-lamosh.route'],
  ),
  'five-three-rounds': fixed(
    'five-three-rounds',
    'Every round opens with the stylised move',
    'A round that starts with every hole at four opens with the stylised move, made by the player who begins it.',
    'Tuz\'s and Lamosh\'s pages name the opening only at the start and lay each later round out four to a hole, so that it can be made again; we make it in every round, as Gabata (Shoa and Adegrat)\'s page says of that game. Ludii\'s code for Tuz and for Lamosh makes it in the first round only.',
    ['dlp-tuz.opening-choice', 'dlp-tuz.next-round', 'dlp-lamosh.opening', 'dlp-lamosh.next-round'],
  ),
} satisfies Record<string, FixedReading>;
