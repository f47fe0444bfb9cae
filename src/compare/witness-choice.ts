/**
 * Which witnesses the comparison by topic (/compare/) sets side by side: a column for each of the
 * three-row game's many witnesses does not fit a page, so the reader chooses, and the choice stays
 * in the address (`#witnesses=<page>,<page>`, each a witness's page id) so that a link shares it.
 * No DOM here: the island (src/widgets/WitnessChooser.tsx) and the tests read these functions.
 */

export const HASH_KEY = 'witnesses';

/**
 * The columns a reader meets first: two records of each of two games, Courlander's Abalalà beside
 * Pankhurst's (the DLP's Abalala'e), and Courlander's Sulus Nishtaw beside Pankhurst's Gabata
 * (Adowa): four columns, two abreast on a wide screen. Those the site does not have are skipped.
 */
export const DEFAULT_CHOICE = ['courlander-abalala', 'dlp-abalalae', 'courlander-sulus-nishtaw', 'dlp-gabata-adowa'] as const;

export interface Choice {
  /** The witnesses shown, by page id, in the order of `all`. */
  chosen: string[];
  /** What was wrong with the address, in words, where it was: the default set is shown instead. */
  problem?: string;
}

export const defaultChoice = (all: readonly string[]): string[] => all.filter((p) => (DEFAULT_CHOICE as readonly string[]).includes(p));

/**
 * The choice an address holds. An address with no `witnesses=` (none, or a topic's anchor) holds
 * the default; one naming a witness the page does not have, or none, holds the default and says why.
 */
export function readChoice(hash: string, all: readonly string[]): Choice {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = params.get(HASH_KEY);
  if (raw === null) return { chosen: defaultChoice(all) };
  const asked = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = asked.filter((p) => !all.includes(p));
  if (unknown.length > 0) {
    return { chosen: defaultChoice(all), problem: `The link names ${unknown.length === 1 ? 'a witness' : 'witnesses'} this page does not have (${unknown.map((u) => `“${u}”`).join(', ')}), so the default witnesses are shown.` };
  }
  if (asked.length === 0) return { chosen: defaultChoice(all), problem: 'The link chooses no witness, so the default witnesses are shown.' };
  return { chosen: all.filter((p) => asked.includes(p)) };
}

/** The address's hash for a choice: `#witnesses=a,b`, or none for the default set. */
export function writeChoice(chosen: readonly string[], all: readonly string[]): string {
  const ordered = all.filter((p) => chosen.includes(p));
  const isDefault = ordered.join() === defaultChoice(all).join();
  return isDefault ? '' : `#${HASH_KEY}=${ordered.join(',')}`;
}

/** A witness shown or hidden; the last one shown stays (a comparison of no witness shows nothing). */
export function toggle(chosen: readonly string[], page: string, on: boolean, all: readonly string[]): string[] {
  const next = on ? [...chosen, page] : chosen.filter((p) => p !== page);
  return next.length === 0 ? [...chosen] : all.filter((p) => next.includes(p));
}

/** "4 of 8 witnesses shown". */
export const shownLine = (chosen: readonly string[], all: readonly string[]) => `${chosen.length} of ${all.length} witnesses shown.`;

/** Items in runs of one group each, in their order: the chooser's boxes under their groups' legends. */
export function groupRuns<T>(items: readonly T[], groupOf: (item: T) => string): { group: string; items: T[] }[] {
  const runs: { group: string; items: T[] }[] = [];
  for (const item of items) {
    const g = groupOf(item);
    const run = runs.find((r) => r.group === g);
    if (run) run.items.push(item);
    else runs.push({ group: g, items: [item] });
  }
  return runs;
}
