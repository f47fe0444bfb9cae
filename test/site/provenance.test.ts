import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { provenanceLabels } from '../../src/examples/provenance';
import { builtPage, builtPages } from './built';

/**
 * Every worked example says whose it is, in the same two labels wherever it stands, and its
 * element (id="example-<id>", a public interface) carries data-provenance="source" or "ours".
 */

const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir).map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
const byId = new Map(examples.map((e) => [e.id, e]));
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const raw = (path: string) => readFileSync(new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url), 'utf8');

describe('the example elements of the built pages', () => {
  it('each carry data-provenance, "source" or "ours", the example’s own, and its label in words', () => {
    // Read as text, not as documents: the source pages are large, and only the steppers' opening tags and headings matter.
    const found: string[] = [];
    for (const path of builtPages()) {
      const html = raw(path);
      for (const m of html.matchAll(/<[a-z]+\b[^>]*\bid="example-([^"]*)"[^>]*>/g)) {
        const at = `${path}: #example-${m[1]}`;
        const example = byId.get(m[1]!);
        expect(example, `${at} is no example's`).toBeDefined();
        const kind = /\bdata-provenance="([^"]*)"/.exec(m[0])?.[1];
        expect(['source', 'ours'], at).toContain(kind);
        expect(kind, at).toBe(example!.provenance.kind);
        // Its heading's label, before the heading ends.
        const head = html.slice(m.index!, html.indexOf('</header>', m.index!));
        expect(/class="tag provenance-label provenance-[a-z]+"[^>]*>([^<]*)</.exec(head)?.[1], at).toBe(provenanceLabels[kind as 'source' | 'ours']);
        found.push(at);
      }
    }
    // Each example on its own page and on its source's page.
    expect(found.length).toBe(examples.length * 2);
  });

  it('name, beside the label, the sentence that works the example or that it shows', () => {
    const doc = builtPage('/sources/courlander-abalala/');
    const head = doc.querySelector('#example-courlander-diagram-2-reload .stepper-head .provenance');
    expect(text(head)).toBe('Worked in the source Holes 1 to 6 have three beans apiece. Holes 7 … (Courlander, Abalalà, p. 22)');
    expect(head?.querySelector('a')?.getAttribute('href')).toBe('/sources/courlander-abalala/#courlander.abalala.diagram-2');
    const ours = doc.querySelector('#example-courlander-take-and-sow-on .stepper-head .provenance');
    expect(text(ours)).toMatch(/^Built by us to show a sentence Each time he takes pieces from his opponent he has … \(Courlander, Abalalà, p\. 22\)$/);
  });
});

describe('the examples index and each example’s page', () => {
  it('label every entry of the index as its example is', () => {
    const doc = builtPage('/examples/');
    const entries = [...doc.querySelectorAll('li[data-example]')];
    expect(entries.length).toBe(examples.length);
    for (const li of entries) {
      const e = byId.get(li.getAttribute('data-example')!)!;
      expect(li.getAttribute('data-provenance')).toBe(e.provenance.kind);
      expect(text(li.querySelector('.provenance-label')), e.id).toBe(provenanceLabels[e.provenance.kind]);
    }
  });

  it.each(examples)('$id: says whose it is and quotes the sentence', (e) => {
    const doc = builtPage(`/examples/${e.id}/`);
    const whose = doc.querySelector('.whose')!;
    expect(text(whose.querySelector('.provenance-label'))).toBe(provenanceLabels[e.provenance.kind]);
    expect(whose.querySelector('blockquote.quote')?.getAttribute('cite')).toMatch(new RegExp(`#${e.provenance.clause.replace(/\./g, '\\.')}$`));
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toMatch(e.provenance.kind === 'source' ? /the source's own/ : /we built to show a sentence/);
  });

  it('say "every example the sources give" of none: our examples are not the sources’', () => {
    for (const path of builtPages()) {
      expect(raw(path), path).not.toMatch(/every (worked )?examples? the sources? gives?\b/i);
    }
  });
});
