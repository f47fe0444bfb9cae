import type { OnwardLink } from './onward';

/**
 * A sentence of a source and the phrases marked inside it. A sentence has one § and one menu, at
 * its end; a phrase that a step of play cites on its own (`walker.rule-5.sow`) keeps its anchor,
 * but is reached from its sentence's menu, not by a mark of its own inside the sentence.
 */

/** What the nesting needs of a clause mark: its id and its markup as written (src/transcription/markup.ts). */
export interface Marked {
  id: string;
  raw: string;
}

/**
 * The phrases of each sentence, by the sentence's id, in the order they open. A sentence is a
 * clause that stands inside no other; its phrases are the clauses that stand inside it, at any depth.
 */
export function phrasesBySentence(marks: readonly Marked[]): Map<string, string[]> {
  const inside = (outer: Marked, inner: Marked) => outer.id !== inner.id && outer.raw.includes(`<C id="${inner.id}"`);
  const sentences = marks.filter((m) => !marks.some((o) => inside(o, m)));
  return new Map(sentences.map((s) => [s.id, marks.filter((m) => inside(s, m)).map((m) => m.id)]));
}

/** The sentence a phrase stands in, by the phrase's id. */
export function sentenceOfPhrase(phrases: Map<string, string[]>): Map<string, string> {
  return new Map([...phrases].flatMap(([sentence, ps]) => ps.map((p): [string, string] => [p, sentence])));
}

export interface SentenceCitation {
  /** The work, its section and where in it: 'Harold Courlander, "The Ethiopian Game of Gobeta", …, October 1943, p. 21: Abalalà'. */
  work: string;
  /** The sentence's stable identifier, its clause id. */
  id: string;
  /** The sentence's permalink, an absolute URL. */
  url: string;
}

/**
 * A sentence cited as plain text, in three runs so that a page can set the identifier as code:
 * the work and where in it, then the identifier, then the permalink.
 */
export function sentenceCitation(c: SentenceCitation): { before: string; id: string; after: string } {
  return { before: `${c.work}, sentence `, id: c.id, after: `. Transcribed in Gobeta: ${c.url}` };
}

/**
 * The work a sentence stands in, with where in it, given the work's citation for a place in it
 * (`at`, src/words/citations.ts's sectionCitation with the place as its pages) and the place ("p. 21",
 * "rule 5", "Rules, sentence 4"): a citation that does not name the place (a book's gives no pages) has it added.
 */
export function citedAt(at: string, where: string): string {
  return where === '' || at.includes(where) ? at : `${at}, ${where}`;
}
