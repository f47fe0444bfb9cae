import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixedReadings, optionSpecs, randomPlays, rulesetIds, rulesets } from '../../src/engine/index';

/**
 * Issue 24 §2: a ruleset's own readings are written in its folder, and readings that several
 * rulesets share beside the mechanic they configure. "Where a reading is read" is where its id is
 * quoted in the engine's code (comments and the files that declare or gather readings aside).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const engine = join(root, 'src/engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const rel = (p: string) => relative(engine, p).replaceAll('\\', '/');
const declaring = (p: string) => p.endsWith('readings.ts') || p === 'reading.ts' || p === 'options.ts';
const code = files(engine).map((p) => ({ path: rel(p), text: stripComments(readFileSync(p, 'utf8')) }));
const declared = code.filter((f) => f.path.endsWith('readings.ts') && f.path !== 'rulesets/readings.ts');

/** The file that declares a reading (an option or a fixed reading) by its id. */
function declarer(id: string): string {
  const found = declared.filter((f) => new RegExp(`^  '?${id}'?: (\\{|fixed\\()`, 'm').test(f.text)).map((f) => f.path);
  expect(found, `"${id}" is declared once`).toHaveLength(1);
  return found[0]!;
}

/** The engine's files that read a reading: its id quoted, or an option key (`reload:`) in a ruleset's readings. */
const readers = (id: string) =>
  code.filter((f) => !declaring(f.path) && new RegExp(`(['"\`])${id}\\1|^\\s+'?${id}'?: \\{`, 'm').test(f.text)).map((f) => f.path);

describe('where each reading is written', () => {
  const ids = [...Object.keys(optionSpecs), ...Object.keys(fixedReadings)];

  it('is gathered from the mechanics and the rulesets\' folders, and every reading is declared exactly once', () => {
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) expect(declarer(id)).toMatch(/^(mechanics\/[a-z]+\.readings\.ts|rulesets\/[a-z0-9-]+\/readings\.ts)$/);
  });

  it("a ruleset's own reading is read only in its folder", () => {
    for (const id of ids) {
      const where = declarer(id);
      if (!where.startsWith('rulesets/')) continue;
      const folder = where.replace(/readings\.ts$/, '');
      const outside = readers(id).filter((p) => !p.startsWith(folder) && p !== 'types.ts' && p !== 'state.ts');
      expect(outside, `"${id}" is declared in ${folder} but read elsewhere`).toEqual([]);
    }
  });

  it("a mechanic's reading is read by that mechanic, or is one more than one ruleset offers", () => {
    for (const id of Object.keys(optionSpecs)) {
      const where = declarer(id);
      if (!where.startsWith('mechanics/')) continue;
      const mechanic = where.replace('.readings.ts', '.ts');
      const r = readers(id);
      const rulesets = new Set(r.filter((p) => p.startsWith('rulesets/')).map((p) => p.split('/')[1]));
      expect(r.includes(mechanic) || rulesets.size > 1, `"${id}" (${where}) is read by ${r.join(', ')}`).toBe(true);
    }
  });
});

describe('what each ruleset carries', () => {
  it('every option it offers, and every reading its events cite or its clauses name, with their words', () => {
    for (const id of rulesetIds) {
      const rules = rulesets[id];
      const carried = rules.readingSpecs;
      const known = (r: string) => Object.hasOwn(carried.options, r) || Object.hasOwn(carried.fixedReadings, r);
      for (const option of Object.keys(rules.readings)) expect(Object.hasOwn(carried.options, option), `${id} offers "${option}"`).toBe(true);
      for (const c of [...rules.declares, ...rules.implements]) if (c.startsWith('reading.')) expect(known(c.slice('reading.'.length)), `${id} names ${c}`).toBe(true);
      const cited = new Set<string>();
      for (const { events } of randomPlays(id, 3, 7)) for (const e of events) if (e.reading) cited.add(e.reading);
      expect(cited.size, `${id}: its games cite readings`).toBeGreaterThan(0);
      for (const r of cited) expect(known(r), `${id}'s events cite "${r}"`).toBe(true);
    }
  });
});
