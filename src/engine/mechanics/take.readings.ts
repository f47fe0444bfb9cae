import { r, type OptionSpec } from '../reading';

/** The readings of takes and a side left bare (./take.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'empty-hole-take': {
    id: 'empty-hole-take',
    label: "A last bean in an empty hole on the opponent's side",
    question: 'Does a last bean in an empty hole on the opponent\'s side take from the column too?',
    openQuestion: '5.2',
    readings: [
      r('own-side', "ends the play: only one's own side takes", 'Only a last bean in an empty hole on one\'s own side takes; on the opponent\'s side the play ends.', ['courlander.abalala.take', 'courlander.abalala.end-opponent-side']),
      r('either-side', "takes from its column, as on one's own side", 'A last bean in any empty hole takes the enemy pieces in its column (the hole itself excepted).', ['walker.rule-11']),
    ],
  },
  'vacated-check': {
    id: 'vacated-check',
    label: 'When an emptied side ends the game',
    question: 'When is a vacated side noticed: after every drop, after every sowing, or when a turn ends?',
    openQuestion: '5.3',
    readings: [
      r('turn', 'when the turn ends', 'When a turn ends.', ['courlander.abalala.vacated', 'walker.rule-14', 'dlp-abalalae.round-end']),
      r('sowing', 'when the sowing that emptied it ends', 'Whenever a sowing ends (the last bean has fallen and any take is made).', ['courlander.abalala.vacated', 'dlp-abalalae.round-end'], "Ludii's code for Abalala'e looks after every lap of a sowing: each relay's lap and each counter sown on after a capture, so that a round often ends in the middle of a turn."),
      r('drop', 'at once, after any bean', '"At any time": after every bean dropped and every take, though not in the instant a hand lifts beans to sow them; beans in hand count as off the side and go to the winner too.', ['courlander.abalala.vacated', 'dlp-abalalae.round-end']),
    ],
  },
} satisfies Record<string, OptionSpec>;
