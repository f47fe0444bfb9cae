/**
 * The wegue games (the DLP's Gabata (Adowa) and Gabata (Aksum), after Pankhurst 1971: 164-165)
 * against their games recorded in Ludii: `gobeta ludii` replays every sampled game under the
 * ruleset's `ludii` preset, turn by turn to the end of the first round, where Ludii's between-round
 * moves begin; and at every turn the engine offers the very holes Ludii's code does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/gobeta';
import { createGame, holeLabel, initialState, legalMoves, parseHole, playMove, playOpening, withPreset, type State } from '../../src/engine/index';
import { replayLudiiGame } from '../../src/ludii/replay';
import { parseTrace } from '../../src/ludii/trace';

const SAMPLES = join(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'oracle', 'ludii');

type Line = Record<string, unknown>;
const linesOf = (path: string): Line[] =>
  gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);

describe.each([
  ['dlp-gabata-adowa', 'Gabata (Adowa)'],
  ['dlp-gabata-aksum', 'Gabata (Aksum)'],
])('ludii on the %s sample', (ruleset, game) => {
  const path = join(SAMPLES, `${ruleset}.sample.jsonl.gz`);
  const lines = linesOf(path);

  it('replays all ten games in agreement to the end of their first round, exit 0', () => {
    const r = main(['ludii', path]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out.at(-1)).toEqual({ summary: { games: 10, agree: 10, differ: 0 } });
    const ends = lines.filter((l) => l.type === 'end');
    expect(out.slice(0, -1)).toEqual(ends.map((e) => ({ game: e.g, ruleset, plies: e.plies, agree: true, firstDifference: null })));
  });

  it('compares whole rounds: every game is Ludii\'s, and its first round ends in the sample, with passes and wegues on the way', () => {
    expect(lines.filter((l) => l.type === 'game').every((l) => l.game === game)).toBe(true);
    for (let g = 0; g < 10; g++) {
      const moves = lines.filter((l) => l.type === 'move' && l.g === g);
      const roundEnd = moves.findIndex((m) => m.phase === 'Sowing' && m.next_phase === 'BetweenRounds');
      expect(roundEnd, `game ${g}`).toBeGreaterThan(40);
      const round = moves.slice(0, roundEnd + 1);
      expect(round.some((m) => (m.set_state as number[][]).length > 0), `game ${g} makes a wegue`).toBe(true);
      expect(round.some((m) => (m.xfer as number[][]).some(([from, to]) => from! < 18 && to! >= 18)), `game ${g} takes from a wegue`).toBe(true);
    }
    expect(lines.some((l) => l.type === 'move' && l.pass === true)).toBe(true);
  });

  it('offers at every turn of the first round the holes Ludii offers, and passes where it passes', () => {
    const { options, first } = withPreset(ruleset, 'ludii');
    const game = createGame(ruleset, options, first);
    const label = (site: number) => `${'ABCDEF'[site % 6]}${Math.floor(site / 6) + 1}`;
    let turns = 0;
    for (let g = 0; g < 10; g++) {
      let state: State = playOpening(game, initialState(game)).state;
      for (const m of lines.filter((l) => l.type === 'move' && l.g === g)) {
        if (m.phase !== 'Sowing') break;
        if (m.same_turn) continue;
        const ours = legalMoves(game, state).map((h) => (h === 'pass' ? 'pass' : holeLabel(game.board, 'ludii', h))).sort();
        const theirs = (m.legal_from as number[]).map((s) => (s < 0 ? 'pass' : label(s))).sort();
        expect(ours, `game ${g}, ply ${m.ply}`).toEqual(theirs);
        state = playMove(game, state, m.pass ? 'pass' : parseHole(game.board, 'ludii', label(m.from as number))!).state;
        turns++;
        if (state.status !== 'playing') break;
      }
    }
    expect(turns).toBeGreaterThan(400);
  });

  it("differs from Ludii's games under the text's reading where the code departs from it", () => {
    const games = parseTrace(gunzipSync(readFileSync(path)).toString('utf8'), ruleset);
    // A wegue on either side of the board, not only the opponent's, shows within a few turns.
    const either = games.map((t) => replayLudiiGame(t, { 'claim-side': 'either' }));
    expect(either.filter((r) => !r.agree)).toHaveLength(10);
    for (const r of either) expect(r.firstDifference!.what).toContain('claims');
  });
});
