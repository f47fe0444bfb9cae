import { clauses, fixedReadings, optionSpecs, type OptionSpec, rulesetIds, rulesets } from '../../src/engine/index';

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
const phrases = [/project notes/gi, /open question \d/gi, /\bnotes,? §\s?\d/gi, /content\/sources\/raw/gi];
/** A clause of our own readings ("reading.race-end"): an id in prose, fine in code. */
const readingClause = /\breading\.[a-z]/g;

/** The pointer phrases in a text: things a reader cannot open, even when set as code. */
export function pointersIn(text: string): string[] {
  return phrases.flatMap((p) => [...text.matchAll(p)].map((m) => m[0]));
}

const found = new Map<string, string[]>();
/**
 * The identifiers and pointer phrases in a text, each as found. Remembered by text: a widget stepped
 * through shows the same labels and sentences at every step, and the pattern of every id is slow.
 */
export function leaksIn(text: string): string[] {
  let leaks = found.get(text);
  if (!leaks) {
    leaks = [...[...text.matchAll(idPattern)].map((m) => m[1]!), ...[...text.matchAll(readingClause)].map((m) => m[0]), ...pointersIn(text)];
    found.set(text, leaks);
  }
  return [...leaks];
}

/** A region where leaks are excused for now, and whose it is. */
export interface Excuse {
  within: string;
  owner: string;
}

export interface DomLeak {
  id: string;
  where: string;
  /** The index of the excuse that covers it, if one does. */
  excuse?: number;
}

const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
const ATTRS = ['aria-label', 'title', 'alt'];

function describeEl(el: Element): string {
  const tag = el.tagName.toLowerCase();
  const id = el.closest('[id]')?.id;
  return `<${tag}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}>${id ? ` in #${id}` : ''}`;
}

/**
 * The leaks in what a reader sees of a DOM: its text (a select's options included) and its
 * aria-label, title and alt attributes. Code (<code>, <pre>) may name ids, but not point where a
 * reader cannot follow.
 */
export function leaksInDom(root: Element, excuses: readonly Excuse[] = []): DomLeak[] {
  const out: DomLeak[] = [];
  const note = (el: Element, text: string) => {
    for (const id of el.closest('code, pre') ? pointersIn(text) : leaksIn(text)) {
      const excuse = excuses.findIndex((x) => el.closest(x.within));
      out.push(excuse < 0 ? { id, where: describeEl(el) } : { id, where: describeEl(el), excuse });
    }
  };
  const walk = (el: Element) => {
    const tag = el.tagName.toUpperCase();
    if (SKIP.has(tag)) return;
    for (const a of ATTRS) {
      const v = el.getAttribute(a);
      if (v) note(el, v);
    }
    if (tag === 'CODE' || tag === 'PRE') return note(el, el.textContent ?? '');
    for (const child of el.childNodes) {
      if (child.nodeType === 3) note(el, child.textContent ?? '');
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  walk(root);
  return out;
}
