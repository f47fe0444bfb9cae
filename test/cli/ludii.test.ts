/**
 * `gobeta ludii <file>`: games recorded in Ludii (../shared/oracle/ludii/, beside the repository)
 * replayed under each ruleset's `ludii` preset. One JSON line per game and a summary line; exit 0
 * if every game agrees, 1 if one differs, 2 (one line on stderr, nothing on stdout) for a file
 * that cannot be read, an unknown game or a malformed line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/gobeta';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLES = join(ROOT, '..', 'shared', 'oracle', 'ludii');
const GABATA = join(SAMPLES, 'dlp-gabata-shoa-i-round1.sample.jsonl.gz');
const ABALALAE = join(SAMPLES, 'dlp-abalalae.sample.jsonl.gz');

type Line = Record<string, unknown>;
interface GameLine {
  game: number;
  ruleset: string;
  plies: number;
  agree: boolean;
  firstDifference: null | { ply: number | null; move: string | null; what: string; ours: { board: Record<string, number> } | null; ludii: { board: Record<string, number> } };
}

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'gobeta-ludii-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function temp(content: string | Buffer, name = `trace-${n++}.jsonl`): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The sample's lines as objects, read here without the module under test. */
function sampleLines(path: string): Line[] {
  return gunzipSync(readFileSync(path)).toString('utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Line);
}

const toText = (lines: Line[]) => `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`;

/** A sample of a game no ruleset plays (Kalah: no game of the family, which the DLP's samples all are, one by one, as their rulesets come). */
const unknownGame = () => temp(toText(sampleLines(ABALALAE).map((l) => (l.type === 'game' ? { ...l, game: 'Kalah' } : l))), 'kalah.jsonl');

function output(r: { stdout: string }): { games: GameLine[]; summary: Line } {
  const lines = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Line);
  const summary = lines.pop()!;
  return { games: lines as unknown as GameLine[], summary };
}

function expectRefused(r: { code: number; stdout: string; stderr: string }, ...parts: string[]) {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  for (const p of parts) expect(r.stderr).toContain(p);
}

describe.each([
  ['dlp-gabata-shoa-i', GABATA],
  ["dlp-abalalae", ABALALAE],
])('ludii on the %s sample', (ruleset, path) => {
  it('replays all ten games in agreement: ten lines and a summary, exit 0', () => {
    const r = main(['ludii', path]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const { games, summary } = output(r);
    const ends = sampleLines(path).filter((l) => l.type === 'end');
    expect(games).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
    expect(games).toHaveLength(10);
    expect(summary).toEqual({ summary: { games: 10, agree: 10, differ: 0 } });
  });

  it('reads a plain copy and a gzip copy the same, whatever the file is called', () => {
    const want = main(['ludii', path]).stdout;
    const text = gunzipSync(readFileSync(path));
    expect(main(['ludii', temp(text)]).stdout).toBe(want);
    // Told by the bytes, not the name: plain text called .gz, gzip called .jsonl.
    expect(main(['ludii', temp(text, `plain-${n++}.jsonl.gz`)]).stdout).toBe(want);
    expect(main(['ludii', temp(gzipSync(text), `packed-${n++}.jsonl`)]).stdout).toBe(want);
  });
});

describe('ludii on a doctored copy', () => {
  it('reports the game that differs, at the ply where one count was changed, and exits 1', () => {
    const lines = sampleLines(GABATA);
    // Game 3's 12th turn: the last ply of a turn that passes to the other player, mid-round.
    const turnEnds = lines.filter((l) => l.type === 'move' && l.g === 3 && l.phase === 'Sowing' && l.next !== l.mover && l.next_phase === 'Sowing');
    const target = turnEnds[11]!;
    const board = target.board as number[];
    const site = board.findIndex((c) => c > 0);
    board[site]! += 1;
    const r = main(['ludii', temp(gzipSync(toText(lines)))]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const { games, summary } = output(r);
    expect(summary).toEqual({ summary: { games: 10, agree: 9, differ: 1 } });
    expect(games.filter((g) => !g.agree).map((g) => g.game)).toEqual([3]);
    const d = games[3]!.firstDifference!;
    expect(d.ply).toBe(target.ply);
    expect(d.what).toContain('board');
    // Site 0..5 is A1..F1, 6..11 A2..F2.
    const label = `${'ABCDEF'[site % 6]}${Math.floor(site / 6) + 1}`;
    expect(d.ludii.board[label]).toBe(board[site]);
    expect(d.ours!.board[label]).toBe(board[site]! - 1);
    // The move is the turn's first hole, as our engine names it.
    const game3 = lines.filter((l) => l.type === 'move' && l.g === 3);
    let k = target.ply as number;
    while (game3[k]!.same_turn) k--;
    const firstOfTurn = game3[k]!;
    expect(d.move).toBe(`${'ABCDEF'[(firstOfTurn.from as number) % 6]}${Math.floor((firstOfTurn.from as number) / 6) + 1}`);
  });

  it("reports a changed final score of Abalala'e at the game's last ply", () => {
    const lines = sampleLines(ABALALAE);
    const end = lines.find((l) => l.type === 'end' && l.g === 5)!;
    (end.score as number[])[0]! += 1;
    const r = main(['ludii', temp(toText(lines))]);
    expect(r.code).toBe(1);
    const { games } = output(r);
    expect(games.filter((g) => !g.agree).map((g) => g.game)).toEqual([5]);
    const d = games[5]!.firstDifference!;
    expect(d.ply).toBe((end.plies as number) - 1);
    expect(d.what).toContain('scores');
    expect(d.ludii).toMatchObject({ scores: { south: (end.score as number[])[0], north: (end.score as number[])[1] } });
    expect(d.ours).toMatchObject({ scores: { south: (end.score as number[])[0]! - 1 } });
  });
});

describe('the comparison is not empty', () => {
  it("the text's readings, where Ludii's code departs from them, disagree with Ludii's games", () => {
    const gabata = parseTrace(gunzipSync(readFileSync(GABATA)).toString('utf8'), 'gabata');
    const abalalae = parseTrace(gunzipSync(readFileSync(ABALALAE)).toString('utf8'), 'abalalae');
    // Gabata: wegs only on the opponent's side. Abalala'e: the emptied side looked for when a turn ends.
    expect(gabata.filter((g) => !replayLudiiGame(g, { 'claim-side': 'opponent' }).agree).length).toBeGreaterThanOrEqual(5);
    const late = abalalae.map((g) => replayLudiiGame(g, { 'vacated-check': 'turn' })).filter((r) => !r.agree);
    expect(late.length).toBeGreaterThanOrEqual(5);
    // It shows at the last ply, where Ludii stopped in the middle of a turn.
    for (const r of late) expect(r.firstDifference!.ply).toBe(r.plies - 1);
  });
});

describe('ludii: refused input (exit 2, one line on stderr, nothing on stdout)', () => {
  it('a file that cannot be read', () => {
    const missing = join(dir, 'no-such-trace.jsonl.gz');
    expectRefused(main(['ludii', missing]), 'cannot read', missing);
  });

  it('a game we have no ruleset for', () => {
    expectRefused(main(['ludii', unknownGame()]), 'kalah.jsonl:1', 'unknown game "Kalah"');
  });

  it('a line that is not JSON, by file and line number', () => {
    const lines = toText(sampleLines(ABALALAE)).split('\n');
    lines[4] = '{"type":"move","g":0,';
    const path = temp(lines.join('\n'));
    expectRefused(main(['ludii', path]), `${path}:5`, 'not valid JSON');
  });

  it('a move line without its board', () => {
    const lines = sampleLines(GABATA);
    delete lines[7]!.board;
    const path = temp(toText(lines));
    expectRefused(main(['ludii', path]), `${path}:8`, '"board"');
  });

  it('a game cut off before its end line', () => {
    const lines = sampleLines(GABATA);
    const path = temp(toText(lines.slice(0, 20)));
    expectRefused(main(['ludii', path]), `${path}:1`, 'no "end" line');
  });

  it('no file, or two', () => {
    expectRefused(main(['ludii']), 'ludii takes one trace file');
    expectRefused(main(['ludii', GABATA, ABALALAE]), 'ludii takes one trace file');
  });
});

describe('ludii: the real process', () => {
  const bin = join(ROOT, 'node_modules', '.bin');
  const run = (args: string[]) =>
    spawnSync(join(bin, 'tsx'), ['src/cli/gobeta.ts', ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
      timeout: 60_000,
    });

  it('exit 0 and the same lines as main() on a sample; exit 2 on an unknown game', () => {
    const ok = run(['ludii', ABALALAE]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe(main(['ludii', ABALALAE]).stdout);
    const unknown = run(['ludii', unknownGame()]);
    expect(unknown.status).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trimEnd().split('\n')).toHaveLength(1);
  }, 60_000);
});
