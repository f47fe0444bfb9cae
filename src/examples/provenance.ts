/**
 * Whose a worked example is. "source": the source works it itself, in the sentence named (a
 * position it gives, or a move it follows hole by hole, as Courlander's Diagram 2 or his sowing
 * from hole 4); where the position it needs is lost or never given, the example's note says what
 * is ours in it. "ours": the source works no such example, and we built it to show the sentence
 * named. Every example file declares one (readExample requires it); the pages, the steppers and
 * the home page name them in the same two labels, and a stepper carries its kind as
 * data-provenance.
 */
export type ProvenanceKind = 'source' | 'ours';

export interface Provenance {
  kind: ProvenanceKind;
  /** The sentence that works the example (source), or that it was built to show (ours): a clause id. */
  clause: string;
}

export const PROVENANCE_KINDS: readonly ProvenanceKind[] = ['source', 'ours'];

/** The two labels, the same wherever an example is named. */
export const provenanceLabels: Record<ProvenanceKind, string> = {
  source: 'Worked in the source',
  ours: 'Built by us to show a sentence',
};

/** What the label means, said once where the sentence is quoted in full (the example's own page). */
export const provenanceMeans: Record<ProvenanceKind, string> = {
  source: 'The example is the source’s own: the source works it in this sentence.',
  ours: 'The source works no such example: we built this one to show this sentence.',
};

/**
 * An example's provenance as a stepper shows it, worked out at build: its kind and label, and the
 * sentence's opening words, citation and address (the label travels in the props, so that the
 * stepper's code carries no words of its own for it).
 */
export interface ProvenanceShown {
  kind: ProvenanceKind;
  /** One of provenanceLabels. */
  label: string;
  /** The sentence's opening words. */
  opening: string;
  /** "Courlander, Abalalà, p. 21". */
  cite: string;
  href: string;
}

export function isProvenance(x: unknown): x is Provenance {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as Record<string, unknown>;
  return (PROVENANCE_KINDS as readonly unknown[]).includes(p.kind) && typeof p.clause === 'string' && p.clause.length > 0;
}
