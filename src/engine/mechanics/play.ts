import { columnOf, nextOnRoute, type Board } from '../board';
import { CycleDetector } from '../cycle';
import type { Options } from '../options';
import { emptyPosition, type FastPosition } from '../position';
import type { Landing, LandingRule, Limits, Listener, Play, Ruleset, SowHand } from '../ruleset';
import type { Player } from '../types';

/** The tables a board's rules read (documented on Play), worked out once per board and routes. */
type Tables = Pick<Play, 'next' | 'column' | 'facing' | 'stride' | 'leftHalf'>;

const tablesCache = new WeakMap<Board, Map<Ruleset['route'], Tables>>();

function tablesFor(board: Board, rules: Ruleset): Tables {
  let byRoute = tablesCache.get(board);
  if (!byRoute) tablesCache.set(board, (byRoute = new Map()));
  const cached = byRoute.get(rules.route);
  if (cached) return cached;
  const size = board.size;
  const next = new Int32Array(2 * size);
  rules.players.forEach((player, p) => {
    for (let h = 0; h < size; h++) next[p * size + h] = nextOnRoute(board, rules.route?.[player], h);
  });
  const stride = board.rows - 1;
  const column = new Int32Array(size * stride).fill(-1);
  const facing = new Int32Array(size * stride).fill(-1);
  const rowOf = (h: number) => board.cells[h]!.row;
  for (let h = 0; h < size; h++) {
    const others = columnOf(board, h).filter((x) => x !== h);
    others.forEach((x, i) => (column[h * stride + i] = x));
    // A stable sort: holes as near as each other stay in hole order.
    others
      .sort((a, b) => Math.abs(rowOf(a) - rowOf(h)) - Math.abs(rowOf(b) - rowOf(h)))
      .forEach((x, i) => (facing[h * stride + i] = x));
  }
  // The bottom player's left is the low columns; the top player, facing him, has the high ones on his left.
  const leftHalf = new Uint8Array(2 * size);
  for (let h = 0; h < size; h++) {
    const col = board.cells[h]!.col;
    leftHalf[h] = col < board.cols / 2 ? 1 : 0;
    leftHalf[size + h] = col >= board.cols / 2 ? 1 : 0;
  }
  const t = { next, column, facing, stride, leftHalf };
  byRoute.set(rules.route, t);
  return t;
}

/** What the sowing asks in place of the rules a ruleset lacks, where it has fewer than five (Play.ask0...ask4). */
const never: LandingRule['when'] = () => null;

/**
 * A game being played: the ruleset, its readings, the board's tables and the position the rules
 * work on, in place: the Play the rules see (../ruleset.ts documents each field). One serves one
 * caller at a time.
 */
export class Playing implements Play {
  readonly rules: Ruleset;
  readonly options: Options;
  readonly board: Board;
  readonly size: number;
  readonly names: readonly [Player, Player];
  readonly first: number;
  readonly limits: Limits;
  readonly next: Int32Array;
  readonly column: Int32Array;
  readonly facing: Int32Array;
  readonly stride: number;
  readonly leftHalf: Uint8Array;
  readonly beansPerHole: number;
  readonly skipOrigin: boolean;
  readonly checkEachDrop: boolean;
  readonly checkEachLap: boolean;
  readonly sowing: SowHand | null;
  readonly refused: ((g: Play, player: number, hole: number) => string | null) | null;
  readonly claimsSown: boolean;
  readonly searchLimit: number;
  pos!: FastPosition;
  listener: Listener | null = null;
  drops = 0;
  sown = 0;
  halted = false;
  endedByCycle = false;
  wasEmpty = false;
  taken = 0;
  readonly cycle: CycleDetector;
  readonly landing: Landing = { player: 0, hole: 0, wasEmpty: false, afterTake: false };
  // Set in the constructor, all five at once: declared only, so that no field is emitted for them.
  declare readonly ask0: LandingRule['when'];
  declare readonly ask1: LandingRule['when'];
  declare readonly ask2: LandingRule['when'];
  declare readonly ask3: LandingRule['when'];
  declare readonly ask4: LandingRule['when'];
  readonly scratch: { read: FastPosition; play: FastPosition };

  constructor(rules: Ruleset, options: Options, board: Board, first: Player, limits: Limits) {
    this.rules = rules;
    this.options = options;
    this.board = board;
    this.size = board.size;
    this.names = rules.players;
    this.first = first === rules.players[0] ? 0 : 1;
    this.limits = limits;
    const t = tablesFor(board, rules);
    this.next = t.next;
    this.column = t.column;
    this.facing = t.facing;
    this.stride = t.stride;
    this.leftHalf = t.leftHalf;
    this.beansPerHole = rules.beansPerHole(options);
    this.skipOrigin = options['skip-origin'] === true;
    const checkAt = rules.duringMove?.when(options) ?? null;
    this.checkEachDrop = checkAt === 'drop';
    this.checkEachLap = checkAt !== null;
    this.sowing = rules.sowing?.when(options) ?? null;
    this.refused = rules.startRefused?.when(options) ? rules.startRefused.why : null;
    this.claimsSown = rules.claimsSown?.(options) ?? false;
    this.searchLimit = limits.search;
    this.cycle = new CycleDetector(board.size + 1);
    const asked = (i: number) => rules.landing[i]?.when ?? never;
    [this.ask0, this.ask1, this.ask2, this.ask3, this.ask4] = [asked(0), asked(1), asked(2), asked(3), asked(4)];
    this.scratch = { read: emptyPosition(board.size), play: emptyPosition(board.size) };
  }

  /** Start a move or an opening: nothing dropped yet. */
  begin(): void {
    this.drops = 0;
    this.sown = 0;
    this.halted = false;
  }

  /** The player's name as the source gives it. */
  name(p: number): Player {
    return this.names[p]!;
  }

  /** The player as a number, from his name. */
  index(player: Player): number {
    return player === this.names[0] ? 0 : 1;
  }
}
