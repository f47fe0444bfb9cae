import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/gobeta';
import { checkExample, playExample, readExample } from '../../src/examples/example';
import { transcribedClauses } from '../support/transcriptions';

const dir = new URL('../../content/examples/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const transcribed = new Map<string, Set<string>>();
for (const m of transcribedClauses) transcribed.set(m.page, (transcribed.get(m.page) ?? new Set()).add(m.id));
const allClauses = new Set([...transcribed.values()].flatMap((s) => [...s]));

describe.each(files)('example %s', (file) => {
  const example = readExample(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));

  it('is named for its file', () => {
    expect(`${example.id}.json`).toBe(file);
  });

  it('points to a transcription and to clauses that stand in the transcriptions', () => {
    expect(transcribed.has(example.source), example.source).toBe(true);
    for (const c of [...example.clauses, ...example.says]) expect(allClauses.has(c), c).toBe(true);
    for (const c of example.says) expect(example.clauses).toContain(c);
  });

  it('does, replayed through the engine, what the source says happens', () => {
    expect(checkExample(example).failures).toEqual([]);
  });

  it('offers only readings of its ruleset', () => {
    const played = playExample(example);
    for (const r of example.readings ?? []) expect(Object.keys(played.game.rules.readings)).toContain(r);
  });
});

describe('gobeta check', () => {
  it('passes an example that does what the source says, and fails one that does not', () => {
    const path = new URL(files[0]!, dir).pathname;
    expect(main(['check', path])).toMatchObject({ code: 0, stderr: '' });
    const example = JSON.parse(readFileSync(path, 'utf8'));
    example.expect = { position: { toMove: 'nobody' } };
    // Written apart from content/examples, which the build may be reading at the same time (npm test).
    const bad = join(tmpdir(), `gobeta-${process.pid}-bad-example.json`);
    writeFileSync(bad, JSON.stringify(example));
    try {
      const r = main(['check', bad]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('position.toMove: expected "nobody"');
    } finally {
      rmSync(bad);
    }
  });

  it('refuses a malformed example with exit 2 and one line naming the field', () => {
    const bad = join(tmpdir(), `gobeta-${process.pid}-malformed-example.json`);
    writeFileSync(bad, JSON.stringify({ id: 'x' }));
    try {
      const r = main(['check', bad]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe('gobeta: title: "title" is required, as a non-empty string\n');
    } finally {
      rmSync(bad);
    }
  });
});
