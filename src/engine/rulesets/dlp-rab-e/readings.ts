import { fixed, type FixedReading } from '../../reading';

/** The DLP's Rab'e's own decisions where its text is silent (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'rabe-first': fixed(
    'rabe-first',
    "Who begins a game of Rab'e",
    'The players choose who begins; south, unless they choose otherwise.',
    "The text does not say who begins. Ludii's code for Rab'e has its first player, south, begin the first round.",
    ['dlp-rab-e.ownership'],
  ),
  'rabe-layout': fixed(
    'rabe-layout',
    "Where the stronger lays his counters for the next round",
    "The stronger player fills, four to a hole, the holes of his own that face the weaker's filled holes across the board, as his own route meets them (the weaker's first hole faces his first); his other holes stay empty. When both hold as many, each fills all nine of his holes.",
    'The text says the stronger "places four counters in the same number of holes as the other player", starting, as both do, "from the leftmost hole in their row in the direction of play"; our reading lays his as the board was laid at the start, each player from his own leftmost hole. Ludii\'s code fills the same holes.',
    ['dlp-rab-e.redistribute', 'dlp-rab-e.stronger'],
  ),
} satisfies Record<string, FixedReading>;
