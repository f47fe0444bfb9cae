import { bodyOf } from '../transcription/markup';
import type { QuotedClause } from '../transcription/clause-index';
import type { Example } from './example';
import { provenanceLabels, type Provenance, type ProvenanceShown } from './provenance';

/**
 * The worked examples as a catalogue: their topics in a reader's order, each topic's examples in
 * the order they stand in the sources, and the passage of its source each example plays out.
 */

/** The topics, in the order a reader meets them in a game; an example's `topic` must be one. */
export const TOPICS = [
  'boards',
  'the opening',
  'sowing and relay',
  'takes',
  'claims',
  'wegs',
  'turns and passing',
  'the end of a game',
  'the next game',
] as const;

export const topicLabel = (topic: string) => topic.charAt(0).toUpperCase() + topic.slice(1);
export const topicAnchor = (topic: string) => `topic-${topic.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/** What the catalogue needs of a transcription: its page id, its place in the navigation, its body. */
export interface SourcePage {
  id: string;
  order: number;
  body: string;
}

/** Where an example stands: its source page's place, then its <Example> in the page. */
function place(example: Example, pages: SourcePage[]): [number, number] {
  const page = pages.find((p) => p.id === example.source);
  if (!page) throw new Error(`example ${example.id}: no source page "${example.source}"`);
  const at = page.body.search(new RegExp(`<Example\\s+id="${example.id}"`));
  return [page.order, at < 0 ? Number.MAX_SAFE_INTEGER : at];
}

/** The examples by topic, in TOPICS order; within a topic, as they stand in the sources. */
export function byTopic(examples: Example[], pages: SourcePage[]): { topic: string; examples: Example[] }[] {
  for (const e of examples) {
    if (!(TOPICS as readonly string[]).includes(e.topic)) throw new Error(`example ${e.id}: unknown topic "${e.topic}" (src/examples/catalog.ts TOPICS)`);
  }
  const cmp = (a: Example, b: Example) => {
    const [pa, ia] = place(a, pages);
    const [pb, ib] = place(b, pages);
    return pa - pb || ia - ib;
  };
  return TOPICS.map((topic) => ({ topic: topic as string, examples: examples.filter((e) => e.topic === topic).sort(cmp) })).filter((t) => t.examples.length > 0);
}

/** The examples before and after one in its topic. */
export function neighbours(groups: { topic: string; examples: Example[] }[], id: string): { previous?: Example; next?: Example } {
  const list = groups.find((g) => g.examples.some((e) => e.id === id))?.examples ?? [];
  const i = list.findIndex((e) => e.id === id);
  return { previous: list[i - 1], next: list[i + 1] };
}

interface Sentence {
  /** The sentence's clause id, and those of the phrases marked inside it. */
  id: string;
  phrases: string[];
  /** Which block of the body (paragraphs, or a list, between blank lines) it stands in. */
  block: number;
}

/** The rule sentences of a transcription (its outermost clauses), in order, with the block each stands in. */
export function sentences(mdx: string): Sentence[] {
  const body = bodyOf(mdx);
  const breaks = [...body.matchAll(/\n[ \t]*\n/g)].map((m) => m.index!);
  const out: Sentence[] = [];
  let depth = 0;
  for (const m of body.matchAll(/<C\b[^>]*\bid="([^"]*)"[^>]*>|<\/C>/g)) {
    if (m[0] === '</C>') {
      depth--;
      continue;
    }
    if (depth++ === 0) out.push({ id: m[1]!, phrases: [], block: breaks.filter((b) => b < m.index!).length });
    else out.at(-1)!.phrases.push(m[1]!);
  }
  return out;
}

/**
 * A passage to quote: a sentence the example plays out, with the sentence before and after it in
 * its paragraph (or list) as context. Sentences said together are quoted together; `gap` marks
 * where the paragraph has words left out of the passage (before a sentence, or after the last).
 */
export interface Passage {
  sentences: { id: string; said: boolean; gap: boolean }[];
  /** The paragraph runs on after the passage. */
  more: boolean;
}

export function passages(mdx: string, says: string[]): Passage[] {
  const all = sentences(mdx);
  const said = new Set(says.map((c) => all.findIndex((s) => s.id === c || s.phrases.includes(c))).filter((i) => i >= 0));
  const shown = new Set([...said].flatMap((i) => [i - 1, i, i + 1].filter((j) => j >= 0 && j < all.length && all[j]!.block === all[i]!.block)));
  const out: Passage[] = [];
  let last = -2;
  for (const i of [...shown].sort((a, b) => a - b)) {
    const s = all[i]!;
    const sameBlock = out.length > 0 && all[last]!.block === s.block;
    if (!sameBlock) out.push({ sentences: [], more: false });
    const passage = out.at(-1)!;
    passage.sentences.push({ id: s.id, said: said.has(i), gap: i > 0 && all[i - 1]!.block === s.block && last !== i - 1 });
    last = i;
  }
  for (const p of out) {
    const end = all.findIndex((s) => s.id === p.sentences.at(-1)!.id);
    p.more = end + 1 < all.length && all[end + 1]!.block === all[end]!.block;
  }
  return out;
}

/** A sentence's opening words, for a one-line summary: whole words, and "…" where it is cut. */
export function opening(text: string, words = 14): string {
  const all = text.split(/\s+/);
  return all.length <= words ? text : `${all.slice(0, words).join(' ').replace(/[,;:]$/, '')} …`;
}

/** Whose an example is, as its stepper shows it: the kind, and the sentence named, by its opening words and citation. */
export function provenanceShown(p: Provenance, index: Map<string, QuotedClause>, base: string): ProvenanceShown {
  const q = index.get(p.clause);
  if (!q) throw new Error(`provenance: no clause "${p.clause}" in the transcriptions`);
  return { kind: p.kind, label: provenanceLabels[p.kind], opening: opening(q.text, 10), cite: q.cite, href: `${base}sources/${q.page}/#${p.clause}` };
}
