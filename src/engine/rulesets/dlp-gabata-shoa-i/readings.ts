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
  'weg-take-continues': {
    id: 'weg-take-continues',
    label: "After taking from the opponent's weg",
    question: 'After taking from the opponent\'s weg, does the player move again?',
    openQuestion: '5.6',
    readings: [
      r('ends', 'the play ends', 'No: the play ends (the page is silent; Ludii\'s code ends the turn).', ['dlp.weg-rights'], 'Ludii\'s code for Gabata (Shoa I) ends the turn after a take from a weg.'),
      r('another-move', 'the player moves again', 'Yes: he picks up another hole of his and sows again.', [], 'The DLP\'s evidence record for this game, which we describe but have not transcribed, adds what the game page lacks: after taking from a weg, play goes on by picking up another hole and sowing.'),
    ],
  },
  'empty-weg': {
    id: 'empty-weg',
    label: 'A last counter in an empty weg',
    question: "What becomes of a last counter that falls into the opponent's empty weg?",
    openQuestion: '5.6',
    readings: [
      r('removed', 'is removed into the mover\'s store', 'It is removed from the board, and the player who dropped it keeps it.', ['dlp.empty-weg', 'dlp.round-score']),
      r('stays', "stays in the weg, as Ludii's code has it", 'It stays in the weg, and the play ends.', [], "Ludii's code for Gabata (Shoa I) leaves a last counter in an empty weg where it fell."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'own-weg-ends-play': fixed(
    'own-weg-ends-play',
    "A last counter in one's own weg ends the play",
    'A last counter that falls into the player\'s own weg stays there, and the play ends.',
    'The DLP text does not say so, but a player may not lift his own weg ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg-rights.own'],
  ),
  'gabata-3-weg': fixed(
    'gabata-3-weg',
    "Gabata 3's opening makes a weg",
    'In Gabata 3\'s stylised opening the first hole the first player fills becomes his weg.',
    'Our text names only the result of the opening, holes of 8 and 0; the procedure, and the weg it makes, are in the fuller description of Gabata 3 that the DLP\'s Ludii game file carries (after Pankhurst 1971: 177), not on the page we transcribe.',
    ['dlp.gabata-3'],
  ),
  'weg-ends-play': fixed(
    'weg-ends-play',
    'Making a weg ends the play',
    'Making a weg ends the play.',
    'The DLP text does not say so, but a weg may not be lifted ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg', 'dlp.weg-rights'],
  ),
} satisfies Record<string, FixedReading>;
