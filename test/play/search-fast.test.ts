import { describe, expect, it } from 'vitest';
import {
  createGame,
  initialState,
  legalMoves,
  playMove,
  playOpening,
  type State,
  mulberry32,
  ENDLESS,
  PLAYING,
  scoreLead,
  toFastMove,
} from '../../src/engine/index';
import { WON } from '../../src/play/search-events';
import { bestMovesFast, fastDepth, fastFor, fastValue, thinkFast } from '../../src/play/search-fast';

/** Every ruleset the kernel plays, at its defaults and in the DLP's observed rulesets. */
const rows: [string, Record<string, unknown>][] = [
  ['courlander-abalala', {}],
  ['courlander-sulus-aidi', {}],
  ['courlander-sulus-nishtaw', {}],
  ['walker-gabata', {}],
  ['dlp-gabata-shoa-i', { observed: 'five-holes' }],
  ['dlp-gabata-shoa-i', { observed: 'gabata-3' }],
];

/** Positions along a seeded random game, after the opening. */
function positions(id: string, options: Record<string, unknown>, count: number): { game: ReturnType<typeof createGame>; states: State[] } {
  const game = createGame(id, options);
  const rnd = mulberry32(23);
  let s = playOpening(game, initialState(game)).state;
  const states: State[] = [];
  while (states.length < count && s.status === 'playing') {
    states.push(s);
    const legal = legalMoves(game, s);
    s = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!).state;
  }
  return { game, states };
}

describe('the table of positions searched', () => {
  for (const [id, options] of rows) {
    it(`changes no value: the same best moves with and without it, depth by depth (${id} ${String(options['observed'] ?? '')})`, () => {
      const { game, states } = positions(id, options, 12);
      const fast = fastFor(game);
      expect(fast, 'the kernel plays it').not.toBeNull();
      let compared = 0;
      for (const s of states) {
        const moves = legalMoves(game, s);
        if (moves.length < 2) continue;
        for (const depth of [1, 2, 3, 4, 5]) {
          // No budget: every pass finishes, so only the table can make the two differ.
          const exact = bestMovesFast(fast!, s, moves, depth, Infinity, 'exact');
          const mirror = bestMovesFast(fast!, s, moves, depth, Infinity, 'mirror');
          expect(exact.slice().sort(), `depth ${depth}`).toEqual(mirror.slice().sort());
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(20);
    }, 60_000);
  }

  it('leaves no trace from one search to the next: a search gives the same move after any other', () => {
    const { game, states } = positions('walker-gabata', {}, 10);
    const fast = fastFor(game)!;
    const s = states[9]!;
    const moves = legalMoves(game, s);
    const alone = thinkFast(fast, s, moves, mulberry32(4), 64, 200_000);
    for (const other of states.slice(0, 9)) thinkFast(fast, other, legalMoves(game, other), mulberry32(9), 64, 200_000);
    expect(thinkFast(fast, s, moves, mulberry32(4), 64, 200_000)).toBe(alone);
  });
});

describe('the worth the search reports (fastValue)', () => {
  it('is the best lead one move earns the mover, after a search one move deep', () => {
    for (const [id, options] of rows) {
      const { game, states } = positions(id, options, 8);
      const fast = fastFor(game)!;
      for (const s of states) {
        const moves = legalMoves(game, s);
        if (moves.length < 2) continue;
        const root = fast.position(s);
        const sign = root.toMove === 0 ? 1 : -1;
        let top = -Infinity;
        for (const m of moves) {
          const c = fast.copy(root);
          fast.play(c, toFastMove(m));
          const d = sign * scoreLead(c);
          const worth = c.status === PLAYING ? d : c.status === ENDLESS ? 0 : d > 0 ? WON + d : d < 0 ? -WON + d : 0;
          if (worth > top) top = worth;
        }
        bestMovesFast(fast, s, moves, 1, Infinity);
        expect(fastValue.last, `${id} ${String(options['observed'] ?? '')}`).toBe(top);
      }
    }
  });
});

/** Positions near a game's end: the last `count` before a seeded random game is over. */
function endings(id: string, options: Record<string, unknown>, seed: number, count: number): { game: ReturnType<typeof createGame>; states: State[] } {
  const game = createGame(id, options);
  const rnd = mulberry32(seed);
  let s = playOpening(game, initialState(game)).state;
  const states: State[] = [];
  while (s.status === 'playing') {
    if (legalMoves(game, s).length > 1) states.push(s);
    const legal = legalMoves(game, s);
    s = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!).state;
  }
  return { game, states: states.slice(-count) };
}

describe('late moves searched a move shallower first (the strong search)', () => {
  for (const [id, options] of rows) {
    const name = `${id} ${String(options['observed'] ?? '')}`;
    it(`reaches deeper at the same budget than the search without them (${name})`, () => {
      const { game, states } = positions(id, options, 16);
      const fast = fastFor(game)!;
      let strong = 0;
      let exact = 0;
      for (const s of states) {
        const moves = legalMoves(game, s);
        if (moves.length < 2) continue;
        bestMovesFast(fast, s, moves, 64, 150_000, 'strong');
        strong += fastDepth.last;
        bestMovesFast(fast, s, moves, 64, 150_000, 'exact');
        exact += fastDepth.last;
      }
      expect(strong, name).toBeGreaterThan(exact);
    }, 60_000);

    it(`finds the same worth as the search without them where it reads every line to the game's end (${name})`, () => {
      let compared = 0;
      for (const seed of [5, 6, 7, 8]) {
        const { game, states } = endings(id, options, seed, 5);
        const fast = fastFor(game)!;
        for (const s of states) {
          const moves = legalMoves(game, s);
          // With no budget, a search stops short of its depth only where no line is cut off by it.
          bestMovesFast(fast, s, moves, 16, Infinity, 'exact');
          if (fastDepth.last >= 16) continue;
          const exact = fastValue.last;
          bestMovesFast(fast, s, moves, 64, Infinity, 'strong');
          expect(fastDepth.last, `${name}, seed ${seed}: read to the end`).toBeLessThan(64);
          expect(fastValue.last, `${name}, seed ${seed}`).toBe(exact);
          compared++;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(5);
    }, 60_000);
  }
});
