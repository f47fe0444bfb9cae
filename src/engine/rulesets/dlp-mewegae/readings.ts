import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/** The DLP's Mewegae's own readings (./index.ts): its opening, which its text has and Ludii's code has not. */
export const options = {
  'mewegae-opening': {
    id: 'mewegae-opening',
    label: 'How Mewegae opens',
    question: 'Does a game of Mewegae open with both players sowing at once, or does one player simply begin?',
    readings: [
      r('race', 'with a race, both sowing at once', 'Both players sow at once, each from his leftmost hole, until one drops his last counter into an empty hole.', ['dlp-mewegae.race', 'dlp-mewegae.race.end']),
      r('none', "south simply begins, as Ludii's code has it", 'There is no race: south makes the first move.', [], "Ludii's code for Mewegae has no opening phase; its first player, south, moves first."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'mewegae-race-holes': fixed(
    'mewegae-race-holes',
    'Where the race starts',
    "Each player starts the race from his leftmost hole: south's A1, north's F2.",
    'The text: the players begin "sowing according to the rules below", by which a player "picks up the contents of any of their holes"; an opening both play at once, before any move, needs a hole fixed for each, and we take the leftmost, where the DLP\'s Abalala\'e and Selus begin theirs (our reading).',
    ['dlp-mewegae.race', 'dlp-mewegae.move.pick-up'],
  ),
} satisfies Record<string, FixedReading>;
