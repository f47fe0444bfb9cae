import { fixedReadings, optionSpecs, type OptionSpec } from '../engine/index';

/** What each of our readings means (all of them: pages build this, islands do not), in our words, and where the readings page explains it. */
export function readingNotes(): Record<string, { text: string; anchor: string }> {
  const out: Record<string, { text: string; anchor: string }> = {};
  for (const spec of Object.values(optionSpecs) as OptionSpec[]) out[spec.id] = { text: spec.question, anchor: spec.id };
  for (const f of Object.values(fixedReadings)) out[f.id] = { text: f.means, anchor: `fixed-${f.id}` };
  return out;
}
