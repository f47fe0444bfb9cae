import { columnOf, halfTurn, nextHole } from '../board';
import type { Game } from '../game';
import type { OptionValue } from '../options';
import type { RulesetId } from '../ruleset';

/**
 * What a ruleset is on the fast path: a few declarative facts (route and column tables, which
 * landing rules, what follows a turn, which opening) and its readings compiled into flags. This
 * file is the one place a ruleset is described to the kernel; a ruleset or a reading it does not
 * know is refused here, and callers keep to the event path.
 */

/** The landing rules: Abalalà and Walker's take, Sulus Aidi's and Sulus Nishtaw's claims, the DLP's wegs. */
export type Landings = 'take' | 'aidi' | 'nishtaw' | 'weg';
/** What is looked for when a turn ends: a vacated side, a player left without a move, a round's end. */
export type AfterTurn = 'vacated' | 'stuck' | 'round';
export type OpeningKind = 'race' | 'nishtaw' | 'lots';

export interface FastRules {
  id: RulesetId;
  size: number;
  /** Each player's route: the hole after h is next[player * size + h]. */
  next: Int32Array;
  /** The other holes of each hole's column, `columnStride` a hole, -1 where there are fewer. */
  column: Int32Array;
  columnStride: number;
  /** The standard start: beans in every hole, and each hole's default owner. */
  beansPerHole: number;
  seats: Int8Array;
  /** Where the race starts, the bottom player's hole and the top player's. */
  raceStarts: [number, number];
  /** Where Sulus Nishtaw's initial move collects from, per player. */
  nishtawBase: [number, number];
  /** The player named first (0 or 1). */
  first: number;
  search: number;
  landings: Landings;
  afterTurn: AfterTurn;
  opening: OpeningKind;
  /** A player with no move passes (the DLP). */
  passes: boolean;
  skipOrigin: boolean;
  eitherSideTake: boolean;
  vacatedAtDrop: boolean;
  vacatedAtSowing: boolean;
  claimEither: boolean;
  ownClaimRelay: boolean;
  aidiTake: boolean;
  unclaimedUnowned: boolean;
  noMoveFromThree: boolean;
  wegAgain: boolean;
  seriesOneOrNone: boolean;
  raceTopFirst: boolean;
  raceFirstFinish: boolean;
  leftoverReturn: boolean;
  firstToFinishMoves: boolean;
  gabata3: boolean;
}

export type Compiled = { ok: true; rules: FastRules } | { ok: false; why: string };

/** What a ruleset declares of itself for the kernel (its `fast`); a ruleset without it stays on the event path. */
export interface FastFacts {
  landings: Landings;
  afterTurn: AfterTurn;
  opening: OpeningKind;
  passes: boolean;
}

/**
 * The readings the kernel knows, with the values it knows. Some bear only on setting up the next
 * game of a series (reload, division, rounds), which stays on the event path: they are listed so
 * that a game under them is still played fast.
 */
const knownReadings: Record<string, readonly OptionValue[]> = {
  'race-end': ['both-finish', 'first-finish'],
  'race-order': ['bottom-first', 'top-first'],
  'race-leftover': ['sow-on', 'return'],
  'after-race': ['chosen', 'first-to-finish'],
  'empty-hole-take': ['own-side', 'either-side'],
  'vacated-check': ['turn', 'sowing', 'drop'],
  reload: ['diagram-2', 'footnote-3', 'walker', 'dlp-abalalae'],
  'skip-origin': [false, true],
  'claim-side': ['opponent', 'either'],
  'own-claim-landing': ['ends', 'relay'],
  'aidi-empty-landing': ['ends', 'abalala-take'],
  'unclaimed-at-end': ['side-owner', 'unowned'],
  'no-move-from-three': [false, true],
  'division-remainder-one': ['loser', 'winner'],
  observed: ['gabata-i', 'five-holes', 'seven-holes', 'gabata-3'],
  'weg-take-continues': ['ends', 'another-move'],
  'round-remainder': ['text', 'ludii'],
  'lot-winner': ['weaker', 'stronger'],
  'next-round-first': ['lots', 'weaker', 'stronger'],
  'series-end': ['all-counters', 'one-or-none'],
  // The weg landing takes whatever the weg held, an empty one's counter too: the DLP's text.
  'empty-weg': ['removed'],
};

export function compileRules(game: Game): Compiled {
  const { rules, options: o, board } = game;
  const f = rules.fast;
  if (!f) return { ok: false, why: `the fast kernel does not play ${rules.id}` };
  for (const [id, value] of Object.entries(o)) {
    if (!knownReadings[id]?.includes(value)) {
      return { ok: false, why: `the fast kernel does not know the reading ${id} = ${JSON.stringify(value)}` };
    }
  }
  const size = board.size;
  // Both players follow the board's one route in these rulesets; the table allows each his own.
  const next = new Int32Array(2 * size);
  for (let p = 0; p < 2; p++) for (let h = 0; h < size; h++) next[p * size + h] = nextHole(board, h);
  const columnStride = board.rows - 1;
  const column = new Int32Array(size * columnStride).fill(-1);
  for (let h = 0; h < size; h++) {
    columnOf(board, h)
      .filter((x) => x !== h)
      .forEach((x, i) => (column[h * columnStride + i] = x));
  }
  return {
    ok: true,
    rules: {
      id: rules.id,
      size,
      next,
      column,
      columnStride,
      beansPerHole: rules.beansPerHole(o),
      seats: Int8Array.from(board.seats),
      raceStarts: [0, size / 2],
      nishtawBase: [0, halfTurn(board, 0)],
      first: game.first === rules.players[0] ? 0 : 1,
      search: game.limits.search,
      ...f,
      skipOrigin: o['skip-origin'] === true,
      eitherSideTake: o['empty-hole-take'] === 'either-side',
      vacatedAtDrop: o['vacated-check'] === 'drop',
      vacatedAtSowing: o['vacated-check'] === 'drop' || o['vacated-check'] === 'sowing',
      claimEither: o['claim-side'] === 'either',
      ownClaimRelay: o['own-claim-landing'] === 'relay',
      aidiTake: o['aidi-empty-landing'] === 'abalala-take',
      unclaimedUnowned: o['unclaimed-at-end'] === 'unowned',
      noMoveFromThree: o['no-move-from-three'] === true,
      wegAgain: o['weg-take-continues'] === 'another-move',
      seriesOneOrNone: o['series-end'] === 'one-or-none',
      raceTopFirst: o['race-order'] === 'top-first',
      raceFirstFinish: o['race-end'] === 'first-finish',
      leftoverReturn: o['race-leftover'] === 'return',
      firstToFinishMoves: o['after-race'] === 'first-to-finish',
      gabata3: o['observed'] === 'gabata-3',
    },
  };
}
