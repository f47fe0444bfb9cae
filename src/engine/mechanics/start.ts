import type { Board } from '../board';
import { InputError } from '../errors';
import type { Options } from '../options';
import type { Ruleset } from '../ruleset';
import type { Play } from '../ruleset';
import { applyEvent } from '../state';
import type { ClauseId, GameEvent, Player, State } from '../types';

/** An empty board with every piece in the players' stores, each side its default owner's. */
export function emptyBoard(board: Board, players: readonly [Player, Player], stores: Record<Player, number>): State {
  return {
    holes: board.cells.map(() => 0),
    owners: board.seats.map((seat) => players[seat]),
    claims: board.cells.map(() => null),
    stores: { [players[0]]: stores[players[0]] ?? 0, [players[1]]: stores[players[1]] ?? 0 },
    hands: { [players[0]]: 0, [players[1]]: 0 },
    toMove: null,
    status: 'playing',
    inProgress: false,
  };
}

/** The marks of a round's start, where a ruleset keeps them: every hole unmoved, both players yet to play. */
export function markStart(s: State, rules: Ruleset): void {
  if (rules.marks?.unmoved) s.unmoved = s.holes.map(() => true);
  if (rules.marks?.yetToPlay) s.yetToPlay = rules.players.slice();
}

/** The ruleset's standard start: the same number of beans in every hole, the opening to play. */
export function standardStart(rules: Ruleset, o: Options): State {
  const board = rules.board(o);
  const s = emptyBoard(board, rules.players, {});
  s.holes.fill(rules.beansPerHole(o));
  if (rules.marks) markStart(s, rules);
  return s;
}

export function totalFor(rules: Ruleset, o: Options): number {
  return rules.board(o).size * rules.beansPerHole(o);
}

/** True where the holes hold the standard start and every side is its default owner's. */
export function isStandardLayout(rules: Ruleset, o: Options, s: State): boolean {
  const std = standardStart(rules, o);
  return s.holes.every((c, h) => c === std.holes[h]) && s.owners.every((p, h) => p === std.owners[h]);
}

/** Check the piece counts given for the next game: both players named, adding up to the total. */
export function checkPieces(rules: Ruleset, o: Options, pieces: Record<Player, number>): void {
  for (const p of Object.keys(pieces)) {
    if (!rules.players.includes(p)) {
      throw new InputError(p, `"${p}" is not a player of ${rules.id} (its players are ${rules.players.join(' and ')})`);
    }
  }
  const total = totalFor(rules, o);
  for (const p of rules.players) {
    const n = pieces[p];
    if (n === undefined) throw new InputError(p, `the pieces held by ${p} are missing`);
    if (!Number.isInteger(n) || n < 0) throw new InputError(p, `${p}'s pieces must be a whole number ≥ 0, not ${n}`);
  }
  const sum = rules.players.reduce((a, p) => a + pieces[p]!, 0);
  if (sum !== total) {
    throw new InputError('pieces', `the pieces add up to ${sum}, but ${rules.id} is played with ${total}`);
  }
}

/** A set-up under way: placements are applied to the state as they are recorded. */
export interface Setup {
  state: State;
  events: GameEvent[];
  put: (e: GameEvent) => void;
}

/**
 * Begin the next game of a series: check the pieces, refuse a series already won, and start from
 * an empty board with every piece in its holder's store, so each placement moves pieces, never
 * makes them.
 */
export function beginSetup(rules: Ruleset, o: Options, pieces: Record<Player, number>, lost: (n: number) => boolean = (n) => n === 0): Setup {
  checkPieces(rules, o, pieces);
  for (const p of rules.players) {
    const n = pieces[p]!;
    if (lost(n)) throw new InputError(p, `the series is over: ${p} has ${n} piece${n === 1 ? '' : 's'} left`);
  }
  const state = emptyBoard(rules.board(o), rules.players, pieces);
  const events: GameEvent[] = [];
  return {
    state,
    events,
    put: (e) => {
      applyEvent(state, e);
      events.push(e);
    },
  };
}

/** The position being played holds the standard start: the same beans in every hole, each side its default owner's. */
export function isStandardPosition(g: Play): boolean {
  const f = g.pos;
  const seats = g.board.seats;
  for (let h = 0; h < g.size; h++) if (f.holes[h] !== g.beansPerHole || f.owners[h] !== seats[h]) return false;
  return true;
}

/**
 * The chosen player begins (`g.first`): told with the sentence, or our reading, that says who does,
 * then the checks after any turn. The opening of every game whose page names no opening move.
 */
export function chosenPlayerBegins(clause: ClauseId, reading?: string): (g: Play) => void {
  return (g) => {
    if (g.listener) g.listener.event({ type: 'first-player', player: g.name(g.first), clause, ...(reading ? { reading } : {}) });
    g.pos.toMove = g.first;
    g.rules.afterTurn(g);
  };
}
