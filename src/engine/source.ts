/**
 * The part of a work a ruleset's transcription (content/sources/<ruleset id>.mdx) transcribes. Its
 * citation, and its web copies, are the bibliography's (src/words/citations.ts: `rulesetCitation`).
 */
export interface SourceSection {
  title: string;
  /** The section's own pages, where the work has several sections. */
  pages?: string;
}

/** The text a ruleset is read from. */
export interface Source<S extends string = string> {
  /** The id each clause names as its source (src/engine/clauses.ts). */
  id: S;
  /** The byte-for-byte copy in content/sources/raw/. */
  file: string;
  /** Other raw copies of the same text (a copy with its page breaks marked). */
  copies?: readonly string[];
  /** The work it belongs to: its id in the bibliography (src/words/citations.ts). */
  work: string;
  /** The author a clause is cited by: "Courlander", "Walker", "DLP". */
  short: string;
  /** What our transcription transcribes, for the bibliography and the source page's citation. */
  section?: SourceSection;
}
