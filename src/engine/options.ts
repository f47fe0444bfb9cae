import type { FixedReading, OptionSpec, OptionValue, Reading } from './reading';
import { presentFixedReading, presentOption, presentOptionIds } from './readings-present';
import type { fixedReadings, optionSpecs } from './rulesets/readings';

/**
 * The readings' table and its types: which options there are, the values each offers, and the
 * readings chosen for a game. The readings themselves are written beside what they configure
 * (./reading.ts says where) and gathered in ./rulesets/readings.ts, whose table gives the types.
 * At run time a reading is looked up by id among those of the rulesets loaded (each carries the
 * readings it offers and cites): all of them on the server, on a page those it shows.
 */
export type { FixedReading, OptionSpec, OptionValue, Reading } from './reading';

export type OptionId = keyof typeof optionSpecs;
/** The values an option offers: `ValueOf<'observed'>` is 'gabata-i' | 'five-holes' | 'seven-holes' | 'gabata-3'. */
export type ValueOf<K extends OptionId> = (typeof optionSpecs)[K]['readings'][number]['value'];
/** The readings chosen for a game, by option id, each checked against the option's values. */
export type Options = { [K in OptionId]?: ValueOf<K> };

/** An option by its id, if a loaded ruleset offers it. */
export const optionSpec = (id: string): OptionSpec | undefined => presentOption(id);

/** A fixed reading by its id, if a loaded ruleset cites it. */
export const fixedReading = (id: string): FixedReading | undefined => presentFixedReading(id);

/** The options of the rulesets loaded (all of them on the server). */
export function knownOptionIds(): OptionId[] {
  return presentOptionIds() as OptionId[];
}

export function isOptionId(id: string): id is OptionId {
  return optionSpec(id) !== undefined;
}

/** An option's value by an id known only at run time (an event's reading): undefined where it is no option. */
export function optionValue(o: Options, id: string): OptionValue | undefined {
  return isOptionId(id) ? o[id] : undefined;
}

export function readingOf(id: OptionId, value: OptionValue): Reading | undefined {
  return optionSpec(id)?.readings.find((x) => x.value === value);
}

export type FixedReadingId = keyof typeof fixedReadings;
/** What an event's `reading` may name: an option, or a fixed reading. */
export type ReadingId = OptionId | FixedReadingId;

/** Whether `reading.<id>` names an option or a fixed reading. */
export function isReadingClause(clause: string): boolean {
  if (!clause.startsWith('reading.')) return false;
  const id = clause.slice('reading.'.length);
  return isOptionId(id) || fixedReading(id) !== undefined;
}
