import { board2xN } from '../../board';
import { GAME_OVER, PLAYING, ROUND_OVER } from '../../position';
import { matchedLayout } from '../../mechanics/match';
import { raceOpening } from '../../mechanics/race';
import { over } from '../../mechanics/sow';
import { leader, sweepVacated, takeAcross, vacatedCheckAt } from '../../mechanics/take';
import { outcome, type LandingRule, type Outcome, type Play, type Ruleset } from '../../ruleset';
import { about } from '../catalog';
import * as raceSpecs from '../../mechanics/race.readings';
import * as sowSpecs from '../../mechanics/sow.readings';
import * as takeSpecs from '../../mechanics/take.readings';
import { carry } from '../../readings-present';
import * as own from './readings';
import { skipOriginUnsaid } from '../dlp-defaults';

/**
 * The DLP's Gabata (Ansaba) (Pankhurst 1971: 169), Courlander's Abalalà on two rows by our
 * identification: three counters a hole, the race from each player's rightmost hole, relay sowing,
 * and the take across the board (./../../mechanics/take.ts, takeAcross) whose counter is moved on
 * to the following hole, to take again; a side left empty gives the rest to the other player, and the
 * loser of a round lays out three to a hole for the winner to match (./../../mechanics/match.ts).
 * In Ludii's coordinates: A1-F1 south's row left to right as he sees it (indices 0-5), F2-A2 north's
 * (6-11); south's rightmost hole is F1, north's A2.
 *
 * Where Ludii's code departs from the text, a reading plays it (the `ludii` preset): no race, south
 * first; a capture ends the turn (its move from "the hole sowed last" finds the player's hand, and
 * Ludii passes); a side left empty is looked for after every lap; the loser lays out from his leftmost
 * hole (a seventeenth counter on into the winner's row), and the winner opens the next round. On
 * equal counts Ludii's code makes the player whose side was emptied the winner, who opens the next
 * round; the engine's next round knows the counts only, and has south open it, as he does in both
 * sampled ties, where south's side was emptied: a tie that empties north's side would differ.
 */
const board = board2xN(6);
const rightmost = [5, 11] as const;

const relayFirst: Outcome = outcome({ kind: 'relay', clause: 'dlp-gabata-ansaba.relay' });
const relayAfter: Outcome = outcome({ kind: 'relay', clause: 'dlp-gabata-ansaba.again-relay' });
const relay: LandingRule = { name: 'relay', when: (_g, l) => (l.wasEmpty ? null : l.afterTake ? relayAfter : relayFirst) };

const movedOn = takeAcross({
  take: 'dlp-gabata-ansaba.capture.take',
  takeAgain: 'dlp-gabata-ansaba.again',
  where: 'own-row',
  then: { kind: 'sow-on', continueClause: 'dlp-gabata-ansaba.capture.move-on' },
});
const turnEnds = takeAcross({ take: 'dlp-gabata-ansaba.capture.take', where: 'own-row', then: { kind: 'end' }, reading: 'ansaba-after-capture' });
/** The take across; what follows it is the `ansaba-after-capture` reading. */
const capture: LandingRule = {
  name: movedOn.name,
  when: (g, l) => (g.options['ansaba-after-capture'] === 'turn-ends' ? turnEnds : movedOn).when(g, l),
};

const end: Outcome = outcome({ kind: 'end', clause: 'dlp-gabata-ansaba.again-end' });

/**
 * "When one player can no longer play because the holes on their side are empty, the opponent
 * captures the remaining counters on the board." When this is looked for is the `vacated-check`
 * reading; the series is over when a player has one counter or none.
 */
function roundEnd(g: Play): void {
  const f = g.pos;
  if (f.status !== PLAYING || !sweepVacated(g, 'dlp-gabata-ansaba.round-end')) return;
  const L = g.listener;
  if (f.stores[0]! <= 1 || f.stores[1]! <= 1) {
    if (L) L.event({ type: 'game-end', winner: leader(g), clause: 'dlp-gabata-ansaba.series-end' });
    over(g, GAME_OVER);
  } else {
    if (L) L.event({ type: 'round-end', clause: 'dlp-gabata-ansaba.new-round' });
    over(g, ROUND_OVER);
  }
}

function opening(g: Play): void {
  const f = g.pos;
  // A later round laid out from the leftmost holes may leave a rightmost hole empty: no race from it.
  const noRace = g.options['ansaba-opening'] === 'south-first' || f.holes[rightmost[0]] === 0 || f.holes[rightmost[1]] === 0;
  if (noRace) {
    const south = g.options['ansaba-opening'] === 'south-first';
    const first = south ? 0 : g.first;
    if (g.listener) g.listener.event({ type: 'first-player', player: g.name(first), clause: south ? 'reading.ansaba-opening' : 'reading.ansaba-round-opening', reading: south ? 'ansaba-opening' : 'ansaba-round-opening' });
    f.toMove = first;
    return g.rules.afterTurn(g);
  }
  raceOpening(g, {
    start: 'dlp-gabata-ansaba.race.start',
    tick: 'dlp-gabata-ansaba.race',
    drop: 'dlp-gabata-ansaba.race.start',
    relay: 'dlp-gabata-ansaba.relay',
    finish: 'dlp-gabata-ansaba.race.finish',
    end: { 'both-finish': 'dlp-gabata-ansaba.race.finish', 'first-finish': 'dlp-gabata-ansaba.race.finish' },
    chosenFirst: 'reading.after-race',
    winnerFirst: 'dlp-gabata-ansaba.first',
    holes: rightmost,
  });
}

export const dlpGabataAnsaba: Ruleset<'dlp-gabata-ansaba', 'dlp-gabata-ansaba'> = {
  ...about('dlp-gabata-ansaba'),
  nouns: { one: 'counter', many: 'counters', claim: null },
  roundEnds: 'a player has no counters in his holes',
  players: ['south', 'north'],
  notation: 'ludii',
  readingSpecs: carry(raceSpecs, takeSpecs, sowSpecs, own),
  readings: {
    'ansaba-opening': { default: 'race', why: 'The text: "The players begin the game simultaneously sowing first from their rightmost hole"; Ludii\'s code leaves the race out.' },
    'race-end': {
      default: 'both-finish',
      why: 'The text names a winner, "the first one to drop the last counter of a sowing into an empty hole", but does not say that the other player\'s sowing is cut short; each sows on until his last counter falls into an empty hole.',
    },
    'race-order': { default: 'bottom-first', why: 'The text says only that the players sow "simultaneously"; one order must be fixed for a counter-by-counter account, and it matters only when both finish in one beat.' },
    'race-leftover': { default: 'sow-on', why: 'Only used when the race ends at the first finish; sowing the counters on keeps every counter on the board and adds no relay.' },
    'after-race': { default: 'first-to-finish', values: ['first-to-finish'], why: 'The text: "This player then begins the next phase where they alternate play."' },
    'ansaba-after-capture': { default: 'moved-on', why: 'The text: "the counter that triggered the capture is moved to the following hole", which may capture again; Ludii\'s code ends the turn.' },
    'vacated-check': {
      default: 'turn',
      why: 'The text: "When one player can no longer play because the holes on their side are empty", which a player finds when his turn comes; we look when a turn ends. Ludii\'s code looks after every lap.',
    },
    'ansaba-layout-from': { default: 'rightmost', why: 'The text: "The losing player places three counters in each hole, beginning on the rightmost hole." Ludii\'s code begins at the leftmost.' },
    'ansaba-short-row': { default: 'last-hole', why: 'The text: the remainder fills "as many of the remaining holes as possible with at least one counter", in the loser\'s own row; with one hole left, it takes what is left. Ludii\'s code drops it on into the winner\'s row.' },
    'ansaba-round-opening': { default: 'race', why: 'The text: "A new round begins.", which we read as the game again, its simultaneous beginning included. Ludii\'s code has the winner begin.' },
    'skip-origin': skipOriginUnsaid,
  },
  presets: {
    ludii: {
      game: 'Gabata (Ansaba)',
      everyRound: true,
      options: { 'ansaba-opening': 'south-first', 'ansaba-after-capture': 'turn-ends', 'vacated-check': 'sowing', 'ansaba-layout-from': 'leftmost', 'ansaba-short-row': 'next-row', 'ansaba-round-opening': 'winner', 'skip-origin': false },
      why: "Ludii's code for Gabata (Ansaba): no race, south moves first; a capture ends the turn; an emptied side noticed whenever a lap ends; the loser lays out from his leftmost hole, a seventeenth counter on into the winner's row, and the winner, who matches him, opens the next round; a full lap sown into its own hole.",
    },
  },
  board: () => board,
  beansPerHole: () => 3,
  firstChoice: () => null,
  clauses: { move: 'dlp-gabata-ansaba.route', sow: 'dlp-gabata-ansaba.route', relay: 'dlp-gabata-ansaba.relay', turns: 'dlp-gabata-ansaba.first' },
  opening: { name: 'the race from the rightmost holes', play: opening },
  landing: [relay, capture, { name: 'empty-hole', when: () => end }],
  afterTurn: roundEnd,
  duringMove: { when: vacatedCheckAt, check: roundEnd },
  nextGame: (pieces, o) => {
    const laid = matchedLayout(
      dlpGabataAnsaba,
      pieces,
      o,
      { loser: 'dlp-gabata-ansaba.loser', remainder: 'dlp-gabata-ansaba.remainder', winner: 'dlp-gabata-ansaba.winner', equal: 'dlp-gabata-ansaba.new-round', reading: 'ansaba-layout-from', spill: { how: o['ansaba-short-row'] === 'next-row' ? 'next-row' : 'last-hole', reading: 'ansaba-short-row' } },
      o['ansaba-layout-from'] === 'leftmost' ? 'leftmost' : 'rightmost',
      (n) => n <= 1,
    );
    const { state, events } = laid;
    if (o['ansaba-round-opening'] === 'winner') {
      // Equal counts have no winner: south, whose side Ludii's code finds emptied first (see above).
      const player = pieces.south === pieces.north ? 'south' : laid.winner;
      events.push({ type: 'first-player', player, clause: 'reading.ansaba-round-opening', reading: 'ansaba-round-opening' });
      state.toMove = player;
    }
    return { state, events };
  },
  declares: ['dlp-gabata-ansaba.board', 'dlp-gabata-ansaba.setup', 'dlp-gabata-ansaba.capture'],
  implements: [
    'dlp-gabata-ansaba.race',
    'dlp-gabata-ansaba.race.start',
    'dlp-gabata-ansaba.race.finish',
    'dlp-gabata-ansaba.first',
    'dlp-gabata-ansaba.route',
    'dlp-gabata-ansaba.relay',
    'dlp-gabata-ansaba.capture.take',
    'dlp-gabata-ansaba.capture.move-on',
    'dlp-gabata-ansaba.again',
    'dlp-gabata-ansaba.again-relay',
    'dlp-gabata-ansaba.again-end',
    'dlp-gabata-ansaba.round-end',
    'dlp-gabata-ansaba.new-round',
    'dlp-gabata-ansaba.loser',
    'dlp-gabata-ansaba.remainder',
    'dlp-gabata-ansaba.winner',
    'dlp-gabata-ansaba.series-end',
  ],
};

export default dlpGabataAnsaba;
