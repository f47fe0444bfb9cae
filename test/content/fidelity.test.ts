import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyText, copyUnits, normalize } from '../../src/transcription/markup';

const dir = new URL('../../content/sources/', import.meta.url);
const transcriptions = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
const copyFile = (mdx: string) => mdx.match(/^copy:\n\s+file: (.+)$/m)?.[1]?.trim();

describe.each(transcriptions)('%s', (file) => {
  const mdx = readFileSync(new URL(file, dir), 'utf8');

  it('gives back its copy word for word, once our mends are undone and our additions left out', () => {
    const raw = readFileSync(new URL(`raw/${copyFile(mdx)}`, dir), 'utf8');
    const ours = copyText(mdx).split('\n\n');
    const theirs = normalize(raw, copyUnits(mdx)).split('\n\n');
    // Unit by unit (paragraph, or line), so that a failure points at the one that differs.
    for (let i = 0; i < Math.max(ours.length, theirs.length); i++) expect(ours[i], `${copyUnits(mdx) === 'lines' ? 'line' : 'paragraph'} ${i + 1}`).toBe(theirs[i]);
  });
});
