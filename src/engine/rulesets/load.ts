import { addReadingSpecs } from '../readings-present';
import type { Ruleset } from '../ruleset';
import { isRulesetId, type RulesetId } from './catalog';

/** The rulesets whose rules are here: loaded (below), or given by a module that imports them (provide). */
const present = new Map<RulesetId, Ruleset>();

export function provide(...rules: Ruleset[]): void {
  for (const r of rules) {
    present.set(r.id, r);
    addReadingSpecs(r.readingSpecs);
  }
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
 * Each ruleset's folder by dynamic import, one chunk each in the client build (astro.config.mjs):
 * an island loads the rulesets its reader turns to, not all six. Literal paths, so that the bundler
 * sees each import; one for every id of the catalog, or the type does not check.
 */
const folders = {
  'courlander-abalala': () => import('./courlander-abalala/index'),
  'courlander-sulus-aidi': () => import('./courlander-sulus-aidi/index'),
  'courlander-sulus-nishtaw': () => import('./courlander-sulus-nishtaw/index'),
  'walker-gabata': () => import('./walker-gabata/index'),
  'dlp-gabata-shoa-i': () => import('./dlp-gabata-shoa-i/index'),
  'dlp-abalalae': () => import('./dlp-abalalae/index'),
  'dlp-gabata-adowa': () => import('./dlp-gabata-adowa/index'),
  'dlp-gabata-aksum': () => import('./dlp-gabata-aksum/index'),
  'dlp-selus-massawa': () => import('./dlp-selus-massawa/index'),
  'dlp-selus': () => import('./dlp-selus/index'),
  'dlp-rab-e': () => import('./dlp-rab-e/index'),
  'dlp-tuz': () => import('./dlp-tuz/index'),
  'dlp-gabata-shoa-and-adegrat': () => import('./dlp-gabata-shoa-and-adegrat/index'),
  'dlp-qelat': () => import('./dlp-qelat/index'),
  'dlp-awagagae': () => import('./dlp-awagagae/index'),
  'dlp-rio-kadalis': () => import('./dlp-rio-kadalis/index'),
  'dlp-mewelad': () => import('./dlp-mewelad/index'),
  'dlp-gabata-ghinda': () => import('./dlp-gabata-ghinda/index'),
  'dlp-hufesay': () => import('./dlp-hufesay/index'),
  'dlp-gabata-ansaba': () => import('./dlp-gabata-ansaba/index'),
  'dlp-jimafesosh': () => import('./dlp-jimafesosh/index'),
  'dlp-mewegae': () => import('./dlp-mewegae/index'),
  'dlp-gabata-adegrat': () => import('./dlp-gabata-adegrat/index'),
  'dlp-leyla': () => import('./dlp-leyla/index'),
  'dlp-gabata-oromo': () => import('./dlp-gabata-oromo/index'),
  'dlp-gabata-wuqro': () => import('./dlp-gabata-wuqro/index'),
  'dlp-lamosh': () => import('./dlp-lamosh/index'),
  'dlp-lam-waladach': () => import('./dlp-lam-waladach/index'),
} satisfies Record<RulesetId, () => Promise<{ default: Ruleset<string, string> }>>;

/** A ruleset's rules, imported from its folder. */
export async function importRuleset(id: RulesetId): Promise<Ruleset> {
  return (await folders[id]()).default as unknown as Ruleset;
}

/** Make a ruleset's rules present for the engine's lookup (getRuleset, createGame), loading them if need be. */
export async function loadRuleset(id: RulesetId): Promise<Ruleset> {
  if (isLoaded(id)) return loadedRuleset(id);
  const rules = await importRuleset(id);
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
