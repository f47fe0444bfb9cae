import { InputError } from './errors';
import type { Game, Move } from './game';
import { awaitsOpening, createGame, getRuleset, initialState, playMove, playOpening, whyIllegal } from './game';
import { holeLabel, holeLabels, parseHole } from './notation';
import { presetIds, type PresetId } from './ruleset';
import { totalFor } from './mechanics/start';
import type { GameEvent, Player, State, Status } from './types';

/**
 * Game records and positions as JSON (the public format documented in docs/records.md): holes are
 * named in the ruleset's own notation, players by the source's names.
 */
export interface GameRecord {
  ruleset: string;
  /** A named set of readings of the ruleset's (`"ludii"`), under the record's own `options` and `first`. */
  preset?: string;
  options?: Record<string, unknown>;
  first?: string;
  start?: PositionJson;
  moves: string[];
}

export interface PositionJson {
  holes: Record<string, number>;
  stores: Record<string, number>;
  owners?: Record<string, string>;
  claims?: Record<string, string>;
  toMove: string | null;
  status: Status;
  /** Only when play stopped with beans in hand (an endless race). */
  hands?: Record<string, number>;
  /**
   * false only where the player to move makes the game's first move and a rule depends on it
   * (the Sulus Nishtaw variation); a position with a player to move is otherwise in progress.
   */
  inProgress?: boolean;
  /**
   * The holes that still hold the counters laid in them at the start of the round, none lifted
   * since (the wegue games' first captures); absent, none do.
   */
  unmoved?: string[];
  /** The players whose first turn of the round is still to come (Selus (Massawa)); absent, none. */
  yetToPlay?: string[];
}

/** An event as JSON: holes as labels. */
export type EventJson = Record<string, unknown> & { type: string; clause: string };

const STATUSES: Status[] = ['playing', 'round-over', 'game-over', 'endless'];

export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

export function label(game: Game, h: number): string {
  return holeLabel(game.board, game.rules.notation, h);
}

export function positionToJson(game: Game, s: State): PositionJson {
  const holes: Record<string, number> = {};
  const owners: Record<string, string> = {};
  const claims: Record<string, string> = {};
  s.holes.forEach((count, h) => {
    const l = label(game, h);
    holes[l] = count;
    owners[l] = s.owners[h]!;
    const c = s.claims[h];
    if (c) claims[l] = c;
  });
  const out: PositionJson = { holes, stores: { ...s.stores }, owners, claims, toMove: s.toMove, status: s.status };
  if (Object.values(s.hands).some((n) => n > 0)) out.hands = { ...s.hands };
  if (s.toMove !== null && !s.inProgress && game.rules.startRefused) out.inProgress = false;
  if (s.unmoved?.includes(true)) out.unmoved = s.holes.flatMap((_, h) => (s.unmoved![h] ? [label(game, h)] : []));
  if (s.yetToPlay?.length) out.yetToPlay = s.yetToPlay.slice();
  return out;
}

export function eventToJson(game: Game, e: GameEvent): EventJson {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'hole') out[k] = label(game, v as number);
    else if (e.type === 'fast-forward' && k === 'holes') out[k] = Object.fromEntries(e.holes.map((n, h) => [label(game, h), n]));
    else if (e.type === 'fast-forward' && k === 'unmoved') out[k] = e.holes.flatMap((_, h) => (e.unmoved![h] ? [label(game, h)] : []));
    else if (k === 'from' || k === 'awards') out[k] = (v as { hole: number }[]).map((p) => ({ ...p, hole: label(game, p.hole) }));
    else out[k] = v;
  }
  return out as EventJson;
}

function playerField(game: Game, field: string, x: unknown): Player {
  if (typeof x !== 'string' || !game.rules.players.includes(x)) {
    throw new InputError(field, `${JSON.stringify(x)} is not a player of ${game.rules.id} (its players are ${game.rules.players.join(' and ')})`);
  }
  return x;
}

/** Read a position given in a record, against the game's board and pieces. */
export function positionFromJson(game: Game, x: unknown, field = 'start'): State {
  if (!isObject(x)) throw new InputError(field, 'a position must be a JSON object');
  const s = initialState(game);
  const labels = holeLabels(game.board, game.rules.notation);
  const hole = (f: string, l: string): number => {
    const h = parseHole(game.board, game.rules.notation, l);
    if (h === undefined) throw new InputError(f, `"${l}" is not a hole of the ${game.board.id} board in ${game.rules.notation} notation`);
    return h;
  };
  if (!isObject(x.holes)) throw new InputError(`${field}.holes`, 'holes must be an object of hole label to count');
  for (const [l, n] of Object.entries(x.holes)) {
    const h = hole(`${field}.holes.${l}`, l);
    if (!isCount(n)) throw new InputError(`${field}.holes.${l}`, `expected a whole number ≥ 0, got ${JSON.stringify(n)}`);
    s.holes[h] = n;
  }
  const missing = labels.filter((l) => !Object.hasOwn(x.holes as object, l));
  if (missing.length) throw new InputError(`${field}.holes`, `every hole must be given; missing ${missing.join(', ')}`);
  if (x.stores !== undefined) {
    if (!isObject(x.stores)) throw new InputError(`${field}.stores`, 'stores must be an object of player to count');
    for (const [p, n] of Object.entries(x.stores)) {
      playerField(game, `${field}.stores.${p}`, p);
      if (!isCount(n)) throw new InputError(`${field}.stores.${p}`, `expected a whole number ≥ 0, got ${JSON.stringify(n)}`);
      s.stores[p] = n;
    }
  }
  if (x.owners !== undefined) {
    if (!isObject(x.owners)) throw new InputError(`${field}.owners`, 'owners must be an object of hole label to player');
    for (const [l, p] of Object.entries(x.owners)) s.owners[hole(`${field}.owners.${l}`, l)] = playerField(game, `${field}.owners.${l}`, p);
  }
  if (x.claims !== undefined) {
    if (!isObject(x.claims)) throw new InputError(`${field}.claims`, 'claims must be an object of hole label to player');
    for (const [l, p] of Object.entries(x.claims)) s.claims[hole(`${field}.claims.${l}`, l)] = playerField(game, `${field}.claims.${l}`, p);
  }
  // The marks are the position's as given: a position written out by hand has moved every counter.
  delete s.unmoved;
  delete s.yetToPlay;
  if (x.unmoved !== undefined) {
    if (!Array.isArray(x.unmoved)) throw new InputError(`${field}.unmoved`, 'unmoved must be a list of hole labels');
    const unmoved = s.holes.map(() => false);
    x.unmoved.forEach((l, i) => (unmoved[hole(`${field}.unmoved.${i}`, String(l))] = true));
    if (unmoved.includes(true)) s.unmoved = unmoved;
  }
  if (x.yetToPlay !== undefined) {
    if (!Array.isArray(x.yetToPlay)) throw new InputError(`${field}.yetToPlay`, 'yetToPlay must be a list of players');
    const players = x.yetToPlay.map((p, i) => playerField(game, `${field}.yetToPlay.${i}`, p));
    if (players.length) s.yetToPlay = game.rules.players.filter((p) => players.includes(p));
  }
  if (x.toMove !== undefined && x.toMove !== null) s.toMove = playerField(game, `${field}.toMove`, x.toMove);
  if (x.status !== undefined) {
    if (!STATUSES.includes(x.status as Status)) {
      throw new InputError(`${field}.status`, `${JSON.stringify(x.status)} is not a status (choose ${STATUSES.join(', ')})`);
    }
    s.status = x.status as Status;
  }
  if (x.hands !== undefined) throw new InputError(`${field}.hands`, 'a start position cannot have beans in hand');
  if (x.inProgress !== undefined && typeof x.inProgress !== 'boolean') throw new InputError(`${field}.inProgress`, 'inProgress must be true or false');
  // A position awaiting its opening is not in progress; one with a player to move is, unless it says not.
  s.inProgress = (x.inProgress as boolean | undefined) ?? (s.toMove !== null || s.status !== 'playing');
  const total = totalFor(game.rules, game.options);
  const sum = s.holes.reduce((a, b) => a + b, 0) + game.rules.players.reduce((a, p) => a + s.stores[p]!, 0);
  if (sum !== total) {
    throw new InputError(field, `the holes and stores add up to ${sum} pieces, but ${game.rules.id} is played with ${total}`);
  }
  return s;
}

/** Parse a move label ("9", "pass") against the game. */
export function parseMove(game: Game, m: unknown, field: string): Move {
  if (m === 'pass') return 'pass';
  if (typeof m !== 'string') throw new InputError(field, `a move must be a hole label or "pass", not ${JSON.stringify(m)}`);
  const h = parseHole(game.board, game.rules.notation, m);
  if (h === undefined) throw new InputError(field, `"${m}" is not a hole of the ${game.board.id} board in ${game.rules.notation} notation`);
  return h;
}

/**
 * A record's readings and first player with its preset applied: the preset's options first, the
 * record's own on top; the preset's `first` where the record names none.
 */
export function withPreset(rulesetId: string, preset: unknown, options: Record<string, unknown> = {}, first?: string): { options: Record<string, unknown>; first?: string } {
  if (preset === undefined) return first === undefined ? { options } : { options, first };
  const rules = getRuleset(rulesetId);
  const offered = Object.keys(rules.presets ?? {});
  if (typeof preset !== 'string' || !(presetIds as readonly string[]).includes(preset)) {
    throw new InputError('preset', `${JSON.stringify(preset)} is not a preset (presets: ${presetIds.join(', ')}; ${rules.id} has ${offered.length ? offered.join(', ') : 'none'})`);
  }
  const p = rules.presets?.[preset as PresetId];
  if (!p) throw new InputError('preset', `${rules.id} has no "${preset}" preset (${offered.length ? `its presets: ${offered.join(', ')}` : 'it has none'})`);
  const f = first ?? p.first;
  return { options: { ...p.options, ...options }, ...(f === undefined ? {} : { first: f }) };
}

/** Check a parsed JSON value is a game record, and build its game. */
export function readRecord(x: unknown): { game: Game; record: GameRecord } {
  if (!isObject(x)) throw new InputError('record', 'a game record must be a JSON object');
  const known = ['ruleset', 'preset', 'options', 'first', 'start', 'moves'];
  for (const k of Object.keys(x)) if (!known.includes(k)) throw new InputError(k, `unknown field "${k}" (a record has ${known.join(', ')})`);
  if (typeof x.ruleset !== 'string') throw new InputError('ruleset', 'the ruleset is required, as a string');
  if (x.options !== undefined && !isObject(x.options)) throw new InputError('options', 'options must be an object of option to reading');
  if (x.first !== undefined && typeof x.first !== 'string') throw new InputError('first', 'first must be a player\'s name');
  const moves = x.moves ?? [];
  if (!Array.isArray(moves)) throw new InputError('moves', 'moves must be an array of hole labels');
  const { options, first } = withPreset(x.ruleset, x.preset, (x.options as Record<string, unknown>) ?? {}, x.first as string | undefined);
  const game = createGame(x.ruleset, options, first);
  return { game, record: { ...(x as unknown as GameRecord), moves: moves as string[] } };
}

export interface Replay {
  opening: { events: EventJson[]; position: PositionJson } | null;
  moves: { move: string; player: string; events: EventJson[]; position: PositionJson }[];
  position: PositionJson;
}

/** Replay a record through the engine; every state along the way, for the stepper and the CLI. */
export function replayStates(game: Game, record: GameRecord) {
  let state = record.start === undefined ? initialState(game) : positionFromJson(game, record.start);
  const before = state;
  let opening: { events: GameEvent[]; state: State } | null = null;
  if (awaitsOpening(state)) {
    const o = playOpening(game, state);
    opening = { events: o.events, state: o.state };
    state = o.state;
  }
  const moves: { move: string; player: Player; events: GameEvent[]; state: State; before: State }[] = [];
  record.moves.forEach((m, i) => {
    const field = `moves[${i}]`;
    const move = parseMove(game, m, field);
    const why = whyIllegal(game, state, move);
    if (why) throw new InputError(field, `${JSON.stringify(m)} cannot be played: ${why}`);
    const player = state.toMove!;
    const r = playMove(game, state, move);
    moves.push({ move: m, player, events: r.events, state: r.state, before: state });
    state = r.state;
  });
  return { start: before, opening, moves, final: state };
}

export function replay(game: Game, record: GameRecord): Replay {
  const r = replayStates(game, record);
  const ev = (es: GameEvent[]) => es.map((e) => eventToJson(game, e));
  return {
    opening: r.opening ? { events: ev(r.opening.events), position: positionToJson(game, r.opening.state) } : null,
    moves: r.moves.map((m) => ({ move: m.move, player: m.player, events: ev(m.events), position: positionToJson(game, m.state) })),
    position: positionToJson(game, r.final),
  };
}
