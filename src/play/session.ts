import { InputError } from '../engine/errors';
import type { Game, Move, GameEvent, Player, State } from '../engine/index';
import { awaitsOpening, createGame, initialState, playMove, playOpening, resolveOptions, scores, whyIllegal } from '../engine/game';
import { label, parseMove, positionToJson, readRecord, replayStates, withPreset, type GameRecord } from '../engine/record';
import { emptyBoard } from '../engine/mechanics/start';
import { optionValue } from '../engine/options';
import { nextGame } from '../engine/series';

/**
 * A game being played on the page: everything that has happened, as a list of entries, and how
 * many of them are in effect (those past `at` are what redo brings back). Pure data; every change
 * returns a new session, so the page can keep the old one when a change is refused.
 */
export type Entry =
  | { kind: 'opening'; before: State; events: GameEvent[]; state: State }
  | { kind: 'move'; move: Move; label: string; player: Player; before: State; events: GameEvent[]; state: State }
  /** The next game (or round) of a series, set up from the pieces each player held. */
  | { kind: 'set-up'; pieces: Record<Player, number>; before: State; events: GameEvent[]; state: State };

export interface Session {
  game: Game;
  /** The position play began from: the standard start, or a record's start position. */
  start: State;
  /** True when `start` came from a record's "start" (so a record of this game must carry it). */
  startGiven: boolean;
  /** The preset the record it was read from named (`"ludii"`), which a record of it names again. */
  preset?: string;
  entries: Entry[];
  at: number;
}

/** Options chosen on the page, checked by the engine (an unknown option or value is an InputError). */
export function newSession(rulesetId: string, options: Record<string, unknown> = {}, first?: string): Session {
  const game = createGame(rulesetId, options, first);
  const start = initialState(game);
  return withOpening({ game, start, startGiven: false, entries: [], at: 0 });
}

/** The position now (after the entries in effect). */
export function position(s: Session): State {
  return s.at > 0 ? s.entries[s.at - 1]!.state : s.start;
}

/** The opening is not a choice anyone makes: it is played as soon as a position awaits it. */
function withOpening(s: Session): Session {
  const before = position(s);
  if (!awaitsOpening(before)) return s;
  const o = playOpening(s.game, before);
  return { ...s, entries: [...s.entries.slice(0, s.at), { kind: 'opening', before, events: o.events, state: o.state }], at: s.at + 1 };
}

function push(s: Session, entry: Entry): Session {
  return { ...s, entries: [...s.entries.slice(0, s.at), entry], at: s.at + 1 };
}

/** Play a move; an illegal one is refused with an InputError saying why, and the session is unchanged. */
export function play(s: Session, move: Move): Session {
  const before = position(s);
  const why = whyIllegal(s.game, before, move);
  if (why) {
    const name = move === 'pass' ? 'pass' : move >= 0 && move < s.game.board.size ? `hole ${label(s.game, move)}` : `hole index ${move}`;
    throw new InputError('move', `${name} cannot be played: ${why}`);
  }
  const r = playMove(s.game, before, move);
  const text = move === 'pass' ? 'pass' : label(s.game, move);
  return push(s, { kind: 'move', move, label: text, player: before.toMove!, before, events: r.events, state: r.state });
}

/**
 * What follows the position now: play goes on; a game or round has ended and the next can be set
 * up from the pieces held; the series is over (its winner, and why in a clause of words); or play
 * has stopped with no rule to go on by.
 */
export type After =
  | { kind: 'playing' }
  | { kind: 'next'; pieces: Record<Player, number> }
  | { kind: 'series-over'; winner: Player | null; why: string }
  | { kind: 'stopped'; why: string };

export function after(s: Session): After {
  const p = position(s);
  if (p.status === 'playing') return { kind: 'playing' };
  if (p.status === 'endless') {
    return { kind: 'stopped', why: 'a sowing never ends, and no source says what happens then: undo, or start a new game' };
  }
  const last = s.at > 0 ? s.entries[s.at - 1]! : null;
  const pieces = scores(s.game, p);
  const [a, b] = s.game.rules.players;
  const ahead = pieces[a]! === pieces[b]! ? null : pieces[a]! > pieces[b]! ? a : b;
  const won = (events: readonly GameEvent[]) => {
    const end = events.findLast((e) => e.type === 'game-end');
    const winner = end?.type === 'game-end' ? end.winner : ahead;
    return { winner, other: s.game.rules.players.find((q) => q !== winner) ?? 'neither player' };
  };
  // The DLP's series ends in the set-up itself, when the weaker player has no hole left.
  if (last?.kind === 'set-up') {
    const { winner, other } = won(last.events);
    return { kind: 'series-over', winner, why: `the set-up left ${other} without a hole` };
  }
  try {
    const next = nextGame(s.game, pieces);
    if (next.state.status === 'game-over') {
      const { winner, other } = won(next.events);
      return { kind: 'series-over', winner, why: `${other} cannot fill a hole` };
    }
    return { kind: 'next', pieces };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // The rules refuse to set up a game for a player with nothing left (or too little to fill a hole).
    const out = s.game.rules.players.find((q) => pieces[q] === 0);
    return { kind: 'series-over', winner: ahead, why: out ? `${out} has no ${s.game.rules.nouns.many} left` : e.message.replace(/^the series is over: /, '') };
  }
}

/** Set up the next game or round of the series from the pieces each player holds now. */
export function setUpNext(s: Session): Session {
  const a = after(s);
  if (a.kind !== 'next') throw new InputError('series', a.kind === 'playing' ? 'the game is still being played' : a.why);
  // The set-up starts from an empty board, every piece in its holder's store.
  const before = emptyBoard(s.game.board, s.game.rules.players, a.pieces);
  const r = nextGame(s.game, a.pieces);
  return withOpening(push(s, { kind: 'set-up', pieces: a.pieces, before, events: r.events, state: r.state }));
}

/** Entries someone chose (moves and set-ups): the steps undo and redo take. */
const chosen = (e: Entry) => e.kind !== 'opening';

export function canUndo(s: Session): boolean {
  return s.entries.slice(0, s.at).some(chosen);
}

export function canRedo(s: Session): boolean {
  return s.at < s.entries.length;
}

/** Take back the last choice (with the opening it brought, if any). */
export function undo(s: Session): Session {
  let at = s.at;
  while (at > 0 && !chosen(s.entries[at - 1]!)) at--;
  if (at === 0) return s;
  return { ...s, at: at - 1 };
}

/** Bring back the choice undone last (and the opening that follows it). */
export function redo(s: Session): Session {
  if (!canRedo(s)) return s;
  let at = s.at + 1;
  while (at < s.entries.length && !chosen(s.entries[at]!)) at++;
  return { ...s, at };
}

/** Where the game being played began: the last set-up in effect, or the session's start. */
export function gameStart(s: Session): { index: number; state: State; given: boolean } {
  for (let i = s.at - 1; i >= 0; i--) {
    const e = s.entries[i]!;
    if (e.kind === 'set-up') return { index: i + 1, state: e.state, given: true };
  }
  return { index: 0, state: s.start, given: s.startGiven };
}

/** The options that differ from the ruleset's defaults (or its preset's): all a record needs to name. */
function chosenOptions(game: Game, preset?: string): Record<string, unknown> {
  const base = resolveOptions(game.rules, withPreset(game.rules.id, preset).options);
  const out: Record<string, unknown> = {};
  for (const id of Object.keys(game.rules.readings)) if (optionValue(game.options, id) !== optionValue(base, id)) out[id] = optionValue(game.options, id);
  return out;
}

/**
 * The game being played as a record the CLI reads: up to the position now. A later game of a
 * series carries its set-up as "start" (its opening, if it has one, is replayed from there).
 */
export function toRecord(s: Session): GameRecord {
  const g = gameStart(s);
  const record: Omit<GameRecord, 'moves'> = { ruleset: s.game.rules.id };
  if (s.preset !== undefined) record.preset = s.preset;
  const options = chosenOptions(s.game, s.preset);
  if (Object.keys(options).length) record.options = options;
  if (s.game.rules.firstChoice(s.game.options)) record.first = s.game.first;
  if (g.given) record.start = positionToJson(s.game, g.state);
  return { ...record, moves: s.entries.slice(g.index, s.at).flatMap((e) => (e.kind === 'move' ? [e.label] : [])) };
}

/** A session from a parsed game record: every move replayed and checked by the engine. */
export function fromRecord(x: unknown): Session {
  const { game, record } = readRecord(x);
  const r = replayStates(game, record);
  const entries: Entry[] = [];
  if (r.opening) entries.push({ kind: 'opening', before: r.start, events: r.opening.events, state: r.opening.state });
  for (const m of r.moves) {
    const move = parseMove(game, m.move, 'moves');
    entries.push({ kind: 'move', move, label: m.move, player: m.player, before: m.before, events: m.events, state: m.state });
  }
  return { game, start: r.start, startGiven: record.start !== undefined, ...(record.preset === undefined ? {} : { preset: record.preset }), entries, at: entries.length };
}
