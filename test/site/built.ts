import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { Window } from 'happy-dom';

/** A built page of dist/ as a DOM document (npm test builds the site first). */
export function builtPage(path: string): Document {
  const file = new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url);
  if (!existsSync(file)) throw new Error(`dist${path} is not built: run npm run build (npm test does)`);
  const window = new Window({ url: `http://localhost${path}` });
  window.document.write(readFileSync(file, 'utf8'));
  return window.document as unknown as Document;
}

/** Every HTML page of dist/ as a site path ("/sources/x/" for an index.html), search index and assets aside. */
export function builtPages(dir = new URL('../../dist/', import.meta.url), prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : builtPages(new URL(`${name}/`, dir), `${prefix}${name}/`);
    return name === 'index.html' ? [prefix] : name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}
