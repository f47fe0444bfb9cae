import { fixed, type FixedReading } from '../../reading';

/** The DLP's Gabata (Shoa and Adegrat)'s own decisions where its page is silent, or where the engine falls short of it (./index.ts); its shared readings are its mechanics'. */
export const fixedReadings = {
  'shoa-adegrat-first': fixed(
    'shoa-adegrat-first',
    'Who makes the first stylised move',
    'The players choose who makes the stylised move of the first round; south, unless they choose otherwise.',
    'The page says only "One player takes one counter from their rightmost hole"; Ludii\'s code for the game has its first player, south, make it.',
    ['dlp-gabata-shoa-and-adegrat.opening-hold'],
  ),
  'shoa-adegrat-alternate': fixed(
    'shoa-adegrat-alternate',
    'Who opens a later round',
    'A later round is opened, with the same stylised move, by the player named to begin: the engine lays a round out from the counters each player holds, and does not carry who opened the round before, so the page\'s alternation is the players\' to keep by naming the other player.',
    'The page: "Players alternate making this first move in subsequent rounds", and "The player who played second in the previous round begins the new round". Ludii\'s code alternates them by the count of rounds. Our engine\'s series is laid out from the counters alone; this is its limit, not a reading of the page.',
    ['dlp-gabata-shoa-and-adegrat.alternate', 'dlp-gabata-shoa-and-adegrat.next-opener'],
  ),
} satisfies Record<string, FixedReading>;
