import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** This ruleset's own readings: the open questions only its rules meet, and what we decided where we saw no second reading. */
export const options = {
  'aidi-empty-landing': {
    id: 'aidi-empty-landing',
    label: 'A last bean in an empty hole in Sulus Aidi',
    question: 'Sulus Aidi breaks off at "Or if a player\'s last b…": what does a last bean in an empty hole do?',
    openQuestion: '5.5',
    readings: [
      r('ends', 'ends the play', 'The play ends, as the Sulus Nishtaw section says of its own game.', ['courlander.sulus-aidi.lacuna', 'courlander.sulus-nishtaw.play-ends']),
      r('abalala-take', 'takes as in Abalalà', 'As in Abalalà: on one\'s own side it takes from the column and sows on; on the opponent\'s side it ends.', ['courlander.sulus-aidi.sequence', 'courlander.abalala.take']),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'aidi-game-end': fixed(
    'aidi-game-end',
    'How a game of Sulus Aidi ends',
    'Sulus Aidi ends as Sulus Nishtaw does: when the player to move has no bean he may play.',
    'Our copy of Sulus Aidi breaks off before its end; Sulus Nishtaw is the same family, "claimed exactly as in Sulus Aidi".',
    ['courlander.sulus-aidi.claim-end-of-game', 'courlander.sulus-nishtaw.game-end'],
  ),
} satisfies Record<string, FixedReading>;
