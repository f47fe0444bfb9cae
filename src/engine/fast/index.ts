/**
 * The fast path: the same rules as the event path, for random play, search and analysis, on typed
 * arrays with no events. `fastGame` compiles a Game; where the kernel does not know the ruleset or
 * a reading it says so (`ok: false`), and the caller keeps to the event path.
 */
import type { Game } from '../game';
import type { Player, State } from '../types';
import { FastKernel, PASS } from './kernel';
import { playOpening, RaceScratch } from './openings';
import { copyInto, copyPosition, fromState, PLAYING, toState, type FastPosition } from './position';
import { compileRules } from './rules';

export { PASS } from './kernel';
export { copyInto, copyPosition, scoreLead, NOBODY, PLAYING, ROUND_OVER, GAME_OVER, ENDLESS, type FastPosition } from './position';

export class FastGame {
  readonly kernel: FastKernel;
  readonly players: readonly [Player, Player];
  private readonly race: RaceScratch;

  constructor(kernel: FastKernel, players: readonly [Player, Player]) {
    this.kernel = kernel;
    this.players = players;
    this.race = new RaceScratch(kernel.rules.size);
  }

  /** The largest number of moves a position can offer: one per hole. */
  get maxMoves(): number {
    return this.kernel.rules.size;
  }

  position(state: State): FastPosition {
    return fromState(this.players, state);
  }

  state(f: FastPosition): State {
    return toState(this.players, f);
  }

  /** True while the opening is still to be played (as awaitsOpening). */
  awaitsOpening(f: FastPosition): boolean {
    return f.toMove < 0 && f.status === PLAYING;
  }

  /** Play the opening in place. */
  playOpening(f: FastPosition): void {
    playOpening(this.kernel, f, this.race);
  }

  /** The legal moves into `out` (holes, or PASS); returns how many. */
  legalMoves(f: FastPosition, out: Int32Array): number {
    return this.kernel.legalMoves(f, out);
  }

  /** Play a legal move in place. */
  play(f: FastPosition, move: number): void {
    this.kernel.play(f, move);
  }

  /** Beans dropped by the last move or opening played. */
  get sown(): number {
    return this.kernel.sown;
  }

  /** The last game stopped as endless was stopped by a cycle (else by the search limit). */
  get endedByCycle(): boolean {
    return this.kernel.endedByCycle;
  }

  copy(f: FastPosition): FastPosition {
    return copyPosition(f);
  }

  copyInto(to: FastPosition, from: FastPosition): void {
    copyInto(to, from);
  }
}

export type FastSupport = { ok: true; fast: FastGame } | { ok: false; why: string };

export function fastGame(game: Game): FastSupport {
  const c = compileRules(game);
  if (!c.ok) return c;
  return { ok: true, fast: new FastGame(new FastKernel(c.rules), game.rules.players) };
}

/** A Move of the event path as the kernel writes it, and back. */
export const toFastMove = (move: number | 'pass'): number => (move === 'pass' ? PASS : move);
export const fromFastMove = (move: number): number | 'pass' => (move === PASS ? 'pass' : move);
