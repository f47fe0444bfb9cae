import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Lam Waladach's own readings (./index.ts); its shared readings are its mechanics'. */
export const options = {
  'waladach-circuit': {
    id: 'waladach-circuit',
    label: 'Fours after a lap of a whole circuit, looked for when the lap ends',
    question: 'Where fours are looked for when a lap ends, which holes does a lap of exactly twelve counters, once round the board, look at?',
    readings: [
      r('every-hole', 'every hole it passed over', 'Every hole the lap sowed into that holds four is captured, as after any other lap.', ['dlp-lam-waladach.fours']),
      r('origin-only', "its first hole alone, as Ludii's code has it", 'Only the hole the lap was lifted from, which its last counter falls into, is looked at; a hole the lap made four elsewhere stays.', [], "Ludii's code for Lam Waladach looks at the holes from the lap's first hole as many steps on as the lap has counters: for a lap of twelve, that is the first hole alone (the codes of Rio Kadalis and Lamosh count one step fewer, and look at every hole)."),
    ],
  },
  'waladach-round-end': {
    id: 'waladach-round-end',
    label: 'When a round of Lam Waladach ends',
    question: 'Does a round end only when every counter is captured, or once only four are left on the board?',
    readings: [
      r('four-left', 'when four counters or none are left', 'The round ends when no more than four counters are left on the board, each player taking those in his own holes; before, every capture is four, so the board always holds a multiple of four.', ['dlp-lam-waladach.round-end']),
      r('all-captured', "when every counter is captured, as the text and Ludii's code have it", 'The round ends only when no counter is left on the board; four counters spread over the board may go round it for ever without meeting in a hole.', ['dlp-lam-waladach.round-end'], "Ludii's code for Lam Waladach ends the round when the board is empty; none of its ten sampled games gets there within 600 plies."),
    ],
  },
} satisfies Record<string, OptionSpec>;


/** The DLP's Lam Waladach's own decisions where its text is silent (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'waladach-first': fixed(
    'waladach-first',
    'Who makes the opening move of Lam Waladach',
    'The players choose who is "the first player"; south, unless they choose otherwise.',
    "The page does not say who is the first player. Ludii's code for Lam Waladach has its first player, south, make the opening move.",
    ['dlp-lam-waladach.opening'],
  ),
  'waladach-opening': fixed(
    'waladach-opening',
    'The opening move is a turn, sown as any other',
    "The counters lifted, three from each of the player's holes, are sown from the first hole of his opponent's row on, and the sowing goes on as any other does: it relays from an occupied hole, captures fours, and ends in an empty hole, the player playing again if it captured; then his opponent moves. It opens every round, made by the player named to begin.",
    'The page tells the opening and then how "Sowing proceeds", without saying that the opening\'s sowing is any different; it lays each later round out four to a hole, so the move can be made again ("Play continues in several rounds like this"). Ludii\'s code relays the opening\'s sowing and plays on as we do; it makes the move in the first round only.',
    ['dlp-lam-waladach.opening', 'dlp-lam-waladach.route', 'dlp-lam-waladach.series-end'],
  ),
} satisfies Record<string, FixedReading>;
