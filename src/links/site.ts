import { getCollection } from 'astro:content';
import { topics } from '../compare/topics';
import { engineCitations } from '../engine/index';
import { everyPlay, readExample } from '../examples/example';
import { clauseMarks } from '../transcription/markup';
import { exampleCites, onwardIndex, type OnwardLink } from './onward';

/**
 * Every clause's onward links (./onward.ts), from the site's content: the transcriptions, the
 * worked examples and every citation the engine makes (the clauses page's table). Worked out once
 * a build, for the first clause a source page sets, and kept for the rest.
 */
let built: Promise<Map<string, OnwardLink[]>> | undefined;

export function siteOnward(): Promise<Map<string, OnwardLink[]>> {
  built ??= (async () => {
    const clauses = (await getCollection('sources')).flatMap((e) => clauseMarks(e.body ?? '').map((m) => m.id));
    const examples = (await getCollection('examples')).map((e) => readExample(e.data));
    const plays = examples.map((e) => everyPlay(e));
    const citations = engineCitations(plays.flat());
    return onwardIndex(clauses, {
      topics,
      examples: examples.map((e, i) => ({ id: e.id, title: e.title, cites: exampleCites(e, plays[i]![0]) })),
      citations,
      base: import.meta.env.BASE_URL,
    });
  })();
  return built;
}
