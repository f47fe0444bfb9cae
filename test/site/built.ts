import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { parseHTML } from 'linkedom';

/**
 * A built page of dist/ as a DOM document (npm test builds the site first). Parsed by linkedom, a
 * DOM without layout or scripts, which is all these checks read: it parses the built pages about
 * three times as fast as happy-dom (a browser-like window, which the widgets' tests keep), and
 * parsing was most of these files' time.
 */
export function builtPage(path: string): Document {
  const file = new URL(`../../dist${path.endsWith('/') ? `${path}index.html` : path}`, import.meta.url);
  if (!existsSync(file)) throw new Error(`dist${path} is not built: run npm run build (npm test does)`);
  return parseHTML(readFileSync(file, 'utf8')).document as unknown as Document;
}

/**
 * Whether `a` comes before `b` in its document (an ancestor before what it holds): in the order of
 * the document's elements, as linkedom's own compareDocumentPosition misplaces an element that
 * follows the parent of another.
 */
export function precedes(a: Element, b: Element): boolean {
  const all = [...a.ownerDocument.querySelectorAll('*')];
  return all.indexOf(a) < all.indexOf(b);
}

/** Every HTML page of dist/ as a site path ("/sources/x/" for an index.html), search index and assets aside. */
export function builtPages(dir = new URL('../../dist/', import.meta.url), prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : builtPages(new URL(`${name}/`, dir), `${prefix}${name}/`);
    return name === 'index.html' ? [prefix] : name.endsWith('.html') ? [`${prefix}${name}`] : [];
  });
}

const read = (path: string) => readFileSync(new URL(`../../dist/${path.replace(/^\//, '')}`, import.meta.url));

/**
 * What counts as loaded before any interaction: every script the page runs (inline or not), and
 * every island that hydrates on its own (client:load, client:visible, client:idle), with what they
 * import statically, transitively. Dynamic imports (import()) are not followed: they run on a
 * reader's act. An island with client:interaction (src/islands/interaction.ts) hydrates after the
 * page's load event: in idle time, or sooner when the reader first reaches for it (pointer over it,
 * pointer down, a key or the focus inside it), or at once when the page's address names what it
 * shows: its modules are counted apart, as what the first interaction loads (`later`), and its
 * directive's script, inline, is counted with the rest.
 */
export function scriptsOf(html: string, which: 'now' | 'later' = 'now'): Set<string> {
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
  const deferred = islands.filter((tag) => /\bclient="interaction"/.test(tag));
  const from = (text: string) => [...text.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const early = new Set(from(deferred.reduce((h, tag) => h.replace(tag, ''), html)));
  const roots = which === 'now' ? [...early] : deferred.flatMap(from);
  // What the first interaction loads is what the page has not loaded already.
  const counted = which === 'now' ? new Set<string>() : scriptsOf(html, 'now');
  const seen = new Set(counted);
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = read(path).toString();
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) visit(`/_astro/${m[1]!.slice(2)}`);
  };
  roots.forEach(visit);
  return new Set([...seen].filter((p) => !counted.has(p)));
}

/** The ruleset a chunk's address holds the rules of (astro.config.mjs names them ruleset-<id>), or null. */
export const rulesetOfChunk = (url: string): string | null => /\/ruleset-([a-z-]+)\.[\w-]+\.js$/.exec(url)?.[1] ?? null;
