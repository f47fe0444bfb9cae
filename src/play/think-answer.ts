/**
 * One question to the computer player and its answer, as plain data, so that it can cross into a
 * worker (./computer.worker.ts) and back: the game by its ruleset, readings and first player, the
 * position, the strength, and a seed for the computer's own draws. The same function answers in
 * the page when no worker can be had (./thinker.ts).
 */
import type { Game, Move, State } from '../engine/index';
import { InputError } from '../engine/errors';
import { createGame } from '../engine/game';
import { mulberry32 } from '../engine/random';
import { pendingLoad } from '../engine/rulesets/load';
import type { Strength } from './strengths';

export interface ThinkRequest {
  ruleset: string;
  options: Record<string, unknown>;
  /** Given only where the players choose who begins; where the rules decide, createGame refuses it. */
  first?: string;
  state: State;
  strength: Strength;
  /** Seeds the computer's draws among equal moves, so the page's own generator still decides a game. */
  seed: number;
}

export type ThinkReply = { move: Move } | { error: string };

/** The question for `game` at `state`. */
export function requestFor(game: Game, state: State, strength: Strength, seed: number): ThinkRequest {
  const request: ThinkRequest = { ruleset: game.rules.id, options: { ...game.options }, state, strength, seed };
  if (game.rules.firstChoice(game.options)) request.first = game.first;
  return request;
}

/** The search, with the rules of `ruleset` loaded beside it (an unknown ruleset loads nothing: createGame names it). */
export const prepare = (ruleset: string) => Promise.all([import('./computer'), pendingLoad(ruleset)]).then(([m]) => m.chooseMove);

/** The computer's move, or what is wrong with the question. */
export async function answer(request: ThinkRequest): Promise<ThinkReply> {
  try {
    const chooseMove = await prepare(request.ruleset);
    const game = createGame(request.ruleset, request.options, request.first);
    return { move: chooseMove(game, request.state, request.strength, mulberry32(request.seed)) };
  } catch (e) {
    if (e instanceof InputError) return { error: `${e.field}: ${e.message}` };
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
