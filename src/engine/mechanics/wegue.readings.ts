import { r, type OptionSpec, fixed, type FixedReading } from '../reading';

/**
 * The readings of the wegue games (./wegue.ts: the DLP's Gabata (Adowa) and Gabata (Aksum), after
 * Pankhurst 1971: 164-165, whose pages share every sentence but Aksum's leftmost hole): the open
 * questions their text leaves, and what we decided where we saw no second reading.
 */
const takeSentences = ['dlp-gabata-adowa.wegue-take', 'dlp-gabata-aksum.wegue-take'];
const wegueSentences = ['dlp-gabata-adowa.wegue', 'dlp-gabata-aksum.wegue'];

const firstCaptures = ['dlp-gabata-adowa.first-captures', 'dlp-gabata-aksum.first-captures'];

export const options = {
  'wegue-first-captures': {
    id: 'wegue-first-captures',
    label: 'The first captures held back',
    question: 'Captures wait "until after the original three counters placed in the holes at the beginning of the game have been moved": when have they been moved?',
    readings: [
      r(
        'every-hole',
        'once every hole has been lifted',
        'No wegue is made until every hole has been lifted at least once since the round was laid out; until then a last counter that makes three four is lifted and sown on, as in any occupied hole.',
        [...firstCaptures, 'dlp-gabata-adowa.relay', 'dlp-gabata-aksum.relay'],
        '"Until after" names a moment of the game, and "the original three counters placed in the holes" are all of them, in every hole: captures begin once none is left where it was placed. Nothing is said of what the last counter does instead; the text\'s rule for an occupied hole is that "the contents of that hole are picked up and sowing continues".',
      ),
      r(
        'this-hole',
        'once that hole has been lifted',
        'A hole becomes a wegue only once it has been lifted since the round was laid out; a last counter that makes an unlifted hole of three four is lifted and sown on, as in any occupied hole.',
        [...firstCaptures, 'dlp-gabata-adowa.relay', 'dlp-gabata-aksum.relay'],
        'The sentence may speak of each hole: a hole is captured for its counters, and while it holds its original three (the hole the capture would make four) they have not been moved. Captures elsewhere go on.',
      ),
      r(
        'not-played',
        "not held back, as Ludii's code has it",
        'A wegue may be made from the first move.',
        [],
        "Ludii's code for Gabata (Adowa) and Gabata (Aksum) has no such rule: its recorded games make wegues from the first turn.",
      ),
    ],
  },
  'wegue-empty': {
    id: 'wegue-empty',
    label: "A last counter in the opponent's empty wegue",
    question: "What becomes of a last counter that falls into the opponent's wegue when the wegue was empty?",
    readings: [
      r('taken', 'is taken by the player who dropped it', 'The player takes what the wegue holds, the one counter, into his store, and the turn ends.', [...takeSentences, 'courlander.sulus-nishtaw.single-bean']),
      r('stays', "stays in the wegue, as Ludii's code has it", 'Nothing is taken: the counter stays in the wegue, and the turn ends.', [], "Ludii's code for Gabata (Adowa) and Gabata (Aksum) takes from a wegue only when it holds more than one counter after the drop."),
    ],
  },
  'wegue-last-hole': {
    id: 'wegue-last-hole',
    label: "The opponent's single remaining hole",
    question: "When the opponent has one hole left and the last counter makes it four, is it made a wegue, or are three counters taken from it?",
    readings: [
      r('takes-three', 'three counters are taken, one left', 'The player takes three counters from it; the hole stays the opponent\'s, with one counter to play on, and the turn ends.', ['dlp-gabata-adowa.last-hole', 'dlp-gabata-aksum.last-hole']),
      r('wegue', "it becomes a wegue like any other, as Ludii's code has it", 'It becomes the player\'s wegue, as any hole of three made four.', wegueSentences, "Ludii's code for Gabata (Adowa) and Gabata (Aksum) has no rule for the opponent's last hole."),
    ],
  },
  'wegue-series-end': {
    id: 'wegue-series-end',
    label: 'When the wegue games end',
    question: 'How few counters end the series: fewer than three, or one or none?',
    readings: [
      r('cannot-fill', 'fewer than three: no hole can be filled', 'The series ends when a round leaves a player fewer than three counters, which fill no hole.', ['dlp-gabata-adowa.series-end', 'dlp-gabata-aksum.series-end']),
      r('one-or-none', "one counter or none, as Ludii's code has it", 'The series ends when a round leaves a player one counter or none; with two he gains a hole with one of the opponent\'s.', ['dlp-gabata-adowa.two-remaining', 'dlp-gabata-aksum.two-remaining'], "Ludii's code for Gabata (Adowa) and Gabata (Aksum) ends the game when the board is empty and a player holds one counter or none."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'wegue-first': fixed(
    'wegue-first',
    'Who begins a wegue game',
    'The players choose who begins; south, unless they choose otherwise.',
    'The texts do not say who begins: the rules of play of Gabata (Adowa) and Gabata (Aksum) open with "Sowing always begins from a player\'s own holes", and Selus (Massawa)\'s say "Players sow from any of their holes", which name no first player. Ludii\'s code for the three games has its first player, south, begin every game.',
    ['dlp-gabata-adowa.move', 'dlp-gabata-aksum.move', 'dlp-selus-massawa.move'],
  ),
  'wegue-ends-play': fixed(
    'wegue-ends-play',
    'Making a wegue ends the turn',
    'A last counter that makes a wegue stays there, and the turn ends.',
    'The text does not say so, but "the player cannot sow from it", so the sowing cannot go on from the hole; Ludii\'s code ends the turn.',
    wegueSentences,
  ),
  'wegue-take-ends': fixed(
    'wegue-take-ends',
    'A take from a wegue ends the turn',
    'After taking from the opponent\'s wegue, the turn ends.',
    'The text gives no further move after the take (Courlander\'s Sulus Nishtaw gives one; this text does not); Ludii\'s code ends the turn.',
    takeSentences,
  ),
  'wegue-own-ends': fixed(
    'wegue-own-ends',
    "A last counter in one's own wegue ends the turn",
    'A last counter that falls into the player\'s own wegue stays there, and the turn ends.',
    'The text is silent, but "the player cannot sow from it"; Ludii\'s code ends the turn.',
    ['dlp-gabata-adowa.wegue-no-sow', 'dlp-gabata-aksum.wegue-no-sow'],
  ),
  'wegue-pass': fixed(
    'wegue-pass',
    'A player who cannot move passes',
    'A player with no hole he may sow from passes, and his opponent plays on, until every counter is in a wegue.',
    '"Play continues until all of the counters are captured or all of the counters are accumulated in wegue": a player whose holes are empty cannot end play, so he waits. Ludii\'s code passes for him.',
    ['dlp-gabata-adowa.round-end', 'dlp-gabata-aksum.round-end'],
  ),
  'wegue-layout': fixed(
    'wegue-layout',
    'Where each player fills his holes for the next round',
    'Each player fills holes three at a time from his leftmost hole along his route, as the board was laid at the start: the weaker fills his own holes so; the stronger fills his own, then the weaker\'s holes that are left, the last of the weaker\'s route. A last hole of two is made three with the other player\'s one extra counter, and is his who laid the two.',
    '"They count their takings by filling their holes with three counters each as in the beginning": the text does not say which of the weaker\'s holes the stronger gains; those the weaker does not reach are the holes Courlander\'s Sulus Nishtaw division gives the winner, the loser\'s half of the middle row first.',
    ['dlp-gabata-adowa.fill', 'dlp-gabata-aksum.fill', 'dlp-gabata-adowa.two-remaining', 'dlp-gabata-aksum.two-remaining', 'courlander.sulus-nishtaw.division-side'],
  ),
} satisfies Record<string, FixedReading>;
