/**
 * Play without a listener, on typed positions changed in place: the same rules as every other
 * caller (./mechanics/), for random play, search, analysis and the benchmark. Nothing is
 * allocated per move or per drop.
 */
import type { Game } from './game';
import { Playing } from './mechanics/play';
import type { Play } from './ruleset';
import { legalHoles, playHole } from './mechanics/sow';
import { copyInto, copyPosition, fromState, NOBODY, PLAYING, toState, type FastPosition } from './position';
import type { Player, State } from './types';

export { copyInto, copyPosition, scoreLead, NOBODY, PLAYING, ROUND_OVER, GAME_OVER, ENDLESS, type FastPosition } from './position';

/** The move that passes, where the rules let a player with nothing to move pass. */
export const PASS = -1;

export class FastGame {
  readonly players: readonly [Player, Player];
  private readonly g: Play;

  constructor(game: Game) {
    this.g = new Playing(game.rules, game.options, game.board, game.first, game.limits);
    this.players = game.rules.players;
  }

  /** The largest number of moves a position can offer: one per hole. */
  get maxMoves(): number {
    return this.g.size;
  }

  position(state: State): FastPosition {
    return fromState(this.players, state);
  }

  state(f: FastPosition): State {
    return toState(this.players, f);
  }

  /** True while the opening is still to be played (as awaitsOpening). */
  awaitsOpening(f: FastPosition): boolean {
    return f.toMove === NOBODY && f.status === PLAYING;
  }

  /** Play the opening in place. */
  playOpening(f: FastPosition): void {
    const g = this.g;
    g.pos = f;
    g.begin();
    g.rules.opening.play(g);
  }

  /** The legal moves into `out` (holes, or PASS); returns how many. */
  legalMoves(f: FastPosition, out: Int32Array): number {
    if (f.status !== PLAYING || f.toMove === NOBODY) return 0;
    const g = this.g;
    g.pos = f;
    const n = legalHoles(g, f.toMove, out);
    if (n > 0 || !g.rules.pass) return n;
    out[0] = PASS;
    return 1;
  }

  /** Play a legal move in place. The caller has checked it is legal. */
  play(f: FastPosition, move: number): void {
    const g = this.g;
    g.pos = f;
    g.begin();
    if (move === PASS) g.rules.pass!(g);
    else playHole(g, f.toMove, move);
  }

  /** Beans dropped by the last move or opening played. */
  get sown(): number {
    return this.g.sown;
  }

  /** The last game stopped as endless was stopped by a cycle (else by the search limit). */
  get endedByCycle(): boolean {
    return this.g.endedByCycle;
  }

  copy(f: FastPosition): FastPosition {
    return copyPosition(f);
  }

  copyInto(to: FastPosition, from: FastPosition): void {
    copyInto(to, from);
  }
}

export type FastSupport = { ok: true; fast: FastGame } | { ok: false; why: string };

/** Every game plays without a listener: there is no second rules path that could refuse one. */
export function fastGame(game: Game): FastSupport {
  return { ok: true, fast: new FastGame(game) };
}

/** A Move of the narrated API as a fast move, and back. */
export const toFastMove = (move: number | 'pass'): number => (move === 'pass' ? PASS : move);
export const fromFastMove = (move: number): number | 'pass' => (move === PASS ? 'pass' : move);
