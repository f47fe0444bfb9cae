import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of the race (./race.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'race-end': {
    id: 'race-end',
    label: 'How the race ends',
    question: 'Does the simultaneous opening end when both sowings have ended, or when the first one does?',
    openQuestion: '5.1',
    readings: [
      r('both-finish', 'when both players have sown into an empty hole', 'Each player sows on until his own last bean falls into an empty hole; the opening ends when both have.', ['courlander.abalala.race-end', 'courlander.sulus-aidi.race-end']),
      r('first-finish', 'as soon as one player sows into an empty hole', 'The race ends as soon as one player drops his last bean into an empty hole.', ['walker.rule-7']),
    ],
  },
  'race-order': {
    id: 'race-order',
    label: 'Whose bean falls first in each beat of the race',
    question: 'When both players sow at once, whose bean falls first within one tick of the race?',
    openQuestion: '5.1',
    readings: [
      r('bottom-first', "the bottom player's, then the top player's", 'In each tick the bottom player (B, south) drops first, then the top player.'),
      r('top-first', "the top player's, then the bottom player's", 'In each tick the top player (A, north) drops first, then the bottom player.'),
    ],
  },
  'race-leftover': {
    id: 'race-leftover',
    label: 'Beans still in hand when the race stops',
    question: 'When the race ends at the first finish, what happens to the beans still in the other player\'s hand?',
    openQuestion: '5.1',
    readings: [
      r('sow-on', 'are sown on, without lifting again', 'He drops the beans in his hand on along the route, and stops there without lifting again.'),
      r('return', 'go back into the hole they came from', 'He puts the beans in his hand back into the hole he last lifted them from.'),
    ],
  },
  'after-race': {
    id: 'after-race',
    label: 'Who moves first after the race',
    question: 'Who makes the first move after the opening race?',
    openQuestion: '5.1',
    readings: [
      r('chosen', 'the players choose', 'The players choose who begins.', ['courlander.abalala.first-turn']),
      r('first-to-finish', 'whoever finished the race first', 'The player who dropped his last bean into an empty hole first.', ['walker.rule-8']),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'race-no-take': fixed(
    'race-no-take',
    'No take or claim during the race',
    'During the simultaneous opening a last bean in an empty hole ends that player\'s sowing: no take, no claim.',
    'Courlander: "This ends the initial play"; Walker rule 7: the race continues until a last piece drops into an empty hole; the Sulus Nishtaw opening sows on from a hole it makes four; the DLP\'s Abalala\'e: the players race "to drop the last counter into an empty hole".',
    ['courlander.abalala.race-end', 'walker.rule-7', 'courlander.sulus-nishtaw.opening-relay', 'dlp-abalalae.race'],
  ),
} satisfies Record<string, FixedReading>;
