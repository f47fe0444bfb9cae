/**
 * What the tests of `gobeta ludii` on the DLP games' Ludii samples share: a sample's lines, Ludii's
 * sites as hole labels, the replay that must agree game by game, and the holes offered at a turn.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src/cli/gobeta';
import { createGame, holeLabel, initialState, legalMoves, nextGame, parseHole, playMove, playOpening, withPreset, type Game, type State } from '../../src/engine/index';
import { readTrace } from '../../src/ludii/trace';

export type Line = Record<string, unknown>;

/** A ruleset's sample of games recorded in Ludii (../shared/oracle/ludii/). */
export const samplePath = (ruleset: string): string =>
  join(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'oracle', 'ludii', `${ruleset}.sample.jsonl.gz`);

/** A sample's text (gunzipped, as the CLI reads it) and its lines. */
export function sample(path: string): { text: string; lines: Line[] } {
  const text = readTrace(path);
  return { text, lines: text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Line) };
}

/** Ludii's site on the 3x6 board as the hole's label in Ludii's coordinates (A1-F3). */
export const siteLabel = (site: number): string => `${'ABCDEF'[site % 6]}${Math.floor(site / 6) + 1}`;

/**
 * `gobeta ludii` on a sample: nothing on standard error, exit 0, and a summary of every game
 * agreeing; the games' own lines, for the caller to hold to the sample's.
 */
export function replayedInAgreement(path: string): Record<string, unknown>[] {
  const r = main(['ludii', path]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(out.at(-1)).toEqual({ summary: { games: 10, agree: 10, differ: 0 } });
  return out.slice(0, -1);
}

/**
 * The holes the engine offers at a turn, held to those Ludii offered at the move `m` (a negative
 * site is Ludii's pass); then Ludii's move played, and the position after it.
 */
export function offeredAlike(game: Game, state: State, m: Line, where: string): State {
  const ours = legalMoves(game, state).map((h) => (h === 'pass' ? 'pass' : holeLabel(game.board, 'ludii', h))).sort();
  const theirs = (m.legal_from as number[]).map((s) => (s < 0 ? 'pass' : siteLabel(s))).sort();
  expect(ours, where).toEqual(theirs);
  return playMove(game, state, m.pass ? 'pass' : parseHole(game.board, 'ludii', siteLabel(m.from as number))!).state;
}

/** The ruleset's game under its `ludii` preset (with `options` on top), as `gobeta ludii` plays it. */
export function ludiiGame(ruleset: string, options: Record<string, unknown> = {}): Game {
  const preset = withPreset(ruleset, 'ludii', options);
  return createGame(ruleset, preset.options, preset.first);
}

/** Each game's plies in a sample, by the game's number. */
export const pliesOf = (lines: Line[]) => (g: number): Line[] => lines.filter((l) => l.type === 'move' && l.g === g);

/** A game's first round: its plies up to the one after which Ludii lays out the next round. */
export function firstRoundOf(plies: Line[]): Line[] {
  return plies.slice(0, plies.findIndex((m) => m.next_phase === 'BetweenRounds') + 1);
}

/**
 * The holes offered at every turn of the ten games of a sample, held to Ludii's (offeredAlike),
 * each game from the engine's opening: `turnsOf(g)` gives the plies at which game g's turns
 * start. With `nextRound`, where the engine's round is over it lays out the next and goes on
 * (`later` counts them); with `stopWhenOver`, a game's comparison stops where the engine's game
 * (or, without `nextRound`, its round) is over.
 * Otherwise a ply after the engine's end fails the test: no move is offered where Ludii offers one.
 */
export function offeredAtEveryTurn(
  game: Game,
  turnsOf: (g: number) => Line[],
  { stopWhenOver = false, nextRound = false }: { stopWhenOver?: boolean; nextRound?: boolean } = {},
): { turns: number; later: number; finals: State[] } {
  let turns = 0;
  let later = 0;
  const finals: State[] = [];
  for (let g = 0; g < 10; g++) {
    let state: State = playOpening(game, initialState(game)).state;
    for (const m of turnsOf(g)) {
      if (nextRound && state.status === 'round-over') {
        state = nextGame(game, state.stores).state;
        later++;
      }
      if (stopWhenOver && state.status !== 'playing') break;
      state = offeredAlike(game, state, m, `game ${g}, ply ${m.ply}`);
      turns++;
    }
    finals.push(state);
  }
  return { turns, later, finals };
}

/** The plies before the first at which `stop` holds (all of them if it never does). */
export function upTo(plies: Line[], stop: (m: Line) => boolean): Line[] {
  const end = plies.findIndex(stop);
  return end < 0 ? plies : plies.slice(0, end);
}
