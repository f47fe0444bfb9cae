/**
 * Where the engine encodes a clause: the lines of its source files that cite the clause id, with
 * a few lines of context, taken from the real files at build time (never copied by hand).
 */
export interface Excerpt {
  /** The file, relative to src/engine/. */
  file: string;
  /** 1-based line of the citation. */
  line: number;
  /** First line of the excerpt. */
  from: number;
  code: string;
}

const CONTEXT = 3;

/** Strip the common indentation of a block of lines. */
function dedent(lines: string[]): string {
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length);
  const cut = Math.min(...indents);
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** A file as excerptsFor reads it: its lines, and the constants that name a page's prefix. */
interface Read {
  file: string;
  text: string;
  lines: string[];
  prefixes: { name: string; value: string }[];
}

/** Each set of files read once: a page asks for some hundred clauses, each of every file. */
const read = new WeakMap<Record<string, string>, Read[]>();

function readFiles(files: Record<string, string>): Read[] {
  let out = read.get(files);
  if (!out) {
    out = Object.entries(files)
      // The registry of locators and the options' evidence lists are not encodings of the rule.
      .filter(([file]) => !file.endsWith('clauses.ts') && !file.endsWith('options.ts'))
      .map(([file, text]) => ({ file, text, lines: text.split('\n'), prefixes: [...text.matchAll(/^const (\w+) = '([a-z0-9-]+)';$/gm)].map((m) => ({ name: m[1]!, value: m[2]! })) }));
    read.set(files, out);
  }
  return out;
}

export function excerptsFor(clause: string, files: Record<string, string>): Excerpt[] {
  const out: Excerpt[] = [];
  const needle = `'${clause}'`;
  const dot = clause.indexOf('.');
  for (const { file, text, lines, prefixes: consts } of readFiles(files)) {
    // A ruleset that names its page's sentences from a constant prefix (`${P}.opening-held`, where
    // `const P = 'dlp-gabata-shoa-and-adegrat'`) encodes the clause there too.
    const prefixes = consts.filter((m) => dot > 0 && m.value === clause.slice(0, dot)).map((m) => `\`\${${m.name}}.${clause.slice(dot + 1)}\``);
    if (!text.includes(needle) && !prefixes.some((p) => text.includes(p))) continue;
    lines.forEach((l, i) => {
      const named = l.includes(needle) || prefixes.some((p) => l.includes(p));
      // A bare list entry ('id',) is a ruleset's list of what it implements, not the rule itself.
      if (!named || /^\s*['`][^'`]+['`],?\s*$/.test(l)) return;
      const from = Math.max(0, i - CONTEXT);
      const to = Math.min(lines.length, i + CONTEXT + 1);
      out.push({ file, line: i + 1, from: from + 1, code: dedent(lines.slice(from, to)) });
    });
  }
  return out;
}
