import type { Game, GameEvent, OptionId, State } from '../../src/engine/index';
import { mulberry32 } from '../../src/engine/random';
import { allowedValues, awaitsOpening, createGame, legalMoves, nextGame, playMove, playOpening, initialState, rulesets } from '../../src/engine/index';

/** The corpus is seeded, so that it is the same on every run. */
export const prng = mulberry32;

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
  const withFirst = out.flatMap((v) => {
    const choice = rules.firstChoice(createGame(id, v.options).options);
    return choice ? rules.players.map((first) => ({ ...v, first })) : [v];
  });
  return withFirst;
}

/**
 * The clauses cited by the events of random games under every variant of a ruleset, and of the
 * next games of their series (including lopsided ones, played out too).
 */
export function citedClauses(id: string, gamesPerVariant: number, seed = 1): Set<string> {
  const rnd = prng(seed);
  const cited = new Set<string>();
  const record = (events: GameEvent[]) => events.forEach((e) => cited.add(e.clause));
  const playOut = (game: Game, s: State) => {
    const it = randomGame(game, s, rnd);
    for (let r = it.next(); !r.done; r = it.next()) record(r.value);
  };
  for (const v of variants(id)) {
    const game = createGame(id, v.options, v.first);
    const [a, b] = game.rules.players;
    const total = game.board.size * game.rules.beansPerHole(game.options);
    for (let k = 0; k < gamesPerVariant; k++) {
      playOut(game, initialState(game));
      const weaker = k === 0 ? total / 2 : 2 + Math.floor(rnd() * (total / 2 - 2));
      try {
        const next = nextGame(game, { [a]: weaker, [b]: total - weaker });
        record(next.events);
        playOut(game, next.state);
      } catch {
        // A lopsided split may end the series: nothing to play.
      }
    }
  }
  return cited;
}
