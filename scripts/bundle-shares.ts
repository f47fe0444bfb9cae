// Each module's share of the JavaScript a page loads before any interaction, gzip (not a test):
// what test/site/budgets.test.ts counts, broken down by the source module each byte came from.
//   GOBETA_SOURCEMAP=1 npm run build && npm run --silent bundle-shares [-- /path/ …] [--top N] [--reach]
// (--reach: with what the islands that hydrate on the reader's reach load, client:interaction.)
// A chunk's gzip size is shared among its modules in proportion to the bytes each left in it (gzip
// works across module boundaries, so a module has no gzip size of its own). Pages that load the
// same chunks are reported once.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path.replace(/^\//, ''), dist));

function pages(dir = dist, prefix = '/'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const url = new URL(name, dir);
    if (statSync(url).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : pages(new URL(`${name}/`, dir), `${prefix}${name}/`);
    return name === 'index.html' ? [prefix] : [];
  });
}

/**
 * The chunks a page loads up front: its scripts' and islands' modules and their static imports.
 * Islands that hydrate on the reader's reach (client:interaction) are left out, as the budget test
 * leaves them out; with --reach, they are counted in (what the page loads once the reader reaches).
 */
function scriptsOf(html: string): string[] {
  const deferred = reach ? [] : [...html.matchAll(/<astro-island\b[^>]*\bclient="interaction"[^>]*>/g)].map((m) => m[0]);
  const rest = deferred.reduce((h, tag) => h.replace(tag, ''), html);
  const roots = [...rest.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const m of read(path).toString().matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) visit(`/_astro/${m[1]!.slice(2)}`);
  };
  roots.forEach(visit);
  return [...seen].sort();
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

const tidy = (source: string) => source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'node_modules/').replace(/\?.*$/, '');

/** Bytes of a chunk by source module, from its source map (the unmapped rest under "(glue)"). */
function modulesOf(path: string): Map<string, number> {
  const code = read(path).toString();
  const mapUrl = new URL(`${path.replace(/^\//, '')}.map`, dist);
  const bytes = new Map<string, number>();
  if (!existsSync(mapUrl)) return new Map([[`(no source map: build with GOBETA_SOURCEMAP=1) ${path}`, code.length]]);
  const map = JSON.parse(readFileSync(mapUrl, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, n) => {
    const text = lines[n] ?? '';
    let column = 0;
    const segments = line ? line.split(',').map(vlq) : [];
    segments.forEach((s, i) => {
      column += s[0]!;
      if (s.length > 1) source += s[1]!;
      const end = i + 1 < segments.length ? column + segments[i + 1]![0]! : text.length;
      const name = s.length > 1 ? tidy(map.sources[source]!) : '(glue)';
      bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(text.slice(column, end)));
    });
    if (!segments.length) bytes.set('(glue)', (bytes.get('(glue)') ?? 0) + Buffer.byteLength(text) + 1);
  });
  return bytes;
}

const args = process.argv.slice(2);
const reach = args.includes('--reach');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const wanted = args.filter((a) => a.startsWith('/'));
const groups = new Map<string, string[]>();
for (const page of wanted.length ? wanted : pages()) {
  const chunks = scriptsOf(read(`${page}index.html`).toString());
  if (!chunks.length) continue;
  const key = chunks.join(' ');
  groups.set(key, [...(groups.get(key) ?? []), page]);
}
const kb = (n: number) => `${(n / 1000).toFixed(1).padStart(5)} KB`;
for (const [key, members] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
  const chunks = key.split(' ');
  const shares = new Map<string, number>();
  let total = 0;
  const lines = chunks.map((c) => {
    const code = read(c);
    const gz = gzipSync(code).length;
    total += gz;
    const modules = modulesOf(c);
    for (const [m, b] of modules) shares.set(m, (shares.get(m) ?? 0) + (gz * b) / code.length);
    return `  ${kb(gz)}  ${c}`;
  });
  console.log(`\n${members.length} page(s) like ${members[0]}: ${kb(total)} gzip in ${chunks.length} chunk(s)`);
  console.log(lines.join('\n'));
  const sorted = [...shares].sort((a, b) => b[1] - a[1]);
  for (const [m, s] of sorted.slice(0, top)) console.log(`    ${kb(s)}  ${m}`);
  if (sorted.length > top) console.log(`    ${kb(sorted.slice(top).reduce((n, [, s]) => n + s, 0))}  (${sorted.length - top} more)`);
}
