import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** This ruleset's own readings: the open questions only its rules meet, and what we decided where we saw no second reading. */
export const options = {
  'first-phase': {
    id: 'first-phase',
    label: "How Abalala'e opens",
    question: "Does the DLP's Abalala'e open with the race of its first phase, or with south's move?",
    openQuestion: '4b',
    readings: [
      r('race', 'with the race from the leftmost holes', 'Both players race from the leftmost hole of their own row; the winner of the race moves first.', ['dlp-abalalae.race', 'dlp-abalalae.race-start', 'dlp-abalalae.turns.first']),
      r('south-first', "with south's move, as Ludii's code does", 'There is no race: south moves first, from any of his holes.', [], "Ludii's code for Abalala'e has no first phase: south moves first."),
    ],
  },
  'left-capture': {
    id: 'left-capture',
    label: "A capture on the left half in Abalala'e",
    question: 'A capture from a hole on the left half: are both facing holes taken, or does an empty nearer hole stop it?',
    openQuestion: '4b',
    readings: [
      r('both', 'takes what both facing holes hold', 'Whatever the two facing holes hold is taken, even if the nearer one is empty.', ['dlp-abalalae.capture-left'], "Ludii's code for Abalala'e takes from each facing hole that holds counters."),
      r('stop-at-empty', 'stops at an empty nearer hole', 'The nearer facing hole is taken first; the farther one only if the nearer held counters, as a capture that runs across the rows would.'),
    ],
  },
  rounds: {
    id: 'rounds',
    label: "How many rounds of Abalala'e",
    question: "Is the DLP's Abalala'e a series of rounds, or one round?",
    openQuestion: '4b',
    readings: [
      r('series', 'rounds until one player holds every counter', 'After each round the counters are laid out again, until one player holds them all.', ['dlp-abalalae.redistribute', 'dlp-abalalae.series-end']),
      r('one', "one round, as Ludii's code plays", 'The game is one round: the player with more counters at its end wins.', [], "Ludii's code for Abalala'e plays one round only, scoring each player's counters captured and those left in his own holes; with one side empty, that is what the text's sweep gives too."),
    ],
  },
  'round-opening': {
    id: 'round-opening',
    label: "Who opens a later round of Abalala'e",
    question: 'How does a round after the first begin?',
    openQuestion: '4b',
    readings: [
      r('race', 'with the race again', 'Each round opens as the first did, with the race from the leftmost holes.', ['dlp-abalalae.series-end', 'dlp-abalalae.race']),
      r('weaker', 'the player with fewer counters moves first', 'No race: the player with fewer counters moves first.'),
      r('stronger', 'the player with more counters moves first', 'No race: the player with more counters moves first.'),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'continue-one-counter': fixed(
    'continue-one-counter',
    'After a capture, the capturing counter is sown on',
    "After a capture in the DLP's Abalala'e the player lifts the counter that made it and drops it into the next hole on his route.",
    'The capturing hole was empty before its last counter fell, and a capture takes only from the facing holes, so it holds exactly that one counter: lifting "the last counter placed" and lifting the hole\'s contents are the same move.',
    ['dlp-abalalae.continue'],
  ),
} satisfies Record<string, FixedReading>;
