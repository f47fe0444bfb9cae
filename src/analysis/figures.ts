/**
 * The analysis page's figures: each one a chart and the table of its numbers, made from the same
 * rows so that the two cannot disagree. Pure: statistics in, figure specifications out; the
 * components only draw them.
 */
import type { BarChartInput } from './charts';
import { num, percent } from './charts';
import type { AnalysisSettings, EndlessSample, RulesetStats, Variant, VariantStats } from './stats';
import { openingOptions, wilson } from './stats';
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

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The main variants whose games get a histogram of their own: each ruleset's defaults, and the DLP's observed rulesets. */
export function mainVariants(rs: RulesetStats): VariantStats[] {
  return rs.variants.filter((v) => v.variant.option === null || v.variant.option === 'observed');
}

export function lengthHistogram(rs: RulesetStats, v: VariantStats): Figure {
  const rows = v.length.histogram.buckets.map((b) => ({
    label: b.capped ? `stopped at ${num(b.from)}` : b.from === b.to ? num(b.from) : `${num(b.from)}–${num(b.to)}`,
    count: b.count,
  }));
  return {
    id: `length-${rs.ruleset}-${v.variant.key}`.replace(/[^a-z0-9-]+/gi, '-'),
    title: `${variantTitle(v.variant)}${v.variant.option === null ? ', at our defaults' : ''}: moves per game`,
    desc: `How many of ${num(v.games)} random games took each number of moves, in buckets of ${num(v.length.histogram.width)}.`,
    chart: { rows: rows.map((r) => ({ label: r.label, values: [r.count], text: num(r.count) })), series: ['games'], axis: 'games', labels: 'left' },
    table: {
      head: ['Moves', 'Games', 'Share'],
      rows: rows.map((r) => ({ head: r.label, cells: [num(r.count), percent(r.count, v.games)] })),
    },
  };
}

export function lengthByReading(rs: RulesetStats): Figure {
  return {
    id: `length-by-reading-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: mean moves per game, by reading`,
    desc: `The mean number of moves in ${num(rs.variants[0]!.games)} random games under the defaults and under each other reading, one at a time.`,
    chart: {
      rows: rs.variants.map((v) => ({ label: variantLabel(v.variant), values: [round1(v.length.mean)], text: num(round1(v.length.mean)) })),
      series: ['mean moves'],
      axis: 'mean moves per game',
    },
    table: {
      head: ['Reading', 'Mean', 'Median', '90th percentile', 'Longest', 'Stopped at the cap'],
      rows: rs.variants.map((v) => ({
        head: variantLabel(v.variant),
        cells: [num(round1(v.length.mean)), num(v.length.median), num(v.length.p90), num(v.length.max), num(v.ends.counts.capped)],
      })),
    },
  };
}

export function firstPlayerResults(rs: RulesetStats): Figure {
  const share = (n: number, v: VariantStats) => (100 * n) / v.games;
  return {
    id: `first-player-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: the first mover's results, by reading`,
    desc: 'For each reading, the share of random games the player who moved first after the opening won, drew and lost (more pieces at the end wins), and the games with no result.',
    chart: {
      rows: rs.variants.map((v) => {
        const c = v.results.counts;
        return { label: variantLabel(v.variant), values: [share(c.win, v), share(c.draw, v), share(c.loss, v), share(c.none, v)], text: percent(c.win, v.games) };
      }),
      series: ['won', 'drawn', 'lost', 'no result'],
      max: 100,
      unit: '%',
      axis: 'share of games (the number: games the first mover won)',
    },
    table: {
      head: ['Reading', 'Moves first', 'Won', 'Drawn', 'Lost', 'No result', 'Won (share)'],
      rows: rs.variants.map((v) => {
        const c = v.results.counts;
        return { head: variantLabel(v.variant), cells: [v.firstMovers.join(', ') || '—', num(c.win), num(c.draw), num(c.loss), num(c.none), percent(c.win, v.games)] };
      }),
    },
  };
}

const raceEndText = (rs: RulesetStats, end: string): string => {
  const [bottom, top] = rs.players;
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
  const shown = rs.variants.filter((v) => v.variant.option === null || consulted.has(v.variant.option));
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
        return { head: variantLabel(v.variant), cells: [num(r.ticks), raceEndText(rs, r.end), r.finished.join(', ') || '—', r.firstMover ?? '—'] };
      }),
    },
  };
}

/** True where no later game of any variant opened with a race (Walker: rule 20 skips it). */
export function laterGamesRace(rs: RulesetStats): boolean {
  return rs.variants.some((v) => v.series && v.series.ends.counts['no-race'] < v.series.ends.total - notPlayed(v));
}

const notPlayed = (v: VariantStats) => (v.series ? v.series.ends.counts['series-over'] + v.series.ends.counts['not-all-scored'] : 0);

/** Who moved first after the next game's opening, as "B 300, A 100" (the players with any). */
function movers(rs: RulesetStats, m: Record<'bottom' | 'top' | 'none', number>): string {
  const [bottom, top] = rs.players;
  const parts = [m.bottom ? `${bottom} ${num(m.bottom)}` : '', m.top ? `${top} ${num(m.top)}` : ''].filter(Boolean);
  return parts.join(', ') || '—';
}

export function laterRaces(rs: RulesetStats): Figure {
  const [bottom, top] = rs.players;
  const rows = rs.variants.filter((v) => v.series);
  const played = (v: VariantStats) => v.series!.ends.total - notPlayed(v);
  const keys = ['bottom-first', 'top-first', 'same-tick', 'endless', 'no-race'] as const;
  const count = (v: VariantStats, k: (typeof keys)[number]) => {
    const c = v.series!.ends.counts;
    return k === 'endless' ? c['endless-cycle'] + c['endless-limit'] : c[k];
  };
  return {
    id: `later-races-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: how the race of the next game ends, by reading`,
    desc: 'For the second game of each random series, the share of races each player finished first, finished in the same tick, or that never ended.',
    chart: {
      rows: rows.map((v) => ({
        label: variantLabel(v.variant),
        values: keys.map((k) => (played(v) ? (100 * count(v, k)) / played(v) : 0)),
        text: percent(count(v, 'same-tick'), played(v)),
      })),
      series: [`${bottom} first`, `${top} first`, 'same tick', 'endless', 'no race'],
      max: 100,
      unit: '%',
      axis: 'share of next games (the number: races ending in the same tick)',
    },
    table: {
      head: ['Reading', 'Next games', `${bottom} first`, `${top} first`, 'Same tick', 'Endless', 'No race', 'No next game', 'Then moves first', 'Same tick (share)'],
      rows: rows.map((v) => {
        const m = v.series!.firstMover.counts;
        return {
          head: variantLabel(v.variant),
          cells: [
            num(played(v)),
            ...keys.map((k) => num(count(v, k))),
            num(notPlayed(v)),
            movers(rs, m),
            percent(count(v, 'same-tick'), played(v)),
          ],
        };
      }),
    },
  };
}

/** Where later games have no race: who the set-up names to move first. */
export function laterFirstMovers(rs: RulesetStats): Figure {
  const [bottom, top] = rs.players;
  const rows = rs.variants.filter((v) => v.series);
  const played = (v: VariantStats) => v.series!.ends.total - notPlayed(v);
  return {
    id: `later-first-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: who moves first in the next game, by reading`,
    desc: `For the second game of each random series, the share in which ${bottom} and ${top} moved first.`,
    chart: {
      rows: rows.map((v) => {
        const m = v.series!.firstMover.counts;
        const n = played(v);
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
        return { head: variantLabel(v.variant), cells: [num(played(v)), num(m.bottom), num(m.top), num(notPlayed(v)), percent(m.bottom, played(v))] };
      }),
    },
  };
}

export function endlessShares(rs: RulesetStats, settings: AnalysisSettings): Figure {
  const share = (n: number, v: VariantStats) => (100 * n) / v.games;
  const longest = Math.max(...rs.variants.map((v) => share(v.games - v.ends.counts.finished, v)));
  return {
    id: `endless-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: games ending on a sowing that never ends, by reading`,
    desc: 'For each reading, the share of random games that ended on an endless sowing (a position came back, or no end within the drop limit), and the games stopped at the move cap.',
    chart: {
      rows: rs.variants.map((v) => {
        const c = v.ends.counts;
        return { label: variantLabel(v.variant), values: [share(c['endless-cycle'], v), share(c['endless-limit'], v), share(c.capped, v)], text: percent(c['endless-cycle'] + c['endless-limit'], v.games) };
      }),
      series: ['cycle', `limit (${num(settings.limits.search)} drops)`, `stopped at ${num(settings.moveCap)} moves`],
      // An axis to 1% at least: a share of nothing must not fill the chart.
      max: longest < 1 ? 1 : undefined,
      unit: '%',
      axis: 'share of games (the number: endless, cycle and limit together)',
    },
    table: {
      head: ['Reading', 'Games', 'Cycle', 'Limit', 'Stopped at the cap', 'Endless (share)'],
      rows: rs.variants.map((v) => {
        const c = v.ends.counts;
        return { head: variantLabel(v.variant), cells: [num(v.games), num(c['endless-cycle']), num(c['endless-limit']), num(c.capped), percent(c['endless-cycle'] + c['endless-limit'], v.games)] };
      }),
    },
  };
}

/** The larger sample: how many random games in 10,000 end on a sowing that never ends, with a 95% interval. */
export function endlessSampleFigure(samples: readonly EndlessSample[], settings: AnalysisSettings): Figure {
  const name = (x: EndlessSample) => variantTitle(x.variant);
  // Per 10,000 games: the rates are a few in ten thousand, and whole numbers read better than 0.02%.
  const per = (x: number) => x * 10_000;
  const fmt = (x: number) => per(x).toFixed(1);
  const top = Math.max(...samples.map((x) => per(wilson(x.cycle + x.limit, x.games).high)));
  return {
    id: 'endless-sample',
    title: `Games ending on a sowing that never ends, per 10,000 random games (${num(settings.endlessGames)} played per ruleset)`,
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
