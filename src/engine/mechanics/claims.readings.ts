import { r, type OptionSpec } from '../reading';

/** The readings of claims and wegs (./claims.ts, and Courlander's claims in ../rulesets/courlander-claims.ts): the open questions it leaves, and what we decided where we saw no second reading. */
export const options = {
  'claim-side': {
    id: 'claim-side',
    label: 'Where a claim can be made',
    question: 'Where can a claim (a weg) be made?',
    openQuestion: '5.5, 5.6',
    readings: [
      r('opponent', "only on the opponent's side", 'Only on the opponent\'s side.', ['courlander.sulus-aidi.objective', 'courlander.sulus-aidi.claim', 'dlp.weg']),
      r('either', 'on either side', 'On either side, wherever the last bean makes three into four.', [], 'Ludii\'s code for Gabata (Shoa I) makes a weg wherever the last counter makes four, on either side.'),
    ],
  },
  'own-claim-landing': {
    id: 'own-claim-landing',
    label: "A last bean in one's own claim",
    question: 'What does a last bean do when it falls into one\'s own claim?',
    openQuestion: '5.5',
    readings: [
      r('ends', 'stays there, and the play ends', 'It stays in the claim and the play ends.', ['courlander.sulus-aidi.claim-collects']),
      r('relay', 'lifts the claim and sows on, if it held beans', "A claim that already held beans is lifted and sown on like any occupied hole; a last bean into one's own empty claim ends the play, as in any empty pocket."),
    ],
  },
  'unclaimed-at-end': {
    id: 'unclaimed-at-end',
    label: 'Beans left in unclaimed holes at the end',
    question: 'At the end of a claim game, whose are the beans left in unclaimed holes?',
    openQuestion: '5.5',
    readings: [
      r('side-owner', 'go to the player whose side they are on', 'Each player keeps the beans left on his own side.'),
      r('unowned', 'belong to nobody', 'Nobody\'s: only claims are owned; the beans stay on the board, out of the score.', ['courlander.sulus-nishtaw.final-ownership']),
    ],
  },
  'no-move-from-three': {
    id: 'no-move-from-three',
    label: 'The variation on holes of three',
    question: 'The variation: may a move start from a hole of three?',
    openQuestion: '5.5',
    readings: [
      r(false, 'not played: a move may start from a hole of three', 'Yes: any of one\'s own holes.', ['courlander.abalala.move']),
      r(true, 'played: once the game is under way, no move starts from a hole of three', "No: once the game is in progress a move may not start from a hole of three. A game's first move is free, the first move of a later game of a series too.", ['courlander.sulus-nishtaw.variation']),
    ],
  },
} satisfies Record<string, OptionSpec>;
