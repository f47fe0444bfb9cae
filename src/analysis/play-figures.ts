/**
 * The figures of how the games go: game length and the first mover's results, once for every
 * ruleset at its defaults, then, ruleset by ruleset, for the readings that change them beyond
 * noise (the rest are in the summary table). Pure, like ./figures.
 */
import { num, percent } from './charts';
import { wilson } from './effects';
import { gamesText, mainVariants, playerName, round1, variantLabel, variantTitle, type Figure } from './figures';
import type { RulesetStats, VariantStats } from './stats';
import type { MeasureId, SummaryRow } from './summary';
import { rulesetLabel } from '../words/labels';

const main = (all: readonly RulesetStats[]) => all.flatMap(mainVariants);
const fmtPoints = (x: number) => (100 * x).toFixed(1);

/**
 * Moves per game for each ruleset at its defaults (and each of the DLP's observed rulesets): each
 * bar reaches the longest game, in three parts, so that the spread reads at a glance.
 */
export function lengthAtDefaults(all: readonly RulesetStats[]): Figure {
  const vs = main(all);
  return {
    id: 'length-defaults',
    title: `Moves per game at the defaults (${gamesText(vs.map((v) => v.games))})`,
    desc: 'For each ruleset at its defaults, and each of the DLP’s observed rulesets, how many moves its random games took: half of them up to the median, nine in ten up to the 90th percentile, and the longest.',
    chart: {
      rows: vs.map((v) => ({ label: variantTitle(v.variant), values: [v.length.median, v.length.p90 - v.length.median, v.length.max - v.length.p90], text: num(v.length.max) })),
      series: ['half the games', 'nine in ten', 'the longest'],
      axis: 'moves per game (the number: the longest game)',
    },
    table: {
      head: ['Ruleset', 'Mean', 'Median', '90th percentile', 'Longest', 'Stopped at the cap'],
      rows: vs.map((v) => ({
        head: variantTitle(v.variant),
        cells: [num(round1(v.length.mean)), num(v.length.median), num(v.length.p90), num(v.length.max), num(v.ends.counts.capped)],
      })),
    },
  };
}

const resultValues = (v: VariantStats) => {
  const c = v.results.counts;
  return [c.win, c.draw, c.loss, c.none].map((x) => (100 * x) / v.games);
};

/** The first mover's results, for each ruleset at its defaults, with the interval of the share won. */
export function resultsAtDefaults(all: readonly RulesetStats[]): Figure {
  const vs = main(all);
  const none = vs.some((v) => v.results.counts.none > 0);
  return {
    id: 'results-defaults',
    title: `The first mover’s results at the defaults (${gamesText(vs.map((v) => v.games))})`,
    desc: 'For each ruleset at its defaults, and each of the DLP’s observed rulesets, the share of random games the player who moved first after the opening won, drew and lost (more pieces at the end wins), and the games with no result.',
    chart: {
      rows: vs.map((v) => ({ label: variantTitle(v.variant), values: resultValues(v), text: percent(v.results.counts.win, v.games) })),
      series: ['won', 'drawn', 'lost', 'no result'],
      max: 100,
      unit: '%',
      axis: 'share of games (the number: games the first mover won)',
    },
    table: {
      head: ['Ruleset', 'Moves first', 'Won', 'Drawn', 'Lost', ...(none ? ['No result'] : []), 'Won: 95% interval'],
      rows: vs.map((v) => {
        const c = v.results.counts;
        const w = wilson(c.win, v.games);
        return {
          head: variantTitle(v.variant),
          cells: [v.firstMovers.map(playerName).join(', ') || '—', percent(c.win, v.games), percent(c.draw, v.games), percent(c.loss, v.games), ...(none ? [percent(c.none, v.games)] : []), `${fmtPoints(w.low)}–${fmtPoints(w.high)}%`],
        };
      }),
    },
  };
}

/** The defaults, then the variants of the given rows, in the rows' order. */
function shownVariants(rs: RulesetStats, rows: readonly SummaryRow[]): VariantStats[] {
  return [rs.variants[0]!, ...rows.map((r) => rs.variants.find((v) => v.variant.key === r.variant.key)!)];
}

const effectOf = (row: SummaryRow | undefined, m: MeasureId) => row?.effects.find((e) => e.measure === m);

/** Mean moves per game: the defaults and the readings that change it beyond noise (`rows`, from the summary). */
export function lengthChanges(rs: RulesetStats, rows: readonly SummaryRow[]): Figure {
  const vs = shownVariants(rs, rows);
  return {
    id: `length-changes-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: mean moves per game, where a reading changes it (${gamesText(vs.map((v) => v.games))})`,
    desc: 'The mean number of moves in the random games under the defaults, and under each reading that makes games longer or shorter beyond noise; the table gives each difference from the defaults with its 95% interval.',
    chart: {
      rows: vs.map((v) => ({ label: variantLabel(v.variant), values: [round1(v.length.mean)], text: num(round1(v.length.mean)) })),
      series: ['mean moves'],
      axis: 'mean moves per game',
    },
    table: {
      head: ['Reading', 'Mean', 'Difference', '95% interval', 'Median', 'Longest'],
      rows: vs.map((v, i) => {
        const e = effectOf(rows[i - 1], 'length');
        return { head: variantLabel(v.variant), cells: [num(round1(v.length.mean)), e?.text ?? '—', e?.range ?? '—', num(v.length.median), num(v.length.max)] };
      }),
    },
  };
}

/** The first mover's results: the defaults and the readings that change them beyond noise. */
export function resultChanges(rs: RulesetStats, rows: readonly SummaryRow[]): Figure {
  const vs = shownVariants(rs, rows);
  const none = vs.some((v) => v.results.counts.none > 0);
  return {
    id: `result-changes-${rs.ruleset}`,
    title: `${rulesetLabel(rs.ruleset)}: the first mover’s results, where a reading changes them (${gamesText(vs.map((v) => v.games))})`,
    desc: 'The share of random games the first mover won, drew and lost under the defaults, and under each reading that changes these beyond noise; the table gives the difference in the share won, in percentage points, with its 95% interval.',
    chart: {
      rows: vs.map((v) => ({ label: variantLabel(v.variant), values: resultValues(v), text: percent(v.results.counts.win, v.games) })),
      series: ['won', 'drawn', 'lost', 'no result'],
      max: 100,
      unit: '%',
      axis: 'share of games (the number: games the first mover won)',
    },
    table: {
      head: ['Reading', 'Won', 'Drawn', 'Lost', ...(none ? ['No result'] : []), 'Won: difference', '95% interval'],
      rows: vs.map((v, i) => {
        const c = v.results.counts;
        const e = effectOf(rows[i - 1], 'won');
        return {
          head: variantLabel(v.variant),
          cells: [percent(c.win, v.games), percent(c.draw, v.games), percent(c.loss, v.games), ...(none ? [percent(c.none, v.games)] : []), e?.text ?? '—', e?.range ?? '—'],
        };
      }),
    },
  };
}
