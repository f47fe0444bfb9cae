import { readdirSync, readFileSync } from 'node:fs';
import type { SourceEntry } from '../../src/transcription/clause-index';

/** The transcriptions as the content collection gives them: id, body, and the front matter's plain fields. */
export function sourceEntries(): (SourceEntry & { mdx: string; data: Record<string, string> & SourceEntry['data'] })[] {
  const dir = `${process.cwd()}/content/sources/`;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => {
      const mdx = readFileSync(dir + f, 'utf8');
      const front = mdx.match(/^---\n([\s\S]*?)\n---\n/)![1]!;
      // Top-level "key: value" lines only; quoted values unquoted.
      const data = Object.fromEntries([...front.matchAll(/^(\w+): (.+)$/gm)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]));
      return { id: f.replace(/\.mdx$/, ''), mdx, body: mdx.slice(mdx.indexOf('\n---\n', 4) + 5), data: data as Record<string, string> & { source: string } };
    });
}
