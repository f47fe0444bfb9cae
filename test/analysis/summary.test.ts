import { describe, expect, it } from 'vitest';
import { analysisSettings, analysisVariants, rulesetStats, variantStats, type AnalysisSettings, type RulesetStats, type VariantStats } from '../../src/analysis/stats';
import { changedOn, neverInPlay, summaryColumns, summaryGames, summaryRow, summaryRows } from '../../src/analysis/summary';
import { lengthChanges, resultChanges } from '../../src/analysis/play-figures';
import type { RulesetId } from '../../src/engine/index';
import { readingLabel } from '../../src/words/labels';

const small: AnalysisSettings = { ...analysisSettings, games: 120 };

/** A variant's statistics made by hand: `games` games of mean length `mean`, `won` of them won by the first mover. */
function made(key: string, o: { games?: number; mean?: number; sd?: number; won?: number; drawn?: number; fingerprint?: string; firstMovers?: string[] }): VariantStats {
  const games = o.games ?? 400;
  const won = o.won ?? 200;
  const drawn = o.drawn ?? 10;
  const [option, value] = key === 'defaults' ? [null, null] : key.split('=');
  return {
    variant: { ruleset: 'walker-gabata', key, option: option as never, value: value ?? null, options: option ? { [option]: value! } : {} },
    games,
    firstMovers: o.firstMovers ?? ['south'],
    fingerprint: o.fingerprint ?? key,
    length: { mean: o.mean ?? 30, sd: o.sd ?? 10, n: games, median: 30, p90: 40, max: 60 },
    ends: { counts: { finished: games, 'endless-cycle': 0, 'endless-limit': 0, capped: 0 }, total: games },
    results: { counts: { win: won, draw: drawn, loss: games - won - drawn, none: 0 }, total: games },
    standardRace: null,
    series: null,
  };
}

const ruleset = (...variants: VariantStats[]): RulesetStats => ({ ruleset: 'walker-gabata', game: 'Gabata', players: ['south', 'north'], race: false, variants });

describe('a summary row, from statistics made by hand', () => {
  const defaults = made('defaults', {});

  it('says a reading that plays the very same games never comes into play', () => {
    const row = summaryRow(ruleset(defaults, made('skip-origin=true', { fingerprint: 'defaults' })), made('skip-origin=true', { fingerprint: 'defaults' }));
    expect(row.verdict).toBe('never');
    expect(row.sameGames).toBe(true);
    expect(row.words).toBe('Never comes into play: the very same games.');
  });

  it('says "no change" where the games differ but every interval holds zero', () => {
    const reading = made('skip-origin=true', { mean: 30.5, won: 205 });
    const row = summaryRow(ruleset(defaults, reading), reading);
    expect(row.verdict).toBe('noise');
    expect(row.words).toBe('No change beyond noise.');
    const length = row.effects.find((e) => e.measure === 'length')!;
    expect(length.beyond).toBe(false);
    expect(length.effect.low).toBeLessThan(0);
    expect(length.effect.high).toBeGreaterThan(0);
  });

  it('gives a change beyond noise with its interval, in numbers and in words', () => {
    // 12 moves shorter, sd 10 a side, 400 games a side: se = √(2 · 100/400) = 0.707, t ≈ 1.963.
    const reading = made('empty-hole-take=own-side', { mean: 18 });
    const row = summaryRow(ruleset(defaults, reading), reading);
    expect(row.verdict).toBe('changes');
    const length = row.effects.find((e) => e.measure === 'length')!;
    expect(length.beyond).toBe(true);
    expect(length.text).toBe('−12.0');
    expect(length.range).toBe('−13.4 to −10.6');
    expect(row.words).toBe('Changes play: games 12.0 moves shorter (10.6 to 13.4).');
  });

  it('writes a share in percentage points, the direction in words', () => {
    const reading = made('empty-hole-take=own-side', { won: 260 });
    const row = summaryRow(ruleset(defaults, reading), reading);
    const won = row.effects.find((e) => e.measure === 'won')!;
    expect(won.text).toBe('15.0');
    expect(row.words).toMatch(/^Changes play: the first mover wins 15\.0 points more often \(\d+\.\d to \d+\.\d\)\.$/);
  });

  it('says who moves first where that changes, even in games otherwise the same', () => {
    const reading = made('race-order=top-first', { fingerprint: 'defaults', firstMovers: ['north'] });
    const row = summaryRow(ruleset(defaults, reading), reading);
    expect(row.verdict).toBe('changes');
    expect(row.words).toBe('Changes play: North moves first, not South, in games otherwise the same, game for game.');
  });

  it('rests on whatever sample the statistics give, and passes it on', () => {
    const few = summaryRow(ruleset(made('defaults', { games: 40 }), made('x=y', { games: 40, mean: 26 })), made('x=y', { games: 40, mean: 26 }));
    const many = summaryRow(ruleset(made('defaults', { games: 4000 }), made('x=y', { games: 4000, mean: 26 })), made('x=y', { games: 4000, mean: 26 }));
    expect(few.games).toEqual({ defaults: 40, reading: 40 });
    const width = (r: typeof few) => r.effects[0]!.effect.high - r.effects[0]!.effect.low;
    expect(width(many)).toBeLessThan(width(few) / 5);
    expect(few.verdict).toBe('noise');
    expect(many.verdict).toBe('changes');
    expect(summaryGames([few, many])).toEqual([40, 4000]);
  });
});

describe('the summary of real random games', () => {
  const ids: RulesetId[] = ['courlander-abalala', 'walker-gabata'];
  const all = ids.map((id) => rulesetStats(id, small));
  const rows = summaryRows(all);

  it('has a row for every reading other than a default', () => {
    expect(rows).toHaveLength(ids.reduce((n, id) => n + analysisVariants(id).length - 1, 0));
  });

  it('runs from the changes, the largest first, to the readings that never come into play', () => {
    const verdicts = rows.map((r) => r.verdict);
    expect(verdicts).toEqual([...verdicts].sort((a, b) => ['changes', 'noise', 'never'].indexOf(a) - ['changes', 'noise', 'never'].indexOf(b)));
    const changes = rows.filter((r) => r.verdict === 'changes');
    expect(changes.map((r) => r.size)).toEqual([...changes.map((r) => r.size)].sort((a, b) => b - a));
  });

  it('finds that a take from either side shortens Abalalà, and says by how much', () => {
    const row = rows.find((r) => r.variant.key === 'empty-hole-take=either-side' && r.ruleset === 'courlander-abalala')!;
    const length = row.effects.find((e) => e.measure === 'length')!;
    expect(row.verdict).toBe('changes');
    expect(length.effect.high).toBeLessThan(0);
    expect(row.words).toContain(`games ${length.text.slice(1)} moves shorter`);
    expect(changedOn(rows, 'courlander-abalala', ['length'])).toContain(row);
  });

  it('finds that the readings of the race never come into play from the standard start', () => {
    const never = neverInPlay(all, rows);
    expect(never.find((x) => x.ruleset === 'courlander-abalala')!.variants.map((v) => v.key)).toEqual(expect.arrayContaining(['race-end=first-finish', 'race-leftover=return']));
    for (const r of rows.filter((x) => x.verdict === 'never')) expect(r.words).toBe('Never comes into play: the very same games.');
  });

  it('gives Walker\'s next-round-first its effect on the next game only', () => {
    // As many games as the page plays: the effect is real but needs them to show beyond noise.
    const [d, stronger] = ['defaults', 'next-round-first=stronger'].map((k) => variantStats(analysisVariants('walker-gabata').find((v) => v.key === k)!, { ...small, games: 400 })) as [VariantStats, VariantStats];
    const row = summaryRow({ ...all[1]!, variants: [d, stronger] }, stronger);
    expect(row.sameGames).toBe(true);
    expect(row.verdict).toBe('changes');
    expect(row.words).toMatch(/^Changes only the next game: South moves first in the next game [\d.]+ points more often/);
  });

  it('shows a column for game length and wins always, for draws only where a reading changes them', () => {
    const columns = summaryColumns(rows);
    expect(columns.slice(0, 2)).toEqual(['length', 'won']);
    expect(columns.includes('drawn')).toBe(rows.some((r) => r.effects.some((e) => e.measure === 'drawn' && e.beyond)));
  });

  it('charts the defaults and the readings that change play, with each difference and its interval', () => {
    const rs = all[0]!;
    const changed = changedOn(rows, rs.ruleset, ['length']);
    const fig = lengthChanges(rs, changed);
    expect(changed.length).toBeGreaterThan(0);
    expect(fig.table.rows.map((r) => r.head)).toEqual(['Our defaults', ...changed.map((r) => readingLabel(r.variant.option!, r.variant.value!))]);
    expect(fig.table.rows.slice(1).map((r) => r.cells[2])).toEqual(changed.map((r) => r.effects.find((e) => e.measure === 'length')!.range));
    expect(fig.title).toContain(`${small.games} random games`);
    const res = resultChanges(rs, changed);
    expect(res.table.rows).toHaveLength(changed.length + 1);
  });
});

describe('the same games under the same seed', () => {
  it('give the same fingerprint, so a reading never consulted is found out', () => {
    const [d, lot] = ['defaults', 'lot-winner=stronger'].map((k) => variantStats(analysisVariants('dlp-gabata-shoa-i').find((v) => v.key === k)!, { ...small, games: 30 }));
    expect(lot!.fingerprint).toBe(d!.fingerprint);
  });
});

describe('a difference in something rare', () => {
  it('is written in hundredths of a point, so that one beyond noise never reads as 0.0', () => {
    const rare = (key: string, none: number): VariantStats => {
      const v = made(key, { games: 20_000, won: 10_000, drawn: 100 });
      return { ...v, results: { ...v.results, counts: { ...v.results.counts, loss: v.results.counts.loss - none, none } } };
    };
    const reading = rare('empty-hole-take=own-side', 13);
    const row = summaryRow(ruleset(rare('defaults', 1), reading), reading);
    const none = row.effects.find((e) => e.measure === 'no-result')!;
    expect(none.beyond).toBe(true);
    expect(none.text).toBe('0.06');
    expect(none.range).toMatch(/^0\.0[1-9] to 0\.\d[1-9]$/);
    expect(row.words).toContain('games without a result (a sowing that never ends, or stopped at the cap) 0.06 points more often (0.0');
  });
});

describe('a difference beyond noise whose interval nearly touches zero', () => {
  it('gets decimals enough that neither end of its interval reads as zero', () => {
    const rare = (key: string, none: number): VariantStats => {
      const v = made(key, { games: 20_000, won: 10_000, drawn: 100 });
      return { ...v, results: { ...v.results, counts: { ...v.results.counts, loss: v.results.counts.loss - none, none } } };
    };
    // 1 game in 20,000 against none: the interval's low end is a few thousandths of a point.
    const reading = rare('empty-hole-take=own-side', 7);
    const row = summaryRow(ruleset(rare('defaults', 0), reading), reading);
    const none = row.effects.find((e) => e.measure === 'no-result')!;
    expect(none.beyond).toBe(true);
    const [low, high] = none.range.split(' to ').map(Number);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(low!);
  });
});
