import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaitsOpening,
  createGame,
  initialState,
  legalMoves,
  playMove,
  playOpening,
  replay,
  rulesetIds,
  totalPieces,
  whyIllegal,
  type GameEvent,
  type State,
} from '../../src/engine/index';
import { mulberry32 } from '../../src/engine/index';
import { buildSteps } from '../../src/widgets/steps';
import { viewOf } from '../../src/widgets/played-view';
import { toyGabata } from './invented/toy-gabata/index';

/**
 * Issue 24 §2: a ruleset made of existing mechanics is one folder. This one (./invented/toy-gabata/)
 * is known to no file under src/: the test alone hands it to the engine, which plays it, replays a
 * record of it, narrates it and steps through it.
 */
describe('a ruleset defined in one folder, outside the catalog', () => {
  it('is known to the catalog by no line: the test alone gives it to the engine', () => {
    expect(rulesetIds).not.toContain('toy-gabata');
    const game = createGame(toyGabata);
    expect(game.rules.id).toBe('toy-gabata');
    expect(game.board.size).toBe(10);
    expect(initialState(game).holes).toEqual(Array(10).fill(2));
  });

  it('plays: the opening names the first player, and a move relays and ends as its landing rules say', () => {
    const game = createGame(toyGabata);
    const o = playOpening(game, initialState(game));
    expect(o.events).toEqual([{ type: 'first-player', player: 'south', clause: 'toy.first' }]);
    expect(legalMoves(game, o.state)).toEqual([0, 1, 2, 3, 4]);
    // South lifts A1's two seeds into B1 and C1; C1 held two, so he lifts its three, and so on round the
    // board until his last seed falls into E2, emptied earlier in the turn: north's hole, nothing to take.
    const m = playMove(game, o.state, 0);
    expect(m.events.map((e) => [e.type, 'hole' in e ? e.hole : null, e.clause])).toEqual([
      ['pick-up', 0, 'toy.move'],
      ['drop', 1, 'toy.sow'],
      ['drop', 2, 'toy.sow'],
      ['relay', 2, 'toy.relay'],
      ['drop', 3, 'toy.sow'],
      ['drop', 4, 'toy.sow'],
      ['drop', 5, 'toy.sow'],
      ['relay', 5, 'toy.relay'],
      ['drop', 6, 'toy.sow'],
      ['drop', 7, 'toy.sow'],
      ['drop', 8, 'toy.sow'],
      ['relay', 8, 'toy.relay'],
      ['drop', 9, 'toy.sow'],
      ['drop', 0, 'toy.sow'],
      ['drop', 1, 'toy.sow'],
      ['relay', 1, 'toy.relay'],
      ['drop', 2, 'toy.sow'],
      ['drop', 3, 'toy.sow'],
      ['drop', 4, 'toy.sow'],
      ['drop', 5, 'toy.sow'],
      ['play-end', 5, 'toy.end'],
      ['turn-end', null, 'toy.turns'],
    ]);
    expect(m.state.holes).toEqual([1, 0, 1, 4, 4, 1, 3, 3, 0, 3]);
    expect(m.state.toMove).toBe('north');
    expect(whyIllegal(game, m.state, 0)).toBe("it is south's hole, not north's");
  });

  it('plays random games to their end, no seed created or lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const game = createGame(toyGabata);
        const rnd = mulberry32(seed);
        let s: State = playOpening(game, initialState(game)).state;
        for (let i = 0; i < 300 && s.status === 'playing'; i++) {
          const legal = legalMoves(game, s);
          if (legal.length === 0) break;
          s = playMove(game, s, legal[Math.floor(rnd() * legal.length)]!).state;
          expect(totalPieces(s)).toBe(20);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('replays a record of it, and narrates and steps through what it played', () => {
    const game = createGame(toyGabata);
    const r = replay(game, { ruleset: 'toy-gabata', moves: ['A1', 'E2'] });
    expect(r.moves.map((m) => m.player)).toEqual(['south', 'north']);
    expect(r.opening?.events[0]).toMatchObject({ type: 'first-player', player: 'south' });

    const start = initialState(game);
    const events: GameEvent[] = [];
    let s = start;
    const moves = [];
    if (awaitsOpening(s)) {
      const o = playOpening(game, s);
      moves.push({ label: 'opening', player: null, first: 0 });
      events.push(...o.events);
      s = o.state;
    }
    moves.push({ label: 'A1', player: 'south', first: events.length });
    const m = playMove(game, s, 0);
    events.push(...m.events);
    const steps = buildSteps(viewOf({ game, start, events, moves, final: m.state }), 'ludii');
    const words = steps.map((x) => x.narration);
    expect(words).toContain('South lifts both seeds in hole A1.');
    expect(words.some((w) => /in hole C1, which now holds three\./.test(w))).toBe(true);
    expect(steps.at(-1)!.state.holes).toEqual(m.state.holes);
  });
});
