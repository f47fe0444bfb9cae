import { fixed, type FixedReading } from '../../reading';

/** The DLP's Lamosh's own decisions where its text is silent (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'lamosh-first': fixed(
    'lamosh-first',
    'Who makes the stylised move of Lamosh',
    'The players choose who makes the stylised move; south, unless they choose otherwise. His opponent then makes the first sowing.',
    "The page says only \"One player takes one counter from their rightmost hole\". Ludii's code for Lamosh has its first player, south, make it.",
    ['dlp-lamosh.opening-hold'],
  ),
} satisfies Record<string, FixedReading>;
