import { sharedFixedReadings, sharedOptions } from './mechanics/readings';
import type { FixedReading, OptionSpec, OptionValue, Reading } from './reading';
import { ownFixedReading, ownOption, ownOptionIds } from './readings-present';
import type { fixedReadings, optionSpecs } from './rulesets/readings';

/**
 * The readings' table and its types: which options there are, the values each offers, and the
 * readings chosen for a game. The readings themselves are written beside what they configure
 * (./reading.ts says where) and gathered in ./rulesets/readings.ts, whose table gives the types.
 * At run time a reading is looked up by id: the mechanics' are always here, a ruleset's own once
 * the ruleset is loaded.
 */
export type { FixedReading, OptionSpec, OptionValue, Reading } from './reading';

export type OptionId = keyof typeof optionSpecs;
/** The values an option offers: `ValueOf<'observed'>` is 'gabata-i' | 'five-holes' | 'seven-holes' | 'gabata-3'. */
export type ValueOf<K extends OptionId> = (typeof optionSpecs)[K]['readings'][number]['value'];
/** The readings chosen for a game, by option id, each checked against the option's values. */
export type Options = { [K in OptionId]?: ValueOf<K> };

/** An option by its id: a shared mechanic's, or a loaded ruleset's own. */
export function optionSpec(id: string): OptionSpec | undefined {
  return Object.hasOwn(sharedOptions, id) ? (sharedOptions as Record<string, OptionSpec>)[id] : ownOption(id);
}

/** A fixed reading by its id: a shared mechanic's, or a loaded ruleset's own. */
export function fixedReading(id: string): FixedReading | undefined {
  return Object.hasOwn(sharedFixedReadings, id) ? (sharedFixedReadings as Record<string, FixedReading>)[id] : ownFixedReading(id);
}

/** The options at hand: the mechanics', and the loaded rulesets' own (all of them on the server). */
export function knownOptionIds(): OptionId[] {
  return [...Object.keys(sharedOptions), ...ownOptionIds()] as OptionId[];
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
