import type { Ruleset, Source } from '../ruleset';
import { courlanderAbalala } from './courlander-abalala';
import { courlanderSulusAidi } from './courlander-sulus-aidi';
import { courlanderSulusNishtaw } from './courlander-sulus-nishtaw';
import { dlpAbalalae } from './dlp-abalalae';
import { dlpGabataShoaI } from './dlp-gabata-shoa-i';
import { walkerGabata } from './walker-gabata';

/**
 * The registry: every ruleset, in the order pages list them (the first is the default where a
 * page needs one). The ids of rulesets and sources, the raw files, the bibliography's sections
 * and the benchmark's rows all derive from it; adding a ruleset is one line here.
 */
export const registry = [courlanderAbalala, courlanderSulusAidi, courlanderSulusNishtaw, walkerGabata, dlpGabataShoaI, dlpAbalalae] as const;

export type RulesetId = (typeof registry)[number]['id'];
/** A source a clause can name: each ruleset's, and 'notes' (our notes, cited where no source speaks). */
export type SourceId = (typeof registry)[number]['source']['id'] | 'notes';

export const rulesets = Object.fromEntries(registry.map((r) => [r.id, r])) as Record<RulesetId, Ruleset>;
export const rulesetIds: RulesetId[] = registry.map((r) => r.id);

/** Every source, each ruleset's in the registry's order. */
export const sources: readonly Source<Exclude<SourceId, 'notes'>>[] = registry.map((r) => r.source);

/** The project's copy of each source (content/sources/raw/), and our notes. */
export const sourceFiles = {
  ...(Object.fromEntries(sources.map((s) => [s.id, s.file])) as Record<Exclude<SourceId, 'notes'>, string>),
  notes: '../../../../shared/notes/sources-and-rules.md',
} satisfies Record<SourceId, string>;

/** The source a clause names, by its id. */
export function sourceOf(id: Exclude<SourceId, 'notes'>): Source {
  return sources.find((s) => s.id === id)!;
}
