import { board2xN } from '../board';
import { GAME_OVER, NOBODY, PLAYING, ROUND_OVER } from '../position';
import { outcome, type LandingRule, type Outcome, type Play, type Ruleset } from '../ruleset';
import type { ClauseId, Pile } from '../types';
import { claimRule, collectClaims, inOwnClaim, makesClaim, opponentWegRule, type WegTakeClauses } from './claims';
import { nextRound } from './rounds';
import { hasMove, over } from './sow';
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
export type CapturedShared = Pick<
  Ruleset,
  'nouns' | 'roundEnds' | 'players' | 'notation' | 'board' | 'beansPerHole' | 'landing' | 'afterTurn' | 'pass' | 'nextGame' | 'clauses' | 'implements'
>;

/** A page's sentences for all the rules the three games share: CapturedClauses, and a move's. */
export interface CapturedPage extends CapturedClauses {
  pickUp: ClauseId;
  sow: ClauseId;
  turn: ClauseId;
}

const board = board2xN(6);

export function capturedHoleRules(c: CapturedPage, self: () => Ruleset): CapturedShared {
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
    clauses: { move: c.pickUp, sow: c.sow, relay: c.relay, turns: c.turn },
    implements: [
      c.pickUp,
      c.sow,
      c.relay,
      c.end,
      c.turn,
      c.weg,
      c.ownWeg,
      c.take,
      ...(c.first ? [c.first] : []),
      c.then,
      c.pass,
      c.roundEnd,
      c.holeGain,
      c.remainder,
      c.seriesEnd,
    ],
  };
}

/**
 * The DLP's Leyla (Pankhurst 1971: 182): a last counter that makes an opponent's occupied hole
 * four captures "this hole and the one opposite it", the counters staying in both. A captured
 * hole's opposite is always captured with it, by the same player, so the hole opposite a hole
 * still free is free too: nothing is taken from anyone.
 */
export interface ColumnCaptureClauses {
  capture: ClauseId;
  /** The phrase: "this hole and the one opposite it are captured". */
  opposite: ClauseId;
  /** The phrase: "the counters remaining in the holes": no relay from them. */
  remain: ClauseId;
}

export function columnCaptureRule(c: ColumnCaptureClauses): LandingRule {
  const ends: Outcome = outcome({ kind: 'end', clause: c.remain, turnClause: 'reading.captured-hole-ends-play', reading: 'captured-hole-ends-play' });
  return {
    name: 'capture-column',
    when: (g, l) => {
      // makesClaim: three made four, by the last counter, in a free hole of the opponent's row.
      if (makesClaim(g, l.player, l.hole, l.wasEmpty) !== 'yes') return null;
      const { claims } = g.pos;
      const opposite = g.column[l.hole * g.stride]!;
      const L = g.listener;
      if (L) L.event({ type: 'claim', player: g.name(l.player), hole: l.hole, clause: c.capture });
      claims[l.hole] = l.player;
      if (claims[opposite] === NOBODY) {
        if (L) L.event({ type: 'claim', player: g.name(l.player), hole: opposite, clause: c.opposite });
        claims[opposite] = l.player;
      }
      return ends;
    },
  };
}

/** Leyla's end of a round: the sentence, its phrase on free holes and on captured holes; the series' end. */
export interface CannotMoveCapturedClauses {
  roundEnd: ClauseId;
  free: ClauseId;
  captured: ClauseId;
  seriesEnd: ClauseId;
}

/**
 * After a turn: "Play continues until one of the players can no longer move" (looked at for both
 * players whenever a turn ends, as `readings.cannotMove` decides), "the opponent taking any
 * remaining counters in free holes on their side of the board and each player taking the counters
 * in their captured holes". The series is over when a player holds fewer counters than `least(g)`
 * (the reading `readings.seriesEnd`).
 */
export function roundEndWhenCannotMove(c: CannotMoveCapturedClauses, least: (g: Play) => number, readings: { cannotMove: string; seriesEnd: string }) {
  return (g: Play): void => {
    const f = g.pos;
    if (f.status !== PLAYING || f.toMove === NOBODY) return;
    const p = f.toMove;
    const stuck = !hasMove(g, p) ? p : !hasMove(g, 1 - p) ? 1 - p : NOBODY;
    if (stuck === NOBODY) return;
    const L = g.listener;
    if (L) L.event({ type: 'round-end', clause: c.roundEnd, reading: readings.cannotMove });
    // The player who cannot move has no counter in a free hole of his: what is free is his opponent's.
    const taker = 1 - stuck;
    if (L) {
      const from: Pile[] = [];
      for (let h = 0; h < g.size; h++) if (f.claims[h] === NOBODY && f.holes[h]! > 0) from.push({ hole: h, count: f.holes[h]! });
      if (from.length) L.event({ type: 'sweep', player: g.name(taker), from, hands: [], clause: c.free });
    }
    for (let h = 0; h < g.size; h++) {
      if (f.claims[h] === NOBODY && f.holes[h]! > 0) {
        f.stores[taker]! += f.holes[h]!;
        f.holes[h] = 0;
      }
    }
    collectClaims(g, c.captured);
    const n = least(g);
    if (f.stores[0]! < n || f.stores[1]! < n) {
      if (L) L.event({ type: 'game-end', winner: leader(g), clause: c.seriesEnd, reading: readings.seriesEnd });
      over(g, GAME_OVER);
    } else over(g, ROUND_OVER);
  };
}
