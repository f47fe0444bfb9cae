import type { ReadingSpecs, Ruleset } from '../engine/index';

/** A reading's note: what it means, in our words, and where the readings page explains it. */
export type ReadingNotes = Record<string, { text: string; anchor: string }>;

/** The notes of the readings given: an option by its question, a fixed reading by what it means. */
export function notesOf(specs: ReadingSpecs): ReadingNotes {
  const out: ReadingNotes = {};
  for (const spec of Object.values(specs.options)) out[spec.id] = { text: spec.question, anchor: spec.id };
  for (const f of Object.values(specs.fixedReadings)) out[f.id] = { text: f.means, anchor: `fixed-${f.id}` };
  return out;
}

/** The notes of the readings a ruleset offers and cites: what an island that plays it needs, from its rules. */
export const rulesetReadingNotes = (rules: Ruleset): ReadingNotes => notesOf(rules.readingSpecs);
