import type { ClauseId } from './types';

/**
 * Where a source is silent, ambiguous or disagrees with another, the engine offers each reading
 * as an option value. Every value says which source (if any) supports it; every ruleset that
 * uses an option names its default and why (see the rulesets' `readings`). The options live
 * beside what they configure: a shared mechanic's in `mechanics/<mechanic>.readings.ts`, a
 * ruleset's own in `rulesets/<id>/readings.ts`; `rulesets/readings.ts` gathers them.
 */
export type OptionValue = string | boolean;

export interface Reading<V extends OptionValue = OptionValue> {
  value: V;
  /** The answer this reading gives to the option's label, as a reader reads it ("when the turn ends"). */
  answer: string;
  /** What this reading does, in our words. */
  means: string;
  /** The sentences that support it; empty when no source does (our reconstruction). */
  evidence: ClauseId[];
  /** Evidence outside our texts (e.g. Ludii's code), described, never quoted. */
  otherEvidence?: string;
}

export interface OptionSpec {
  id: string;
  /** The question as a short heading in a reader's words ("How the race ends"). */
  label: string;
  /** The open question, in our words. */
  question: string;
  /** The notes' open-question number (../shared/notes/sources-and-rules.md §5). */
  openQuestion?: string;
  readings: Reading[];
}

/** A reading; its value's literal type is kept, so that each option's values are a union (`ValueOf`). */
export const r = <const V extends OptionValue>(value: V, answer: string, means: string, evidence: ClauseId[] = [], otherEvidence?: string): Reading<V> =>
  otherEvidence ? { value, answer, means, evidence, otherEvidence } : { value, answer, means, evidence };

/**
 * Readings with no alternative offered: where we had to decide and saw no second reading worth
 * an option, or where the decision is forced (a sowing that would never end must stop). Events
 * they decide cite `reading.<id>`.
 */
export interface FixedReading {
  id: string;
  /** A short heading in a reader's words. */
  label: string;
  means: string;
  why: string;
  evidence: ClauseId[];
}

export const fixed = (id: string, label: string, means: string, why: string, evidence: ClauseId[] = []): FixedReading => ({ id, label, means, why, evidence });
