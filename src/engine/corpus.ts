import { allowedValues, awaitsOpening, createGame, initialState, legalMoves, playMove, playOpening, type Game } from './game';
import type { OptionId } from './options';
import { mulberry32 } from './random';
import { rulesets } from './rulesets';
import { nextGame } from './series';
import type { GameEvent, State } from './types';

/**
 * Seeded random games under every reading of a ruleset: what the tests (test/engine/) and the
 * clauses page (the steps each sentence licenses) take as the engine's whole repertoire.
 */

/** Play a game of random legal moves from `state` to its end (or `cap` moves); yield every batch of events. */
export function* randomGame(game: Game, state: State, rnd: () => number, cap = 2000): Generator<GameEvent[], State> {
  let s = state;
  if (awaitsOpening(s)) {
    const o = playOpening(game, s);
    yield o.events;
    s = o.state;
  }
  for (let n = 0; s.status === 'playing' && n < cap; n++) {
    const moves = legalMoves(game, s);
    const r = playMove(game, s, moves[Math.floor(rnd() * moves.length)]!);
    yield r.events;
    s = r.state;
  }
  return s;
}

/** Every way a ruleset can be set up: its defaults, each option's each value, and each first player. */
export function variants(id: string): { options: Record<string, unknown>; first?: string }[] {
  const rules = rulesets[id as keyof typeof rulesets];
  const out: { options: Record<string, unknown>; first?: string }[] = [{ options: {} }];
  for (const option of Object.keys(rules.readings)) {
    for (const value of allowedValues(rules, option as OptionId)) out.push({ options: { [option]: value } });
  }
  return out.flatMap((v) => {
    const choice = rules.firstChoice(createGame(id, v.options).options);
    return choice ? rules.players.map((first) => ({ ...v, first })) : [v];
  });
}

/**
 * The events of random games under every variant of a ruleset, and of the next games of their
 * series (an even split, then lopsided ones), played out too: each batch with its game.
 */
export function* randomPlays(id: string, gamesPerVariant: number, seed = 1): Generator<{ game: Game; events: GameEvent[] }> {
  const rnd = mulberry32(seed);
  for (const v of variants(id)) {
    const game = createGame(id, v.options, v.first);
    const [a, b] = game.rules.players;
    const total = game.board.size * game.rules.beansPerHole(game.options);
    for (let k = 0; k < gamesPerVariant; k++) {
      for (const events of randomGame(game, initialState(game), rnd)) yield { game, events };
      const weaker = k === 0 ? total / 2 : 2 + Math.floor(rnd() * (total / 2 - 2));
      let next: ReturnType<typeof nextGame> | null = null;
      try {
        next = nextGame(game, { [a]: weaker, [b]: total - weaker });
      } catch {
        // A lopsided split may end the series: nothing to play.
      }
      if (!next) continue;
      yield { game, events: next.events };
      for (const events of randomGame(game, next.state, rnd)) yield { game, events };
    }
  }
}
