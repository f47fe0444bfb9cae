import { getCollection } from 'astro:content';
import { topics } from '../compare/topics';
import type { Citation } from '../engine/index';
import { playExample, readExample, type Example, type Played } from '../examples/example';
import { clauseMarks } from '../transcription/markup';
import { siteClauseIndex } from '../transcription/site-index';
import { exampleCites, onwardIndex, type OnwardLink } from './onward';
import { reviewedCitations } from './reviewed';
import { phrasesBySentence, sentenceOfPhrase } from './sentences';

/**
 * Every clause's onward links (./onward.ts), from the site's content: the transcriptions, the
 * worked examples and every citation the engine makes (the clauses page's table). Worked out once
 * a build, for the first clause a source page sets, and kept for the rest.
 */
let built: Promise<Map<string, OnwardLink[]>> | undefined;

/**
 * Every citation the engine makes, in the worked examples and in seeded random games of every
 * variant: the clauses page's table and the onward links' readings. The reviewed table is that
 * list, held equal to what the engine makes by test/engine/citations.test.ts, which plays the
 * four thousand games the build used to play again.
 */
let cited: Promise<{ examples: Example[]; plays: Played[]; citations: Citation[] }> | undefined;

export function siteCitations(): Promise<{ examples: Example[]; plays: Played[]; citations: Citation[] }> {
  cited ??= (async () => {
    const examples = (await getCollection('examples')).map((e) => readExample(e.data));
    return { examples, plays: examples.map((e) => playExample(e)), citations: reviewedCitations() };
  })();
  return cited;
}

export function siteOnward(): Promise<Map<string, OnwardLink[]>> {
  built ??= (async () => {
    const index = await siteClauseIndex();
    const { examples, plays, citations } = await siteCitations();
    return onwardIndex([...index.keys()], {
      topics,
      examples: examples.map((e, i) => ({ id: e.id, title: e.title, cites: exampleCites(e, plays[i]!) })),
      citations,
      pageOf: (c) => index.get(c)?.page,
      base: import.meta.env.BASE_URL,
    });
  })();
  return built;
}

/** What a source page's clauses need to know of each other: how they nest, their words, the page each stands on. */
export interface SiteSentences {
  /** The phrases of each sentence, by the sentence's id (./sentences.ts). */
  phrases: Map<string, string[]>;
  /** The sentence each phrase stands in. */
  sentenceOf: Map<string, string>;
  /** Each clause's words, as we read them. */
  text: Map<string, string>;
  /** The source page (the transcription's id) each clause stands on. */
  page: Map<string, string>;
}

let nesting: Promise<SiteSentences> | undefined;

/** Every transcription's sentences and the phrases marked inside them, worked out once a build. */
export function siteSentences(): Promise<SiteSentences> {
  nesting ??= (async () => {
    const entries = (await getCollection('sources')).map((e) => ({ id: e.id, marks: clauseMarks(e.body ?? '') }));
    const phrases = new Map(entries.flatMap((e) => [...phrasesBySentence(e.marks)]));
    return {
      phrases,
      sentenceOf: sentenceOfPhrase(phrases),
      text: new Map(entries.flatMap((e) => e.marks.map((m): [string, string] => [m.id, m.text]))),
      page: new Map(entries.flatMap((e) => e.marks.map((m): [string, string] => [m.id, e.id]))),
    };
  })();
  return nesting;
}
