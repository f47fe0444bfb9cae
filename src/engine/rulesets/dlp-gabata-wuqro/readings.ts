import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/** The DLP's Gabata (Wuqro)'s own readings (./index.ts): its opening as Ludii's code lays it, and the counters left at a round's end. */
export const options = {
  'wuqro-opening': {
    id: 'wuqro-opening',
    label: "How Gabata (Wuqro)'s opening sows the lifted row",
    question: "Are the counters lifted from the player's row sown one by one from the opponent's first hole, or put all into that hole, which is then lifted and sown?",
    readings: [
      r('sown', "sown one by one into the opponent's row", "The counters of the player's row are sown one to a hole from the first hole of the opponent's row, anticlockwise, and relayed as any sowing.", ['dlp-gabata-wuqro.opening-lift', 'dlp-gabata-wuqro.opening-sow']),
      r(
        'ludii',
        "put into the opponent's first hole, then lifted with it, as Ludii's code has it",
        "The counters of the player's row are put all into the first hole of the opponent's row; that hole is lifted, its own three with them, and sown from the hole after it.",
        ['dlp-gabata-wuqro.opening-sow'],
        "Ludii's code moves every counter of south's row into F2, then sows F2 from E2.",
      ),
    ],
  },
  'wuqro-leftover': {
    id: 'wuqro-leftover',
    label: 'Who takes the counters left at the end of a round',
    question: 'When too few counters are left to play on, "the players decide how the counters are allocated": who takes them?',
    readings: [
      r('rows', 'each player those in his own holes', 'Each player takes the counters left in the holes he owns.', ['dlp-gabata-wuqro.round-end']),
      r('mover', "the player whose sowing left them, as Ludii's code has it", 'The player whose sowing left four counters or fewer on the board takes them all.', ['dlp-gabata-wuqro.round-end'], "Ludii's code gives every counter left to the player who moved."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'wuqro-first': fixed(
    'wuqro-first',
    'Who makes the opening move of Gabata (Wuqro)',
    'The players choose who makes the opening move of a round and so begins it; south, unless they choose otherwise.',
    'The text says only "One player" for the first round, and for a later one "The player who played second in the previous round", which the engine, laying a round out from the counters alone, cannot know: the players name him. Ludii\'s code has its first player, south, open the first round.',
    ['dlp-gabata-wuqro.opening-lift', 'dlp-gabata-wuqro.next-round'],
  ),
  'wuqro-opening-holes': fixed(
    'wuqro-opening-holes',
    "The holes the opening lifts, and where it sows",
    "The opening lifts every hole the player owns, from his leftmost along the sowing order, and sows them from the hole after the last one lifted: in the first round, his row, sown into the opponent's from its first hole. No four is captured in the opening's sowing.",
    'The text: "takes all of the counters from the holes in their row", sown "into the opponent\'s row"; its captures come with "The main phase of the game". Ludii\'s code captures nothing in its opening phase either.',
    ['dlp-gabata-wuqro.opening-lift', 'dlp-gabata-wuqro.opening-sow', 'dlp-gabata-wuqro.move'],
  ),
  'wuqro-lap-fours': fixed(
    'wuqro-lap-fours',
    'Which holes of four the end of a sowing captures',
    'When a lap ends, the holes it was sown into that hold four are captured: not a hole of four it did not reach.',
    'The text: "At the end of sowing, any holes containing four counters are captured"; a hole left at four by the opening, or by an earlier turn, would otherwise be captured by any sowing. Ludii\'s code looks at the lap\'s holes only.',
    ['dlp-gabata-wuqro.fours'],
  ),
  'wuqro-round-end': fixed(
    'wuqro-round-end',
    "When a round of Gabata (Wuqro) ends",
    'A round ends as soon as a lap leaves four counters or fewer on the board.',
    'The text: "If at the end of the game there are not sufficient counters to cause a hole to contain four"; four counters left can be made a four only by a final counter falling where the other three are. Ludii\'s code ends the round at four.',
    ['dlp-gabata-wuqro.round-end'],
  ),
  'wuqro-pass': fixed(
    'wuqro-pass',
    'A player of Gabata (Wuqro) with nothing to play',
    'A player whose holes are all empty passes, and his opponent plays on.',
    'The text does not say. Ludii\'s code passes him.',
    ['dlp-gabata-wuqro.move'],
  ),
  'wuqro-threes': fixed(
    'wuqro-threes',
    "How a later round of Gabata (Wuqro) is laid out",
    "Each player fills holes three to a hole from his leftmost along the sowing order; the one with more than eighteen fills on into the weaker's nearest holes, which become his; a player with two over makes a hole of three with the other's one over, and it is his.",
    'The text: "fill as many of their holes with four counters", a slip for three (36 counters, three a hole); "as many holes from the opponent in which they can place three"; "If the player has two remaining counters ... the opponent would cede their one remaining counter". It does not say where the holes lie; Ludii\'s code lays them from each player\'s leftmost hole along its track.',
    ['dlp-gabata-wuqro.fill', 'dlp-gabata-wuqro.hole-gain', 'dlp-gabata-wuqro.two-remaining'],
  ),
} satisfies Record<string, FixedReading>;
