import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/**
 * The DLP's Selus's own readings (./index.ts): where its text is open, and where Ludii's code for
 * it departs from the text (each such answer names the code; the `ludii` preset gathers them).
 */
const ludii = "Ludii's code for Selus";

export const options = {
  'selus-opening': {
    id: 'selus-opening',
    label: 'How Selus opens',
    question: 'Does a game of Selus open with both players sowing at once, or does one player simply begin?',
    readings: [
      r('race', 'with a race, both sowing at once', 'Both players sow at once from their first hole, each until his last counter falls into an empty hole; the first to finish begins the main phase.', ['dlp-selus.race', 'dlp-selus.race-relay', 'dlp-selus.race-end']),
      r('none', "south simply begins, as Ludii's code has it", 'There is no opening phase: south makes the first move of the main phase.', [], `${ludii} has no opening phase; its first player, south, moves first.`),
    ],
  },
  'selus-start': {
    id: 'selus-start',
    label: 'Which holes may start a move',
    question: 'Which of his holes may a player start a move from in the main phase?',
    readings: [
      r('text', 'as the three restrictions say', 'A hole of more than three if he has one; else not one of his three leftmost holes, and, where his other holes hold only twos and threes, the hole of two nearest the opponent\'s holes; only when his other holes are empty, one of his leftmost holes, the one of one counter first, then two, then three.', ['dlp-selus.leftmost', 'dlp-selus.twos', 'dlp-selus.more-than-three']),
      r('leftmost-only', "only the three leftmost holes are held back, as Ludii's code has it", 'Any hole of his but his three leftmost while they hold three counters or fewer; those only when no other hole holds a counter, one counter first, then two, then three.', ['dlp-selus.leftmost'], `${ludii} asks for more than three, and for twos, of a count that is not the hole's own, so neither rule ever restricts a move; the rule on the three leftmost holes it plays as the text says.`),
    ],
  },
  'selus-skip-count': {
    id: 'selus-skip-count',
    label: "When an opponent's hole counts as a hole of three",
    question: "Is an opponent's hole passed over when it holds three counters as the counter would fall, or when it held three as the sowing's lap began?",
    readings: [
      r('as-it-falls', 'when it holds three as the counter would fall', 'Each counter passes over the opponent\'s holes that hold three at that moment, counters dropped earlier in the same lap included.', ['dlp-selus.skip']),
      r('lap-start', "when it held three as the lap began, as Ludii's code has it", 'A lap passes over the opponent\'s holes that held three when it was lifted: a hole of two filled to three in the lap is not passed over when the lap comes round to it again.', ['dlp-selus.skip'], `${ludii} decides which holes a lap passes over before it drops a counter.`),
    ],
  },
  'nedf-made': {
    id: 'nedf-made',
    label: 'How a nedf is made',
    question: 'How is a nedf made, and how many may there be?',
    readings: [
      r('into-three', 'by the final counter into a hole of three, then by the final two', 'The final counter may fall into an opponent\'s hole of three, which becomes the player\'s nedf, while there is none on the board; after that a new nedf is made only by the final two counters falling into two holes of three, the first becoming the nedf (the old one no longer is) and the second lifted and sown on; not while the hole after the opponent\'s nedf, its guardian, holds exactly three.', ['dlp-selus.nedf', 'dlp-selus.one-nedf', 'dlp-selus.nedf-two', 'dlp-selus.nedf-continue', 'dlp-selus.guardian', 'dlp-selus.guardian-holds']),
      r('made-four', "by a last counter that makes an opponent's hole four, one each, as Ludii's code has it", 'A last counter that makes an opponent\'s hole four makes it the player\'s nedf, if he has none; counters are never dropped into an opponent\'s hole of three, so only a lap that filled a hole of two to three and comes round to it again makes one. No guardian, no nedf made by two counters.', ['dlp-selus.nedf', 'dlp-selus.skip'], `${ludii} makes a nedf of a hole made four, one for each player, and passes over a hole of three for every counter, the last included.`),
    ],
  },
  'nedf-kept': {
    id: 'nedf-kept',
    label: "What a nedf's counters do",
    question: "Are the counters in a nedf out of play, or is the nedf only a mark?",
    readings: [
      r('kept', 'they cannot be sown', 'No one lifts a nedf: its hole\'s owner may not start from it, and a last counter that falls into it stays there and ends the turn; it is no longer the opponent\'s hole to pass over.', ['dlp-selus.nedf-no-sow']),
      r('marked', "the nedf is only a mark, as Ludii's code has it", 'The hole\'s owner may start a move from it, a last counter in it is lifted and sown on, and it is passed over like any of the opponent\'s holes of three; once emptied it is no longer a nedf.', [], `${ludii} marks the hole and forbids nothing of it; the mark goes when the hole is emptied.`),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'selus-race-holes': fixed(
    'selus-race-holes',
    'Where the race starts, and what it leaves out',
    "Each player begins the race from the first hole of his row (south's A1, north's F3), and the race passes over no hole: the restrictions and the nedf belong to the main phase.",
    'The text does not say which hole the race starts from; Courlander\'s Sulus Aidi and Abalalà start theirs from the first hole. It gives the restrictions after "In the main phase", and while every hole holds three the skip would pass over every hole of the opponent\'s.',
    ['dlp-selus.race', 'dlp-selus.restrictions'],
  ),
  'selus-closest': fixed(
    'selus-closest',
    "The hole of two closest to the opponent's holes",
    "Of his holes of two, the one from which his sowing reaches the opponent's holes soonest: the last of his holes along his route.",
    'The text says "closest to the opponent\'s holes" without saying how near is measured; a sowing goes forward along the route, so we measure along it.',
    ['dlp-selus.twos', 'dlp-selus.route'],
  ),
  'selus-opponent-holes': fixed(
    'selus-opponent-holes',
    "The nedf is made in any of the opponent's holes",
    "A nedf may be made in any of the opponent's nine holes, as the skip passes over any of them.",
    'The nedf sentence says "a hole in the opponent\'s row", the skip "the opponent\'s holes", and the skip\'s "except when making a nedf" ties the two: we read them as the same holes. Ludii\'s code does too.',
    ['dlp-selus.nedf', 'dlp-selus.skip'],
  ),
  'selus-nedf-ends': fixed(
    'selus-nedf-ends',
    'A nedf made by the final counter ends the turn',
    'The final counter that makes a nedf stays in it, and the turn ends.',
    '"Any counters falling into the nedf cannot be sown": the sowing cannot go on from it. Ludii\'s code ends the turn.',
    ['dlp-selus.nedf', 'dlp-selus.nedf-no-sow'],
  ),
  'selus-end': fixed(
    'selus-end',
    'Who wins',
    'The player to move who has no hole he may start from loses; a player may also concede, which the engine leaves to the players (it has no move for it).',
    'The text says when play ends ("until one player has no counters to move, or concedes they can no longer make a nedf") but not who wins; one who concedes loses, and we read the player with no counters to move alike. Ludii\'s code gives the game to the player whose opponent cannot move.',
    ['dlp-selus.end'],
  ),
} satisfies Record<string, FixedReading>;
