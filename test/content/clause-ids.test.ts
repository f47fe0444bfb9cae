import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transcribedClauses } from '../support/transcriptions';

/**
 * Sentence identifiers stay stable: each is a permalink (/sources/<page>/#<id>) and part of the
 * sentence's citation, so an identifier once published (listed in clause-ids.txt) stands in the
 * transcriptions for good, and every identifier they use is listed. The method page (/method/)
 * says so to readers.
 */
const used = transcribedClauses.map((m) => m.id);
const published = readFileSync(new URL('clause-ids.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '' && !l.startsWith('#'));

describe('sentence identifiers', () => {
  it('are listed once each', () => {
    expect(published.length).toBeGreaterThan(150);
    expect(published.filter((id, i) => published.indexOf(id) !== i)).toEqual([]);
  });

  it('are never renamed or removed once published', () => {
    expect(published.filter((id) => !used.includes(id)), 'published identifiers no transcription has').toEqual([]);
  });

  it('are published as soon as a transcription uses them (add a new one to clause-ids.txt, at the end)', () => {
    expect(used.filter((id) => !published.includes(id))).toEqual([]);
  });
});
