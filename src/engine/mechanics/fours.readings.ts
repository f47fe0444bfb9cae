import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/**
 * The readings of the capture of fours during a sowing (./fours.ts): the DLP's Rab'e (Pankhurst
 * 1971: 172), and the two-row games of the region whose pages capture fours as they sow (issue 28:
 * Gabata (Ghinda), Lamosh, Mewelad, Rio Kadalis, Gabata (Wuqro), Lam Waladach, Gabata (Oromo)).
 * Those pages differ on who takes a four made in whose hole, and on when a four is seen: "at any
 * time during the sowing", or "at the end of sowing" (Wuqro). A game's own sentences go here as it comes.
 */
const foursSentences = ['dlp-rab-e.fours', 'dlp-rio-kadalis.fours', 'dlp-gabata-oromo.fours'];

export const options = {
  'fours-when': {
    id: 'fours-when',
    label: 'When a hole of four is captured',
    question: 'Is a hole made to hold four counters captured at the drop that makes it four, or when the lap of the sowing ends?',
    readings: [
      r('drop', 'at the drop that makes it four', 'The moment a counter makes a hole hold four, the four are captured; the sowing goes on past the emptied hole, which may fill again.', foursSentences),
      r(
        'sowing',
        "when the lap ends, as Ludii's code has it",
        'When a lap of the sowing ends, each hole it passed over, from the hole it was lifted from to the last, that holds exactly four is captured; a hole made four and sown on again in the same long lap is not.',
        foursSentences,
        "Ludii's code for Rab'e looks, after each lap, at the holes of the track from the lap's first hole to its last, and captures those that hold four.",
      ),
    ],
  },
  'fours-taker': {
    id: 'fours-taker',
    label: 'Who takes a four made during a sowing',
    question: "Who takes the four counters of a hole made four before the last counter: the player who sows, or the owner of the hole?",
    readings: [
      r('sower', 'the player who sows', 'The player who sows takes every four he makes, in his own holes and in his opponent\'s.', foursSentences),
      r(
        'owner',
        'the owner of the hole',
        'The owner of the hole takes a four made in it before the last counter; a four made by the last counter is the sower\'s.',
        ['dlp-rio-kadalis.fours.owner', 'dlp-rio-kadalis.fours.last'],
        "The DLP's pages of two-row games of the region (Gabata (Ghinda), Lamosh, Mewelad, Rio Kadalis) give a four made during the sowing to the player in whose row it is, the last counter's to the sower.",
      ),
    ],
  },
  'fours-then': {
    id: 'fours-then',
    label: 'After a four captured before the last counter',
    question: 'When a lap has captured a four before its last counter, does the sowing go on as the last counter says, or does the turn end?',
    readings: [
      r('sow-on', 'the sowing goes on', 'The capture does not stop the sowing: the last counter relays from an occupied hole, or ends the turn in an empty one, as it would without it. Only the final counter\'s capture ends the turn.', [...foursSentences, 'dlp-rab-e.last-four']),
      r(
        'turn-ends',
        "the turn ends, as Ludii's code has it",
        'A lap that has captured a four ends the turn wherever its last counter falls.',
        [],
        "Ludii's code for Rab'e relays from the place the last move went to, which after a capture is the player's store, so that the player can only pass.",
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'fours-made': fixed(
    'fours-made',
    'Only a hole made four is captured',
    'A hole is captured when a counter sown into it makes it hold four; a hole that holds four without being sown into (every hole at the start) is not.',
    'The text: "if a hole is made to contain four counters"; the start lays four in every hole, and a game could not begin if those were captured.',
    foursSentences,
  ),
  'last-four-ends': fixed(
    'last-four-ends',
    "The final counter's four ends the turn",
    'When the final counter of a sowing makes its hole four and the four are captured, the turn ends: the hole it fell in is empty, and there is nothing to pick up.',
    'The pages that give the final counter\'s four to the sower (Rio Kadalis) do not say what follows; a relay picks up the counters of the hole the last counter fell in, and none are left there. Ludii\'s code ends the turn.',
    ['dlp-rio-kadalis.fours.last', 'dlp-rio-kadalis.end'],
  ),
} satisfies Record<string, FixedReading>;
