/**
 * The analysis page's figures: each one a chart and the table of its numbers, made from the same
 * rows so that the two cannot disagree. Pure: statistics in, figure specifications out; the
 * components only draw them.
 */
import type { BarChartInput } from './charts';
import { num, percent } from './charts';
import type { AnalysisSettings, EndlessSample, RulesetStats, Variant, VariantStats } from './stats';
import { isMainVariant, openingOptions } from './stats';
import { wilson } from './effects';
import { readingLabel, rulesetLabel, valueLabel } from '../words/labels';

export interface TableSpec {
  /** Column headings; the first heads the row headings. */
  head: string[];
  rows: { head: string; cells: string[] }[];
}

export interface Figure {
  id: string;
  title: string;
  /** What the chart shows, in a sentence, for its SVG description. */
  desc: string;
  chart: BarChartInput;
  /** Each chart row's `text` is one of the cells of the table row with the same heading. */
  table: TableSpec;
}

/** A variant as the readings page names it: the question and the answer ("How the race ends: …"). */
export function variantLabel(v: Variant): string {
  return v.option === null ? 'Our defaults' : readingLabel(v.option, v.value!);
}

/** A variant named after its ruleset: "Walker's Gabata, 2011" at the defaults, "The DLP's Gabata (Shoa I), five holes a row". */
export function variantTitle(v: Variant): string {
  return v.option === null ? rulesetLabel(v.ruleset) : `${rulesetLabel(v.ruleset)}, ${valueLabel(v.option, v.value!)}`;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The main variants, described at the top of the page: each ruleset's defaults, and the DLP's observed rulesets. */
export function mainVariants(rs: RulesetStats): VariantStats[] {
  return rs.variants.filter((v) => isMainVariant(v.variant));
}

/**
 * Whether every standard race ends alike (the same way, and within each ruleset in the same tick:
 * the DLP's routes make its race longer), so that a sentence says it all.
 */
export function standardRacesAlike(racing: readonly RulesetStats[]): boolean {
  // A reading with no race (the DLP's Abalala'e under Ludii's code) has no race to compare.
  const racesOf = (r: RulesetStats) => r.variants.flatMap((v) => (v.standardRace ? [v.standardRace] : []));
  const end = racesOf(racing[0]!)[0]?.end;
  return racing.every((r) => racesOf(r).every((x, _, all) => x.end === end && x.ticks === all[0]!.ticks));
}

/** The tick each ruleset's standard race ends in, where they end alike: "tick 16 (Courlander's Abalalà, …)". */
export function standardRaceTicks(racing: readonly RulesetStats[]): { ticks: number; games: string[] }[] {
  const out: { ticks: number; games: string[] }[] = [];
  for (const r of racing) {
    const ticks = r.variants.find((v) => v.standardRace)?.standardRace?.ticks;
    if (ticks === undefined) continue;
    const same = out.find((x) => x.ticks === ticks);
    if (same) same.games.push(r.game);
    else out.push({ ticks, games: [r.game] });
  }
  return out;
}

/** "400 random games", or "400 to 5,000 random games each" where the figures' samples differ. */
export function gamesText(counts: readonly number[], each = true): string {
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  return `${lo === hi ? num(lo) : `${num(lo)} to ${num(hi)}`} random games${each && counts.length > 1 ? ' each' : ''}`;
}

const raceEndText = (rs: RulesetStats, end: string): string => {
  const [bottom, top] = rs.players.map(playerName);
  return (
    {
      'bottom-first': `${bottom} finished first`,
      'top-first': `${top} finished first`,
      'same-tick': 'both in the same tick',
      'endless-cycle': 'never (a position came back)',
      'endless-limit': 'not within the drop limit',
    }[end] ?? end
  );
};

/** The standard start's race under the defaults and each reading the opening consults. */
export function standardRaces(rs: RulesetStats): Figure {
  const consulted = openingOptions(rs.ruleset);
  const shown = rs.variants.filter((v) => v.standardRace && (v.variant.option === null || consulted.has(v.variant.option)));
  return {
    id: `standard-race-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: the race from the standard start, by reading`,
    desc: 'How many ticks the race from the standard start lasts under each reading the opening consults; the table says how it ends and who then moves first.',
    chart: {
      rows: shown.map((v) => ({ label: variantLabel(v.variant), values: [v.standardRace!.ticks], text: num(v.standardRace!.ticks) })),
      series: ['ticks'],
      axis: 'ticks (each player still sowing drops one bean a tick)',
    },
    table: {
      head: ['Reading', 'Ticks', 'How it ended', 'Finished, in order', 'Moves first'],
      rows: shown.map((v) => {
        const r = v.standardRace!;
        return { head: variantLabel(v.variant), cells: [num(r.ticks), raceEndText(rs, r.end), r.finished.map(playerName).join(', ') || '—', r.firstMover ? playerName(r.firstMover) : '—'] };
      }),
    },
  };
}

/** True where some later game of some variant opened with a race (Walker's never do: rule 20 names who opens). */
export function laterGamesRace(rs: RulesetStats): boolean {
  return rs.variants.some((v) => v.series && v.series.ends.counts['no-race'] < nextPlayed(v));
}

/** The finished first games with no next game: the series was over, or the pieces scored did not fill a board. */
export const notPlayed = (v: VariantStats) => (v.series ? v.series.ends.counts['series-over'] + v.series.ends.counts['not-all-scored'] : 0);

/** The next games actually played. */
export const nextPlayed = (v: VariantStats) => (v.series ? v.series.ends.total - notPlayed(v) : 0);

/** A player as the page names one: Courlander's letters as they are, "south" as "South". */
export const playerName = (p: string) => p.charAt(0).toUpperCase() + p.slice(1);

/** Who moved first after the next game's opening, as "B 300, A 100" (the players with any). */
function movers(rs: RulesetStats, m: Record<'bottom' | 'top' | 'none', number>): string {
  const [bottom, top] = rs.players.map(playerName);
  const parts = [m.bottom ? `${bottom} ${num(m.bottom)}` : '', m.top ? `${top} ${num(m.top)}` : ''].filter(Boolean);
  return parts.join(', ') || '—';
}

/** The variants with next games: by default all; the page passes the defaults and the readings that change them. */
const withSeries = (rs: RulesetStats, shown?: readonly VariantStats[]) => (shown ?? rs.variants).filter((v) => v.series);

/**
 * How the next game opened, over the finished first games: each way its race ended, or no next
 * game at all. A way no shown game took gets no bar and no column.
 */
export function laterRaces(rs: RulesetStats, shown?: readonly VariantStats[]): Figure {
  const [bottom, top] = rs.players.map(playerName);
  const rows = withSeries(rs, shown);
  const all = [
    { key: 'bottom-first', name: `${bottom} first`, legend: `${bottom} first` },
    { key: 'top-first', name: `${top} first`, legend: `${top} first` },
    { key: 'same-tick', name: 'Same tick', legend: 'same tick' },
    { key: 'endless', name: 'Endless', legend: 'endless' },
    { key: 'no-race', name: 'No race', legend: 'no race' },
    { key: 'none', name: 'No next game', legend: 'no next game' },
  ] as const;
  const count = (v: VariantStats, k: (typeof all)[number]['key']) => {
    const c = v.series!.ends.counts;
    return k === 'endless' ? c['endless-cycle'] + c['endless-limit'] : k === 'none' ? notPlayed(v) : c[k];
  };
  // The same tick always stays: its share is the number on each bar.
  const keys = all.filter((k) => k.key === 'same-tick' || rows.some((v) => count(v, k.key) > 0));
  const finished = (v: VariantStats) => v.series!.ends.total;
  return {
    id: `later-races-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: how the next game opens (${gamesText(rows.map((v) => v.games))})`,
    desc: 'For each finished first game of a random series, how the race of the next game ended: which player finished first, both in the same tick, never; or whether there was no next game.',
    chart: {
      rows: rows.map((v) => ({
        label: variantLabel(v.variant),
        values: keys.map((k) => (finished(v) ? (100 * count(v, k.key)) / finished(v) : 0)),
        text: percent(count(v, 'same-tick'), finished(v)),
      })),
      series: keys.map((k) => k.legend),
      max: 100,
      unit: '%',
      axis: 'share of finished first games (the number: next races ending in the same tick)',
    },
    table: {
      head: ['Reading', 'Finished first games', ...keys.map((k) => k.name), 'Then moves first', 'Same tick (share)'],
      rows: rows.map((v) => ({
        head: variantLabel(v.variant),
        cells: [num(finished(v)), ...keys.map((k) => num(count(v, k.key))), movers(rs, v.series!.firstMover.counts), percent(count(v, 'same-tick'), finished(v))],
      })),
    },
  };
}

/** Where later games have no race: who the set-up names to move first. */
export function laterFirstMovers(rs: RulesetStats, shown?: readonly VariantStats[]): Figure {
  const [bottom, top] = rs.players.map(playerName);
  const rows = withSeries(rs, shown);
  return {
    id: `later-first-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: who moves first in the next game (${gamesText(rows.map((v) => v.games))})`,
    desc: `For the second game of each random series, the share in which ${bottom} and ${top} moved first.`,
    chart: {
      rows: rows.map((v) => {
        const m = v.series!.firstMover.counts;
        const n = nextPlayed(v);
        return { label: variantLabel(v.variant), values: [n ? (100 * m.bottom) / n : 0, n ? (100 * m.top) / n : 0], text: percent(m.bottom, n) };
      }),
      series: [`${bottom} moves first`, `${top} moves first`],
      max: 100,
      unit: '%',
      axis: `share of next games (the number: ${bottom} moves first)`,
    },
    table: {
      head: ['Reading', 'Next games', `${bottom} moves first`, `${top} moves first`, 'No next game', `${bottom} (share)`],
      rows: rows.map((v) => {
        const m = v.series!.firstMover.counts;
        return { head: variantLabel(v.variant), cells: [num(nextPlayed(v)), num(m.bottom), num(m.top), num(notPlayed(v)), percent(m.bottom, nextPlayed(v))] };
      }),
    },
  };
}

/** How many random games in 10,000 end on a sowing that never ends, with a 95% interval. */
export function endlessSampleFigure(samples: readonly EndlessSample[], settings: AnalysisSettings): Figure {
  const name = (x: EndlessSample) => variantTitle(x.variant);
  // Per 10,000 games: the rates are a few in ten thousand, and whole numbers read better than 0.02%.
  const per = (x: number) => x * 10_000;
  const fmt = (x: number) => per(x).toFixed(1);
  const top = Math.max(...samples.map((x) => per(wilson(x.cycle + x.limit, x.games).high)));
  return {
    id: 'endless-sample',
    title: `Games ending on a sowing that never ends, per 10,000 random games (${gamesText(samples.map((x) => x.games))})`,
    desc: 'For each ruleset at its defaults (and each of the DLP\'s observed rulesets), how many random games in 10,000 ended on a sowing that never ends, by the engine\'s reason.',
    chart: {
      rows: samples.map((x) => ({ label: name(x), values: [per(x.cycle / x.games), per(x.limit / x.games)], text: num(x.cycle + x.limit) })),
      series: ['cycle', `limit (${num(settings.limits.search)} drops)`],
      max: Math.max(10, Math.ceil(top / 5) * 5),
      axis: 'games in 10,000 (the number: games that never ended)',
    },
    table: {
      head: ['Ruleset', 'Cycle', 'Limit', 'Never ended', 'Per 10,000', '95% interval'],
      rows: samples.map((x) => {
        const k = x.cycle + x.limit;
        const w = wilson(k, x.games);
        return { head: name(x), cells: [num(x.cycle), num(x.limit), num(k), fmt(k / x.games), `${fmt(w.low)}–${fmt(w.high)}`] };
      }),
    },
  };
}
