import type { Board } from './board';
import { InputError } from './errors';
import type { OptionId, Options, OptionValue } from './options';
import { EventLog } from './mechanics/log';
import { Playing } from './mechanics/play';
import { legalHoles, playHole } from './mechanics/sow';
import { standardStart } from './mechanics/start';
import { intoPosition, toState } from './position';
import { defaultLimits, type Limits, type Play, type Ruleset } from './ruleset';
import { isRulesetId, rulesetIds } from './rulesets/catalog';
import { loadedRuleset } from './rulesets/load';
import type { GameEvent, Hole, Player, State } from './types';

/** A ruleset with its readings chosen and its first player named: everything fixed for a game. */
export interface Game {
  rules: Ruleset;
  options: Options;
  board: Board;
  first: Player;
  /** How far to follow a very long sowing (defaultLimits unless a page wants less). */
  limits: Limits;
}

export type Move = Hole | 'pass';

/**
 * A ruleset's rules, by its id, once loaded: one by loadRuleset (./rulesets/load.ts), as an island
 * loads the ones its reader turns to, or all by importing the engine's front door (its registry,
 * ./rulesets/index.ts), as the server, the CLI and the tests do. Nothing is loaded behind a caller's
 * back, and the same code runs in the browser and on the server.
 */
export function getRuleset(id: string): Ruleset {
  if (!isRulesetId(id)) {
    throw new InputError('ruleset', `unknown ruleset "${id}" (known: ${rulesetIds.join(', ')})`);
  }
  return loadedRuleset(id);
}

/** The values a ruleset allows for one of its options. */
export function allowedValues(rules: Ruleset, id: OptionId): OptionValue[] {
  return rules.readings[id]?.values ?? rules.readingSpecs.options[id]!.readings.map((r) => r.value);
}

/** Every option of the ruleset at its default, overridden by the given readings (checked). */
export function resolveOptions(rules: Ruleset, given: Record<string, unknown> = {}): Options {
  const options: Options = {};
  // Written by id as read from a record; each value is checked against the option's below.
  const set = options as Record<string, OptionValue>;
  for (const [id, reading] of Object.entries(rules.readings)) set[id] = reading.default;
  for (const [id, value] of Object.entries(given)) {
    if (!Object.hasOwn(rules.readings, id)) {
      const known = Object.keys(rules.readings).join(', ');
      throw new InputError(`options.${id}`, `${rules.id} has no option "${id}" (its options: ${known})`);
    }
    const allowed = allowedValues(rules, id as OptionId);
    if (!allowed.includes(value as OptionValue)) {
      const list = allowed.map((v) => JSON.stringify(v)).join(', ');
      throw new InputError(`options.${id}`, `${JSON.stringify(value)} is not a reading of "${id}" (choose ${list})`);
    }
    set[id] = value as OptionValue;
  }
  return options;
}

/**
 * A game of a ruleset under the given readings. The ruleset is given itself (any ruleset, the
 * catalog's or one defined elsewhere, such as a test's), or by its catalog id once loaded.
 */
export function createGame(ruleset: string | Ruleset<string, string>, given: Record<string, unknown> = {}, first?: string, limits: Limits = defaultLimits): Game {
  // A ruleset given itself need not be one of the catalog's: its id types only the catalog's.
  const rules = typeof ruleset === 'string' ? getRuleset(ruleset) : (ruleset as unknown as Ruleset);
  const options = resolveOptions(rules, given);
  const choice = rules.firstChoice(options);
  if (first !== undefined) {
    if (!rules.players.includes(first)) {
      throw new InputError('first', `"${first}" is not a player of ${rules.id} (its players are ${rules.players.join(' and ')})`);
    }
    if (!choice) {
      throw new InputError('first', `in ${rules.id} with these readings the rules decide who begins; leave "first" out`);
    }
  }
  return { rules, options, board: rules.board(options), first: first ?? choice?.default ?? rules.players[0], limits };
}

const plays = new WeakMap<Game, Play>();

/** The Play a game's moves are made on (one per game, reused: it holds the board's tables). */
export function playOf(game: Game): Play {
  let g = plays.get(game);
  if (!g) plays.set(game, (g = new Playing(game.rules, game.options, game.board, game.first, game.limits)));
  return g;
}

/** Run `act` on a copy of the position with a listener that writes every event down. Pure. */
function narrated(game: Game, state: State, act: (g: Play) => void): { state: State; events: GameEvent[] } {
  const g = playOf(game);
  const before = { pos: g.pos, listener: g.listener };
  const pos = intoPosition(g.scratch.play, game.rules.players, state);
  const log = new EventLog(g);
  g.pos = pos;
  g.listener = log;
  g.begin();
  try {
    act(g);
  } finally {
    g.pos = before.pos;
    g.listener = before.listener;
  }
  return { state: toState(game.rules.players, pos), events: log.events };
}

/** The Play of the game, set on `state` to read it (nothing is changed). */
function reading(game: Game, state: State): Play {
  const g = playOf(game);
  g.pos = intoPosition(g.scratch.read, game.rules.players, state);
  return g;
}

export function initialState(game: Game): State {
  return standardStart(game.rules, game.options);
}

/** True while the opening is still to be played: no one to move yet, play not over. */
export function awaitsOpening(state: State): boolean {
  return state.toMove === null && state.status === 'playing';
}

/** Play the opening (race, initial move, lots) on a position that awaits it. Pure. */
export function playOpening(game: Game, state: State): { state: State; events: GameEvent[] } {
  return narrated(game, state, (g) => game.rules.opening.play(g));
}

/** The moves open to the player to move: holes, or "pass" where the rules allow it. */
export function legalMoves(game: Game, state: State): Move[] {
  if (state.status !== 'playing' || state.toMove === null) return [];
  const g = reading(game, state);
  const holes: Hole[] = [];
  legalHoles(g, g.index(state.toMove), holes);
  if (holes.length > 0) return holes;
  return game.rules.pass ? ['pass'] : [];
}

/** Why a move is not legal here, or null if it is. */
export function whyIllegal(game: Game, state: State, move: Move): string | null {
  if (state.status !== 'playing') return `the game is over (${state.status})`;
  const p = state.toMove;
  if (p === null) return 'the opening has not been played';
  if (move !== 'pass' && !(Number.isInteger(move) && move >= 0 && move < game.board.size)) return 'there is no such hole';
  const legal = legalMoves(game, state);
  if (legal.includes(move)) return null;
  if (move === 'pass') {
    return legal.length > 0 ? `${p} may not pass: ${p} has a move` : `${game.rules.id} has no pass: a player with nothing to move has lost, or the game has ended`;
  }
  if (state.owners[move] !== p) return `it is ${state.owners[move]}'s hole, not ${p}'s`;
  if (state.claims[move] !== null) return `it is claimed by ${state.claims[move]}`;
  if (state.holes[move] === 0) return 'it is empty';
  return game.rules.startRefused?.why(reading(game, state), playOf(game).index(p), move) ?? 'the rules forbid starting from it';
}

/** Play one move. Pure: returns the events and the position after them. */
export function playMove(game: Game, state: State, move: Move): { state: State; events: GameEvent[] } {
  const why = whyIllegal(game, state, move);
  if (why) throw new InputError('move', why);
  return narrated(game, state, (g) => (move === 'pass' ? game.rules.pass!(g) : playHole(g, g.pos.toMove, move)));
}

/** What each player has won and holds in claims: the score if the game stopped now. */
export function scores(game: Game, state: State): Record<Player, number> {
  const out: Record<Player, number> = { ...state.stores };
  state.claims.forEach((holder, h) => {
    if (holder) out[holder] = (out[holder] ?? 0) + state.holes[h]!;
  });
  for (const p of game.rules.players) out[p] ??= 0;
  return out;
}
