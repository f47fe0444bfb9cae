import { readFileSync } from 'node:fs';
import { parseSync } from '@swc/core';
import { astroCode } from './test/support/dependencies.ts';
const bad = JSON.parse(readFileSync('/tmp/bad.json', 'utf8'));
const byFile = new Map<string, any[]>(); for (const b of bad) byFile.set(b.from, [...(byFile.get(b.from) ?? []), b]);
const names = new Map<string, Map<string, Set<string>>>(); // module -> name -> kinds
const add = (m: string, n: string, k: string) => { if (!names.has(m)) names.set(m, new Map()); const mm = names.get(m)!; if (!mm.has(n)) mm.set(n, new Set()); mm.get(n)!.add(k); };
for (const [file, bs] of byFile) {
  const src = readFileSync(file, 'utf8');
  const codes = file.endsWith('.astro') ? astroCode(src) : [src];
  for (const code of codes) {
    const ast = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
    for (const st of ast.body as any[]) {
      const spec = st.source?.value; const b = bs.find((x) => x.specifier === spec); if (!b) continue;
      const m = b.resolved;
      if (st.type === 'ImportDeclaration') for (const s of st.specifiers) {
        if (s.type === 'ImportSpecifier') add(m, s.imported?.value ?? s.local.value, st.typeOnly || s.isTypeOnly ? 'type' : 'value');
        else add(m, s.type === 'ImportNamespaceSpecifier' ? '*ns:' + file : 'default', 'value');
      } else add(m, st.type + ':' + file, 'export');
    }
  }
  for (const b of bs) if (b.kinds.includes('dynamic-import')) add(b.resolved, 'dynamic:' + file, 'dyn');
}
for (const [m, mm] of [...names].sort()) console.log(m, [...mm].map(([n, k]) => n + (k.has('value') ? '' : '(' + [...k] + ')')).sort().join(', '));
