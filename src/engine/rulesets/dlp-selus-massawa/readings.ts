import { fixed, r, type FixedReading, type OptionSpec } from '../../reading';

/** Selus (Massawa)'s own readings: the open question of its first turn, and what we decided where we saw no second reading. */
export const options = {
  'massawa-first-turn': {
    id: 'massawa-first-turn',
    label: 'The first turn without captures',
    question: '"After the first turn, players may capture a hole": whose first turn, the round\'s or each player\'s?',
    readings: [
      r(
        'first-turn',
        "the round's first turn",
        'No hole is captured in the first turn of a round, the first player\'s; from the second player\'s first turn on, a last counter that makes three four captures the hole. In the first turn such a hole is lifted and sown on, as any occupied hole.',
        ['dlp-selus-massawa.capture.first-turn', 'dlp-selus-massawa.move.relay'],
        '"After the first turn" names one turn, the first of the game.',
      ),
      r(
        'each-first-turn',
        "each player's first turn, as Ludii's code has it",
        'No hole is captured in either player\'s first turn of a round; such a hole is lifted and sown on, as any occupied hole.',
        ['dlp-selus-massawa.capture.first-turn', 'dlp-selus-massawa.move.relay'],
        "Ludii's code for Selus (Massawa) captures a hole only once more than two turns have been counted: neither player captures in his first turn.",
      ),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'massawa-empty-wegue': fixed(
    'massawa-empty-wegue',
    'A last counter in an empty captured hole stays there',
    'A last counter that falls into an empty captured hole, the player\'s or the opponent\'s, stays there, and the turn ends: nothing is taken.',
    'Two counters are taken only from "an occupied captured hole"; the counter cannot be sown on, since "The counters in a captured hole cannot be sown". Ludii\'s code takes from a captured hole only when it holds more than one counter after the drop.',
    ['dlp-selus-massawa.take', 'dlp-selus-massawa.no-sow'],
  ),
  'massawa-own-leftmost': fixed(
    'massawa-own-leftmost',
    "A last counter in a captured hole at one's own leftmost hole stays there",
    'A last counter that falls into a captured hole at the player\'s own leftmost hole (south\'s A1, north\'s F3), whoever captured it, stays there, and the turn ends: nothing is taken.',
    '"A player may under no circumstance capture counters from this hole in their row", and "The counters in a captured hole cannot be sown". Ludii\'s code takes nothing there either, and the player, bidden to sow on from a captured hole, passes: the turn ends.',
    ['dlp-selus-massawa.leftmost.own', 'dlp-selus-massawa.no-sow'],
  ),
  'massawa-again': fixed(
    'massawa-again',
    'Another turn after a take from one\'s own captured hole',
    'After a take from his own captured hole, or from a captured hole at the opponent\'s leftmost hole, the player moves again from any hole of his he may sow from; if he has none, he passes.',
    '"They begin sowing again from another of their holes": the captured hole cannot be sown, so "another" is any other; the text does not say what a player with no hole to sow does, and he passes as at any turn. Ludii\'s code lets him choose any of his holes.',
    ['dlp-selus-massawa.again.own', 'dlp-selus-massawa.leftmost.opponent'],
  ),
} satisfies Record<string, FixedReading>;
