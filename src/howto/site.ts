import { getCollection } from 'astro:content';
import { rulesetIds, rulesets, type RulesetId } from '../engine/index';
import { byTopic } from '../examples/catalog';
import { readExample } from '../examples/example';
import { siteClauseIndex } from '../transcription/site-index';
import { howToPlay, type Card } from './card';
import type { Site } from './links';
import { witness } from './witness';

/**
 * Every ruleset's how-to-play card, made once a build from the site's content (the worked
 * examples, in a reader's order, and the transcriptions, for the page each sentence stands on).
 */
let built: Promise<{ cards: Map<RulesetId, Card>; site: Site }> | undefined;

export function siteCards(): Promise<{ cards: Map<RulesetId, Card>; site: Site }> {
  built ??= (async () => {
    const sources = await getCollection('sources');
    const all = (await getCollection('examples')).map((e) => readExample(e.data));
    const examples = byTopic(all, sources.map((s) => ({ id: s.id, order: s.data.order, body: s.body ?? '' }))).flatMap((g) => g.examples);
    const index = await siteClauseIndex();
    const site: Site = {
      base: import.meta.env.BASE_URL,
      pageOf: (clause) => index.get(clause)?.page,
      titleOf: (id) => all.find((e) => e.id === id)?.title ?? id,
      wordsOf: (clause) => index.get(clause)?.text,
    };
    const cards = new Map(rulesetIds.map((id) => [id, howToPlay(witness(rulesets[id], examples))]));
    return { cards, site };
  })();
  return built;
}
