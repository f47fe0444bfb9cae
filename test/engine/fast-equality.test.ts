/**
 * The listener changes nothing: one implementation of the rules (src/engine/mechanics/, the
 * rulesets' folders) plays each game twice, once telling a listener every step (playMove, the
 * narrated API) and once telling nobody (FastGame, for search and analysis). Random games, compared
 * after the opening and after every move (position, status, scores, legal moves, beans dropped),
 * for every ruleset under every reading it offers, one at a time and all drawn at random, and on
 * into the next game of a series. FAST_EQ_GAMES games for a ruleset's defaults and its readings drawn at random
 * (default 50), a fifth of that for each other value of an option; `npm run fast-equality` plays the issue's 10,000 per case (see docs/engine.md). Sowings that
 * never end are checked below from positions known to reach them, by cycle and by limit.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  initialState,
  playMove,
  playOpening,
  positionFromJson,
  type Game,
  type State,
  fastGame,
  type FastGame,
} from '../../src/engine/index';
import { cases, checkCase } from './fast-equality';

const GAMES = Number(process.env.FAST_EQ_GAMES ?? 50);

describe('a game played with a listener and without one is the same game', () => {
  for (const c of cases()) {
    // A ruleset's defaults and its readings drawn at random play the full count; each other value of
    // one option, a fifth of it (the cases grow with every ruleset's options; the script plays 10,000 each).
    const games = c.options === 'random' || Object.keys(c.options).length === 0 ? GAMES : Math.ceil(GAMES / 5);
    it(`${c.name}: ${games} games`, () => {
      const t = checkCase(c, games, 20_251_123);
      expect(t.games).toBe(games);
      expect(t.moves).toBeGreaterThan(games * 10);
    });
  }
});

function fast(game: Game): FastGame {
  const f = fastGame(game);
  if (!f.ok) throw new Error(f.why);
  return f.fast;
}

/** The move on both paths, and the positions after it. */
function both(game: Game, s: State, move: number | null) {
  const k = fast(game);
  const f = k.position(s);
  if (move === null) k.playOpening(f);
  else k.play(f, move);
  const r = move === null ? playOpening(game, s) : playMove(game, s, move);
  return { fast: k.state(f), events: r.state, last: r.events.at(-1) };
}


/** Positions from random Abalalà games whose next move (A's, from the hole numbered) sows for ever, with its cycle's period. */
const cycles = [
  { period: 246, move: 11, holes: [0, 1, 0, 1, 2, 3, 1, 0, 2, 1, 2, 0, 6, 1, 0, 1, 0, 1], stores: { B: 22, A: 10 } },
  { period: 1056, move: 14, holes: [0, 1, 0, 1, 0, 1, 0, 6, 0, 1, 0, 6, 1, 4, 0, 1, 0, 1], stores: { B: 24, A: 7 } },
  { period: 718, move: 11, holes: [2, 1, 0, 1, 2, 3, 0, 1, 0, 1, 4, 0, 2, 1, 14, 1, 6, 3], stores: { B: 1, A: 11 } },
];

const courlander = (holes: number[], stores: Record<string, number>, toMove: string | null) => ({
  holes: Object.fromEntries(holes.map((n, i) => [`${i + 1}`, n])),
  stores,
  toMove,
  status: 'playing',
});

describe('sowings that never end, with a listener and without', () => {
  for (const c of cycles) {
    it(`stops a cycle of ${c.period} sowings where the event path does, and at its search limit`, () => {
      for (const search of [10_000_000, 5_000, 777]) {
        const g = createGame('courlander-abalala', {}, undefined, { record: 0, search });
        const s = positionFromJson(g, courlander(c.holes, c.stores, 'A'));
        const r = both(g, s, c.move - 1);
        expect(r.events.status).toBe('endless');
        expect(r.last).toMatchObject({ type: 'endless', ...(search === 10_000_000 ? { reason: 'cycle', period: c.period } : {}) });
        expect(r.fast).toEqual(r.events);
      }
    });
  }

  it("stops a cycle of 450 sowings of the DLP's Abalala'e, each player on his own route, where the event path does", () => {
    // From a random game (mulberry32 seed 3597, the default readings): south's move from D1 (index 3) never ends.
    const holes = [1, 2, 1, 2, 5, 1, 0, 4, 3, 0, 3, 2, 1, 0, 1, 0, 1, 0];
    for (const search of [10_000_000, 5_000, 777]) {
      const g = createGame('dlp-abalalae', {}, undefined, { record: 0, search });
      const s: State = { ...initialState(g), holes, stores: { south: 21, north: 6 }, toMove: 'south', inProgress: true };
      const r = both(g, s, 3);
      expect(r.events.status).toBe('endless');
      expect(r.last).toMatchObject({ type: 'endless', ...(search === 10_000_000 ? { reason: 'cycle', period: 450 } : {}) });
      expect(r.fast).toEqual(r.events);
    }
  });

  it('stops a sowing of millions of relays at the search limit', () => {
    const g = createGame('courlander-abalala', {}, undefined, { record: 0, search: 300_000 });
    const long = [2, 13, 2, 1, 0, 2, 4, 3, 6, 1, 2, 3, 6, 1, 2, 2, 1, 3];
    const r = both(g, positionFromJson(g, courlander(long, { B: 0, A: 0 }, 'A')), 14);
    expect(r.last).toMatchObject({ type: 'endless', reason: 'limit' });
    expect(r.fast).toEqual(r.events);
  });

  it('stops a race that goes on, with the beans in hand where the event path leaves them', () => {
    const race = [5, 3, 0, 1, 3, 2, 3, 2, 11, 3, 4, 3, 2, 3, 3, 3, 2, 1];
    for (const search of [5_000, 100_000]) {
      const g = createGame('courlander-abalala', {}, undefined, { record: 0, search });
      const r = both(g, positionFromJson(g, courlander(race, {}, null)), null);
      expect(r.events.status).toBe('endless');
      expect(r.fast).toEqual(r.events);
    }
  });
});
