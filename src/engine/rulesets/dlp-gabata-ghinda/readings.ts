import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Gabata (Ghinda)'s own readings (./index.ts); its shared readings are its mechanics'. */
export const options = {
  'ghinda-first-turn': {
    id: 'ghinda-first-turn',
    label: 'When the first turn is from the leftmost hole',
    question: 'Is each player\'s first turn of every round from his leftmost hole, or only his first turn of the game?',
    readings: [
      r('every-round', 'in every round', 'Each player\'s first turn of every round is from his leftmost hole: play "begins again as before".', ['dlp-gabata-ghinda.first-turn', 'dlp-gabata-ghinda.again']),
      r('first-round', "in the first round only, as Ludii's code has it", 'Only each player\'s first turn of the game is from his leftmost hole; later rounds begin from any hole.', ['dlp-gabata-ghinda.first-turn'], "Ludii's code for Gabata (Ghinda) marks a player once he has moved, and never clears the mark."),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'ghinda-first': fixed(
    'ghinda-first',
    'Who begins a game of Gabata (Ghinda)',
    'The players choose who begins; south, unless they choose otherwise.',
    "The text does not say who begins. Ludii's code for Gabata (Ghinda) has its first player, south, begin.",
    ['dlp-gabata-ghinda.first-turn'],
  ),
  'ghinda-leftmost-empty': fixed(
    'ghinda-leftmost-empty',
    'A first turn whose leftmost hole is empty',
    'A player whose leftmost hole is empty when his first turn comes (his opponent\'s first turn may have emptied it) may begin from any hole of his.',
    'The text does not say; a player with counters who could not move at all would be stuck, which the page has no rule for.',
    ['dlp-gabata-ghinda.first-turn'],
  ),
  'ghinda-jen': fixed(
    'ghinda-jen',
    'No Jen arises where every capture is made',
    'The engine makes every capture the text requires, at the moment it falls due ("The captures happen immediately"), so no four is left uncaptured and no hole becomes a Jen: the Jen\'s rules never apply in its games.',
    'A Jen is made only when "a player does not capture when they should have": a player\'s mistake, which the rules do not require and the engine does not make. Ludii\'s code leaves the Jen out for the same reason, its captures being automatic.',
    ['dlp-gabata-ghinda.immediately', 'dlp-gabata-ghinda.jen', 'dlp-gabata-ghinda.jen-no-four', 'dlp-gabata-ghinda.jen-take'],
  ),
} satisfies Record<string, FixedReading>;
