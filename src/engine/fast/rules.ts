import { columnOf, halfTurn, nextOnRoute } from '../board';
import type { Game } from '../game';
import type { OptionValue } from '../options';
import type { RulesetId } from '../ruleset';

/**
 * What a ruleset is on the fast path: a few declarative facts (route and column tables, which
 * landing rules, what follows a turn, which opening) and its readings compiled into flags. This
 * file is the one place a ruleset is described to the kernel; a ruleset or a reading it does not
 * know is refused here, and callers keep to the event path.
 */

/**
 * The landing rules: Abalalà and Walker's take, Sulus Aidi's and Sulus Nishtaw's claims, the DLP's
 * wegs, and the DLP's Abalala'e capture of the facing holes (its capturing counter sown on).
 */
export type Landings = 'take' | 'aidi' | 'nishtaw' | 'weg' | 'facing';
/**
 * What is looked for when a turn ends: a vacated side (the game ends), a player left without a
 * move, no move for either (Gabata's round), a player with no counters in his holes (Abalala'e's round).
 */
export type AfterTurn = 'vacated' | 'stuck' | 'round' | 'emptied';
export type OpeningKind = 'race' | 'nishtaw' | 'lots';

export interface FastRules {
  id: RulesetId;
  size: number;
  /** Each player's route: the hole after h is next[player * size + h]. */
  next: Int32Array;
  /** The other holes of each hole's column, nearer rows first, `columnStride` a hole, -1 where there are fewer. */
  column: Int32Array;
  columnStride: number;
  /** 1 where the hole is on the left half of the board as the player sees it: leftHalf[player * size + h]. */
  leftHalf: Uint8Array;
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
  /** Gabata: a last counter in the opponent's empty weg stays there, and the play ends. */
  emptyWegStays: boolean;
  /** Abalala'e: an empty nearer facing hole stops a capture on the left half. */
  stopAtEmpty: boolean;
  /** Abalala'e: one round is the game. */
  oneRound: boolean;
  /** Abalala'e: no race; south (the bottom player) moves first. */
  noRace: boolean;
}

export type Compiled = { ok: true; rules: FastRules } | { ok: false; why: string };

/** What a ruleset declares of itself for the kernel (its `fast`); a ruleset without it stays on the event path. */
export interface FastFacts {
  landings: Landings;
  afterTurn: AfterTurn;
  opening: OpeningKind;
  passes: boolean;
  /**
   * The computer's look-ahead budget on the fast path, where this ruleset's search costs more than
   * most (long sowings; many transpositions): the same thinking time as the event path's budget.
   */
  searchBudget?: number;
}

/**
 * Readings that bear only on setting up the next game of a series (the reload, the division, who
 * opens it), which stays on the event path: a game under any of their values is played fast.
 */
const setUpOnly = new Set(['reload', 'division-remainder-one', 'round-remainder', 'lot-winner', 'next-round-first', 'round-opening']);

/** The readings the kernel knows, with the values it knows. */
const knownReadings: Record<string, readonly OptionValue[]> = {
  'race-end': ['both-finish', 'first-finish'],
  'race-order': ['bottom-first', 'top-first'],
  'race-leftover': ['sow-on', 'return'],
  'after-race': ['chosen', 'first-to-finish'],
  'empty-hole-take': ['own-side', 'either-side'],
  'vacated-check': ['turn', 'sowing', 'drop'],
  'skip-origin': [false, true],
  'claim-side': ['opponent', 'either'],
  'own-claim-landing': ['ends', 'relay'],
  'aidi-empty-landing': ['ends', 'abalala-take'],
  'unclaimed-at-end': ['side-owner', 'unowned'],
  'no-move-from-three': [false, true],
  observed: ['gabata-i', 'five-holes', 'seven-holes', 'gabata-3'],
  'weg-take-continues': ['ends', 'another-move'],
  'series-end': ['all-counters', 'one-or-none'],
  'empty-weg': ['removed', 'stays'],
  'first-phase': ['race', 'south-first'],
  'left-capture': ['both', 'stop-at-empty'],
  rounds: ['series', 'one'],
};

export function compileRules(game: Game): Compiled {
  const { rules, options: o, board } = game;
  const f = rules.fast;
  if (!f) return { ok: false, why: `the fast kernel does not play ${rules.id}` };
  for (const [id, value] of Object.entries(o)) {
    if (!setUpOnly.has(id) && !knownReadings[id]?.includes(value)) {
      return { ok: false, why: `the fast kernel does not know the reading ${id} = ${JSON.stringify(value)}` };
    }
  }
  const size = board.size;
  // Each player's own route where the ruleset gives one (Abalala'e), else the board's sowing order.
  const next = new Int32Array(2 * size);
  rules.players.forEach((player, p) => {
    for (let h = 0; h < size; h++) next[p * size + h] = nextOnRoute(board, rules.route?.[player], h);
  });
  const columnStride = board.rows - 1;
  const column = new Int32Array(size * columnStride).fill(-1);
  const rowOf = (h: number) => board.cells[h]!.row;
  for (let h = 0; h < size; h++) {
    // Nearer rows first, as a capture of the facing holes looks at them (a stable sort: ties stay in index order).
    columnOf(board, h)
      .filter((x) => x !== h)
      .sort((a, b) => Math.abs(rowOf(a) - rowOf(h)) - Math.abs(rowOf(b) - rowOf(h)))
      .forEach((x, i) => (column[h * columnStride + i] = x));
  }
  // The bottom player's left is the low columns; the top player, facing him, has the high ones on his left.
  const leftHalf = new Uint8Array(2 * size);
  for (let h = 0; h < size; h++) {
    const col = board.cells[h]!.col;
    leftHalf[h] = col < board.cols / 2 ? 1 : 0;
    leftHalf[size + h] = col >= board.cols / 2 ? 1 : 0;
  }
  return {
    ok: true,
    rules: {
      id: rules.id,
      size,
      next,
      column,
      columnStride,
      leftHalf,
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
      emptyWegStays: o['empty-weg'] === 'stays',
      stopAtEmpty: o['left-capture'] === 'stop-at-empty',
      oneRound: o['rounds'] === 'one',
      noRace: o['first-phase'] === 'south-first',
    },
  };
}
