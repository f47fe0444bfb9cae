// The quotations the play page, the lab and the builder show beside the steps: each ruleset's in
// /quotes/<id>.json, fetched with its rules (src/widgets/quote-store.ts), and in each page only
// those of the rulesets it opens on.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rulesetIds, type RulesetId } from '../../src/engine/index';
import { clausesQuotedBy } from '../../src/transcription/ruleset-quotes';
import type { RulesetQuotes } from '../../src/widgets/quote-store';
import { transcribedClauses } from '../support/transcriptions';
import { builtPage } from './built';

const dist = (path: string) => new URL(`../../dist${path}`, import.meta.url);
const marks = new Map(transcribedClauses.map((m) => [m.id, m]));

/** Astro's serialised props ([0, value] for a value, [1, items] for an array) read back as plain data. */
function revive(v: unknown): unknown {
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'number') {
    const [type, value] = v as [number, unknown];
    if (type === 1) return (value as unknown[]).map(revive);
    return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, x]) => [k, revive(x)])) : value;
  }
  return v;
}

/** The clause ids of the quotations an island of the page carries in its props. */
function quotedIn(path: string): string[] {
  const island = builtPage(path).querySelector('astro-island[props*="quotes"]');
  if (!island) throw new Error(`${path}: no island with quotations`);
  const props = Object.fromEntries(Object.entries(JSON.parse(island.getAttribute('props')!) as Record<string, unknown>).map(([k, v]) => [k, revive(v)]));
  return Object.keys(props['quotes'] as Record<string, unknown>).sort();
}

const quotedBy = (ids: RulesetId[]) => [...new Set(ids.flatMap((id) => [...clausesQuotedBy(id)]))].filter((c) => marks.has(c)).sort();

describe("each ruleset's quotations", () => {
  it.each(rulesetIds)('%s: every sentence its steps may quote, each as its transcription has it, and no other', (id) => {
    const file = dist(`/quotes/${id}.json`);
    expect(existsSync(file), `dist/quotes/${id}.json`).toBe(true);
    const { quotes, shown } = JSON.parse(readFileSync(file, 'utf8')) as RulesetQuotes;
    expect(Object.keys(quotes).sort()).toEqual(quotedBy([id]));
    expect(Object.keys(shown).sort()).toEqual(quotedBy([id]));
    expect(Object.keys(quotes).length).toBeGreaterThan(3);
    for (const [clause, q] of Object.entries(quotes)) {
      expect(q.parts, clause).toEqual(marks.get(clause)!.parts);
      expect(q.page, clause).toBe(marks.get(clause)!.page);
      // The words as a lane sets them: the sentence's, in the same marks.
      expect(shown[clause]!.html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(), clause).toContain(marks.get(clause)!.text.split(' ').slice(0, 3).join(' '));
    }
  });
});

describe('the pages that can play every game', () => {
  it('carry the quotations of the rulesets they open on, not of every game', () => {
    expect(quotedIn('/play/')).toEqual(quotedBy(['courlander-abalala']));
    expect(quotedIn('/lab/')).toEqual(quotedBy(['courlander-abalala', 'walker-gabata']));
    expect(quotedIn('/compare/custom/')).toEqual(quotedBy(['walker-gabata']));
  });
});
