import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/** The readings of a series of rounds (./rounds.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'round-remainder': {
    id: 'round-remainder',
    label: 'One or two counters over between rounds',
    question: 'Between rounds, what becomes of a remainder of one or two counters beyond the last full four?',
    openQuestion: '5.6',
    readings: [
      r('text', 'gain no hole, as the text says', 'No hole is gained: the counters go into the weaker player\'s last hole, which he makes up to four.', ['dlp.hole-gain', 'dlp.three-extra']),
      r('ludii', "are dealt with as Ludii's code does", 'A remainder of two takes two from the opponent and the hole goes to whoever wins a lot (who that is, is the next question); a remainder of one is as in the text.', ['dlp.three-extra'], 'Ludii\'s code for Gabata (Shoa I): a remainder of two takes two from the opponent, and the hole\'s owner is drawn at random.'),
    ],
  },
  'lot-winner': {
    id: 'lot-winner',
    label: 'Who wins the lot for a shared hole',
    question: 'Under the Ludii remainder reading, who wins the lot for the shared hole?',
    openQuestion: '5.6',
    readings: [
      r('weaker', 'the weaker player', 'The weaker player.'),
      r('stronger', 'the stronger player', 'The stronger player.'),
    ],
  },
  'next-round-first': {
    id: 'next-round-first',
    label: 'Who opens a later round',
    question: 'Who moves first in the second and later rounds?',
    openQuestion: '5.6',
    readings: [
      r('lots', 'lots are drawn again', 'Lots are drawn again for who begins.', ['dlp.lots']),
      r('weaker', 'the player with fewer counters', 'The player with fewer counters.'),
      r('stronger', 'the player with more counters', 'The player with more counters.'),
    ],
  },
  'series-end': {
    id: 'series-end',
    label: 'When a series of rounds ends',
    question: 'When is the series of rounds over?',
    openQuestion: '5.6',
    readings: [
      r('all-counters', 'when one player holds all the counters', 'When one player holds all the counters.', ['dlp.series-end']),
      r('one-or-none', 'when a player has one counter or none', 'When a player is left with one counter or none.', [], 'Ludii\'s code for Gabata (Shoa I): a player left with one counter or none loses.'),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'gained-holes': fixed(
    'gained-holes',
    'Which holes change hands between rounds',
    'Between DLP rounds each player fills from his rightmost hole leftward, so the holes the stronger gains are the weaker\'s leftmost, next to the stronger\'s rightmost.',
    'The text says where filling starts, not which holes change hands.',
    ['dlp.next-round', 'dlp.hole-gain'],
  ),
} satisfies Record<string, FixedReading>;
