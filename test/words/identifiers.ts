import { clauses } from '../../src/engine/clauses';
import { fixedReadings, optionSpecs, type OptionSpec } from '../../src/engine/options';
import { rulesetIds, rulesets } from '../../src/engine/rulesets';

/**
 * Every engine identifier a reader should never meet in the site's text, and the phrases that
 * point at things a reader cannot open. Ids that are ordinary words ("reload", "observed",
 * "relay", "take", "endless") are left out: they read as English, and flagging every "relay" in
 * the prose would drown the real leaks. Everything hyphenated or dotted is in.
 */
const ids = new Set<string>();
const add = (id: string) => {
  if (/[-.]/.test(id)) ids.add(id);
};
for (const id of rulesetIds) add(id);
for (const id of Object.keys(clauses)) add(id);
for (const spec of Object.values(optionSpecs) as OptionSpec[]) {
  add(spec.id);
  for (const r of spec.readings) if (typeof r.value === 'string') add(r.value);
}
for (const id of Object.keys(fixedReadings)) add(id);
for (const id of rulesetIds) for (const rule of rulesets[id].landing) add(rule.name);

export const identifiers: readonly string[] = [...ids].sort((a, b) => b.length - a.length);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An id stands alone: not inside a longer word, a longer id, or an address (a path, a hash, a query). */
const idPattern = new RegExp(`(?<![\\w./#=-])(${identifiers.map(escape).join('|')})(?![\\w/-]|\\.\\w)`, 'g');
const phrases = [/project notes/gi, /open question \d/gi, /\bnotes,? §\s?\d/gi, /content\/sources\/raw/gi, /\breading\.[a-z]/g];

/** The pointer phrases in a text: things a reader cannot open, even when set as code. */
export function pointersIn(text: string): string[] {
  return phrases.flatMap((p) => [...text.matchAll(p)].map((m) => m[0]));
}

/** The identifiers and pointer phrases in a text, each as found. */
export function leaksIn(text: string): string[] {
  return [...[...text.matchAll(idPattern)].map((m) => m[1]!), ...pointersIn(text)];
}
