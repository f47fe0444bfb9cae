import type { FixedReading, OptionSpec } from './reading';

/**
 * The readings a ruleset offers and cites, with their words and evidence: its own (its folder's
 * readings.ts) and those of the mechanics it composes (mechanics/<mechanic>.readings.ts), each
 * written once where it belongs and carried by the declarations of the rulesets that use it.
 */
export interface ReadingSpecs {
  options: Record<string, OptionSpec>;
  fixedReadings: Record<string, FixedReading>;
}

/** What a readings module exports: the options it offers, the fixed readings it decides. */
interface ReadingsModule {
  options?: Record<string, OptionSpec>;
  fixedReadings?: Record<string, FixedReading>;
}

/** The readings of the given modules, for a ruleset's declaration (`readingSpecs`). */
export function carry(...modules: ReadingsModule[]): ReadingSpecs {
  return {
    options: Object.assign({}, ...modules.map((m) => m.options ?? {})),
    fixedReadings: Object.assign({}, ...modules.map((m) => m.fixedReadings ?? {})),
  };
}

/**
 * The readings of the rulesets loaded so far, so that a page's JavaScript carries the words of the
 * rulesets it shows and no others (a page's weight does not grow with the number of games). Filled
 * as rulesets are loaded (./rulesets/load.ts); the server, the CLI and the tests load them all.
 */
const options = new Map<string, OptionSpec>();
const fixedReadings = new Map<string, FixedReading>();

export function addReadingSpecs(specs: ReadingSpecs): void {
  for (const [id, spec] of Object.entries(specs.options)) options.set(id, spec);
  for (const [id, f] of Object.entries(specs.fixedReadings)) fixedReadings.set(id, f);
}

export const presentOptionIds = (): string[] => [...options.keys()];
export const presentOption = (id: string): OptionSpec | undefined => options.get(id);
export const presentFixedReading = (id: string): FixedReading | undefined => fixedReadings.get(id);
