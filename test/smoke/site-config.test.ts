import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sources } from '../../src/engine/index';

const rawDir = fileURLToPath(new URL('../../content/sources/raw/', import.meta.url));

/** Each source's raw copy, and any other copy of the same text, as the registry declares them. */
const SOURCE_FILES = sources.flatMap((s) => [s.file, ...(s.copies ?? [])]);

describe('project foundation', () => {
  it('runs on Node 22 or newer', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(22);
  });

  it('keeps the raw copy of every source the registry declares, each non-empty, and no other', () => {
    const present = readdirSync(rawDir).filter((name) => name !== 'README.md');
    expect(present.sort()).toEqual([...SOURCE_FILES].sort());
    for (const name of SOURCE_FILES) {
      const path = rawDir + name;
      expect(statSync(path).size, name).toBeGreaterThan(0);
      expect(readFileSync(path, 'utf8').trim().length, name).toBeGreaterThan(0);
    }
  });
});
