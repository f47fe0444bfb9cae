import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** This ruleset's own readings: the open questions only its rules meet, and what we decided where we saw no second reading. */
export const options = {
  observed: {
    id: 'observed',
    label: "Which of the DLP's observed rulesets",
    question: 'Which of the DLP\'s observed rulesets?',
    readings: [
      r('gabata-i', 'Gabata I', 'Gabata I: 2x6, four counters a hole (Pankhurst 1971: 174-176, as the source field of Ludii\'s game file gives it; not on the page we transcribe).', ['dlp.board']),
      r('five-holes', 'five holes a row', 'Five holes per row.', ['dlp.five-holes']),
      r('seven-holes', 'seven holes a row', 'Seven holes per row.', ['dlp.seven-holes']),
      r('gabata-3', 'Gabata 3, with its stylised opening', 'Gabata 3: the stylised opening (Pankhurst 1971: 177, as the source field of Ludii\'s game file gives it; not on the page we transcribe).', ['dlp.gabata-3'], 'The opening\'s steps are given only in the Ludii metadata for the game (after Pankhurst 1971: 177), which we describe here but have not transcribed.'),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'gabata-3-weg': fixed(
    'gabata-3-weg',
    "Gabata 3's opening makes a weg",
    'In Gabata 3\'s stylised opening the first hole the first player fills becomes his weg.',
    'Our text names only the result of the opening, holes of 8 and 0; the procedure, and the weg it makes, are in the fuller description of Gabata 3 that the DLP\'s Ludii game file carries (after Pankhurst 1971: 177), not on the page we transcribe.',
    ['dlp.gabata-3'],
  ),
} satisfies Record<string, FixedReading>;
