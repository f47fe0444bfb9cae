import { clauses, isSourceClause, type SourceId, sourceOf } from '../engine/index';
import { readingIdLabel } from './terms';
import { witness } from './witnesses';

/**
 * Every identifier the engine uses, in a reader's words. Pages and widgets show these; the ids
 * themselves stay in addresses, game records, the CLI and the code pages (/engine/). The clauses
 * are here; everything else is in ./terms (re-exported), which widgets import to stay light.
 */
export * from './terms';

/** "Courlander" or "Walker" or "DLP": the author a clause is cited by. */
export function sourceLabel(id: Exclude<SourceId, 'notes'>): string {
  return sourceOf(id).short;
}

/**
 * A clause as a scholar cites it, by its witness (the game as one work records it) and its place:
 * "Courlander, Sulus Nishtaw, p. 22", "Walker, Gabata, rule 5", "DLP, Gabata (Shoa I), Rules,
 * sentence 4" (./witnesses). A `reading.<id>` clause (a step licensed by our reading, not a
 * sentence) is named as that reading.
 */
export function clauseLabel(id: string): string {
  if (isSourceClause(id)) {
    const c = clauses[id];
    return `${witness(c.source).cite}, ${c.where}`;
  }
  if (id.startsWith('reading.')) return `Our reading: ${readingIdLabel(id.slice('reading.'.length))}`;
  throw new Error(`No words for clause "${id}"`);
}

/**
 * Clauses cited together, each told apart: where two would read alike ("Walker, Gabata, rule 11"),
 * each gets its sentence's opening words ("Walker, Gabata, rule 11, “This continues until the …”").
 */
export function clauseLabels(ids: readonly string[]): string[] {
  const labels = ids.map(clauseLabel);
  return labels.map((l, i) => {
    if (labels.indexOf(l) === labels.lastIndexOf(l) || !isSourceClause(ids[i]!)) return l;
    const words = clauses[ids[i]!].locator.split(' ');
    return `${l}, “${words.slice(0, 5).join(' ')}${words.length > 5 ? ' …' : ''}”`;
  });
}

