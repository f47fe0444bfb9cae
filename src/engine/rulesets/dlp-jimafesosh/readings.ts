import { fixed, type FixedReading } from '../../reading';

/** The DLP's Jimafesosh's own decisions where its text is silent (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'jimafesosh-first': fixed(
    'jimafesosh-first',
    'Who makes the opening move of Jimafesosh',
    'The players choose who makes the opening move and so begins; south, unless they choose otherwise.',
    "The text says only \"the player\". Ludii's code has its first player, south, make it.",
    ['dlp-jimafesosh.opening'],
  ),
  'jimafesosh-every-round': fixed(
    'jimafesosh-every-round',
    'The opening move in later rounds',
    'Every round opens with the move that leaves eights and empties, made by the player who begins it.',
    'The text: "Play continues in several rounds like this", and a later round is laid out four to a hole, as the first. Ludii\'s code makes the move in the first round only.',
    ['dlp-jimafesosh.series-end', 'dlp-jimafesosh.opening'],
  ),
  'jimafesosh-row': fixed(
    'jimafesosh-row',
    'Whose is the last counter on the board',
    'When one counter or none is left, the counter goes to the player on whose side of the board its row is, whoever owns its hole after a round.',
    'The text: "the player to whom the row in which the single piece is located". Ludii\'s code gives it to the row\'s player too.',
    ['dlp-jimafesosh.round-end'],
  ),
} satisfies Record<string, FixedReading>;
