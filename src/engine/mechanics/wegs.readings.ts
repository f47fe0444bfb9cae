import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of the DLP's two-row weg games (./wegs.ts): the open questions their pages leave, and what we decided where we saw no second reading. */
export const options = {
  'weg-take-continues': {
    id: 'weg-take-continues',
    label: "After taking from the opponent's weg",
    question: 'After taking from the opponent\'s weg, does the player move again?',
    openQuestion: '5.6',
    readings: [
      r('ends', 'the play ends', 'No: the play ends (the page is silent; Ludii\'s code ends the turn).', ['dlp.weg-rights', 'dlp-leyla.take.ends'], 'Ludii\'s code for Gabata (Shoa I) and for Tuz ends the turn after a take from a weg.'),
      r('another-move', 'the player moves again', 'Yes: he picks up another hole of his and sows again.', ['dlp-tuz.take-continues'], 'The DLP\'s evidence record for Gabata (Shoa I), which we describe but have not transcribed, adds what that game page lacks: after taking from a weg, play goes on by picking up another hole and sowing. Tuz\'s page says so itself.'),
    ],
  },
  'empty-weg': {
    id: 'empty-weg',
    label: 'A last counter in an empty weg',
    question: "What becomes of a last counter that falls into the opponent's empty weg?",
    openQuestion: '5.6',
    readings: [
      r('removed', 'is removed into the mover\'s store', 'It is removed from the board, and the player who dropped it keeps it.', ['dlp.empty-weg', 'dlp.round-score', 'dlp-tuz.empty-tuz', 'dlp-leyla.take']),
      r('stays', "stays in the weg, as Ludii's code has it", 'It stays in the weg, and the play ends.', [], "Ludii's code for Gabata (Shoa I) and for Tuz leaves a last counter in an empty weg where it fell."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'own-weg-ends-play': fixed(
    'own-weg-ends-play',
    "A last counter in one's own weg ends the play",
    'A last counter that falls into the player\'s own weg stays there, and the play ends.',
    'The DLP text does not say so, but a player may not lift his own weg ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg-rights.own', 'dlp-tuz.tuz-rights.own', 'dlp-leyla.captured-no-sow'],
  ),
  'weg-ends-play': fixed(
    'weg-ends-play',
    'Making a weg ends the play',
    'Making a weg ends the play.',
    'The DLP text does not say so, but a weg may not be lifted ("A player cannot pick up counters from this hole"), so the sowing cannot go on from it.',
    ['dlp.weg', 'dlp.weg-rights', 'dlp-tuz.tuz', 'dlp-tuz.tuz-rights'],
  ),
} satisfies Record<string, FixedReading>;
