import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Gabata (Ansaba)'s own readings (./index.ts): the open questions only its rules meet, and what we decided where we saw no second reading. */
export const options = {
  'ansaba-opening': {
    id: 'ansaba-opening',
    label: 'How Gabata (Ansaba) opens',
    question: "Does the DLP's Gabata (Ansaba) open with the race from the rightmost holes, or with south's move?",
    readings: [
      r('race', 'with the race from the rightmost holes', 'Both players sow at once from their rightmost holes; the first to drop a last counter into an empty hole moves first.', ['dlp-gabata-ansaba.race', 'dlp-gabata-ansaba.first']),
      r('south-first', "with south's move, as Ludii's code does", 'There is no race: south moves first, from any of his holes.', [], "Ludii's code for Gabata (Ansaba) has no simultaneous phase (its file says so: \"No simultaneous move\"): south moves first."),
    ],
  },
  'ansaba-after-capture': {
    id: 'ansaba-after-capture',
    label: 'After a capture in Gabata (Ansaba)',
    question: 'After a capture, is the capturing counter moved on to the following hole, or does the turn end?',
    readings: [
      r('moved-on', 'the capturing counter is moved on', 'The counter that made the capture is lifted and dropped into the following hole: into an occupied hole, sowing goes on; into an empty hole of one\'s own row facing counters, it captures again; else the turn ends.', ['dlp-gabata-ansaba.capture.move-on', 'dlp-gabata-ansaba.again', 'dlp-gabata-ansaba.again-relay', 'dlp-gabata-ansaba.again-end']),
      r('turn-ends', "the turn ends, as in Ludii's code", 'The capture ends the turn; the capturing counter stays where it fell.', [], "Ludii's code for Gabata (Ansaba) gives the player a move from the hole sowed last, which after a capture is his hand: it has no move, and the turn passes (every capture of the sampled games)."),
    ],
  },
  'ansaba-layout-from': {
    id: 'ansaba-layout-from',
    label: 'Where the loser begins to lay out',
    question: 'Where does the loser of a round begin to lay out his counters for the next?',
    readings: [
      r('rightmost', 'at his rightmost hole, going left', 'At his rightmost hole, three to a hole leftward along his row, the rest one to a hole.', ['dlp-gabata-ansaba.loser', 'dlp-gabata-ansaba.remainder']),
      r('leftmost', "at his leftmost hole, as Ludii's code does", 'At his leftmost hole, three to a hole along his row in the direction of play, the rest one to a hole.', [], "Ludii's code for Gabata (Ansaba) lays the loser's counters from his leftmost hole along the track."),
    ],
  },
  'ansaba-short-row': {
    id: 'ansaba-short-row',
    label: "A loser's counters left when his holes run out",
    question: 'Where the loser has more counters left than empty holes (seventeen: five holes of three and two over, one hole left), where does the last go?',
    readings: [
      r('last-hole', 'into his last hole with the other', 'His last hole takes both: "as many of the remaining holes as possible", each "with at least one counter".', ['dlp-gabata-ansaba.remainder']),
      r('next-row', "on into the winner's row, as Ludii's code does", 'One to a hole on along the route past his row, into the winner\'s first hole, which the winner does not match.', [], "Ludii's code for Gabata (Ansaba) drops the loser's counters one at a time into the first empty hole along the track, which after his own row is the winner's."),
    ],
  },
  'ansaba-round-opening': {
    id: 'ansaba-round-opening',
    label: 'Who opens a later round of Gabata (Ansaba)',
    question: 'Does a later round open with the race again, or does the winner of the last round move first?',
    readings: [
      r('race', 'with the race again', 'As the game began: both players race from their rightmost holes.', ['dlp-gabata-ansaba.new-round', 'dlp-gabata-ansaba.race']),
      r('winner', "the winner moves first, as in Ludii's code", 'The winner of the last round, who matched the loser\'s layout, moves first.', [], "Ludii's code for Gabata (Ansaba) has the winner, who lays out last, move first in a later round."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {} satisfies Record<string, FixedReading>;
