import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Mewelad's own readings (./index.ts); its shared readings are its mechanics'. */
export const options = {
  'mewelad-opening': {
    id: 'mewelad-opening',
    label: 'How Mewelad opens',
    question: 'Does a round open with the simultaneous race, or does one player simply begin?',
    readings: [
      r('race', 'with the race', 'Both players sow at once from a hole of their own, each racing to drop his final counter into an empty hole.', ['dlp-mewelad.race', 'dlp-mewelad.again']),
      r('none', "south simply begins, as Ludii's code has it", 'There is no race: south makes the first move.', [], "Ludii's code for Mewelad has no simultaneous move (its file says so): its player 1, south, begins."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'mewelad-race-holes': fixed(
    'mewelad-race-holes',
    'Where each player starts the race',
    "Each player races from the first hole of his own in the direction of sowing, counted from the start of his row: south from A1, north from F2 at the first round; in a later round, the first hole he still owns from there.",
    'The text does not say which hole the race is sown from. Pankhurst\'s record of Abalala\'e, on the DLP\'s page, races from the leftmost hole of the player\'s row, as Courlander\'s and Walker\'s races start from each player\'s first hole.',
    ['dlp-mewelad.race', 'dlp-abalalae.race'],
  ),
  'mewelad-race-fours': fixed(
    'mewelad-race-fours',
    'No four is captured in the race',
    'During the simultaneous race a hole made four is not captured: each player sows and relays until his final counter falls into an empty hole, and the captures begin with the turns that follow.',
    'The page tells of the race before its sowing and its captures, and says of the race only that the players "attempt to be the first to drop the final counter of their sowing into an empty hole"; two sowings at once leave no one turn whose captures they would be.',
    ['dlp-mewelad.race'],
  ),
} satisfies Record<string, FixedReading>;
