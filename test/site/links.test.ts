import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPage } from './built';

/** Every HTML page of dist/, as a site path. */
function pages(dir = new URL('../../dist/', import.meta.url), prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : pages(new URL(`${name}/`, dir), `${prefix}${name}/`);
    return name === 'index.html' ? [prefix] : name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}

describe('internal links in the built site', () => {
  const all = pages();
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
        broken.push(href);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      // A hash of name=value pairs is a widget's permalink (a step, a comparison): the page must
      // have a widget to read it (the widgets' own tests check the reading).
      if (id.includes('=')) {
        if (!target.querySelector('astro-island')) broken.push(href);
      } else if (id && !target.getElementById(id)) broken.push(href);
    }
    expect(broken).toEqual([]);
  });
});
