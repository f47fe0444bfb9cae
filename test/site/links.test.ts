import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPage, builtPages } from './built';

describe('internal links in the built site', () => {
  const all = builtPages();
  const docs = new Map(all.map((p) => [p, builtPage(p)]));

  it.each(all)('%s: every internal link and anchor leads somewhere', (path) => {
    const doc = docs.get(path)!;
    const broken: string[] = [];
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!;
      if (/^(https?:|mailto:)/.test(href)) continue;
      const url = new URL(href, `http://localhost${path}`);
      const target = docs.get(url.pathname);
      if (!target) {
        // A file that is not a page (a source's raw copy) need only exist.
        if (url.hash || url.pathname.endsWith('/') || !existsSync(new URL(`../../dist${decodeURIComponent(url.pathname)}`, import.meta.url))) broken.push(href);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      // A hash of name=value pairs is a widget's permalink (a step, a comparison): the page must
      // have a widget to read it (the widgets' own tests check the reading), and a step link the
      // example's stepper.
      if (id.includes('=')) {
        const params = new URLSearchParams(id);
        const example = params.has('compare') ? null : params.get('example');
        if (example ? !target.getElementById(`example-${example}`) : !target.querySelector('astro-island')) broken.push(href);
      } else if (id && !target.getElementById(id)) broken.push(href);
    }
    expect(broken).toEqual([]);
  });
});
