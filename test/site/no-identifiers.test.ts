import { describe, expect, it } from 'vitest';
import { leaksIn } from '../words/identifiers';
import { builtPage, builtPages } from './built';

/**
 * What a reader sees on every built page (the text, the aria-label, title and alt attributes, the
 * options of every select) holds no engine identifier. Code is exempt (<code>, <pre>), and so are
 * the code pages (/engine/…), addresses and scripts.
 */
const SKIP = new Set(['CODE', 'PRE', 'SCRIPT', 'STYLE', 'TEMPLATE']);
const ATTRS = ['aria-label', 'title', 'alt'];

/**
 * Leaks in regions other engineers own in the same round (issue 12), excused here until their
 * work is merged; the lead removes each entry once its region speaks in words.
 */
const KNOWN: { page: RegExp; within: string; owner: string }[] = [];

interface Leak {
  page: string;
  id: string;
  where: string;
}

function describeEl(el: Element): string {
  const tag = el.tagName.toLowerCase();
  const id = el.closest('[id]')?.id;
  return `<${tag}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}>${id ? ` in #${id}` : ''}`;
}

function leaksOf(page: string): { leaks: Leak[]; excused: Leak[] } {
  const doc = builtPage(page);
  const leaks: Leak[] = [];
  const excused: Leak[] = [];
  const note = (el: Element, text: string) => {
    for (const id of leaksIn(text)) {
      const leak = { page, id, where: describeEl(el) };
      (KNOWN.some((k) => k.page.test(page) && el.closest(k.within)) ? excused : leaks).push(leak);
    }
  };
  const walk = (el: Element) => {
    if (SKIP.has(el.tagName.toUpperCase())) return;
    for (const a of ATTRS) {
      const v = el.getAttribute(a);
      if (v) note(el, v);
    }
    for (const child of el.childNodes) {
      if (child.nodeType === 3) note(el, child.textContent ?? '');
      else if (child.nodeType === 1) walk(child as Element);
    }
  };
  walk(doc.body);
  const title = doc.querySelector('title');
  if (title) note(title, title.textContent ?? '');
  return { leaks, excused };
}

const pages = builtPages().filter((p) => !p.startsWith('/engine/'));

describe('the words a reader sees', () => {
  it('reads every page but the code pages', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages).toContain('/readings/');
  });

  it('hold no engine identifier on any page', () => {
    const all = pages.map(leaksOf);
    const leaks = all.flatMap((x) => x.leaks);
    const excused = all.flatMap((x) => x.excused);
    if (excused.length) console.log(`${excused.length} known leaks in regions owned elsewhere:\n${summary(excused)}`);
    expect(leaks.length, `${leaks.length} identifiers in reader text:\n${summary(leaks)}`).toBe(0);
  });
});

/** Per page, each id with how often it leaks and the first place it does. */
function summary(leaks: Leak[]): string {
  const byPage = new Map<string, Map<string, Leak[]>>();
  for (const l of leaks) {
    const m = byPage.get(l.page) ?? new Map<string, Leak[]>();
    m.set(l.id, [...(m.get(l.id) ?? []), l]);
    byPage.set(l.page, m);
  }
  return [...byPage]
    .map(([p, m]) => `${p}\n${[...m].map(([id, ls]) => `  ${id}${ls.length > 1 ? ` ×${ls.length}` : ''}: ${ls[0]!.where}`).join('\n')}`)
    .join('\n');
}
