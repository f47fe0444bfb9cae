import { describe, expect, it } from 'vitest';
import { astroCode, edgesFrom, importsOf } from '../support/dependencies';

/**
 * src/engine/index.ts is the engine's public surface (issue 24 §3): nothing outside src/engine/
 * imports any other module of it. Every import is read (static, `import type`, `export … from`,
 * dynamic import(), the frontmatter and <script> tags of .astro files; test/support/dependencies.ts)
 * and resolved to its file. src/engine-doc/ is not the engine: it reads the engine's files as text.
 */
const OUTSIDE = ['src', 'test', 'bench', 'scripts', 'astro.config.mjs', 'vitest.config.ts'];
const FRONT_DOOR = 'src/engine/index.ts';

/**
 * The modules of the islands' client bundle that still import the engine's own modules, with what
 * they reach. Through the index they would carry every ruleset: it exports the registry
 * (src/engine/rulesets/index.ts), which makes all six present at load (provide()), a side effect no
 * bundler drops; so does every module that imports it (corpus, citations, readings-table). Measured
 * with all of these moved: the chunk every island loads grew from 11.1 to 39.5 KB gzip, a stepper
 * page's first reach from 16.3 to 44.8 KB, the play page's from 39.4 to 51.8 KB. They move once
 * the index has no such side effect (the registry gone, rulesets loaded by id). Their type-only
 * imports do go through the index: they are erased.
 */
const ISLANDS: Record<string, string[]> = {
  'src/compare/custom.ts': ['game.ts', 'options.ts', 'rulesets/catalog.ts'],
  'src/compare/lane-param.ts': ['game.ts'],
  'src/compare/lanes.ts': ['errors.ts', 'game.ts', 'notation.ts'],
  'src/compare/opening-rules.ts': ['rulesets/load.ts', 'rulesets/walker-gabata/index.ts'],
  'src/compare/outcome.ts': ['notation.ts'],
  'src/diagrams/layout.ts': ['notation.ts'],
  'src/examples/example.ts': ['errors.ts', 'game.ts', 'notation.ts', 'record.ts', 'mechanics/start.ts', 'series.ts'],
  'src/lab/address.ts': ['game.ts', 'notation.ts', 'options.ts', 'rulesets/catalog.ts'],
  'src/lab/opening-rules.ts': ['rulesets/load.ts', 'rulesets/default.ts', 'rulesets/walker-gabata/index.ts'],
  'src/lab/edit.ts': ['game.ts'],
  'src/lab/position.ts': ['errors.ts', 'game.ts', 'notation.ts', 'record.ts', 'mechanics/start.ts', 'rulesets/catalog.ts'],
  'src/play/computer.ts': ['errors.ts', 'game.ts'],
  'src/play/ending.ts': ['game.ts'],
  'src/play/explain.ts': ['notation.ts', 'state.ts'],
  'src/play/frames.ts': ['state.ts'],
  'src/play/link.ts': ['errors.ts', 'game.ts'],
  'src/play/moves.ts': ['record.ts', 'state.ts'],
  'src/play/search-events.ts': ['game.ts', 'state.ts'],
  'src/play/search-fast.ts': ['fast.ts'],
  'src/play/search-hope.ts': ['fast.ts'],
  'src/play/session.ts': ['errors.ts', 'game.ts', 'options.ts', 'record.ts', 'mechanics/start.ts', 'series.ts'],
  'src/play/summary.ts': ['game.ts'],
  'src/play/think-answer.ts': ['errors.ts', 'game.ts', 'random.ts', 'rulesets/load.ts'],
  'src/widgets/ComparisonBuilder.tsx': ['game.ts'],
  'src/widgets/LabBoard.tsx': ['game.ts'],
  'src/widgets/LabEditor.tsx': ['game.ts', 'notation.ts'],
  'src/widgets/Play.tsx': ['errors.ts', 'game.ts', 'random.ts', 'rulesets/default.ts'],
  'src/widgets/PlaySetup.tsx': ['game.ts', 'rulesets/catalog.ts'],
  'src/widgets/Stepper.tsx': ['notation.ts'],
  'src/widgets/encoded.ts': ['rulesets/catalog.ts', 'rulesets/load.ts'],
  'src/widgets/narrate.ts': ['notation.ts'],
  'src/widgets/reading-words.ts': ['options.ts'],
  'src/widgets/step-list.ts': ['state.ts'],
  'src/widgets/stepper-data.ts': ['game.ts', 'options.ts', 'rulesets/load.ts'],
  'src/widgets/use-rules.ts': ['rulesets/catalog.ts', 'rulesets/load.ts'],
  'src/words/terms.ts': ['options.ts', 'rulesets/catalog.ts'],
};

/** The imports that may not go through the front door yet: each file with the engine modules it reaches, and why. */
const ALLOWED: Record<string, { modules: string[]; why: string }> = {
  ...Object.fromEntries(Object.entries(ISLANDS).map(([file, modules]) => [file, { modules: modules.map((m) => `src/engine/${m}`), why: 'the islands\' bundle (ISLANDS)' }])),
  'test/engine/lazy-rulesets.test.ts': {
    modules: ['src/engine/game.ts', 'src/engine/options.ts', 'src/engine/rulesets/catalog.ts', 'src/engine/rulesets/load.ts'],
    why: 'it checks an engine with no ruleset (nor its readings) present until one is loaded, as an island has; the index makes all six present',
  },
};

describe('the engine\'s front door', () => {
  it('is the only module of the engine that anything outside src/engine/ imports', async () => {
    const edges = await edgesFrom(OUTSIDE);
    const outside = edges.filter((e) => !e.from.startsWith('src/engine/'));
    const intoEngine = outside.filter((e) => e.resolved?.startsWith('src/engine/'));
    // The scan sees the imports it should: the index, from .ts, .tsx and .astro files alike.
    for (const ext of ['.ts', '.tsx', '.astro']) expect(intoEngine.filter((e) => e.from.endsWith(ext)).length, ext).toBeGreaterThan(0);
    const through = intoEngine.filter((e) => e.resolved !== FRONT_DOOR && !ALLOWED[e.from]?.modules.includes(e.resolved!));
    expect(through.map((e) => `${e.from}: '${e.specifier}' -> ${e.resolved} (${e.kinds.join(',')})`)).toEqual([]);
  });

  it('lets through only what is still imported (the allowed list shrinks as they move)', async () => {
    const edges = await edgesFrom(Object.keys(ALLOWED));
    for (const [file, { modules }] of Object.entries(ALLOWED)) {
      const reached = new Set(edges.filter((e) => e.from === file).map((e) => e.resolved));
      expect(modules.filter((m) => !reached.has(m)), file).toEqual([]);
    }
  });
});

describe('the import scan', () => {
  it('reads every kind of import, type-only ones too', () => {
    const code = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "import './g';",
      "const h = await import('./h');",
      "let i: import('./i').I;",
    ].join('\n');
    expect(importsOf(code).map((i) => `${i.specifier} ${i.kinds.join(',')}`)).toEqual([
      './a import', './b import,type-only', './c import', './d export', './e export,type-only', './f export', './g import', './h dynamic-import', './i type-import',
    ]);
  });

  it('reads an .astro file\'s frontmatter and its scripts, not its markup', () => {
    const astro = "---\nimport X from './x.astro';\nimport { y } from '../y';\n---\n<p>import z from './z'</p>\n<script>\n  import { w } from './w';\n</script>\n<script type=\"application/ld+json\">{}</script>\n";
    expect(astroCode(astro).flatMap((c) => importsOf(c).map((i) => i.specifier))).toEqual(['./x.astro', '../y', './w']);
  });
});
