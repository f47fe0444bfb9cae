import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of sowing and relay (./sow.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'skip-origin': {
    id: 'skip-origin',
    label: 'Sowing 18 or more from one hole',
    question: 'When a hole of 18 or more beans is sown, is the hole it was lifted from skipped on the full lap?',
    openQuestion: '5.7',
    readings: [
      r(false, 'every hole gets a bean, the emptied one too', 'No: every hole on the route gets its bean, the emptied one too. No source says otherwise.'),
      r(true, 'the emptied hole is passed over', 'Yes: the emptied hole is passed over, as in many other mancala games.'),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  endless: fixed(
    'endless',
    'A sowing that never ends is stopped',
    'A sowing that comes back to a position it has already been in (within one turn, or within the race) would go round for ever; play stops there and the game is reported as endless.',
    'Relay sowing can in principle go round for ever, and no source says what then happens. Stopping there is our reconstruction: a game that cannot end has to be stopped somewhere, and a repeated position is the first point at which we know it will never end.',
  ),
} satisfies Record<string, FixedReading>;
