import { fixed, type FixedReading } from '../../reading';

/** The DLP's Rio Kadalis's own decisions where its text is silent (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'kadalis-first': fixed(
    'kadalis-first',
    'Who begins a game of Rio Kadalis',
    'The players choose who begins; south, unless they choose otherwise.',
    "The text does not say who begins. Ludii's code for Rio Kadalis has its first player, south, begin.",
    ['dlp-rio-kadalis.setup'],
  ),
} satisfies Record<string, FixedReading>;
