import type { Example } from '../examples/example';
import { viewOf, type EndedView } from '../widgets/played-view';
import { narrated } from '../widgets/steps';
import { readingTable } from '../widgets/stepper-data';
import { isEncoded } from '../widgets/encoded';
import { firstDivergence } from './divergence';
import { runLane, type Lane } from './lanes';

/** A lane played (as data), or why it cannot be. */
export type LaneRunView = { lane: Lane; played: EndedView; error?: undefined } | { lane: Lane; played?: undefined; error: string };

/**
 * What the comparison stepper shows of its lanes, worked out with the engine: each lane played,
 * where they part, the words for the readings their steps cite, and which sentences the code page
 * explains. A comparison's page works it out at build; the builder and the lab, which make their
 * lanes in the browser, as the reader chooses them.
 */
export interface CompareData {
  runs: LaneRunView[];
  divergence: { step: number } | null;
  readings: Record<string, { label: string; anchor: string }>;
  encoded: string[];
  /**
   * How each lane ends, in words (outcome.ts), where the page works it out at build (a comparison
   * of the site, which may open at its end): the island then shows it at once and fetches no code for it.
   */
  outcomes?: (string | null)[];
}

export function compareData(example: Example, lanes: Lane[]): CompareData {
  const runs = lanes.map((l) => runLane(example, l));
  const played = runs.flatMap((r) => (r.played ? [r.played] : []));
  const parting = played.length > 1 ? firstDivergence(played) : null;
  const cited = new Set<string>();
  const readingIds = new Set<string>();
  for (const p of played) {
    for (const e of p.events) {
      cited.add(e.clause);
      if (e.reading) readingIds.add(e.reading);
      if (e.clause.startsWith('reading.')) readingIds.add(e.clause.slice('reading.'.length));
    }
  }
  return {
    runs: runs.map((r) => (r.played ? { lane: r.lane, played: narrated(viewOf(r.played, true)) as EndedView } : { lane: r.lane, error: r.error })),
    divergence: parting && { step: parting.step },
    readings: readingTable(readingIds),
    encoded: [...cited].filter(isEncoded).sort(),
  };
}
