import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of a division of the board (./division.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'division-remainder-one': {
    id: 'division-remainder-one',
    label: "A division's last hole with a single bean",
    question: 'In a Sulus Nishtaw division, whose is a last hole that gets a single bean of the winner\'s?',
    openQuestion: '5.5',
    readings: [
      r('loser', 'goes to the loser, who makes it up to three', 'The loser\'s: he makes it up to three from his own beans (two suffice to claim a hole, one does not).', ['courlander.sulus-nishtaw.division-16']),
      r('winner', "stays the winner's", 'The winner\'s, with its single bean.'),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'division-order': fixed(
    'division-order',
    'The order in which a Sulus Nishtaw division is laid',
    'In a Sulus Nishtaw division the winner lays three to a hole along his nearest row, back along the middle row, then along the far row.',
    'Diagrams 4 and 5 are not in our copy; this order fits all three of the text\'s figures (33, 35 and 38 pieces).',
    ['courlander.sulus-nishtaw.division-33', 'courlander.sulus-nishtaw.division-35', 'courlander.sulus-nishtaw.division-16', 'courlander.sulus-nishtaw.division-38'],
  ),
} satisfies Record<string, FixedReading>;
