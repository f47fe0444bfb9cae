/**
 * The command-line tool (src/cli/gobeta.ts) against its public interface:
 *
 * - `gobeta replay <file | ->` prints { opening, moves, position } for a game record;
 * - `gobeta setup <ruleset> <player>=<pieces> <player>=<pieces> [--option name=value ...]` prints
 *   the starting position of the next game or round of a series;
 * - bad input: exit status 2, one line on stderr naming the field or the move, nothing on stdout.
 *
 * Most tests call the exported `main(argv)` in-process; a few run the real process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/gobeta';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Json = Record<string, unknown>;

interface Position {
  holes: Record<string, number>;
  stores: Record<string, number>;
  owners: Record<string, string>;
  claims: Record<string, string>;
  toMove: string | null;
  status: 'playing' | 'round-over' | 'game-over' | 'endless';
  hands?: Record<string, number>;
  inProgress?: boolean;
}

interface GameEvent {
  type: string;
  clause: string;
  [k: string]: unknown;
}

interface ReplayOut {
  opening: { events: GameEvent[]; position: Position } | null;
  moves: { move: string; player: string; events: GameEvent[]; position: Position }[];
  position: Position;
}

interface GameRecord {
  ruleset: string;
  options?: Json;
  first?: string;
  start?: unknown;
  moves?: unknown[];
  [k: string]: unknown;
}

let dir: string;
let fileNo = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gobeta-cli-test-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Write text to a fresh file in the test's temporary directory; returns its path. */
function writeTemp(text: string, ext = 'json'): string {
  const path = join(dir, `record-${fileNo++}.${ext}`);
  writeFileSync(path, text);
  return path;
}

/** `gobeta replay <file>` in-process, on a record given as a value. */
function replayRaw(record: unknown): { code: number; stdout: string; stderr: string } {
  return main(['replay', writeTemp(JSON.stringify(record))]);
}

/** Replay a record that must be good: exit 0, nothing on stderr, JSON on stdout. */
function replay(record: GameRecord): ReplayOut {
  const r = replayRaw(record);
  expect(r.stderr, `replay of ${JSON.stringify(record).slice(0, 300)}`).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as ReplayOut;
}

/** `gobeta setup ...` that must succeed. */
function setup(...args: string[]): Position {
  const r = main(['setup', ...args]);
  expect(r.stderr, `setup ${args.join(' ')}`).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as Position;
}

const sum = (xs: Record<string, number> | undefined) => Object.values(xs ?? {}).reduce((a, b) => a + b, 0);
const totalPieces = (p: Position) => sum(p.holes) + sum(p.stores) + sum(p.hands);

/**
 * The moves open to the player to move, read off a position as the interface describes them:
 * a non-empty hole the mover owns that is not claimed; in the DLP's game, "pass" if none.
 */
function legalMoves(ruleset: string, p: Position): string[] {
  if (p.status !== 'playing' || p.toMove === null) return [];
  const holes = Object.keys(p.holes).filter(
    (l) => p.owners[l] === p.toMove && !Object.hasOwn(p.claims, l) && p.holes[l]! > 0,
  );
  if (holes.length === 0 && ruleset === 'dlp-gabata-shoa-i') return ['pass'];
  return holes;
}

/** A small deterministic generator, so that every game below is the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Build a game by replaying the record so far and choosing one of the legal moves each time,
 * until play stops or `maxMoves` moves are made. Returns the record and its full replay.
 */
function playGame(base: GameRecord, seed: number, maxMoves = 120): { record: GameRecord; out: ReplayOut } {
  const rnd = lcg(seed);
  const moves: string[] = [];
  let out = replay({ ...base, moves });
  while (moves.length < maxMoves) {
    const legal = legalMoves(base.ruleset, out.position);
    if (legal.length === 0) break;
    moves.push(legal[Math.floor(rnd() * legal.length)]!);
    out = replay({ ...base, moves });
  }
  return { record: { ...base, moves }, out };
}

/** Exit 2, exactly one line on stderr (containing every `mentions`), nothing on stdout. */
function expectBadInput(r: { code: number; stdout: string; stderr: string }, ...mentions: string[]): void {
  expect(r.stdout).toBe('');
  expect(r.code).toBe(2);
  expect(r.stderr.endsWith('\n'), `stderr ends its line: ${JSON.stringify(r.stderr)}`).toBe(true);
  expect(r.stderr.trimEnd().split('\n'), `one line on stderr: ${JSON.stringify(r.stderr)}`).toHaveLength(1);
  expect(r.stderr.trim().length).toBeGreaterThan(0);
  for (const m of mentions) expect(r.stderr).toContain(m);
}

const EXPECTED_TOTAL: Record<string, number> = {
  'courlander-abalala': 54,
  'courlander-sulus-aidi': 54,
  'courlander-sulus-nishtaw': 54,
  'walker-gabata': 54,
  'dlp-gabata-shoa-i': 48,
};

/** The games whose round trips are checked: every ruleset, the DLP's boards, some readings. */
const GAMES: { name: string; base: GameRecord; seed: number; total: number; holes: number }[] = [
  { name: 'courlander-abalala', base: { ruleset: 'courlander-abalala' }, seed: 1, total: 54, holes: 18 },
  {
    name: 'courlander-abalala (first A, Walker-like readings, vacated at every drop)',
    base: {
      ruleset: 'courlander-abalala',
      first: 'A',
      options: { 'race-end': 'first-finish', 'empty-hole-take': 'either-side', 'vacated-check': 'drop' },
    },
    seed: 2,
    total: 54,
    holes: 18,
  },
  { name: 'courlander-sulus-aidi', base: { ruleset: 'courlander-sulus-aidi' }, seed: 3, total: 54, holes: 18 },
  {
    name: 'courlander-sulus-aidi (abalala-take, claims relay)',
    base: { ruleset: 'courlander-sulus-aidi', options: { 'aidi-empty-landing': 'abalala-take', 'own-claim-landing': 'relay' } },
    seed: 4,
    total: 54,
    holes: 18,
  },
  { name: 'courlander-sulus-nishtaw', base: { ruleset: 'courlander-sulus-nishtaw' }, seed: 5, total: 54, holes: 18 },
  {
    name: 'courlander-sulus-nishtaw (first A, claims on either side)',
    base: { ruleset: 'courlander-sulus-nishtaw', first: 'A', options: { 'claim-side': 'either' } },
    seed: 6,
    total: 54,
    holes: 18,
  },
  { name: 'walker-gabata', base: { ruleset: 'walker-gabata' }, seed: 7, total: 54, holes: 18 },
  {
    name: 'walker-gabata (after-race chosen, first north)',
    base: { ruleset: 'walker-gabata', first: 'north', options: { 'after-race': 'chosen' } },
    seed: 8,
    total: 54,
    holes: 18,
  },
  { name: 'dlp-gabata-shoa-i', base: { ruleset: 'dlp-gabata-shoa-i' }, seed: 9, total: 48, holes: 12 },
  {
    name: 'dlp-gabata-shoa-i (first north, weg take continues)',
    base: { ruleset: 'dlp-gabata-shoa-i', first: 'north', options: { 'weg-take-continues': 'another-move' } },
    seed: 10,
    total: 48,
    holes: 12,
  },
  {
    name: 'dlp-gabata-shoa-i five-holes',
    base: { ruleset: 'dlp-gabata-shoa-i', options: { observed: 'five-holes' } },
    seed: 11,
    total: 40,
    holes: 10,
  },
  {
    name: 'dlp-gabata-shoa-i seven-holes',
    base: { ruleset: 'dlp-gabata-shoa-i', options: { observed: 'seven-holes' } },
    seed: 12,
    total: 56,
    holes: 14,
  },
  {
    name: 'dlp-gabata-shoa-i gabata-3',
    base: { ruleset: 'dlp-gabata-shoa-i', options: { observed: 'gabata-3' } },
    seed: 13,
    total: 48,
    holes: 12,
  },
];

const played = new Map<string, { record: GameRecord; out: ReplayOut }>();
function game(name: string): { record: GameRecord; out: ReplayOut } {
  let g = played.get(name);
  if (!g) {
    const spec = GAMES.find((x) => x.name === name)!;
    g = playGame(spec.base, spec.seed);
    played.set(name, g);
  }
  return g;
}

/** The standard start of a ruleset, as a position awaiting its opening. */
function standardStart(labels: string[], perHole: number, players: [string, string]): Position {
  const half = labels.length / 2;
  return {
    holes: Object.fromEntries(labels.map((l) => [l, perHole])),
    stores: { [players[0]]: 0, [players[1]]: 0 },
    owners: Object.fromEntries(labels.map((l, i) => [l, i < half ? players[0] : players[1]])),
    claims: {},
    toMove: null,
    status: 'playing',
  };
}

const COURLANDER_LABELS = Array.from({ length: 18 }, (_, i) => String(i + 1));
const WALKER_LABELS = [...'ABCDEFGHI', ...'abcdefghi'];
const DLP_LABELS = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2', 'C2', 'B2', 'A2'];

// ---------------------------------------------------------------------------------------------
// 1. Round trips
// ---------------------------------------------------------------------------------------------

describe('replay: round trips through "start"', () => {
  it.each(GAMES.map((g) => [g.name]))('%s: the games played here are real games', (name) => {
    const spec = GAMES.find((x) => x.name === name)!;
    const { record, out } = game(name);
    expect(record.moves!.length).toBeGreaterThanOrEqual(10);
    expect(out.moves).toHaveLength(record.moves!.length);
    expect(Object.keys(out.position.holes)).toHaveLength(spec.holes);
    // Pieces are conserved at every step.
    expect(totalPieces(out.opening!.position)).toBe(spec.total);
    for (const m of out.moves) expect(totalPieces(m.position)).toBe(spec.total);
  });

  it.each(GAMES.map((g) => [g.name]))('%s: the final position, replayed as a start with no moves, is unchanged', (name) => {
    const { record, out } = game(name);
    const again = replay({ ...record, start: out.position, moves: [] });
    expect(again.position).toEqual(out.position);
    expect(again.moves).toEqual([]);
    // A start with someone to move, or with play over, has no opening to play.
    expect(again.opening).toBeNull();
    // And the second trip is as good as the first.
    const third = replay({ ...record, start: again.position, moves: [] });
    expect(third.position).toEqual(out.position);
  });

  it.each(GAMES.map((g) => [g.name]))(
    '%s: starting from the position after move k with the remaining moves gives the same game, for every k',
    (name) => {
      const { record, out } = game(name);
      const moves = record.moves as string[];
      for (let k = 0; k <= moves.length; k++) {
        const start = k === 0 ? out.opening!.position : out.moves[k - 1]!.position;
        const rest = replay({ ...record, start, moves: moves.slice(k) });
        expect(rest.opening, `k=${k}`).toBeNull();
        expect(rest.position, `k=${k}`).toEqual(out.position);
        // Move by move, the same players, events and positions.
        expect(rest.moves, `k=${k}`).toEqual(out.moves.slice(k));
      }
    },
  );

  it('a start stated explicitly as the standard start awaiting its opening replays as if it were absent', () => {
    const cases: [GameRecord, Position][] = [
      [{ ruleset: 'courlander-abalala' }, standardStart(COURLANDER_LABELS, 3, ['B', 'A'])],
      [{ ruleset: 'courlander-sulus-nishtaw', first: 'A' }, standardStart(COURLANDER_LABELS, 3, ['B', 'A'])],
      [{ ruleset: 'walker-gabata' }, standardStart(WALKER_LABELS, 3, ['south', 'north'])],
      [{ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'gabata-3' } }, standardStart(DLP_LABELS, 4, ['south', 'north'])],
    ];
    for (const [record, start] of cases) {
      const implicit = replay(record);
      const explicit = replay({ ...record, start });
      expect(explicit.opening, record.ruleset).not.toBeNull();
      expect(explicit).toEqual(implicit);
    }
  });

  it('"owners" and "claims" may be left out of a start, which then has the default sides and no claims', () => {
    const { holes, stores } = standardStart(COURLANDER_LABELS, 3, ['B', 'A']);
    const bare = replay({ ruleset: 'courlander-abalala', start: { holes, stores, toMove: null, status: 'playing' } });
    expect(bare).toEqual(replay({ ruleset: 'courlander-abalala' }));
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The shape of the replay output
// ---------------------------------------------------------------------------------------------

function expectPositionShape(p: Position, players: string[], labels?: string[]): void {
  expect(Object.keys(p)).toEqual(expect.arrayContaining(['holes', 'stores', 'owners', 'claims', 'toMove', 'status']));
  if (labels) expect(Object.keys(p.holes).sort()).toEqual([...labels].sort());
  expect(Object.keys(p.owners).sort()).toEqual(Object.keys(p.holes).sort());
  for (const n of Object.values(p.holes)) expect(Number.isInteger(n) && n >= 0).toBe(true);
  expect(Object.keys(p.stores).sort()).toEqual([...players].sort());
  for (const owner of Object.values(p.owners)) expect(players).toContain(owner);
  for (const [l, holder] of Object.entries(p.claims)) {
    expect(Object.keys(p.holes)).toContain(l);
    expect(players).toContain(holder);
  }
  expect(p.toMove === null || players.includes(p.toMove)).toBe(true);
  expect(['playing', 'round-over', 'game-over', 'endless']).toContain(p.status);
}

function expectEventsShape(events: GameEvent[]): void {
  expect(Array.isArray(events)).toBe(true);
  for (const e of events) {
    expect(typeof e.type, JSON.stringify(e)).toBe('string');
    expect(typeof e.clause, JSON.stringify(e)).toBe('string');
    expect(e.type.length).toBeGreaterThan(0);
    expect(e.clause.length).toBeGreaterThan(0);
  }
}

describe('replay: the output', () => {
  const PLAYERS: Record<string, string[]> = {
    'courlander-abalala': ['B', 'A'],
    'courlander-sulus-aidi': ['B', 'A'],
    'courlander-sulus-nishtaw': ['B', 'A'],
    'walker-gabata': ['south', 'north'],
    'dlp-gabata-shoa-i': ['south', 'north'],
  };

  it.each(GAMES.map((g) => [g.name]))('%s: opening, moves and position have the documented shape', (name) => {
    const { record, out } = game(name);
    const players = PLAYERS[record.ruleset]!;
    expect(Object.keys(out).sort()).toEqual(['moves', 'opening', 'position']);
    // No start: the opening is played and reported.
    expect(out.opening).not.toBeNull();
    expect(Object.keys(out.opening!).sort()).toEqual(['events', 'position']);
    expect(out.opening!.events.length).toBeGreaterThan(0);
    expectEventsShape(out.opening!.events);
    expectPositionShape(out.opening!.position, players);
    expect(out.opening!.position.toMove).not.toBeNull();

    let before = out.opening!.position;
    out.moves.forEach((m, i) => {
      expect(Object.keys(m).sort(), `moves[${i}]`).toEqual(['events', 'move', 'player', 'position']);
      expect(m.move).toBe((record.moves as string[])[i]);
      expect(m.player, `moves[${i}] is made by the player to move`).toBe(before.toMove);
      expect(m.events.length).toBeGreaterThan(0);
      expectEventsShape(m.events);
      expectPositionShape(m.position, players, Object.keys(before.holes));
      before = m.position;
    });
    expect(out.position).toEqual(out.moves.at(-1)!.position);
  });

  it('labels holes in each ruleset\'s own notation and names its players', () => {
    const abalala = replay({ ruleset: 'courlander-abalala' }).position;
    expect(Object.keys(abalala.holes).sort()).toEqual([...COURLANDER_LABELS].sort());
    expect(abalala.owners['1']).toBe('B');
    expect(abalala.owners['9']).toBe('B');
    expect(abalala.owners['10']).toBe('A');
    expect(abalala.owners['18']).toBe('A');
    const walker = replay({ ruleset: 'walker-gabata' }).position;
    expect(Object.keys(walker.holes).sort()).toEqual([...WALKER_LABELS].sort());
    for (const l of 'ABCDEFGHI') expect(walker.owners[l]).toBe('south');
    for (const l of 'abcdefghi') expect(walker.owners[l]).toBe('north');
    const dlp = replay({ ruleset: 'dlp-gabata-shoa-i' }).position;
    expect(Object.keys(dlp.holes).sort()).toEqual([...DLP_LABELS].sort());
    for (const l of DLP_LABELS) expect(dlp.owners[l]).toBe(l.endsWith('1') ? 'south' : 'north');
  });

  it.each([
    ['gabata-i', 12, 48],
    ['five-holes', 10, 40],
    ['seven-holes', 14, 56],
    ['gabata-3', 12, 48],
  ])('dlp-gabata-shoa-i observed=%s: %i holes, %i pieces', (observed, holes, total) => {
    const out = replay({ ruleset: 'dlp-gabata-shoa-i', options: { observed } });
    expect(Object.keys(out.position.holes)).toHaveLength(holes);
    expect(totalPieces(out.position)).toBe(total);
    expectEventsShape(out.opening!.events);
  });

  it('the 3x6 rulesets are played with 54 pieces', () => {
    for (const ruleset of ['courlander-abalala', 'courlander-sulus-aidi', 'courlander-sulus-nishtaw', 'walker-gabata']) {
      expect(totalPieces(replay({ ruleset }).position), ruleset).toBe(EXPECTED_TOTAL[ruleset]);
    }
  });

  it('"moves" may be left out: the opening alone is played', () => {
    const out = replay({ ruleset: 'walker-gabata' });
    expect(out.opening).not.toBeNull();
    expect(out.moves).toEqual([]);
    expect(out.position).toEqual(out.opening!.position);
  });

  it('opening is null when the start has someone to move', () => {
    const { out } = game('courlander-abalala');
    const start = out.moves[3]!.position;
    expect(start.toMove).not.toBeNull();
    const r = replay({ ruleset: 'courlander-abalala', start, moves: [] });
    expect(r.opening).toBeNull();
    expect(r.moves).toEqual([]);
    expect(r.position).toEqual(start);
  });

  it('opening is null when the start is a finished game (toMove null, status not "playing")', () => {
    const { record, out } = game('courlander-sulus-nishtaw');
    expect(out.position.status).not.toBe('playing');
    expect(out.position.toMove).toBeNull();
    const r = replay({ ruleset: record.ruleset, start: out.position });
    expect(r.opening).toBeNull();
    expect(r.position).toEqual(out.position);
  });

  it('a start with toMove null and status "playing" awaits its opening, which is then played', () => {
    // The next game of an Abalalà series: the race is run from the reloaded board.
    const start = setup('courlander-abalala', 'B=23', 'A=31');
    const r = replay({ ruleset: 'courlander-abalala', start, moves: [] });
    expect(r.opening).not.toBeNull();
    expect(r.opening!.events.length).toBeGreaterThan(0);
    expectEventsShape(r.opening!.events);
    expect(r.opening!.position.toMove === null && r.opening!.position.status === 'playing').toBe(false);
    expect(totalPieces(r.position)).toBe(54);
  });

  it('"first" chooses who begins where the text lets the players choose', () => {
    const b = replay({ ruleset: 'courlander-sulus-nishtaw', first: 'B' });
    const a = replay({ ruleset: 'courlander-sulus-nishtaw', first: 'A' });
    expect(replay({ ruleset: 'courlander-sulus-nishtaw' })).toEqual(b);
    expect(a.position).not.toEqual(b.position);
    const south = replay({ ruleset: 'dlp-gabata-shoa-i', first: 'south' });
    const north = replay({ ruleset: 'dlp-gabata-shoa-i', first: 'north' });
    expect(south.position.toMove).toBe('south');
    expect(north.position.toMove).toBe('north');
    const abalala = replay({ ruleset: 'courlander-abalala', first: 'A' });
    expect(abalala.position.toMove).toBe('A');
  });

  it('"pass" is accepted where the rules allow it (DLP, the mover has no move)', () => {
    const { record, out } = game('dlp-gabata-shoa-i');
    const passes = out.moves.filter((m) => m.move === 'pass');
    expect(passes.length, 'the DLP game played here contains a pass').toBeGreaterThan(0);
    for (const m of passes) {
      expect(m.events.map((e) => e.type)).toContain('pass');
      expect(m.player).not.toBe(m.position.toMove);
    }
    expect(record.moves).toContain('pass');
  });

  it('replays the same record the same way every time', () => {
    const { record, out } = game('walker-gabata');
    expect(replay(record)).toEqual(out);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. setup
// ---------------------------------------------------------------------------------------------

function holesOf(p: Position, labels: string[]): number[] {
  return labels.map((l) => p.holes[l]!);
}

describe('setup', () => {
  const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => String(a + i));

  it('courlander-abalala B=23 A=31: Diagram 2 for the loser, mirrored by the winner, who keeps the rest', () => {
    const p = setup('courlander-abalala', 'B=23', 'A=31');
    expect(holesOf(p, range(1, 6))).toEqual([3, 3, 3, 3, 3, 3]);
    expect(holesOf(p, range(7, 8))).toEqual([2, 2]);
    expect(p.holes['9']).toBe(1);
    expect(holesOf(p, range(10, 15))).toEqual([3, 3, 3, 3, 3, 3]);
    expect(holesOf(p, range(16, 17))).toEqual([2, 2]);
    expect(p.holes['18']).toBe(1);
    expect(p.stores).toEqual({ B: 0, A: 8 });
    expect(p.toMove).toBeNull();
    expect(p.status).toBe('playing');
    expect(p.claims).toEqual({});
    for (const l of range(1, 9)) expect(p.owners[l]).toBe('B');
    for (const l of range(10, 18)) expect(p.owners[l]).toBe('A');
    expect(totalPieces(p)).toBe(54);
    // B's side holds all of B's 23 pieces.
    expect(range(1, 9).reduce((a, l) => a + p.holes[l]!, 0)).toBe(23);
  });

  it('courlander-abalala B=31 A=23: the same, turned round', () => {
    const p = setup('courlander-abalala', 'B=31', 'A=23');
    expect(holesOf(p, range(10, 18))).toEqual([3, 3, 3, 3, 3, 3, 2, 2, 1]);
    expect(holesOf(p, range(1, 9))).toEqual([3, 3, 3, 3, 3, 3, 2, 2, 1]);
    expect(p.stores).toEqual({ B: 8, A: 0 });
    expect(p.toMove).toBeNull();
    expect(totalPieces(p)).toBe(54);
  });

  it('courlander-abalala B=23 A=31 --option reload=walker: threes, the short hole topped up, the winner matching', () => {
    const p = setup('courlander-abalala', 'B=23', 'A=31', '--option', 'reload=walker');
    expect(holesOf(p, range(1, 8))).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(p.holes['9']).toBe(0);
    expect(holesOf(p, range(10, 17))).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(p.holes['18']).toBe(0);
    expect(p.stores).toEqual({ B: 0, A: 6 });
    // Abalalà's next game opens with the race, as its first does: nobody to move yet.
    expect(p.toMove).toBeNull();
    expect(p.status).toBe('playing');
    expect(totalPieces(p)).toBe(54);
    // The "--option=name=value" spelling means the same.
    expect(setup('courlander-abalala', 'B=23', 'A=31', '--option=reload=walker')).toEqual(p);
  });

  it('walker-gabata south=23 north=31: the same layout, and the weaker player begins', () => {
    const p = setup('walker-gabata', 'south=23', 'north=31');
    expect(holesOf(p, [...'ABCDEFGH'])).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(p.holes['I']).toBe(0);
    expect(holesOf(p, [...'abcdefgh'])).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
    expect(p.holes['i']).toBe(0);
    expect(p.stores).toEqual({ south: 0, north: 6 });
    expect(p.toMove).toBe('south');
    expect(p.status).toBe('playing');
    expect(totalPieces(p)).toBe(54);
    // --option next-round-first=stronger hands the first move to north.
    expect(setup('walker-gabata', 'south=23', 'north=31', '--option', 'next-round-first=stronger').toMove).toBe('north');
  });

  it('equal pieces give the standard start', () => {
    const p = setup('courlander-abalala', 'B=27', 'A=27');
    expect(p).toEqual({ ...standardStart(COURLANDER_LABELS, 3, ['B', 'A']) });
    const d = setup('dlp-gabata-shoa-i', 'south=24', 'north=24');
    expect(d).toEqual(standardStart(DLP_LABELS, 4, ['south', 'north']));
  });

  it.each([
    ['courlander-abalala', 'B', 'A', 54],
    ['courlander-sulus-aidi', 'B', 'A', 54],
    ['courlander-sulus-nishtaw', 'B', 'A', 54],
    ['walker-gabata', 'south', 'north', 54],
    ['dlp-gabata-shoa-i', 'south', 'north', 48],
    ['dlp-abalalae', 'south', 'north', 54],
  ])('%s: every split of the pieces sets up a position that adds up and can be played', (ruleset, p0, p1, total) => {
    for (const a of [5, 13, 20, Math.floor(total / 2), total - 13]) {
      const p = setup(ruleset, `${p0}=${a}`, `${p1}=${total - a}`);
      expect(totalPieces(p), `${p0}=${a}`).toBe(total);
      expect(p.status).toBe('playing');
      expectPositionShape(p, [p0, p1]);
      // The set-up is a start a record can use.
      const r = replay({ ruleset, start: p, moves: [] });
      expect(r.opening === null, `${p0}=${a}: an opening exactly when nobody is to move`).toBe(p.toMove !== null);
      expect(totalPieces(r.position)).toBe(total);
    }
  });

  it('courlander-sulus-nishtaw B=33 A=21 under the variation: the first move may start from a hole of three, the next may not', () => {
    const options = { 'no-move-from-three': true };
    const p = setup('courlander-sulus-nishtaw', 'B=33', 'A=21', '--option', 'no-move-from-three=true');
    expect(new Set(Object.values(p.holes))).toEqual(new Set([3]));
    expect(p.toMove).toBeNull();
    const r = replay({ ruleset: 'courlander-sulus-nishtaw', options, start: p, moves: ['1'] });
    expect(r.opening!.position).toMatchObject({ toMove: 'B', status: 'playing', inProgress: false });
    expect(r.position).toMatchObject({ toMove: 'A', status: 'playing', claims: { 12: 'B' } });
    expect(r.position).not.toHaveProperty('inProgress');
    // The position after the opening is a start of its own: the first move is still free there.
    expect(replay({ ruleset: 'courlander-sulus-nishtaw', options, start: r.opening!.position, moves: ['1'] }).position).toEqual(r.position);
    const bad = replayRaw({ ruleset: 'courlander-sulus-nishtaw', options, start: p, moves: ['1', '13'] });
    expectBadInput(bad, 'moves[1]', '"13"', 'no move starts from a hole of three once the game is in progress');
  });

  it("dlp-abalalae south=23 north=31: the weaker lays threes from A1 along his route, E2 short; the stronger threes in as many holes; a race opens it", () => {
    const p = setup('dlp-abalalae', 'south=23', 'north=31');
    expect(holesOf(p, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'F2', 'E2', 'D2'])).toEqual([3, 3, 3, 3, 3, 3, 3, 2, 0]);
    expect(holesOf(p, ['F3', 'E3', 'D3', 'C3', 'B3', 'A3', 'A2', 'B2', 'C2'])).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 0]);
    expect(p.stores).toEqual({ south: 0, north: 7 });
    expect(p.toMove).toBeNull();
    const r = replay({ ruleset: 'dlp-abalalae', start: p, moves: [] });
    expect(r.opening!.events.slice(0, 2).map((e) => [e.type, e.hole])).toEqual([['pick-up', 'A1'], ['pick-up', 'F3']]);
    expect(setup('dlp-abalalae', 'south=23', 'north=31', '--option', 'round-opening=weaker').toMove).toBe('south');
  });

  it("dlp-abalalae replays Ludii's moves in Ludii's coordinates from a start, and refuses a hole that is not one", () => {
    const start = { holes: Object.fromEntries(['1', '2', '3'].flatMap((r) => [...'ABCDEF'].map((c) => [`${c}${r}`, 3]))), stores: { south: 0, north: 0 }, toMove: 'south', status: 'playing' };
    const r = replay({ ruleset: 'dlp-abalalae', options: { 'vacated-check': 'sowing', rounds: 'one' }, start, moves: ['C1'] });
    expect(r.opening).toBeNull();
    expect(r.moves[0]!.events.filter((e) => e.type === 'drop').slice(0, 4).map((e) => e.hole)).toEqual(['D1', 'E1', 'F1', 'F2']);
    expect(r.position.toMove).toBe('north');
    expectBadInput(replayRaw({ ruleset: 'dlp-abalalae', start, moves: ['G1'] }), 'moves[0]', '"G1"');
  });

  it('the DLP five- and seven-hole boards take 40 and 56 pieces', () => {
    expect(totalPieces(setup('dlp-gabata-shoa-i', 'south=20', 'north=20', '--option', 'observed=five-holes'))).toBe(40);
    expect(totalPieces(setup('dlp-gabata-shoa-i', 'south=30', 'north=26', '--option', 'observed=seven-holes'))).toBe(56);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Bad input
// ---------------------------------------------------------------------------------------------

describe('bad input: exit 2, one line on stderr naming the field or move, nothing on stdout', () => {
  const abalalaOpening = () => game('courlander-abalala').out.opening!.position;

  describe('files and JSON', () => {
    it('unreadable JSON', () => {
      const path = writeTemp('{"ruleset": "courlander-abalala", "moves": [');
      expectBadInput(main(['replay', path]), path);
    });

    it('a file that is not there', () => {
      const path = join(dir, 'no-such-record.json');
      expectBadInput(main(['replay', path]), path);
    });

    it('JSON that is not a record object', () => {
      expectBadInput(replayRaw([1, 2, 3]), 'record');
      expectBadInput(replayRaw('courlander-abalala'), 'record');
    });

    it('an unknown field in the record', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', movs: [] }), 'movs');
    });
  });

  describe('ruleset, options, first', () => {
    it('a missing ruleset', () => {
      expectBadInput(replayRaw({ moves: [] }), 'ruleset');
    });

    it('an unknown ruleset', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-gobeta' }), 'ruleset', 'courlander-gobeta');
    });

    it('an unknown option', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', options: { 'race-ends': 'both-finish' } }), 'options.race-ends');
    });

    it('an option of another ruleset', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', options: { observed: 'five-holes' } }), 'options.observed');
    });

    it('a bad option value', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', options: { 'race-end': 'sometimes' } }), 'options.race-end');
    });

    it('an option value of the wrong type', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', options: { 'skip-origin': 'true' } }), 'options.skip-origin');
    });

    it('a value the option has but this ruleset does not allow', () => {
      expectBadInput(replayRaw({ ruleset: 'walker-gabata', options: { 'next-round-first': 'lots' } }), 'options.next-round-first');
    });

    it('options that are not an object', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', options: ['reload=walker'] }), 'options');
    });

    it('"first" naming a player that does not exist', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', first: 'C' }), 'first');
      expectBadInput(replayRaw({ ruleset: 'dlp-gabata-shoa-i', first: 'B' }), 'first');
    });

    it('"first" that is not a string', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', first: 1 }), 'first');
    });

    it('"first" where the rules decide who begins (walker-gabata\'s default reading)', () => {
      expectBadInput(replayRaw({ ruleset: 'walker-gabata', first: 'south' }), 'first');
      expectBadInput(
        replayRaw({ ruleset: 'courlander-abalala', options: { 'after-race': 'first-to-finish' }, first: 'B' }),
        'first',
      );
    });
  });

  describe('moves', () => {
    it('a move from the opponent\'s hole', () => {
      const p = abalalaOpening();
      const opponents = Object.keys(p.holes).filter((l) => p.owners[l] !== p.toMove && p.holes[l]! > 0);
      expect(opponents.length).toBeGreaterThan(0);
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: [opponents[0]] }), 'moves[0]', `"${opponents[0]}"`);
    });

    it('names the index of the bad move, not the first', () => {
      const { record, out } = game('walker-gabata');
      const moves = (record.moves as string[]).slice(0, 3);
      const after = out.moves[2]!.position;
      const theirs = Object.keys(after.holes).find((l) => after.owners[l] !== after.toMove && after.holes[l]! > 0)!;
      const r = replayRaw({ ruleset: 'walker-gabata', moves: [...moves, theirs] });
      expectBadInput(r, 'moves[3]');
      expect(r.stderr).not.toContain('moves[0]');
    });

    it('a move from an empty hole', () => {
      const p = abalalaOpening();
      const empty = Object.keys(p.holes).find((l) => p.owners[l] === p.toMove && p.holes[l] === 0);
      expect(empty, 'the mover has an empty hole after the race').toBeDefined();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: [empty] }), 'moves[0]', `"${empty}"`);
    });

    it('a move from an empty hole in a start position', () => {
      const start = { ...standardStart(COURLANDER_LABELS, 3, ['B', 'A']), toMove: 'B' };
      start.holes = { ...start.holes, '4': 0, '5': 6 };
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start, moves: ['4'] }), 'moves[0]');
    });

    it('a move from a claimed hole', () => {
      const { out } = game('courlander-sulus-nishtaw');
      const at = out.moves.findIndex((m) => {
        const p = m.position;
        return p.status === 'playing' && Object.keys(p.claims).some((l) => p.owners[l] === p.toMove && p.holes[l]! > 0);
      });
      expect(at, 'the Sulus Nishtaw game played here has a claim on the mover\'s side').toBeGreaterThanOrEqual(0);
      const p = out.moves[at]!.position;
      const claimed = Object.keys(p.claims).find((l) => p.owners[l] === p.toMove && p.holes[l]! > 0)!;
      expectBadInput(replayRaw({ ruleset: 'courlander-sulus-nishtaw', start: p, moves: [claimed] }), 'moves[0]');
    });

    it('a move after the game is over', () => {
      for (const name of ['courlander-abalala', 'dlp-gabata-shoa-i']) {
        const { record, out } = game(name);
        expect(out.position.status, name).not.toBe('playing');
        const moves = record.moves as string[];
        const owner = Object.keys(out.position.holes).find((l) => out.position.holes[l]! > 0) ?? Object.keys(out.position.holes)[0]!;
        expectBadInput(replayRaw({ ...record, moves: [...moves, owner] }), `moves[${moves.length}]`);
        expectBadInput(replayRaw({ ...record, start: out.position, moves: [owner] }), 'moves[0]');
      }
    });

    it('a move that is not a string', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: [9] }), 'moves[0]');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: [null] }), 'moves[0]');
    });

    it('"moves" that is not an array', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: '9' }), 'moves');
    });

    it('a move from a hole that does not exist', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: ['19'] }), 'moves[0]', '"19"');
      expectBadInput(replayRaw({ ruleset: 'walker-gabata', moves: ['J'] }), 'moves[0]', '"J"');
      // A hole of another notation is not a hole here.
      expectBadInput(replayRaw({ ruleset: 'walker-gabata', moves: ['1'] }), 'moves[0]');
      // F1 is a hole of the 2x6 board, not of the 2x5 one.
      expectBadInput(replayRaw({ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'five-holes' }, moves: ['F1'] }), 'moves[0]');
    });

    it('"pass" when a move exists', () => {
      expectBadInput(replayRaw({ ruleset: 'dlp-gabata-shoa-i', moves: ['pass'] }), 'moves[0]');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', moves: ['pass'] }), 'moves[0]');
    });
  });

  describe('start positions', () => {
    const abalalaStart = () => ({ ...abalalaOpening() });

    it('counts that do not add up', () => {
      const s = abalalaStart();
      const more = { ...s, holes: { ...s.holes, '2': s.holes['2']! + 1 } };
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: more }), 'start');
      const fewer = { ...s, stores: { B: 0, A: 0 }, holes: { ...s.holes, '2': 0 } };
      if (s.holes['2']! > 0) expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: fewer }), 'start');
      // The 2x6 board's 48 are not the 2x5 board's 40.
      const dlp = standardStart(DLP_LABELS, 4, ['south', 'north']);
      expectBadInput(replayRaw({ ruleset: 'dlp-gabata-shoa-i', options: { observed: 'seven-holes' }, start: dlp }), 'start');
    });

    it('a store of a player that does not exist', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, stores: { B: 0, A: 0, C: 0 } } }), 'start.stores.C');
    });

    it('a player to move that does not exist', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, toMove: 'south' } }), 'start.toMove');
    });

    it('an owner that does not exist', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, owners: { ...s.owners, '3': 'C' } } }), 'start.owners.3');
    });

    it('a hole label that does not exist', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, holes: { ...s.holes, '19': 0 } } }), 'start.holes.19');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, claims: { A1: 'A' } } }), 'start.claims.A1');
      expectBadInput(
        replayRaw({ ruleset: 'courlander-abalala', start: { ...s, owners: { ...s.owners, a: 'A' } } }),
        'start.owners.a',
      );
    });

    it('a hole left out', () => {
      const s = abalalaStart();
      const holes = Object.fromEntries(Object.entries(s.holes).filter(([l]) => l !== '7'));
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, holes } }), 'start.holes');
    });

    it('a count that is not a whole number ≥ 0', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, holes: { ...s.holes, '1': -1 } } }), 'start.holes.1');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, holes: { ...s.holes, '1': 1.5 } } }), 'start.holes.1');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, stores: { B: '0', A: 0 } } }), 'start.stores.B');
    });

    it('an unknown status', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, status: 'over' } }), 'start.status');
    });

    it('a start that is not a position', () => {
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: 'standard' }), 'start');
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { stores: {}, toMove: null, status: 'playing' } }), 'start.holes');
    });

    it('beans in hand in a start', () => {
      const s = abalalaStart();
      expectBadInput(replayRaw({ ruleset: 'courlander-abalala', start: { ...s, hands: { B: 0, A: 0 } } }), 'start.hands');
    });
  });

  describe('commands and setup', () => {
    it('an unknown command', () => {
      expectBadInput(main(['reply', 'game.json']), 'reply');
    });

    it('replay without a file, or with two', () => {
      expectBadInput(main(['replay']), 'replay');
      expectBadInput(main(['replay', 'a.json', 'b.json']), 'replay');
    });

    it('setup without a ruleset', () => {
      expectBadInput(main(['setup']), 'ruleset');
    });

    it('setup with an unknown ruleset', () => {
      expectBadInput(main(['setup', 'abalala', 'B=23', 'A=31']), 'ruleset', 'abalala');
    });

    it('setup with missing pieces', () => {
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23']), 'pieces');
      expectBadInput(main(['setup', 'courlander-abalala']), 'pieces');
      // One player named twice is still one player.
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'B=31']), 'pieces');
    });

    it('setup with pieces that are not a whole number', () => {
      expectBadInput(main(['setup', 'courlander-abalala', 'B=twenty', 'A=31']), 'B');
      expectBadInput(main(['setup', 'courlander-abalala', 'B=-3', 'A=57']), 'B');
    });

    it('setup with counts that do not add up', () => {
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'A=30']), '53', '54');
      expectBadInput(main(['setup', 'dlp-gabata-shoa-i', 'south=24', 'north=24', '--option', 'observed=five-holes']), '48', '40');
    });

    it('setup with a player that does not exist', () => {
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'C=31']), '"C"');
      expectBadInput(main(['setup', 'walker-gabata', 'B=23', 'A=31']), 'walker-gabata');
    });

    it.each([
      ['courlander-abalala', 'B=0', 'A=54', 'B'],
      ['courlander-sulus-aidi', 'B=54', 'A=0', 'A'],
      ['courlander-sulus-nishtaw', 'B=0', 'A=54', 'B'],
      ['walker-gabata', 'south=54', 'north=0', 'north'],
      ['dlp-gabata-shoa-i', 'south=0', 'north=48', 'south'],
    ])('%s setup %s %s: the series is over', (ruleset, a, b, loser) => {
      const r = main(['setup', ruleset, a, b]);
      expectBadInput(r, loser);
    });

    it('setup with an unknown option, a bad value, or a malformed --option', () => {
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'A=31', '--option', 'reloads=walker']), 'options.reloads');
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'A=31', '--option', 'reload=leaflet']), 'options.reload');
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'A=31', '--option', 'reload']), '--option');
      expectBadInput(main(['setup', 'courlander-abalala', 'B=23', 'A=31', '--option']), '--option');
    });
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The real process
// ---------------------------------------------------------------------------------------------

describe('the real process', () => {
  const bin = join(ROOT, 'node_modules', '.bin');
  const run = (args: string[], input?: string) =>
    spawnSync(join(bin, 'tsx'), ['src/cli/gobeta.ts', ...args], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
      // node_modules/.bin first, so that tsx runs on the bundled Node, as `npm run` does.
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
      timeout: 60_000,
    });

  it('setup: exit 0 and the same JSON as main()', () => {
    const args = ['setup', 'courlander-abalala', 'B=23', 'A=31', '--option', 'reload=walker'];
    const r = run(args);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(main(args).stdout);
  }, 60_000);

  it('replay - reads the record from standard input', () => {
    const { record } = game('dlp-gabata-shoa-i');
    const text = JSON.stringify(record);
    const r = run(['replay', '-'], text);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(main(['replay', writeTemp(text)]).stdout);
  }, 60_000);

  it('an illegal move on standard input: exit 2, one line on stderr naming the move, nothing on stdout', () => {
    const r = run(['replay', '-'], JSON.stringify({ ruleset: 'courlander-abalala', moves: ['12'] }));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('moves[0]');
  }, 60_000);

  it('unreadable JSON and setup when the series is over: exit 2, nothing on stdout', () => {
    const bad = run(['replay', writeTemp('{ not json')]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trimEnd().split('\n')).toHaveLength(1);
    const over = run(['setup', 'walker-gabata', 'south=54', 'north=0']);
    expect(over.status).toBe(2);
    expect(over.stdout).toBe('');
    expect(over.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(over.stderr).toContain('north');
  }, 60_000);

  it('runs the same through a symlinked path (the entry check resolves real paths)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gobeta-link-'));
    const link = join(dir, 'project');
    symlinkSync(ROOT, link);
    try {
      const r = spawnSync(join(bin, 'tsx'), [join(link, 'src/cli/gobeta.ts'), 'frobnicate'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
        timeout: 60_000,
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('unknown command "frobnicate"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('regressions found by these tests', () => {
  it('no command at all: exit 2 and one line on stderr', () => {
    const r = main([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('"pass" by a player who has no move, where the rules have no pass, says so', () => {
    const holes = Object.fromEntries(COURLANDER_LABELS.map((l, i) => [l, i < 9 ? 0 : 3]));
    const r = replayRaw({ ruleset: 'courlander-abalala', start: { holes, stores: { B: 27, A: 0 }, toMove: 'B', status: 'playing' }, moves: ['pass'] });
    expectBadInput(r, 'moves[0]');
    expect(r.stderr).toContain('has no pass');
    expect(r.stderr).not.toContain('has a move');
  });

  it('a sowing that would go on for millions of drops is reported as endless, not hung', () => {
    const holes = { 1: 2, 2: 13, 3: 2, 4: 1, 5: 0, 6: 2, 7: 4, 8: 3, 9: 6, 10: 1, 11: 2, 12: 3, 13: 6, 14: 1, 15: 2, 16: 2, 17: 1, 18: 3 };
    const out = replay({ ruleset: 'courlander-abalala', start: { holes, stores: { B: 0, A: 0 }, toMove: 'A', status: 'playing', owners: {}, claims: {} } as Position, moves: ['15'] });
    expect(out.position.status).toBe('endless');
    expect(out.moves[0]!.events.at(-1)).toMatchObject({ type: 'endless', reason: 'limit' });
    expect(out.moves[0]!.events.some((e) => e.type === 'fast-forward')).toBe(true);
  }, 60_000);
});
