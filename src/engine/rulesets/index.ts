import { courlanderAbalala } from './courlander-abalala/index';
import { courlanderSulusAidi } from './courlander-sulus-aidi/index';
import { courlanderSulusNishtaw } from './courlander-sulus-nishtaw/index';
import { dlpAbalalae } from './dlp-abalalae/index';
import { dlpGabataShoaI } from './dlp-gabata-shoa-i/index';
import { walkerGabata } from './walker-gabata/index';
import { rulesetIds, type RulesetId } from './catalog';
import { provide } from './load';
import type { Ruleset } from '../ruleset';

export { catalog, rulesetIds, sources, sourceFiles, sourceOf, type RulesetId, type SourceId } from './catalog';

/**
 * The registry: every ruleset with its rules, in the catalog's order (./catalog.ts). Importing it
 * makes every ruleset present for the engine's synchronous lookup: what the CLI, the build, the
 * scripts and the tests want. An island imports ./catalog.ts and ./load.ts instead, so as to
 * load only the rulesets its page shows.
 */
export const registry = [courlanderAbalala, courlanderSulusAidi, courlanderSulusNishtaw, walkerGabata, dlpGabataShoaI, dlpAbalalae] as const;
provide(...registry);

export const rulesets = Object.fromEntries(registry.map((r) => [r.id, r])) as Record<RulesetId, Ruleset>;
// The registry's order is the catalog's: a ruleset listed in one and not the other would be lost.
if (registry.some((r, i) => r.id !== rulesetIds[i]) || registry.length !== rulesetIds.length) {
  throw new Error('src/engine/rulesets/index.ts: the registry does not list the catalog\'s rulesets in its order');
}
