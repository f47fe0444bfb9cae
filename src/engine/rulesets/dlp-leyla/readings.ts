import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/** The DLP's Leyla's own readings (./index.ts): its later rounds, where the page is short, and where the engine falls short of it. */
export const options = {
  'leyla-two-extra': {
    id: 'leyla-two-extra',
    label: 'Two extra counters between rounds',
    question: 'When the players fill their holes for a new round and each has two counters over, is a loan made?',
    readings: [
      r(
        'lent',
        'the stronger lends his two to the weaker',
        'The player with more counters lends his two extra to the other, who makes them four and fills one hole more; the stronger then fills as many (our reading: both have two over, and a loan to the weaker is the one that lets him fill a hole he could not).',
        ['dlp-leyla.loan'],
        "Ludii's code for Leyla has a player left with two counters after filling his holes take two from the other's hand and fill one more.",
      ),
      r('none', 'no loan is made', 'No loan is made ("they may loan them"): each keeps his two counters in his store, and the weaker fills only his full fours.', ['dlp-leyla.loan']),
    ],
  },
  'leyla-series-end': {
    id: 'leyla-series-end',
    label: 'When the series of rounds ends',
    question: 'When is a player out of the series?',
    readings: [
      r('cannot-fill', 'when he has fewer than four counters', 'When a round ends with a player holding fewer than four counters: he cannot fill a hole.', ['dlp-leyla.series-end']),
      r('fewer-than-three', "when he has fewer than three, as Ludii's code has it", 'When a round ends with a player holding fewer than three counters.', [], "Ludii's code for Leyla ends the game when the board is empty and a player's hand holds fewer than three counters."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'leyla-first': fixed(
    'leyla-first',
    'Who begins a round',
    'The players choose who begins each round; south, unless they name north.',
    'The page does not say who begins, neither the first round nor a later one. Ludii\'s code for Leyla has its first player, south, begin.',
    ['dlp-leyla.relay', 'dlp-leyla.new-round'],
  ),
  'leyla-cannot-move': fixed(
    'leyla-cannot-move',
    'When a player can no longer move',
    'Whenever a turn ends, the round is over if either player has no counter in a free hole of his row, whoever is to move.',
    'The page: "Play continues until one of the players can no longer move", and it has no pass. A player whose free holes are all empty cannot move; we look at both players when a turn ends, as Ludii\'s code for Leyla does.',
    ['dlp-leyla.round-end', 'dlp-leyla.captured-no-sow'],
  ),
  'leyla-holes-filled': fixed(
    'leyla-holes-filled',
    'Which holes are filled in a new round',
    'Each player fills his holes four to a hole from his rightmost hole leftward; the holes neither fills stay empty, still his, and are sown into as any.',
    'The page says only that "Players attempt to fill their holes with four counters each" and that the stronger "would only fill as many hole as the opponent is able to fill". We start from the rightmost hole, where the DLP\'s other Gabata pages lay out a round; in Ludii\'s code each player chooses the empty holes of his row he fills.',
    ['dlp-leyla.fill', 'dlp-leyla.stronger-fills'],
  ),
  'leyla-loan-unpaid': fixed(
    'leyla-loan-unpaid',
    'A loan repaid',
    'A loan is not repaid by the engine: a round is laid out from the counters each player holds when it begins, and what one owes the other from an earlier round is not kept.',
    'The page: two extra counters are lent "to be repaid when they can in a subsequent round". Our engine lays a series\' round out from the counters alone; this is its limit, not a reading of the page. Ludii\'s code does not repay a loan either.',
    ['dlp-leyla.loan.repaid'],
  ),
} satisfies Record<string, FixedReading>;
