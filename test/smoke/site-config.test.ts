import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const rawDir = fileURLToPath(new URL('../../content/sources/raw/', import.meta.url));

const SOURCE_FILES = [
  'courlander-1943-abalala.page-marked.md',
  'courlander-1943-abalala.txt',
  'courlander-1943-sulus-aidi.partial.txt',
  'courlander-1943-sulus-nishtaw.txt',
  'dlp-abalalae.txt',
  'dlp-gabata-shoa-i.txt',
  'walker-2011-gabata-leaflet-31.txt',
];

describe('project foundation', () => {
  it('runs on Node 22 or newer', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(22);
  });

  it('keeps the seven raw source files, each non-empty', () => {
    const present = readdirSync(rawDir).filter((name) => name !== 'README.md');
    expect(present.sort()).toEqual([...SOURCE_FILES].sort());
    for (const name of SOURCE_FILES) {
      const path = rawDir + name;
      expect(statSync(path).size, name).toBeGreaterThan(0);
      expect(readFileSync(path, 'utf8').trim().length, name).toBeGreaterThan(0);
    }
  });
});
