import type { Ruleset } from '../ruleset';
import { catalog, type RulesetId } from './catalog';
import { importRuleset, provide } from './load';

export { catalog, rulesetIds, sources, sourceFiles, sourceOf, type RulesetId, type SourceId } from './catalog';

/**
 * The registry: every ruleset with its rules, in the catalog's order (./catalog.ts), each imported
 * from its folder. Importing it makes every ruleset present for the engine's synchronous lookup:
 * what the CLI, the build, the scripts and the tests want. An island imports ./catalog.ts and
 * ./load.ts instead, so as to load only the rulesets its page shows.
 */
export const registry: readonly Ruleset[] = await Promise.all(catalog.map((c) => importRuleset(c.id)));
provide(...registry);

export const rulesets = Object.fromEntries(registry.map((r) => [r.id, r])) as Record<RulesetId, Ruleset>;
