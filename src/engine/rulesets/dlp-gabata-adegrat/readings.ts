import { r, type OptionSpec, fixed, type FixedReading } from '../../reading';

/** The DLP's Gabata (Adegrat)'s own readings (./index.ts); its shared readings are its mechanics'. */
export const options = {
  'adegrat-remainder': {
    id: 'adegrat-remainder',
    label: 'One or two counters over between rounds of Gabata (Adegrat)',
    question: 'Between rounds, what becomes of the one or two counters a player has beyond his last full three?',
    readings: [
      r('weaker-hole', 'gain no hole', 'No hole is gained for fewer than three: the one or two go into the weaker player\'s last hole, which he makes up to three.', ['dlp-gabata-adegrat.hole-gain'], "Ludii's code for Gabata (Adegrat) gains no hole for fewer than three either, but lays the counters out three at a time from each player's hand: the one or two a player cannot lay out stay in his hand until the next round is counted, the hole they would have gone into stays empty and nobody's, and a player left with fewer than three loses. The engine holds no counters over between rounds."),
      r('two-gains', 'two gain a hole', 'Two over gain a hole, made up to three by one counter of the weaker player, as three over four do on the DLP\'s page for Gabata (Shoa I); one over gains none.', ['dlp-gabata-adegrat.hole-gain', 'dlp.three-extra']),
    ],
  },
} satisfies Record<string, OptionSpec>;

export const fixedReadings = {
  'adegrat-first': fixed(
    'adegrat-first',
    'Who begins a game of Gabata (Adegrat)',
    'The players choose who begins; south, unless they choose otherwise.',
    "The text does not say who begins. Ludii's code for Gabata (Adegrat) has its first player, south, begin.",
    ['dlp-gabata-adegrat.setup'],
  ),
  'adegrat-capture-ends': fixed(
    'adegrat-capture-ends',
    'A capture ends the turn',
    'After the contents of the following hole are captured, the turn ends; so it does when that hole is empty and nothing is captured.',
    "The text gives a further sowing only after a last counter in an occupied hole; Ludii's code ends the turn after a capture.",
    ['dlp-gabata-adegrat.capture'],
  ),
} satisfies Record<string, FixedReading>;
