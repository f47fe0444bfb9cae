import { board2xN } from '../board';
import type { Options } from '../options';
import { roundEndWhenStuck, stuckCheckAt } from '../mechanics/stuck';
import { foursSowing, lastFourEnds } from '../mechanics/fours';
import { nextRound } from '../mechanics/rounds';
import { markStart } from '../mechanics/start';
import { relayWhenOccupied } from '../mechanics/take';
import { outcome, type LandingRule, type Play, type Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Player, State } from '../types';
import { skipOriginUnsaid } from './dlp-defaults';

/**
 * What the DLP's two-row games that capture fours as they sow share (Rio Kadalis, Mewelad; after
 * Pankhurst 1971): two rows of six in Ludii's coordinates (A1-F1 south's row as south sees it,
 * holes 0-5; F2-A2 north's, holes 6-11), four counters a hole, relay sowing anti-clockwise, a hole a
 * sown counter makes four captured at once by the owner of its row and the final counter's four by
 * the sower (../mechanics/fours.ts), the round over when a player cannot move and the rest the
 * other's (../mechanics/stuck.ts), and the next round's hole gains (../mechanics/rounds.ts). Each
 * page words these alike; each game cites its own sentences (`FoursPage`).
 */
const board = board2xN(6);

/** A page's sentences for the rules the games share. */
export interface FoursPage {
  relay: ClauseId;
  end: ClauseId;
  fours: ClauseId;
  owner: ClauseId;
  last: ClauseId;
  cannotMove: ClauseId;
  sweep: ClauseId;
  nextRound: ClauseId;
  holeGain: ClauseId;
  threeExtra: ClauseId;
  seriesEnd: ClauseId;
}

/** The landing rules: the final counter's four ends the turn; an occupied hole relays; an empty one ends it. */
export function foursLanding(c: FoursPage): LandingRule[] {
  const emptyHole = outcome({ kind: 'end', clause: c.end });
  return [lastFourEnds('reading.last-four-ends', 'last-four-ends'), relayWhenOccupied(c.relay), { name: 'empty-hole', when: () => emptyHole }];
}

/** What a fours game's declaration spreads: the board and its counters, the sowing, landing, the round's end and the next round. */
export function foursRules(
  rules: () => Ruleset,
  c: FoursPage,
  marked: (o: Options) => boolean = () => false,
): Pick<Ruleset, 'nouns' | 'roundEnds' | 'players' | 'notation' | 'board' | 'beansPerHole' | 'sowing' | 'landing' | 'afterTurn' | 'duringMove' | 'nextGame'> {
  const stuck = roundEndWhenStuck({ end: c.cannotMove, sweep: c.sweep, seriesEnd: c.seriesEnd }) as (g: Play) => void;
  return {
    nouns: { one: 'counter', many: 'counters', claim: null },
    roundEnds: 'a player cannot move',
    players: ['south', 'north'],
    notation: 'ludii',
    board: () => board,
    beansPerHole: () => 4,
    sowing: foursSowing({ capture: c.fours, owner: c.owner, last: c.last }),
    landing: foursLanding(c),
    afterTurn: stuck,
    duringMove: { when: stuckCheckAt, check: stuck },
    // Gabata (Shoa I)'s layout (../mechanics/rounds.ts), each step citing the page's own sentence for it.
    nextGame: (pieces: Record<Player, number>, o: Options): { state: State; events: GameEvent[] } => {
      const round = nextRound(rules(), pieces, o, { next: c.nextRound, gain: c.holeGain, three: c.threeExtra, seriesEnd: c.seriesEnd });
      // A round that starts afresh, as the first did, where the ruleset keeps its marks (who has yet to play) for every round.
      if (marked(o) && round.state.status === 'playing') markStart(round.state, rules());
      return round;
    },
  };
}

/** The clauses a fours game implements through these rules. */
export const foursImplements = (c: FoursPage): ClauseId[] => [c.relay, c.end, c.owner, c.last, c.cannotMove, c.sweep, c.nextRound, c.holeGain, c.threeExtra, c.seriesEnd];

/** The readings' defaults the games share, each with the page's own words for why. */
export function foursReadings(words: { fours: string; sweep: string; cannotMove: string }): Ruleset['readings'] {
  return {
    'fours-when': { default: 'drop', why: `The text: "${words.fours}". Ludii's code looks when each lap ends.` },
    'fours-taker': { default: 'owner', values: ['owner'], why: 'The text gives a four to the owner of its row, the final counter\'s to the sower; Ludii\'s code agrees.' },
    'fours-then': { default: 'sow-on', values: ['sow-on'], why: 'The text stops the sowing only in an empty hole; a four captured before the last counter leaves it to go on. Ludii\'s code agrees.' },
    'cannot-move-when': { default: 'to-move', values: ['to-move', 'either-row'], why: `The text: "${words.cannotMove}": a player cannot move when his turn comes and his row is empty. Ludii's code looks at both rows whenever a turn ends.` },
    'remainder-taker': { default: 'opponent', why: `The text: "${words.sweep}". Ludii's code gives them to north.` },
    'round-remainder': { default: 'text', values: ['text'], why: 'The text gains a hole for three extra and none for fewer; one or two extra go into the weaker player\'s last hole.' },
    'skip-origin': skipOriginUnsaid,
  };
}

/** Ludii's code for these games (Rio Kadalis's and Mewelad's are one): the readings of its `ludii` preset. */
export const ludiiFours = { 'fours-when': 'sowing', 'fours-taker': 'owner', 'fours-then': 'sow-on', 'cannot-move-when': 'either-row', 'remainder-taker': 'north', 'skip-origin': false } as const;
