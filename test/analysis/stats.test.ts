import { describe, expect, it } from 'vitest';
import { num } from '../../src/analysis/charts';
import { lengthAtDefaults, resultsAtDefaults } from '../../src/analysis/play-figures';
import { analysisSettings, analysisVariants, endlessSample, gameSeed, isMainVariant, opensWithRace, replayGame, rulesetStats, variantStats, VariantTally, type AnalysisSettings, type Variant } from '../../src/analysis/stats';
import { createGame, initialState, playOpening, rulesetIds, type RulesetId } from '../../src/engine/index';

/** Fewer games than the page plays: the tests check how the numbers are made, not the page's numbers. */
const small: AnalysisSettings = { ...analysisSettings, games: 40 };
const defaults = (id: RulesetId): Variant => analysisVariants(id)[0]!;
const variant = (id: RulesetId, key: string): Variant => {
  const v = analysisVariants(id).find((x) => x.key === key);
  if (!v) throw new Error(`${id} has no variant ${key}`);
  return v;
};

describe('the variants', () => {
  it('are the defaults, then each other value of each option, one at a time', () => {
    const keys = analysisVariants('walker-gabata').map((v) => v.key);
    expect(keys[0]).toBe('defaults');
    expect(keys).toContain('race-end=both-finish');
    expect(keys).not.toContain('race-end=first-finish'); // Walker's default: the defaults row
    expect(keys).toContain('next-round-first=stronger');
    expect(keys).not.toContain('next-round-first=lots'); // not a value Walker allows
    expect(analysisVariants('dlp-gabata-shoa-i').map((v) => v.key)).toEqual(expect.arrayContaining(['observed=five-holes', 'observed=seven-holes', 'observed=gabata-3']));
  });

  it('finds the openings that are races by their events', () => {
    expect(rulesetIds.filter((id) => opensWithRace(id))).toEqual(['courlander-abalala', 'courlander-sulus-aidi', 'walker-gabata', 'dlp-abalalae', 'dlp-selus', 'dlp-mewelad', 'dlp-gabata-ansaba', 'dlp-mewegae']);
  });
});

describe.each(rulesetIds)('%s at its defaults', (id) => {
  const s = variantStats(defaults(id), small);

  it('counts every game once in each tally', () => {
    expect(s.games).toBe(small.games);
    expect(s.ends.total).toBe(s.games);
    expect(Object.values(s.ends.counts).reduce((a, b) => a + b, 0)).toBe(s.games);
    const r = s.results.counts;
    expect(r.win + r.draw + r.loss + r.none).toBe(s.games);
    // A result for every finished game, none for an endless or capped one.
    expect(r.win + r.draw + r.loss).toBe(s.ends.counts.finished);
    expect(s.length.n).toBe(s.games - s.ends.counts.capped);
    expect(s.length.median).toBeLessThanOrEqual(s.length.p90);
    expect(s.length.p90).toBeLessThanOrEqual(s.length.max);
  });

  it('shows the same numbers in its figures', () => {
    const rs = { ruleset: id, game: id, players: createGame(id).rules.players, race: false, variants: [s] };
    const length = lengthAtDefaults([rs]).table.rows[0]!.cells;
    // Thousands grouped as the page groups them (Rab'e's longest games run past 1,000 moves).
    expect(length.slice(1, 4)).toEqual([num(s.length.median), num(s.length.p90), num(s.length.max)]);
    expect(length[4]).toBe(num(s.ends.counts.capped));
    const won = resultsAtDefaults([rs]).table.rows[0]!.cells;
    expect(won[1]).toBe(`${((100 * s.results.counts.win) / s.games).toFixed(1)}%`);
  });

  it('spreads the lengths it averages: a standard deviation over the games not capped', () => {
    expect(s.length.sd).toBeGreaterThan(0);
    expect(s.length.mean - s.length.sd).toBeLessThan(s.length.median);
    expect(s.length.mean + s.length.sd).toBeGreaterThan(s.length.median);
  });

  it('gives the same numbers for the same seed, and other numbers for another', () => {
    expect(variantStats(defaults(id), small)).toEqual(s);
    expect(variantStats(defaults(id), { ...small, seed: small.seed + 1 }).length).not.toEqual(s.length);
  });
});

describe('the race from the standard start', () => {
  it.each(['courlander-abalala', 'courlander-sulus-aidi', 'walker-gabata'] as const)('%s: ends as the engine\'s own opening says, under every reading', (id) => {
    for (const v of analysisVariants(id)) {
      const race = variantStats(v, { ...small, games: 1 }).standardRace!;
      const game = createGame(id, v.options);
      const o = playOpening(game, initialState(game));
      const end = o.events.findLast((e) => e.type === 'race-end');
      expect(end?.type === 'race-end' && end.finished, v.key).toEqual(race.finished);
      expect(race.firstMover, v.key).toBe(o.state.toMove);
      expect(race.ticks, v.key).toBe(o.events.filter((e) => e.type === 'race-tick').length);
    }
  });

  it('ends in one tick for both players at Courlander\'s reading, and who moves first follows the readings', () => {
    const abalala = variantStats(defaults('courlander-abalala'), { ...small, games: 1 }).standardRace!;
    expect(abalala).toMatchObject({ end: 'same-tick', finished: ['B', 'A'], firstMover: 'B' });
    const topFirst = variantStats(variant('walker-gabata', 'race-order=top-first'), { ...small, games: 1 }).standardRace!;
    expect(topFirst).toMatchObject({ finished: ['north', 'south'], firstMover: 'north' });
    const chosen = variantStats(variant('courlander-abalala', 'race-order=top-first'), { ...small, games: 1 }).standardRace!;
    expect(chosen).toMatchObject({ finished: ['A', 'B'], firstMover: 'B' }); // chosen, not raced for
  });
});

describe('the numbers differ between readings where they must', () => {
  it('a take from either side shortens Abalalà', () => {
    const own = variantStats(defaults('courlander-abalala'), small);
    const either = variantStats(variant('courlander-abalala', 'empty-hole-take=either-side'), small);
    expect(either.length.mean).toBeLessThan(own.length.mean);
  });

  it('a reading the games never consult changes nothing: the same seed plays the same games', () => {
    const d = variantStats(defaults('dlp-gabata-shoa-i'), small);
    const lot = variantStats(variant('dlp-gabata-shoa-i', 'lot-winner=stronger'), small);
    expect(lot.length).toEqual(d.length);
    expect(lot.results).toEqual(d.results);
    expect(lot.fingerprint).toBe(d.fingerprint);
  });

  it('tells games apart by their fingerprint, even where the tallies agree', () => {
    const d = variantStats(defaults('courlander-abalala'), small);
    expect(variantStats(variant('courlander-abalala', 'empty-hole-take=either-side'), small).fingerprint).not.toBe(d.fingerprint);
    expect(variantStats(defaults('courlander-abalala'), { ...small, seed: small.seed + 7 }).fingerprint).not.toBe(d.fingerprint);
    // The same games, fewer of them: another fingerprint, as another sample.
    expect(variantStats(defaults('courlander-abalala'), { ...small, games: small.games - 1 }).fingerprint).not.toBe(d.fingerprint);
  });

  it('the next game\'s race is symmetric after a mirrored reload, and not after the DLP\'s Abalala\'e reload', () => {
    const mirrored = variantStats(defaults('courlander-abalala'), small).series!;
    expect(mirrored.ends.counts['same-tick']).toBe(mirrored.ends.total);
    const dlp = variantStats(variant('courlander-abalala', 'reload=dlp-abalalae'), small).series!;
    expect(dlp.ends.counts['bottom-first'] + dlp.ends.counts['top-first']).toBeGreaterThan(0);
    expect(Object.values(dlp.ends.counts).reduce((a, b) => a + b, 0)).toBe(dlp.ends.total);
  });

  it('Walker\'s later games have no race, and who begins them follows next-round-first', () => {
    const weaker = variantStats(defaults('walker-gabata'), small).series!;
    const stronger = variantStats(variant('walker-gabata', 'next-round-first=stronger'), small).series!;
    expect(weaker.ends.counts['no-race']).toBe(weaker.ends.total - weaker.ends.counts['series-over']);
    // The same first games: the weaker of each begins in one, the stronger in the other (draws aside).
    expect(weaker.firstMover.counts.bottom).not.toBe(stronger.firstMover.counts.bottom);
  });

  it('beans left out of the score leave no next game (Sulus Aidi, unclaimed-at-end: unowned)', () => {
    const s = variantStats(variant('courlander-sulus-aidi', 'unclaimed-at-end=unowned'), small).series!;
    expect(s.ends.counts['not-all-scored']).toBeGreaterThan(0);
  });
});

describe('endless sowings and capped games', () => {
  it('counts a sowing stopped at the search limit as endless for reason limit, with no result', () => {
    const s = variantStats(defaults('courlander-abalala'), { ...small, limits: { record: 0, search: 40 } });
    expect(s.ends.counts['endless-limit']).toBeGreaterThan(0);
    expect(s.results.counts.none).toBe(s.ends.counts['endless-limit'] + s.ends.counts['endless-cycle'] + s.ends.counts.capped);
  });

  it('stops games at the move cap and counts them apart, out of the mean length', () => {
    const s = variantStats(defaults('courlander-sulus-nishtaw'), { ...small, moveCap: 5 });
    expect(s.ends.counts.capped).toBe(s.games);
    expect(s.length.n).toBe(0);
    expect(s.results.counts.none).toBe(s.games);
  });

  it('works with nothing recorded bean by bean (record: 0), as the page plays', () => {
    const quiet = rulesetStats('walker-gabata', { ...small, games: 10 });
    const loud = rulesetStats('walker-gabata', { ...small, games: 10, limits: { record: 20_000, search: 1_000_000 } });
    expect(quiet).toEqual(loud);
  });
});

describe('sowings that never end, by main variant', () => {
  it('are counted by reason from the variant\'s games, and they are real', () => {
    // A search limit this short stops many sowings of Abalalà: the counts are the variant's own.
    const s = variantStats(defaults('courlander-abalala'), { ...small, limits: { record: 0, search: 40 } });
    const sample = endlessSample(s);
    expect(sample).toEqual({ variant: s.variant, games: s.games, cycle: s.ends.counts['endless-cycle'], limit: s.ends.counts['endless-limit'], capped: s.ends.counts.capped });
    expect(sample.cycle + sample.limit).toBeGreaterThan(0);
  });

  it('picks each ruleset’s defaults and the DLP’s observed rulesets', () => {
    const main = rulesetIds.flatMap((id) => analysisVariants(id).filter(isMainVariant).map((v) => v.key));
    // Every ruleset's defaults, in the catalog's order, and after Gabata (Shoa I)'s its other observed rulesets.
    const shoa = rulesetIds.indexOf('dlp-gabata-shoa-i');
    expect(main).toEqual([...rulesetIds.slice(0, shoa + 1).map(() => 'defaults'), 'observed=five-holes', 'observed=seven-holes', 'observed=gabata-3', ...rulesetIds.slice(shoa + 1).map(() => 'defaults')]);;
  });
});

describe('each game from a seed of its own', () => {
  it('gives neighbouring games and neighbouring base seeds unrelated seeds', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => gameSeed(1943, i));
    expect(new Set(seeds).size).toBe(1000);
    expect(gameSeed(1944, 0)).not.toBe(gameSeed(1943, 1));
    for (const x of seeds) expect(x >>> 0).toBe(x);
  });

  it('replays any one game by itself, as it was played among the others', () => {
    const v = variant('courlander-abalala', 'empty-hole-take=either-side');
    const seen: unknown[] = [];
    variantStats(v, { ...small, games: 12 }, (_, c) => seen.push(c));
    expect([11, 3, 0].map((i) => replayGame(v, i, small))).toEqual([seen[11], seen[3], seen[0]]);
  });

  it('makes a variant\'s figures from its games\' contributions alone, in order', () => {
    const v = defaults('walker-gabata');
    const t = new VariantTally(v);
    for (let i = 0; i < small.games; i++) t.add(replayGame(v, i, small));
    expect(t.stats()).toEqual(variantStats(v, small));
  });
});
