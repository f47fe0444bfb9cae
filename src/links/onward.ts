import type { Topic } from '../compare/topics';
import { topicName } from '../compare/topics';
import type { Citation } from '../engine/index';
import { fixedReadings, optionSpecs, type OptionSpec, type OptionValue } from '../engine/index';
import { playExample, type Example, type Played } from '../examples/example';
import { exampleHref } from '../examples/href';
import { isEncoded } from '../widgets/encoded';
import { codeHref } from '../engine-doc/code-pages';
import { readingAnchor } from '../widgets/reading-words';
import { fixedReadingLabel, optionLabel, readingLabel } from '../words/terms';

/**
 * Where a reader goes on from a sentence of a source: the sentence → how the sources compare on
 * its topic → the worked examples that cite it → the readings that rest on it → how the engine
 * encodes it. Each clause's links, in that order, worded for a reader; the source pages set them
 * in the menu of the clause's § (src/components/transcription/C.astro).
 */
export type OnwardKind = 'topic' | 'example' | 'reading' | 'code';

export interface OnwardLink {
  kind: OnwardKind;
  href: string;
  /** What the link says: "Compare the sources on: Ownership", "Worked example: B sows from hole 4". */
  label: string;
}

/** A worked example as the links need it: its id, its title, and every clause it cites. */
export interface CitingExample {
  id: string;
  title: string;
  cites: ReadonlySet<string>;
}

export interface OnwardSources {
  /** The side-by-side page's topics (src/compare/topics.ts). */
  topics: readonly Pick<Topic, 'id' | 'title' | 'short' | 'cells'>[];
  examples: readonly CitingExample[];
  /** What the engine's steps cite, and the reading each names (src/engine/citations.ts). */
  citations: readonly Pick<Citation, 'clause' | 'reading'>[];
  /** Whether the code pages show how the engine encodes the clause (/engine/<page>/#code-<clause>). */
  encoded?: (clause: string) => boolean;
  /** The source page a clause stands on, whose code page shows it. */
  pageOf: (clause: string) => string | undefined;
  /** The site's base path. */
  base?: string;
}

/**
 * Every clause a worked example cites: those it illustrates (`clauses`), those that say what
 * happens (`says`), and those its steps quote as it is first shown, under its default readings.
 * (A reading switched in its stepper may bring in another source's rule: the Courlander reload
 * played by Walker's rules. That example is Courlander's, and is not listed under Walker's rule.)
 */
export function exampleCites(example: Example, played: Played = playExample(example)): Set<string> {
  return new Set([...example.clauses, ...example.says, ...played.events.map((e) => e.clause)]);
}

/** Whether `phrase` is a phrase marked inside the sentence `sentence` (`<sentence>.<phrase>`). */
const within = (phrase: string, sentence: string) => phrase.startsWith(`${sentence}.`);

/**
 * The topics of the side-by-side page a clause belongs to: those that quote it, or a phrase of
 * it (a sentence whose phrase is compared is compared too), or the sentence it is a phrase of.
 */
export function topicsOf(clause: string, topics: OnwardSources['topics']): OnwardSources['topics'] {
  return topics.filter((t) =>
    Object.values(t.cells).some((cell) => 'clauses' in cell && cell.clauses.some((c) => c === clause || within(c, clause) || within(clause, c))),
  );
}

/**
 * The readings that rest on a clause, in the readings page's order (the options, then the fixed
 * readings): option readings and fixed readings that give it as evidence, and those named by a
 * step of play that quotes it. With the answers whose evidence it is, for an option.
 */
export function readingsOf(clause: string, citations: OnwardSources['citations']): { id: string; answers: OptionValue[] }[] {
  const named = new Set(citations.filter((c) => c.clause === clause && c.reading !== undefined).map((c) => c.reading!));
  const out: { id: string; answers: OptionValue[] }[] = [];
  for (const spec of Object.values(optionSpecs) as OptionSpec[]) {
    const answers = spec.readings.filter((r) => r.evidence.includes(clause as never)).map((r) => r.value);
    if (answers.length > 0 || named.has(spec.id)) out.push({ id: spec.id, answers });
  }
  for (const f of Object.values(fixedReadings)) {
    if ((f.evidence as readonly string[]).includes(clause) || named.has(f.id)) out.push({ id: f.id, answers: [] });
  }
  return out;
}

/** A reading named for a reader: an option by its heading, with the answer where the clause is the evidence of one. */
function readingName(r: { id: string; answers: OptionValue[] }): string {
  if (!Object.hasOwn(optionSpecs, r.id)) return fixedReadingLabel(r.id);
  return r.answers.length === 1 ? readingLabel(r.id, r.answers[0]!) : optionLabel(r.id);
}

/** The links that lead on from one clause, in the order a reader follows them. */
export function onwardLinks(clause: string, sources: OnwardSources): OnwardLink[] {
  const base = sources.base ?? '/';
  const encoded = sources.encoded ?? isEncoded;
  const page = sources.pageOf(clause);
  return [
    ...topicsOf(clause, sources.topics).map((t): OnwardLink => ({ kind: 'topic', href: `${base}compare/#${t.id}`, label: `Compare the sources on: ${topicName(t)}` })),
    ...sources.examples.filter((e) => e.cites.has(clause)).map((e): OnwardLink => ({ kind: 'example', href: exampleHref(e.id, base), label: `Worked example: ${e.title}` })),
    ...readingsOf(clause, sources.citations).map((r): OnwardLink => ({ kind: 'reading', href: `${base}readings/#${readingAnchor(r.id)}`, label: `Reading: ${readingName(r)}` })),
    ...(encoded(clause) && page ? [{ kind: 'code', href: codeHref(base, page, clause), label: 'How we encode it' } as OnwardLink] : []),
  ];
}

/** Every clause's onward links, by clause id. */
export function onwardIndex(clauses: Iterable<string>, sources: OnwardSources): Map<string, OnwardLink[]> {
  return new Map([...clauses].map((c) => [c, onwardLinks(c, sources)]));
}
