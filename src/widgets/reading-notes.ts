import { fixedReadings, optionSpecs, type OptionSpec } from '../engine/options';

/** What each of our readings means, in our words, and where the readings page explains it. */
export function readingNotes(): Record<string, { text: string; anchor: string }> {
  const out: Record<string, { text: string; anchor: string }> = {};
  for (const spec of Object.values(optionSpecs) as OptionSpec[]) out[spec.id] = { text: spec.question, anchor: spec.id };
  for (const f of Object.values(fixedReadings)) out[f.id] = { text: f.means, anchor: `fixed-${f.id}` };
  return out;
}

/** Where the readings page explains a reading: an option's own id, or a fixed reading's "fixed-" id. */
export function readingAnchor(id: string): string {
  return Object.hasOwn(optionSpecs, id) || !Object.hasOwn(fixedReadings, id) ? id : `fixed-${id}`;
}
