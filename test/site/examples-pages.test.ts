import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readExample } from '../../src/examples/example';
import { readingEffects } from '../../src/examples/reading-effects';
import { TOPICS, topicAnchor } from '../../src/examples/catalog';
import { builtPage } from './built';
import { pageOfClause } from '../support/transcriptions';

/** The worked examples' own pages, the index of them, and the transcriptions' links to them, as built. */

const dir = new URL('../../content/examples/', import.meta.url);
const examples = readdirSync(dir).map((f) => readExample(JSON.parse(readFileSync(new URL(f, dir), 'utf8'))));
/** Which transcription each clause stands in. */
const pageOf = pageOfClause;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const hrefs = (root: ParentNode, selector = 'a[href]') => [...root.querySelectorAll(selector)].map((a) => a.getAttribute('href')!);

describe.each(examples)('the page of the example $id', (example) => {
  const doc = builtPage(`/examples/${example.id}/`);
  const article = doc.querySelector('article.example-page');

  it('is titled by the example, and holds its stepper under the id links use', () => {
    expect(text(doc.querySelector('h1'))).toBe(example.title);
    expect(doc.getElementById(`example-${example.id}`)?.closest('astro-island')).not.toBeNull();
    const from = text(doc.querySelector('.from'));
    expect(from).toMatch(/^From .+ · /);
    expect(from.endsWith(`, ${example.where}`), from).toBe(true);
  });

  it('is indexed for search as a worked example', () => {
    const main = doc.querySelector('main');
    expect(main?.hasAttribute('data-pagefind-body')).toBe(true);
    expect(main?.getAttribute('data-pagefind-filter')).toBe('kind:Worked example');
    expect(doc.querySelectorAll('[data-pagefind-body]').length).toBe(1);
  });

  it('quotes every sentence it plays out, linked to its place in the source, with a link to read it in context', () => {
    const quoted = [...doc.querySelectorAll('.sentence.said blockquote.quote')].map((q) => q.getAttribute('cite')!);
    const context = hrefs(doc, '.in-context a');
    for (const c of example.says) {
      // A phrase is quoted in its whole sentence.
      const page = pageOf.get(c)!;
      expect(quoted.some((cite) => cite.startsWith(`/sources/${page}/#`) && (cite.endsWith(`#${c}`) || c.startsWith(`${cite.split('#')[1]}.`))), c).toBe(true);
      expect(context.some((h) => h.startsWith(`/sources/${page}/#`)), `${c}: read it in context`).toBe(true);
    }
    for (const h of context) expect(doc.querySelector(`.sentence.said blockquote[cite="${h}"]`), h).not.toBeNull();
  });

  it('names the readings that change it, and links to see it under each it offers', () => {
    const section = doc.getElementById('readings-h')!.closest('section')!;
    const effects = readingEffects(example);
    expect(text(section.querySelector('h2'))).toBe(effects.some((r) => r.changing.length) ? 'Readings that change it' : 'Our readings');
    for (const r of effects) {
      expect(hrefs(section), r.option).toContain(`/readings/#${r.option}`);
      if (!r.offered) continue;
      for (const v of r.values) {
        const want = v === r.usual ? `#example=${example.id}&step=0` : `#example=${example.id}&step=0&${r.option}=${v}`;
        expect(hrefs(section), `${r.option}=${String(v)}`).toContain(want);
      }
    }
  });

  it('lists the other examples of its topic, itself marked, with the one before and after', () => {
    const nav = doc.querySelector('nav.topic-nav')!;
    const listed = hrefs(nav, '.topic-list a');
    const same = examples.filter((e) => e.topic === example.topic);
    expect(listed.sort()).toEqual(same.map((e) => `/examples/${e.id}/`).sort());
    expect(nav.querySelector('.topic-list a[aria-current="page"]')?.getAttribute('href')).toBe(`/examples/${example.id}/`);
    const order = hrefs(nav, '.topic-list a');
    const at = order.indexOf(`/examples/${example.id}/`);
    expect(nav.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null).toBe(order[at - 1] ?? null);
    expect(nav.querySelector('a[rel="next"]')?.getAttribute('href') ?? null).toBe(order[at + 1] ?? null);
  });
});

describe('the examples index', () => {
  const doc = builtPage('/examples/');

  it('has no stepper, and lists every example once, linked to its page, under its topic', () => {
    expect(doc.querySelector('astro-island')).toBeNull();
    const entries = [...doc.querySelectorAll('[data-examples] li[data-example]')];
    expect(entries.map((li) => li.getAttribute('data-example')).sort()).toEqual(examples.map((e) => e.id).sort());
    for (const li of entries) {
      const example = examples.find((e) => e.id === li.getAttribute('data-example'))!;
      expect(li.querySelector('a')?.getAttribute('href')).toBe(`/examples/${example.id}/`);
      expect(text(li.querySelector('a'))).toBe(example.title);
      expect(li.closest('section')?.id).toBe(topicAnchor(example.topic));
      expect(text(li.querySelector('.entry-where'))).toContain(example.where);
      expect(text(li.querySelector('.entry-shows'))).toMatch(/^Plays out “.+”$/);
    }
    // Topics in the order a reader meets them.
    const topics = [...doc.querySelectorAll('section.topic-group')].map((s) => s.id);
    expect(topics).toEqual(TOPICS.map(topicAnchor).filter((t) => topics.includes(t)));
  });

  it('filters by source, game and topic with radio buttons and CSS rules for each', () => {
    const css = [...doc.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const radios = [...doc.querySelectorAll('.filters input[type="radio"]')];
    const from = radios.filter((r) => r.getAttribute('name') === 'from').map((r) => r.id);
    const topic = radios.filter((r) => r.getAttribute('name') === 'topic').map((r) => r.id);
    expect(from).toEqual(expect.arrayContaining(['from-all', 'from-courlander', 'from-courlander-abalala', 'from-walker', 'from-dlp']));
    expect(topic).toContain('topic-all');
    for (const id of [...from, ...topic].filter((id) => !id.endsWith('-all'))) expect(css, id).toContain(`#${id}:checked`);
    for (const r of radios) expect(r.closest('label'), r.id).not.toBeNull();
  });
});

describe('the transcriptions', () => {
  it('link each example they hold to its own page', () => {
    const pages = new Map([...new Set(examples.map((e) => e.source))].map((id) => [id, builtPage(`/sources/${id}/`)]));
    for (const e of examples) {
      const stepper = pages.get(e.source)!.getElementById(`example-${e.id}`);
      expect(hrefs(stepper!, '.example-source a'), e.id).toContain(`/examples/${e.id}/`);
    }
  });
});
