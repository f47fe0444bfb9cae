import type { Ruleset } from '../engine/index';
import { rulesetIds } from '../engine/rulesets/catalog';
import { isLoaded, loadedRuleset } from '../engine/rulesets/load';

/** Whether a ruleset implements or declares a clause: the code page shows how the engine encodes it. */
export function encodes(rules: Ruleset, id: string): boolean {
  return (rules.implements as readonly string[]).includes(id) || (rules.declares as readonly string[]).includes(id);
}

/**
 * Whether the code page shows how the engine encodes a clause: whether a ruleset present encodes
 * it. The build has every ruleset; an island, those whose games it shows, which is enough, for a
 * game cites only clauses its own ruleset encodes, and readings (test/widgets/encoded.test.ts).
 */
export function isEncoded(id: string): boolean {
  return rulesetIds.some((r) => isLoaded(r) && encodes(loadedRuleset(r), id));
}
