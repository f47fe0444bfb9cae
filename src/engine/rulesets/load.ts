import type { Ruleset } from '../ruleset';
import { isRulesetId, type RulesetId } from './catalog';

/** The rulesets whose rules are here: loaded (below), or given by a module that imports them (provide). */
const present = new Map<RulesetId, Ruleset>();

export function provide(...rules: Ruleset[]): void {
  for (const r of rules) present.set(r.id, r);
}

export function isLoaded(id: RulesetId): boolean {
  return present.has(id);
}

export function loadedRuleset(id: RulesetId): Ruleset {
  const rules = present.get(id);
  // A programming error, not a reader's: the island should have awaited loadRuleset (./load.ts).
  if (!rules) throw new Error(`the rules of "${id}" are not loaded: await loadRuleset("${id}") (src/engine/rulesets/load.ts) first`);
  return rules;
}

/**
 * Each ruleset's rules by dynamic import, one chunk each in the client build (astro.config.mjs):
 * an island loads the rulesets its reader turns to, not all six. Literal paths, so that the
 * bundler sees each import.
 */
const loaders: Record<RulesetId, () => Promise<Ruleset>> = {
  'courlander-abalala': () => import('./courlander-abalala/index').then((m) => m.courlanderAbalala),
  'courlander-sulus-aidi': () => import('./courlander-sulus-aidi/index').then((m) => m.courlanderSulusAidi),
  'courlander-sulus-nishtaw': () => import('./courlander-sulus-nishtaw/index').then((m) => m.courlanderSulusNishtaw),
  'walker-gabata': () => import('./walker-gabata/index').then((m) => m.walkerGabata),
  'dlp-gabata-shoa-i': () => import('./dlp-gabata-shoa-i/index').then((m) => m.dlpGabataShoaI),
  'dlp-abalalae': () => import('./dlp-abalalae/index').then((m) => m.dlpAbalalae),
};

/** Make a ruleset's rules present for the engine's lookup (getRuleset, createGame), loading them if need be. */
export async function loadRuleset(id: RulesetId): Promise<Ruleset> {
  if (isLoaded(id)) return loadedRuleset(id);
  const rules = await loaders[id]();
  provide(rules);
  return rules;
}

/**
 * What must be loaded before the engine can read a game of `id` synchronously: null when nothing
 * (the ruleset is present, or the id is unknown and the engine's own message will name it).
 */
export function pendingLoad(id: string | null | undefined): Promise<Ruleset> | null {
  return id && isRulesetId(id) && !isLoaded(id) ? loadRuleset(id) : null;
}
