import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';

/**
 * The project's module graph, read by dependency-cruiser (its swc parser: the TypeScript compiler's
 * own API, which dependency-cruiser otherwise uses, is not in TypeScript 7). Every kind of import
 * is an edge: `import type` and `export type … from` too (swc parses the source as written, before
 * any types are dropped), dynamic `import()`, and `export … from`. dependency-cruiser does not read
 * .astro files, so their frontmatter and their <script> tags are parsed here with the same parser
 * (astroImports). Paths are relative to the project's root, with forward slashes.
 */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** One import of one module: what it says (`specifier`), what it reaches (`resolved`), and its kinds. */
export interface Edge {
  from: string;
  specifier: string;
  /** The file it resolves to, relative to the root; undefined for a package or one that resolves nowhere. */
  resolved?: string;
  /** dependency-cruiser's kinds ('import', 'type-only', 'dynamic-import', 'export', …), or 'astro' and its own for an .astro file. */
  kinds: string[];
}

const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];

async function cruiseFrom(paths: string[], validate: boolean): Promise<ICruiseResult> {
  const result = await cruise(
    paths,
    {
      baseDir: ROOT,
      parser: 'swc',
      tsPreCompilationDeps: true,
      doNotFollow: { path: ['node_modules'] },
      exclude: { path: ['node_modules', '^dist/'] },
      ...(validate ? { validate: true, ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] } } : {}),
    },
    { extensions },
  );
  return result.output as ICruiseResult;
}

/** Every file under `dir` (relative to the root) whose name ends with one of `ends`. */
export function filesUnder(dir: string, ends: string[]): string[] {
  const at = join(ROOT, dir);
  if (!existsSync(at)) return [];
  if (statSync(at).isFile()) return ends.some((e) => dir.endsWith(e)) ? [dir] : [];
  return readdirSync(at, { recursive: true, encoding: 'utf8' })
    .map((f) => posix.join(dir, f.split(sep).join('/')))
    .filter((f) => ends.some((e) => f.endsWith(e)) && statSync(join(ROOT, f)).isFile())
    .sort();
}

/** The file a relative specifier of `from` reaches, as a bundler would find it; undefined for a package. */
function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const candidates = [base, ...[...extensions, '.astro'].map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => existsSync(join(ROOT, c)) && statSync(join(ROOT, c)).isFile());
}

/** The frontmatter of an .astro file and the bodies of its <script> tags: the code in it that imports. */
export function astroCode(source: string): string[] {
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const scripts = [...source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=|type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!);
  return [...(front === undefined ? [] : [front]), ...scripts];
}

/** The specifiers a piece of TypeScript imports, each with its kinds: every node of swc's tree is looked at. */
export function importsOf(code: string): { specifier: string; kinds: string[] }[] {
  const found: { specifier: string; kinds: string[] }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, any>;
    switch (n.type) {
      case 'ImportDeclaration':
        found.push({ specifier: n.source.value, kinds: n.typeOnly ? ['import', 'type-only'] : ['import'] });
        break;
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (n.source) found.push({ specifier: n.source.value, kinds: n.typeOnly ? ['export', 'type-only'] : ['export'] });
        break;
      case 'CallExpression':
        if (n.callee?.type === 'Import' && n.arguments?.[0]?.expression?.type === 'StringLiteral') {
          found.push({ specifier: n.arguments[0].expression.value, kinds: ['dynamic-import'] });
        }
        break;
      case 'TsImportType':
        found.push({ specifier: n.argument.value, kinds: ['type-import'] });
        break;
    }
    for (const key of Object.keys(n)) if (key !== 'span') visit(n[key]);
  };
  visit(parseSync(code, { syntax: 'typescript', tsx: false, comments: false }).body);
  return found;
}

/** The imports of .astro files under `dirs`, resolved. */
export function astroEdges(dirs: string[]): Edge[] {
  return dirs.flatMap((dir) => filesUnder(dir, ['.astro'])).flatMap((from) =>
    astroCode(readFileSync(join(ROOT, from), 'utf8')).flatMap((code) =>
      importsOf(code).map(({ specifier, kinds }) => ({ from, specifier, resolved: resolveRelative(from, specifier), kinds: ['astro', ...kinds] })),
    ),
  );
}

/** Every import of every module under `paths` (folders or files), .astro files included. */
export async function edgesFrom(paths: string[]): Promise<Edge[]> {
  const out = await cruiseFrom(paths, false);
  const cruised = out.modules.flatMap((m) =>
    m.dependencies.map((d) => ({
      from: m.source,
      specifier: d.module,
      resolved: d.couldNotResolve || d.coreModule || /(^|\/)node_modules\//.test(d.resolved) ? undefined : d.resolved,
      kinds: d.dependencyTypes as string[],
    })),
  );
  return [...cruised, ...astroEdges(paths.filter((p) => statSync(join(ROOT, p)).isDirectory()))];
}

/** One import cycle: the files in the order they import one another, the last importing the first. */
export interface Cycle {
  files: string[];
  /** The kinds of each file's import of the next one (of the first, for the last). */
  kinds: string[][];
}

const cycleKey = (files: string[]) => {
  const at = files.indexOf([...files].sort()[0]!);
  return [...files.slice(at), ...files.slice(0, at)];
};

/**
 * The import cycles among the modules under `dirs`, each once (dependency-cruiser's circular rule:
 * one cycle for each import that closes one). Cycles through an .astro file, which
 * dependency-cruiser does not read, are found here by a search from each .astro file over both
 * graphs: whether its imports lead back to it.
 */
export async function cyclesUnder(dirs: string[]): Promise<Cycle[]> {
  const out = await cruiseFrom(dirs, true);
  const cycles = new Map<string, Cycle>();
  const add = (files: string[], kindsOf: (from: string, to: string) => string[]) => {
    const ordered = cycleKey(files);
    const key = ordered.join(' -> ');
    if (!cycles.has(key)) cycles.set(key, { files: ordered, kinds: ordered.map((f, i) => kindsOf(f, ordered[(i + 1) % ordered.length]!)) });
  };
  const edges = [...out.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, resolved: d.resolved, kinds: d.dependencyTypes as string[] }))), ...astroEdges(dirs)];
  const kindsOf = (from: string, to: string) => [...new Set(edges.filter((e) => e.from === from && e.resolved === to).flatMap((e) => e.kinds))];
  for (const v of out.summary.violations as IViolation[]) {
    if (v.type !== 'cycle' || !v.cycle) continue;
    // The violation is the import v.from -> v.to; v.cycle runs from v.to back to v.from.
    add(v.cycle.map((c) => c.name), kindsOf);
  }
  // Through .astro files: a breadth-first search from each, over every import under dirs.
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.resolved && dirs.some((d) => e.resolved!.startsWith(`${d}/`))) next.set(e.from, [...(next.get(e.from) ?? []), e.resolved]);
  for (const start of dirs.flatMap((d) => filesUnder(d, ['.astro']))) {
    const parent = new Map<string, string>();
    const queue = [...new Set(next.get(start) ?? [])];
    queue.forEach((f) => parent.set(f, start));
    while (queue.length && !parent.has(start)) {
      const at = queue.shift()!;
      for (const to of next.get(at) ?? []) {
        if (parent.has(to)) continue;
        parent.set(to, at);
        queue.push(to);
      }
    }
    if (!parent.has(start)) continue;
    // start -> … -> the file that imports start, read back from start's parent.
    const path: string[] = [];
    for (let at = parent.get(start)!; at !== start; at = parent.get(at)!) path.unshift(at);
    add([start, ...path], kindsOf);
  }
  return [...cycles.values()].sort((a, b) => a.files.join().localeCompare(b.files.join()));
}

/** A cycle as the tests print it: each file, and how it imports the next. */
export const describeCycle = (c: Cycle) =>
  c.files.map((f, i) => `${f} -(${c.kinds[i]!.filter((k) => k !== 'local').join(',')})->`).join(' ') + ` ${c.files[0]}`;
