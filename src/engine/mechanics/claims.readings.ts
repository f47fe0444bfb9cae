import { fixed, r, type FixedReading, type OptionSpec } from '../reading';

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
  'weg-take': {
    id: 'weg-take',
    label: "How many counters a last counter in the opponent's weg removes",
    question: "When the last counter falls into the opponent's weg, how many counters leave it for the store?",
    readings: [
      r('one', 'one counter', 'One counter, as the text says: "one of those counters are removed from the board and placed in the store".', ['dlp-qelat.weg-take', 'dlp-awagagae.weg-take', 'dlp-mewegae.weg-take']),
      r('two', "two counters, as Ludii's code for Qelat has it", 'Two counters, or the one there is: the last counter and one more, as in Gabata (Shoa I).', [], "Ludii's code for Qelat moves two counters (or the one there is) from the weg to the mover's hand."),
    ],
  },
  'weg-take-store': {
    id: 'weg-take-store',
    label: "Whose store the counter from a weg goes to",
    question: "The counter removed from a weg is \"placed in the store\": whose store?",
    readings: [
      r('mover', 'the store of the player who sowed', "The store of the player whose last counter fell into the weg (our reading: the player who makes the landing gains by it, as in Gabata (Shoa I)'s take).", ['dlp-qelat.weg-take', 'dlp-awagagae.weg-take', 'dlp-mewegae.weg-take']),
      r('holder', "the weg's holder's store, as Ludii's code for Awagagae has it", "The store of the player who holds the weg.", [], "Ludii's code for Awagagae moves the counter into the hand of the weg's holder."),
    ],
  },
  'weg-take-then': {
    id: 'weg-take-then',
    label: "After a counter is removed from the opponent's weg",
    question: "After a counter is removed from the opponent's weg, does the player sow again?",
    readings: [
      r('moves-again', 'the player sows again from any of his holes', 'He sows again, from any of his holes he may start a move from: "the sowing continues with the contents of any of the player\'s holes".', ['dlp-qelat.weg-take.again', 'dlp-mewegae.weg-take.again']),
      r('ends', "the turn ends, as Ludii's code for Mewegae has it", 'The turn ends, as on Awagagae\'s page: "the sowing ends".', ['dlp-awagagae.weg-take.ends'], "Ludii's code for Mewegae ends the turn after a removal."),
    ],
  },
  'weg-first-landing': {
    id: 'weg-first-landing',
    label: "The first instance in the opponent's weg",
    question: 'What is "the first instance" in which nothing happens when the last counter falls into the opponent\'s weg?',
    readings: [
      r('each-weg', "the first last counter in each weg", "The first time a last counter falls into a weg, nothing happens; every later time, a counter is removed (our reading: the text counts instances of a last counter in a captured hole, so we count them hole by hole).", ['dlp-awagagae.weg-take.first', 'dlp-mewegae.weg-take.first'], "Ludii's code for Mewegae counts the first instance hole by hole and player by player (only one player can land in a weg not his own), but not a last counter in an empty weg."),
      r('not-played', "not played: every time counts", 'Every last counter in the opponent\'s weg removes a counter, the first too.', [], "Ludii's code for Awagagae removes a counter the first time as every time."),
    ],
  },
  'empty-weg-landing': {
    id: 'empty-weg-landing',
    label: "A last counter in the opponent's empty weg",
    question: "What becomes of a last counter that falls into the opponent's empty weg?",
    readings: [
      r('taken', 'it is the counter removed', 'It is the one counter there, and it is the one removed to the store.', ['dlp-qelat.weg-take', 'dlp-qelat.weg-persists', 'dlp-awagagae.weg-take', 'dlp-awagagae.weg-persists', 'dlp-mewegae.weg-take', 'dlp-mewegae.weg-persists']),
      r('stays', "it stays there, as Ludii's code for Qelat and Mewegae has it", 'It stays in the weg, nothing is removed, and the play ends.', [], "Ludii's code for Qelat and for Mewegae takes from a weg only when it holds two counters or more after the last has fallen."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'captured-hole-ends-play': fixed(
    'captured-hole-ends-play',
    'Capturing a hole ends the play',
    'A last counter that captures a hole stays there, and the play ends.',
    'The texts do not say so, but a captured hole cannot be taken from ("A player cannot then take from one of these holes that they have captured"), so the sowing cannot go on from it.',
    ['dlp-qelat.weg', 'dlp-qelat.weg-rights', 'dlp-awagagae.weg', 'dlp-awagagae.weg-rights', 'dlp-mewegae.weg', 'dlp-mewegae.weg-rights', 'dlp-leyla.capture.remain'],
  ),
  'weg-first': fixed(
    'weg-first',
    'Who begins',
    'The players choose who begins; south, unless they name north.',
    'The pages of Qelat, Awagagae and Mewegae do not say who begins: their rules of play open with "A player picks up the contents of any of their holes", which names no first player (Mewegae\'s players begin at once, but one of them moves first after). Ludii\'s code for the three games has its first player, south, begin every game.',
    ['dlp-qelat.move', 'dlp-awagagae.move', 'dlp-mewegae.move'],
  ),
} satisfies Record<string, FixedReading>;
