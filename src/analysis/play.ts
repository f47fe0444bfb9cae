/**
 * One random game of the analysis, and what it contributes to the figures. Every game has a seed
 * of its own, made from the base seed and its number, so any single game can be replayed without
 * the ones before it (test/analysis/data.test.ts does, for a sample).
 *
 * Game i of every variant of a ruleset has the same seed: two readings that never make a
 * difference in a game play exactly the same game.
 */
import {
  awaitsOpening,
  InputError,
  legalMoves,
  nextGame,
  playMove,
  playOpening,
  scores,
  type Game,
  type GameEvent,
  type Player,
  type State,
  fastGame,
  type FastGame,
  PLAYING,
  mulberry32,
} from '../engine/index';
import { raceOutcome, type GameEnd, type LaterOpening, type RaceOutcome } from './race';

/**
 * The seed of game `i` from the base seed: murmur3's 32-bit finaliser of the two mixed, so that
 * neighbouring games get unrelated streams from mulberry32.
 */
export function gameSeed(base: number, i: number): number {
  let h = (Math.imul(base | 0, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export interface GameRun {
  /** Moves after the opening (a DLP pass counts as a move). */
  moves: number;
  end: GameEnd;
  /** Who made the first move after the opening; null if play stopped in the opening. */
  firstMover: Player | null;
  /** For a finished game: the first mover's result, by scores() at the end. */
  result: 'win' | 'draw' | 'loss' | null;
  final: State;
  race: RaceOutcome | null;
}

function endlessReason(events: readonly GameEvent[]): 'endless-cycle' | 'endless-limit' {
  const e = events.findLast((x) => x.type === 'endless');
  return e?.type === 'endless' && e.reason === 'cycle' ? 'endless-cycle' : 'endless-limit';
}

/** One game of uniformly random legal moves from `state` (its opening first, if it awaits one). */
export function playRandomGame(game: Game, state: State, rnd: () => number, moveCap: number): GameRun {
  let s = state;
  let race: RaceOutcome | null = null;
  let last: readonly GameEvent[] = [];
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    race = raceOutcome(game, o.events, o.state);
    s = o.state;
    last = o.events;
  }
  const firstMover = s.status === 'playing' ? s.toMove : null;
  let moves = 0;
  while (s.status === 'playing' && moves < moveCap) {
    const legal = legalMoves(game, s);
    if (legal.length === 0) throw new Error(`${game.rules.id}: no legal move in a game still on`);
    const r = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!);
    s = r.state;
    last = r.events;
    moves++;
  }
  const end: GameEnd = s.status === 'playing' ? 'capped' : s.status === 'endless' ? endlessReason(last) : 'finished';
  return { moves, end, firstMover, result: resultOf(game, s, end, firstMover), final: s, race };
}

/** Each game's fast path, compiled once; null where the kernel does not play the game. */
const fastPaths = new WeakMap<Game, FastGame | null>();

function fastPathOf(game: Game): FastGame | null {
  let f = fastPaths.get(game);
  if (f === undefined) {
    const support = fastGame(game);
    f = support.ok ? support.fast : null;
    fastPaths.set(game, f);
  }
  return f;
}

interface Opening {
  state: State;
  race: RaceOutcome | null;
  /** How an opening that never ended was stopped; null where it ended. */
  end: GameEnd | null;
}

/**
 * What draws nothing from the game's random stream is the same every time, so it is worked out
 * once per game and kept (read, never changed): the opening from a start (every game of a
 * variant starts from the standard start), the next game after a final score.
 */
const openings = new WeakMap<Game, Map<string, Opening>>();
const nextGames = new WeakMap<Game, Map<string, NextGame>>();

function kept<T>(store: WeakMap<Game, Map<string, T>>, game: Game, key: string, make: () => T): T {
  let m = store.get(game);
  if (!m) store.set(game, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
}

function openingFrom(game: Game, start: State): Opening {
  return kept(openings, game, JSON.stringify(start), () => {
    const o = playOpening(game, start);
    return { state: o.state, race: raceOutcome(game, o.events, o.state), end: o.state.status === 'endless' ? endlessReason(o.events) : null };
  });
}

/**
 * The same game as playRandomGame, its moves played on the fast path (the opening stays on the
 * event path, whose events tell how the race went): the same legal moves in the same order, so the
 * same draws from `rnd` pick the same moves, and every position is the event path's
 * (test/engine/fast-equality.test.ts).
 */
function playRandomGameFast(game: Game, fast: FastGame, state: State, rnd: () => number, moveCap: number): GameRun {
  let s = state;
  let race: RaceOutcome | null = null;
  let openingEnd: GameEnd | null = null;
  if (awaitsOpening(s)) {
    const o = openingFrom(game, s);
    // The kept opening is shared: the caller gets its own copy of the race.
    ({ state: s, end: openingEnd } = o);
    race = o.race && { ...o.race, finished: o.race.finished.slice() };
  }
  const firstMover = s.status === 'playing' ? s.toMove : null;
  const f = fast.position(s);
  const legal = new Int32Array(fast.maxMoves);
  let moves = 0;
  while (f.status === PLAYING && moves < moveCap) {
    const n = fast.legalMoves(f, legal);
    if (n === 0) throw new Error(`${game.rules.id}: no legal move in a game still on`);
    fast.play(f, legal[Math.floor(rnd() * n)]!);
    moves++;
  }
  const final = moves > 0 ? fast.state(f) : s;
  const end: GameEnd =
    final.status === 'playing' ? 'capped' : final.status === 'endless' ? (openingEnd ?? (fast.endedByCycle ? 'endless-cycle' : 'endless-limit')) : 'finished';
  return { moves, end, firstMover, result: resultOf(game, final, end, firstMover), final, race };
}

function resultOf(game: Game, s: State, end: GameEnd, firstMover: Player | null): GameRun['result'] {
  if (end !== 'finished' || firstMover === null) return null;
  const score = scores(game, s);
  const other = game.rules.players.find((p) => p !== firstMover)!;
  return score[firstMover]! > score[other]! ? 'win' : score[firstMover]! < score[other]! ? 'loss' : 'draw';
}

/** How the next game of a series opened after a finished first game, and who then moved first. */
export interface NextGame {
  opening: LaterOpening;
  /** null where there is no next game (the series is over, or not all pieces were scored). */
  mover: 'bottom' | 'top' | 'none' | null;
}

/**
 * What one game adds to its variant's figures: all the figures are made from these and nothing
 * else, so a game replayed from its seed must give the very same contribution.
 */
export interface Contribution {
  moves: number;
  end: GameEnd;
  firstMover: Player | null;
  result: GameRun['result'];
  /** The final score of a finished game, the first mover's first; null otherwise. */
  score: number[] | null;
  /** The next game of the series, for a ruleset whose opening is a race and a finished game. */
  next: NextGame | null;
  /** The opening's race (the same in every game: they all start from the standard start). */
  race: RaceOutcome | null;
}

/** nextOf, worked out once per game and final score. */
function keptNextOf(game: Game, final: State): NextGame {
  const next = kept(nextGames, game, JSON.stringify(scores(game, final)), () => nextOf(game, final));
  return { ...next };
}

function nextOf(game: Game, final: State): NextGame {
  const total = game.board.size * game.rules.beansPerHole(game.options);
  const pieces = scores(game, final);
  if (Object.values(pieces).reduce((a, b) => a + b, 0) !== total) return { opening: 'not-all-scored', mover: null };
  let s: State;
  try {
    s = nextGame(game, pieces).state;
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { opening: 'series-over', mover: null };
  }
  let opening: LaterOpening = 'no-race';
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    opening = raceOutcome(game, o.events, o.state)?.end ?? 'no-race';
    s = o.state;
  }
  const [bottom] = game.rules.players;
  return { opening, mover: s.status !== 'playing' || s.toMove === null ? 'none' : s.toMove === bottom ? 'bottom' : 'top' };
}

/**
 * Game `seed` of a variant: its moves on the fast path where the kernel plays the game, else on
 * the event path (`limits.record` 0 keeps no bean-by-bean events). Both play the same game, so
 * the figures do not depend on which (test/analysis/data.test.ts replays sample games).
 */
export function playGame(game: Game, start: State, seed: number, moveCap: number, useFast = true): Contribution {
  const fast = useFast ? fastPathOf(game) : null;
  const rnd = mulberry32(seed);
  const run = fast ? playRandomGameFast(game, fast, start, rnd, moveCap) : playRandomGame(game, start, rnd, moveCap);
  let score: number[] | null = null;
  if (run.end === 'finished' && run.firstMover !== null) {
    const s = scores(game, run.final);
    score = [run.firstMover, ...game.rules.players.filter((p) => p !== run.firstMover)].map((p) => s[p]!);
  }
  const next = run.race && run.end === 'finished' ? (fast ? keptNextOf : nextOf)(game, run.final) : null;
  return { moves: run.moves, end: run.end, firstMover: run.firstMover, result: run.result, score, next, race: run.race };
}
