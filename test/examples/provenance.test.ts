import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { provenanceLabels } from '../../src/examples/provenance';
import { clauseIndex } from '../../src/transcription/clause-index';
import { sourceEntries } from '../transcription/sources';

const dir = new URL('../../content/examples/', import.meta.url);
const files = readdirSync(dir).map((f) => ({ file: f, json: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Record<string, unknown> }));
const index = clauseIndex(sourceEntries());

/**
 * The examples the sources work themselves, decided by reading them: Courlander's sowing from
 * hole 4 and his Diagram 2 (Abalalà), his three claims on Diagram 3 (Sulus Aidi), B's opening,
 * the single bean moved into an emptied claim and the divisions for 33, 35 and 38 pieces (Sulus
 * Nishtaw). Walker's leaflet and the DLP's pages work none. Every other example is ours.
 */
const sourcesOwn = [
  'courlander-aidi-claim-from-18',
  'courlander-aidi-claim-from-6',
  'courlander-aidi-claim-from-9',
  'courlander-b-sows-from-hole-4',
  'courlander-diagram-2-reload',
  'courlander-nishtaw-division-33',
  'courlander-nishtaw-division-35',
  'courlander-nishtaw-division-38',
  'courlander-nishtaw-opening-by-b',
  'courlander-nishtaw-single-bean',
];

describe('every worked example says whose it is', () => {
  it.each(files)('$file declares its provenance, and the sentence it names stands in its own source', ({ json }) => {
    const example = readExample(json);
    const { kind, clause } = example.provenance;
    expect(Object.keys(provenanceLabels)).toContain(kind);
    const sentence = index.get(clause);
    expect(sentence, clause).toBeDefined();
    expect(sentence!.page).toBe(example.source);
    // The source's own example is worked in a sentence that says what happens; ours shows one it plays out.
    if (kind === 'source') expect(example.says).toContain(clause);
    else expect([...example.clauses, ...example.says]).toContain(clause);
  });

  it('is the source’s only where the source works it, as the list above records', () => {
    const own = files.map(({ json }) => readExample(json)).filter((e) => e.provenance.kind === 'source').map((e) => e.id);
    expect(own.sort()).toEqual(sourcesOwn);
  });

  it('is refused without one, or with a kind of its own, naming the field', () => {
    const { json } = files[0]!;
    const { provenance: _, ...bare } = json;
    expect(() => readExample(bare)).toThrow(/provenance/);
    expect(() => readExample({ ...json, provenance: { kind: 'theirs', clause: 'walker.rule-5' } })).toThrow(/provenance/);
    expect(() => readExample({ ...json, provenance: { kind: 'ours' } })).toThrow(/provenance/);
  });
});
