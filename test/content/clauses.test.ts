import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, rulesetIds, rulesets } from '../../src/engine/index';
import { clauseMarks, copyText } from '../../src/transcription/markup';

const dir = new URL('../../content/sources/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
const marks = files.flatMap((file) => {
  const mdx = readFileSync(new URL(file, dir), 'utf8');
  return clauseMarks(mdx).map((m) => ({ ...m, file, copy: copyText(m.raw) }));
});
const byId = new Map(marks.map((m) => [m.id, m]));
const prefixes: Record<string, string> = {
  'courlander-abalala.mdx': 'courlander.abalala.',
  'courlander-sulus-aidi.mdx': 'courlander.sulus-aidi.',
  'courlander-sulus-nishtaw.mdx': 'courlander.sulus-nishtaw.',
  'walker-gabata.mdx': 'walker.',
  'dlp-gabata-shoa-i.mdx': 'dlp.',
  'dlp-abalalae.mdx': 'dlp-abalalae.',
  'dlp-gabata-adowa.mdx': 'dlp-gabata-adowa.',
  'dlp-gabata-aksum.mdx': 'dlp-gabata-aksum.',
  'dlp-selus-massawa.mdx': 'dlp-selus-massawa.',
  'dlp-selus.mdx': 'dlp-selus.',
  'dlp-rab-e.mdx': 'dlp-rab-e.',
  'dlp-tuz.mdx': 'dlp-tuz.',
  'dlp-gabata-shoa-and-adegrat.mdx': 'dlp-gabata-shoa-and-adegrat.',
  'dlp-qelat.mdx': 'dlp-qelat.',
  'dlp-awagagae.mdx': 'dlp-awagagae.',
  'dlp-rio-kadalis.mdx': 'dlp-rio-kadalis.',
  'dlp-mewelad.mdx': 'dlp-mewelad.',
  'dlp-gabata-ghinda.mdx': 'dlp-gabata-ghinda.',
  'dlp-hufesay.mdx': 'dlp-hufesay.',
  'dlp-gabata-ansaba.mdx': 'dlp-gabata-ansaba.',
  'dlp-jimafesosh.mdx': 'dlp-jimafesosh.',
  'dlp-mewegae.mdx': 'dlp-mewegae.',
  'dlp-gabata-adegrat.mdx': 'dlp-gabata-adegrat.',
  'dlp-leyla.mdx': 'dlp-leyla.',
  'dlp-gabata-oromo.mdx': 'dlp-gabata-oromo.',
  'dlp-gabata-wuqro.mdx': 'dlp-gabata-wuqro.',
  'dlp-lamosh.mdx': 'dlp-lamosh.',
  'dlp-lam-waladach.mdx': 'dlp-lam-waladach.',
};

describe('clause ids in the transcriptions', () => {
  it('are unique across the site', () => {
    const ids = marks.map((m) => m.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('are named for the source they stand in', () => {
    for (const m of marks) expect(m.id.startsWith(prefixes[m.file] ?? '?'), `${m.id} in ${m.file}`).toBe(true);
  });

  it.each(Object.keys(clauses).filter((id) => files.includes(fileOf(id))))('%s, cited by the engine, stands in its transcription with the sentence the engine locates', (id) => {
    const m = byId.get(id);
    expect(m, `no <C id="${id}"> in ${fileOf(id)}`).toBeDefined();
    expect(m!.copy).toContain(clauses[id as keyof typeof clauses].locator.replace(/\s+/g, ' '));
  });

  it('are each in the engine\'s list of clauses, so that every one can be cited by its place', () => {
    expect(marks.map((m) => m.id).filter((id) => !Object.hasOwn(clauses, id))).toEqual([]);
  });

  it('cover every clause that some ruleset implements or declares, once all six transcriptions exist', () => {
    if (files.length < 6) return;
    const cited = new Set(rulesetIds.flatMap((id) => [...rulesets[id].implements, ...rulesets[id].declares]));
    expect([...cited].filter((id) => !byId.has(id))).toEqual([]);
  });
});

function fileOf(id: string): string {
  const hit = Object.entries(prefixes).find(([, p]) => id.startsWith(p));
  return hit ? hit[0] : '?';
}
