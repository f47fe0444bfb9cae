import { InputError } from '../engine/errors';
import { allowedValues, getRuleset } from '../engine/game';
import type { OptionId, GameRecord, Player } from '../engine/index';
import { fromRecord, toRecord, type Session } from './session';

/**
 * The game on the play page as a URL hash, readable by a person:
 *   #ruleset=courlander-abalala&race-end=both-finish&first=B&moves=9,4,13&computer=A&strength=searcher
 * Readings are named as on the stepper's permalinks (<option>=<value>); a later game of a series
 * carries its set-up as start=<position JSON>. The hash is read through the same record reader as
 * an imported file, so a broken link gets the same messages.
 */
export interface Seats {
  /** The player the computer plays, or null for two people at one screen. */
  computer: Player | null;
  strength: string;
}

const SETTINGS = ['ruleset', 'preset', 'first', 'moves', 'start', 'computer', 'strength'];

export function formatPlayHash(s: Session, seats: Seats): string {
  const r = toRecord(s);
  const p = new URLSearchParams({ ruleset: r.ruleset });
  if (r.preset) p.set('preset', r.preset);
  for (const [k, v] of Object.entries(r.options ?? {})) p.set(k, String(v));
  if (r.first) p.set('first', r.first);
  if (r.start) p.set('start', JSON.stringify(r.start));
  p.set('moves', r.moves.join(','));
  if (seats.computer) {
    p.set('computer', seats.computer);
    p.set('strength', seats.strength);
  }
  // Commas need no escape in a fragment, and the list of moves reads better without it.
  return `#${p.toString().replaceAll('%2C', ',')}`;
}

export type ParsedLink = { session: Session; seats: Seats } | { error: string };

/**
 * Read a play link: null when the hash is not a game (no "ruleset"); otherwise the game and who
 * plays it, or a message naming what is wrong.
 */
export function parsePlayHash(hash: string, strengths: readonly string[], defaultStrength: string): ParsedLink | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const rulesetId = p.get('ruleset');
  if (rulesetId === null) return null;
  try {
    const rules = getRuleset(rulesetId);
    const options: Record<string, unknown> = {};
    for (const [k, raw] of p) {
      if (SETTINGS.includes(k)) continue;
      if (!Object.hasOwn(rules.readings, k)) {
        throw new InputError(k, `"${k}" is neither a reading of ${rules.id} (its readings: ${Object.keys(rules.readings).join(', ')}) nor a setting of this page`);
      }
      const value = allowedValues(rules, k as OptionId).find((v) => String(v) === raw);
      options[k] = value ?? raw; // an unknown value is left for the record reader to name
    }
    const record: Record<string, unknown> = { ruleset: rulesetId, options, moves: splitMoves(p.get('moves')) };
    const preset = p.get('preset');
    if (preset !== null) record.preset = preset;
    const first = p.get('first');
    if (first !== null) record.first = first;
    const start = p.get('start');
    if (start !== null) record.start = parseJson(start, 'start');
    const session = fromRecord(record as unknown as GameRecord);
    return { session, seats: readSeats(p, rules.players, strengths, defaultStrength) };
  } catch (e) {
    if (e instanceof InputError) return { error: `The link's game is refused: ${e.field}: ${e.message}.` };
    throw e;
  }
}

function splitMoves(raw: string | null): string[] {
  return raw === null || raw === '' ? [] : raw.split(',');
}

function parseJson(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (e) {
    throw new InputError(field, `not valid JSON (${(e as Error).message})`);
  }
}

function readSeats(p: URLSearchParams, players: readonly Player[], strengths: readonly string[], defaultStrength: string): Seats {
  const computer = p.get('computer');
  if (computer === null) {
    if (p.has('strength')) throw new InputError('strength', 'a strength is given but no "computer" player');
    return { computer: null, strength: defaultStrength };
  }
  if (!players.includes(computer)) throw new InputError('computer', `"${computer}" is not a player (the players are ${players.join(' and ')})`);
  const strength = p.get('strength') ?? defaultStrength;
  if (!strengths.includes(strength)) throw new InputError('strength', `"${strength}" is not a strength (choose ${strengths.join(', ')})`);
  return { computer, strength };
}

/** Read an imported file's text as a game record; a message naming what is wrong otherwise. */
export function importRecord(text: string): { session: Session } | { error: string } {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return { error: `The file is not valid JSON: ${(e as Error).message}.` };
  }
  try {
    return { session: fromRecord(x) };
  } catch (e) {
    if (e instanceof InputError) return { error: `The record is refused: ${e.field}: ${e.message}.` };
    throw e;
  }
}

/** The record as the CLI reads it, pretty-printed for a download. */
export function exportRecord(s: Session): string {
  return `${JSON.stringify(toRecord(s), null, 2)}\n`;
}
