import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisData, sampled, sampledGames, sampleSize, type AnalysisData } from '../../src/analysis/analysis-data';
import { analysisSettings, analysisVariants, gameSeed, opensWithRace, playGame, replayGame, variantGame, variantStats, type Variant } from '../../src/analysis/stats';
import { fastGame, initialState, rulesetIds, rulesets } from '../../src/engine/index';

const data = analysisData;
const variants = rulesetIds.flatMap((id) => analysisVariants(id));
const variantOf = (ruleset: string, key: string): Variant => {
  const v = variants.find((x) => x.ruleset === ruleset && x.key === key);
  if (!v) throw new Error(`the registry has no variant ${key} of ${ruleset}`);
  return v;
};

describe('the committed analysis data', () => {
  it('is not stale: every ruleset of the registry, with every variant it has, and no other', () => {
    const hint = 'the registry changed since the figures were computed: run npm run analysis';
    expect(data.rulesets.map((r) => r.ruleset), hint).toEqual(rulesetIds);
    for (const rs of data.rulesets) {
      const id = rs.ruleset;
      expect(rs.variants.map((v) => v.variant), `${id}: ${hint}`).toEqual(analysisVariants(id));
      expect([rs.game, rs.players, rs.race]).toEqual([rulesets[id].game, rulesets[id].players, opensWithRace(id)]);
    }
  });

  it('was computed with the settings the code records', () => {
    expect(data.settings).toEqual(analysisSettings);
    expect(data.settings.games).toBeGreaterThanOrEqual(20_000);
    expect(data.computed.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(data.computed.commit).toMatch(/^[0-9a-f]{12}$/);
  });

  it.each(data.rulesets.flatMap((rs) => rs.variants.map((v) => [`${rs.ruleset} ${v.variant.key}`, rs, v] as const)))('%s: its counts add up', (_, rs, v) => {
    const n = data.settings.games;
    expect(v.games).toBe(n);
    const ends = v.ends.counts;
    expect(v.ends.total).toBe(n);
    expect(ends.finished + ends['endless-cycle'] + ends['endless-limit'] + ends.capped).toBe(n);
    const r = v.results.counts;
    expect(r.win + r.draw + r.loss + r.none).toBe(n);
    expect(r.win + r.draw + r.loss).toBe(ends.finished);
    expect(v.length.n).toBe(n - ends.capped);
    expect(v.length.median).toBeLessThanOrEqual(v.length.p90);
    expect(v.length.p90).toBeLessThanOrEqual(v.length.max);
    expect(v.length.max).toBeLessThanOrEqual(data.settings.moveCap);
    // A ruleset may open with a race under some readings and not others (the DLP's Abalala'e, south first).
    const races = opensWithRace(rs.ruleset, variantOf(rs.ruleset, v.variant.key).options);
    expect(v.standardRace !== null).toBe(races);
    if (v.series) {
      // A next game for every finished first game, or a reason why none.
      expect(v.series.ends.total).toBe(ends.finished);
      expect(Object.values(v.series.ends.counts).reduce((a, b) => a + b, 0)).toBe(ends.finished);
      const none = v.series.ends.counts['series-over'] + v.series.ends.counts['not-all-scored'];
      expect(v.series.firstMover.total).toBe(ends.finished - none);
    } else expect(races).toBe(false);
  });

  it(`keeps a sample of about ${sampleSize} games spread over every variant`, () => {
    expect(data.sample.length).toBeGreaterThanOrEqual(sampleSize);
    expect(data.sample.length).toBeLessThan(sampleSize + variants.length);
    variants.forEach((v, i) => {
      const games = data.sample.filter((g) => g.ruleset === v.ruleset && g.variant === v.key).map((g) => g.game);
      expect(games, v.key).toEqual(sampledGames(i, variants.length, data.settings.games).sort((a, b) => a - b));
    });
  });

  it('replays each sampled game from its seed alone, to the very same contribution', () => {
    for (const g of data.sample) {
      expect(sampled(replayGame(variantOf(g.ruleset, g.variant), g.game, data.settings)), `${g.ruleset} ${g.variant} game ${g.game}`).toEqual(g.contribution);
    }
  }, 120_000);
});

describe('the analysis on the fast path', () => {
  it('plays every variant fast, each game to the contribution the event path gives', () => {
    const { seed, moveCap } = analysisSettings;
    for (const v of variants) {
      const game = variantGame(v);
      const support = fastGame(game);
      expect(support.ok ? '' : support.why, `${v.ruleset} ${v.key}`).toBe('');
      for (let i = 0; i < 4; i++) {
        const fast = playGame(game, initialState(game), gameSeed(seed, i), moveCap);
        const events = playGame(game, initialState(game), gameSeed(seed, i), moveCap, false);
        expect(fast, `${v.ruleset} ${v.key} game ${i}`).toEqual(events);
      }
    }
  }, 120_000);
});

describe('npm run analysis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gobeta-analysis-'));
  // Three rulesets of different shapes (a race and a reload; a series of rounds; the longest games) stand
  // for the rest: what is checked is how the script shares and writes the work, which no ruleset changes.
  const ONLY = ['courlander-abalala', 'walker-gabata', 'dlp-selus'];
  const run = (out: string, workers: number, only = ONLY.join(',')) =>
    execFileSync('npm', ['run', '--silent', 'analysis', '--', '--games=2', `--workers=${workers}`, `--only=${only}`, `--out=${join(dir, out)}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const read = (out: string) => JSON.parse(readFileSync(join(dir, out), 'utf8')) as AnalysisData;

  it('gives the same figures on one worker or two, the same as playing in one process, and leaves an unchanged file alone', () => {
    run('two.json', 2);
    run('one.json', 1);
    const [two, one] = [read('two.json'), read('one.json')];
    expect(two.rulesets.map((r) => r.ruleset)).toEqual(ONLY);
    expect(two.rulesets).toEqual(one.rulesets);
    expect(two.sample).toEqual(one.sample);
    expect(two.settings).toEqual({ ...analysisSettings, games: 2 });
    const v = analysisVariants('walker-gabata')[1]!;
    expect(two.rulesets.find((r) => r.ruleset === 'walker-gabata')!.variants[1]).toEqual(variantStats(v, two.settings));
    const before = statSync(join(dir, 'two.json')).mtimeMs;
    run('two.json', 2);
    expect(statSync(join(dir, 'two.json')).mtimeMs).toBe(before);
  }, 120_000);

  it('refuses a ruleset it does not know, naming it, and writes nothing', () => {
    let message = '';
    try {
      run('bad.json', 1, 'walker-gabata,no-such-game');
    } catch (e) {
      message = String((e as { stderr?: string }).stderr);
    }
    expect(message).toContain('--only names no ruleset: no-such-game');
    expect(existsSync(join(dir, 'bad.json'))).toBe(false);
  });
});
