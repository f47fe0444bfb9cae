import type { FixedReading, OptionSpec } from './reading';

/** The readings a ruleset brings of its own (its folder's readings.ts), carried by its declaration. */
export interface OwnReadings {
  options?: Record<string, OptionSpec>;
  fixedReadings?: Record<string, FixedReading>;
}

/**
 * The own readings of the rulesets loaded so far, so that a page's JavaScript carries the words of
 * the rulesets it shows and no others (issue 28: a page's weight does not grow with the number of
 * games). Filled as rulesets are loaded (./rulesets/load.ts); the server, the CLI and the tests
 * load them all.
 */
const options = new Map<string, OptionSpec>();
const fixedReadings = new Map<string, FixedReading>();

export function addOwnReadings(own: OwnReadings | undefined): void {
  for (const [id, spec] of Object.entries(own?.options ?? {})) options.set(id, spec);
  for (const [id, f] of Object.entries(own?.fixedReadings ?? {})) fixedReadings.set(id, f);
}

export const ownOptionIds = (): string[] => [...options.keys()];
export const ownOption = (id: string): OptionSpec | undefined => options.get(id);
export const ownFixedReading = (id: string): FixedReading | undefined => fixedReadings.get(id);
