import { fixedReading, optionSpec, type OptionValue } from '../engine/options';

/**
 * The reading that decided a step, named for a reader: an option by its question and the answer
 * in force ("How the race ends: when both players have sown into an empty hole"), a fixed
 * reading by its heading; with its place on the readings page.
 */
export function readingWords(id: string, value?: OptionValue): { label: string; anchor: string } {
  // The words of src/words/labels.ts (readingLabel, optionLabel, fixedReadingLabel; a test holds
  // them equal), made here from the specs alone: labels.ts brings the clause registry with it,
  // which the widgets' bundle has no need of.
  const spec = optionSpec(id);
  const fixed = fixedReading(id);
  const answer = spec?.readings.find((r) => r.value === value)?.answer;
  const label = spec ? (answer ? `${spec.label}: ${answer}` : spec.label) : (fixed?.label ?? id);
  return { label, anchor: readingAnchor(id) };
}

/** Where the readings page explains a reading: an option's own id, or a fixed reading's "fixed-" id. */
export function readingAnchor(id: string): string {
  return optionSpec(id) || !fixedReading(id) ? id : `fixed-${id}`;
}
