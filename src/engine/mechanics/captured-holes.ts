import { board2xN } from '../board';
import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER } from '../position';
import { outcome, type LandingRule, type Outcome, type Play, type Ruleset } from '../ruleset';
import type { ClauseId } from '../types';
import { claimRule, collectClaims, inOwnClaim, opponentWegRule, type WegTakeClauses } from './claims';
import { nextRound } from './rounds';
import { over } from './sow';
import { wegPass } from './wegs';
import { leader, relayWhenOccupied } from './take';
import { chosenPlayerBegins } from './start';

/**
 * The DLP's two-row games of "captured" holes whose pages share their sentences, Qelat, Awagagae and Mewegae
 * (Pankhurst 1971: 167-169): relay sowing on 2x6 with four counters a hole, a hole captured where
 * the last counter makes an opponent's three four, a last counter in the opponent's captured hole
 * (./claims.ts: opponentWegRule), the pass of a player who cannot move, the round over once no
 * counter can be moved, and the next round laid out in fours with holes gained (./rounds.ts, as
 * Gabata (Shoa I)'s). Each game passes its own sentences.
 */
export interface CapturedClauses extends WegTakeClauses {
  relay: ClauseId;
  /** "This continues until the last counter falls in an empty hole." */
  end: ClauseId;
  weg: ClauseId;
  /** "...nor can they continue sowing from it": a last counter in one's own captured hole. */
  ownWeg: ClauseId;
  pass: ClauseId;
  roundEnd: ClauseId;
  /** The next round: four a hole, a hole gained for every four extra; the remainder; the series' end. */
  holeGain: ClauseId;
  remainder: ClauseId;
  seriesEnd: ClauseId;
}

export function capturedLanding(c: CapturedClauses): LandingRule[] {
  const own: Outcome = outcome({ kind: 'end', clause: c.ownWeg });
  const empty: Outcome = outcome({ kind: 'end', clause: c.end });
  return [
    opponentWegRule(c),
    { name: 'into-own-weg', when: (g, l) => (inOwnClaim(g, l.player, l.hole) ? own : null) },
    claimRule(c.weg, 'reading.captured-hole-ends-play', 'captured-hole-ends-play'),
    relayWhenOccupied(c.relay),
    { name: 'empty-hole', when: () => empty },
  ];
}

/**
 * After a turn: "Play continues until all counters are either placed in the store or in captured
 * holes and thus cannot be moved." Each player then takes the counters in his captured holes (the
 * pieces he counts), and the series is over when one player holds all the counters (or one or
 * none, reading `series-end`).
 */
export function capturedRoundEnd(c: Pick<CapturedClauses, 'roundEnd' | 'seriesEnd'>) {
  return (g: Play): void => {
    const f = g.pos;
    if (f.status !== PLAYING) return;
    for (let h = 0; h < g.size; h++) if (f.claims[h] === NOBODY && f.holes[h]! > 0) return;
    if (g.listener) g.listener.event({ type: 'round-end', clause: c.roundEnd });
    collectClaims(g, c.roundEnd);
    const least = g.options['series-end'] === 'one-or-none' ? 1 : 0;
    if (f.stores[0]! <= least || f.stores[1]! <= least) {
      if (g.listener) g.listener.event({ type: 'game-end', winner: leader(g), clause: least ? 'reading.series-end' : c.seriesEnd, reading: 'series-end' });
      over(g, GAME_OVER);
    } else over(g, ROUND_OVER);
  };
}

/** The texts do not say who begins: the chosen player (reading `weg-first`). */
export const wegOpening = chosenPlayerBegins('reading.weg-first', 'weg-first');

/** What the three games' declarations share, on each game's own sentences; `self` lays out its next round. */
export type CapturedShared = Pick<Ruleset, 'nouns' | 'roundEnds' | 'players' | 'notation' | 'board' | 'beansPerHole' | 'landing' | 'afterTurn' | 'pass' | 'nextGame'>;

const board = board2xN(6);

export function capturedHoleRules(c: CapturedClauses, self: () => Ruleset): CapturedShared {
  return {
    nouns: { one: 'counter', many: 'counters', claim: 'weg' },
    roundEnds: 'every counter is in the store or in a captured hole',
    players: ['south', 'north'],
    notation: 'ludii',
    board: () => board,
    beansPerHole: () => 4,
    landing: capturedLanding(c),
    afterTurn: capturedRoundEnd(c),
    // "When a player cannot move ..., the opponent continues to move until the player is able to move."
    pass: wegPass(c),
    // Gabata (Shoa I)'s layout (./rounds.ts), each step citing this game's own sentence for it.
    nextGame: (pieces, o) => nextRound(self(), pieces, o, { next: c.holeGain, gain: c.holeGain, three: c.remainder, seriesEnd: c.seriesEnd }),
  };
}
