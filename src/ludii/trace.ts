/**
 * Games recorded in Ludii, as JSON lines (../shared/oracle/TRACE-FORMAT.md): one `game` line, one
 * `move` line per Ludii move (ply), one `end` line, every line carrying the game index `g`. Plain
 * text or gzip-compressed (told by gzip's magic bytes). Only the fields the replay compares are
 * read and checked; anything else on a line is left alone. Pure: no file system here but `readTrace`.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { InputError } from '../engine/index';

export type LudiiPlayer = 1 | 2;

/** A position as Ludii writes it: counts by site, the two hands, each site's state (weg marks). */
export interface LudiiPosition {
  board: number[];
  hands: [number, number];
  state: number[];
}

export interface LudiiPly extends LudiiPosition {
  /** The line of the file it was read from (1-based). */
  line: number;
  ply: number;
  mover: LudiiPlayer;
  phase: string;
  sameTurn: boolean;
  pass: boolean;
  /** The site sown from, or -1 for a pass. */
  from: number;
  /** The site the ply's last seed fell in (the last of its `sow`), or -1 where it sowed none. */
  landing: number;
  /** The sites Ludii offered a move from before the ply (`legal_from`; empty where the line has none). */
  legalFrom: number[];
  /** The player to move after the ply: 0 once the game is over. */
  next: 0 | LudiiPlayer;
  nextPhase: string;
}

export interface LudiiEnd {
  line: number;
  plies: number;
  reason: string;
  /** [P1, P2], for games that keep scores (Abalala'e). */
  score?: [number, number];
}

export interface LudiiGame {
  /** The file the game was read from, and the line of its `game` line. */
  file: string;
  line: number;
  g: number;
  /** Ludii's name of the game ("Gabata (Shoa I)"). */
  game: string;
  numSites: number;
  toMove: LudiiPlayer;
  start: LudiiPosition;
  plies: LudiiPly[];
  end: LudiiEnd;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The text of a trace file: gunzipped when it starts with gzip's magic bytes. `-` is standard input. */
export function readTrace(path: string): string {
  const name = path === '-' ? 'standard input' : path;
  let bytes: Buffer;
  try {
    bytes = readFileSync(path === '-' ? 0 : path);
  } catch (e) {
    throw new InputError('file', `cannot read ${name}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  if (bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]) {
    try {
      bytes = gunzipSync(bytes);
    } catch (e) {
      throw new InputError('file', `${name} looks gzip-compressed but cannot be unpacked: ${(e as Error).message}`);
    }
  }
  return bytes.toString('utf8');
}

type Obj = Record<string, unknown>;

const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isCount = (x: unknown): x is number => isInt(x) && x >= 0;

/**
 * Parse a whole trace; any fault is an InputError naming the file and line. Given `knownGames`,
 * a game by any other name is refused at its `game` line, before the rest is read.
 */
export function parseTrace(text: string, file: string, knownGames?: readonly string[]): LudiiGame[] {
  const games: LudiiGame[] = [];
  let open: (Omit<LudiiGame, 'end'> & { end?: LudiiEnd }) | null = null;
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const n = i + 1;
    const where = `${file}:${n}`;
    const bad = (msg: string): never => {
      throw new InputError(where, msg);
    };
    if (raw.trim() === '') return;
    let x: unknown;
    try {
      x = JSON.parse(raw);
    } catch (e) {
      bad(`not valid JSON: ${(e as Error).message}`);
    }
    if (!isObj(x)) return bad('a trace line must be a JSON object');
    const field = <T>(k: string, ok: (v: unknown) => v is T, what: string): T => {
      const v = x[k];
      if (!ok(v)) bad(`"${k}" must be ${what}, got ${JSON.stringify(v) ?? 'nothing'}`);
      return v as T;
    };
    const g = field('g', isCount, 'the game index, a whole number ≥ 0');
    const type = x.type;
    if (type === 'game') {
      if (open) bad(`a "game" line for game ${g} before the "end" line of game ${open.g}`);
      const name = field('game', (v): v is string => typeof v === 'string', "the game's name");
      if (knownGames && !knownGames.includes(name)) bad(`unknown game ${JSON.stringify(name)} (known: ${knownGames.join(', ')})`);
      const numSites = field('num_sites', (v): v is number => isInt(v) && v > 0, 'the number of board sites');
      const toMove = field('to_move', isPlayer, 'the player to move first, 1 or 2');
      open = { file, line: n, g, game: name, numSites, toMove, start: position(x, numSites, bad), plies: [] };
      return;
    }
    if (type !== 'move' && type !== 'end') return bad(`unknown line type ${JSON.stringify(type) ?? '(none)'} (a line is a "game", "move" or "end" line)`);
    if (!open) return bad(`a "${type}" line with no "game" line before it`);
    if (g !== open.g) bad(`a "${type}" line of game ${g} inside game ${open.g}`);
    if (type === 'end') {
      const plies = field('plies', isCount, 'the number of plies');
      if (plies !== open.plies.length) bad(`game ${g}'s "end" line says ${plies} plies, but it has ${open.plies.length} "move" lines`);
      const reason = field('reason', (v): v is string => typeof v === 'string', 'the reason the game stopped');
      const end: LudiiEnd = { line: n, plies, reason };
      if (x.score !== undefined) end.score = field('score', isPair, 'the two players\' scores, [P1, P2]');
      games.push({ ...open, end });
      open = null;
      return;
    }
    const ply = field('ply', isCount, 'the ply number');
    if (ply !== open.plies.length) bad(`ply ${ply} where game ${g}'s ply ${open.plies.length} was expected`);
    const mover = field('mover', isPlayer, 'the player who moves, 1 or 2');
    const pass = field('pass', isBool, 'true or false');
    const from = field('from', (v): v is number => isInt(v) && v >= -1, 'a site, or -1 for a pass');
    if (!pass && from < 0) bad('a move that is not a pass must have a "from" site');
    open.plies.push({
      line: n,
      ply,
      mover,
      phase: field('phase', (v): v is string => typeof v === 'string', "the mover's phase"),
      sameTurn: field('same_turn', isBool, 'true or false'),
      pass,
      from,
      landing: Array.isArray(x.sow) && x.sow.length > 0 && isInt(x.sow.at(-1)) ? (x.sow.at(-1) as number) : -1,
      legalFrom: Array.isArray(x.legal_from) ? x.legal_from.filter(isInt) : [],
      next: field('next', (v): v is 0 | LudiiPlayer => v === 0 || isPlayer(v), 'the player to move next, 0, 1 or 2'),
      nextPhase: typeof x.next_phase === 'string' ? x.next_phase : '',
      ...position(x, open.numSites, bad),
    });
  });
  if (open) throw new InputError(`${file}:${(open as LudiiGame).line}`, `game ${(open as LudiiGame).g} has no "end" line`);
  if (games.length === 0) throw new InputError('file', `${file} holds no game`);
  return games;
}

function isPlayer(v: unknown): v is LudiiPlayer {
  return v === 1 || v === 2;
}

function isBool(v: unknown): v is boolean {
  return typeof v === 'boolean';
}

function isPair(v: unknown): v is [number, number] {
  return Array.isArray(v) && v.length === 2 && v.every(isInt);
}

function position(x: Obj, sites: number, bad: (msg: string) => never): LudiiPosition {
  const counts = (k: string): number[] => {
    const v = x[k];
    if (!Array.isArray(v) || v.length !== sites || !v.every(isCount)) bad(`"${k}" must hold ${sites} whole numbers ≥ 0, one per site`);
    return v as number[];
  };
  if (!isPair(x.hands) || !x.hands.every(isCount)) bad('"hands" must be [P1, P2], two whole numbers ≥ 0');
  return { board: counts('board'), hands: x.hands as [number, number], state: captured(counts('state'), x.remembered) };
}

/**
 * The weg marks, where Ludii's code keeps them as remembered values rather than as each site's state
 * (Awagagae's `CapturedP1` and `CapturedP2`): read as the same marks, 1 or 2 by the capturer.
 */
function captured(state: number[], remembered: unknown): number[] {
  if (typeof remembered !== 'object' || remembered === null) return state;
  const r = remembered as Record<string, unknown>;
  const out = state.slice();
  ([['CapturedP1', 1], ['CapturedP2', 2]] as const).forEach(([key, player]) => {
    const sites = r[key];
    if (Array.isArray(sites)) for (const s of sites) if (isInt(s) && s >= 0 && s < out.length && out[s] === 0) out[s] = player;
  });
  return out;
}
