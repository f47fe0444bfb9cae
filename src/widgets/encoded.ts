import { rulesetIds, rulesets } from '../engine/rulesets';

/**
 * Whether the code page shows how the engine encodes a clause (a ruleset implements or declares it).
 * It reads every ruleset's rules, so it stays out of ./reading-words.ts, which the play page's
 * first reach loads: there it comes with the stepper, fetched on demand.
 */
export function isEncoded(id: string): boolean {
  return rulesetIds.some((r) => (rulesets[r].implements as readonly string[]).includes(id) || (rulesets[r].declares as readonly string[]).includes(id));
}
