// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import { unified } from '@astrojs/markdown-remark';
import { remarkApparatus } from './src/transcription/remark-apparatus.ts';

/**
 * What every page with a stepper loads, in two chunks rather than seven: Preact and its renderer,
 * and the modules every island shares (the board's drawing); then the steppers' own (their steps,
 * their address, their quotations' frame). Each chunk is compressed apart, so fewer save about 1.5 KB
 * gzip on every widget page. (The first is merged into the renderer's entry chunk, `client`.)
 * The engine and the rulesets are grouped below (engineChunk); the islands' own modules and
 * everything else stay where Vite's automatic splitting puts them.
 */
const STEPPER_CORE = [
  /\/node_modules\/preact\/(dist|hooks|jsx-runtime)\//,
  /\/node_modules\/@astrojs\/preact\/dist\/(client|static-html)\.js$/,
  /vite\/preload-helper/,
  /\/src\/widgets\/nouns\.ts$/,
  /\/src\/diagrams\/(BoardSvg|BoardKey|layout|marks)\.tsx?$/,
  /\/src\/engine\/(state|notation)\.ts$/,
  /\/src\/words\/boards\.ts$/,
];
/** The engine's modules, the listener-free front (./src/engine/fast.ts) aside: only the computer player, fetched on demand, uses it. */
const ENGINE = /\/src\/engine\/(?!fast\.ts$)/;
const FRONT_DOOR = /\/src\/engine\/index\.ts$/;
/**
 * A module of a ruleset's own folder (src/engine/rulesets/<id>/: every folder there is one). Read
 * from the path, not from the catalog: importing the engine here made Vite load its modules
 * before the build could start.
 */
const RULESET_FILE = /\/src\/engine\/rulesets\/([^/]+)\/[^/]+\.ts$/;

/**
 * The rulesets whose files use a module of the engine (the event-free kernel aside), through any
 * chain of the engine's modules; '*' when something else uses it too.
 * @param {string} id @param {any} ctx @param {Set<string>} seen @returns {Set<string>}
 */
function usersOf(id, ctx, seen = new Set()) {
  const own = RULESET_FILE.exec(id)?.[1];
  if (own) return new Set([own]);
  if (seen.has(id)) return new Set();
  seen.add(id);
  // The engine's front door re-exports the mechanics for rulesets to compose: it passes them on, it
  // does not use them, so a mechanic only rulesets use stays out of the chunk every island loads.
  const importers = (ctx.getModuleInfo(id)?.importers ?? []).filter((/** @type {string} */ i) => !FRONT_DOOR.test(i));
  if (!importers.length) return new Set(['*']);
  return new Set(importers.flatMap((/** @type {string} */ i) => (ENGINE.test(i) ? [...usersOf(i, ctx, seen)] : ['*'])));
}

/** A module of the engine's chunk: its ruleset's when one ruleset alone uses it; the engine's when anything else does. */
function engineChunk(/** @type {string} */ id, /** @type {any} */ ctx) {
  if (!ENGINE.test(id)) return null;
  // What makes a ruleset present at once (src/engine/rulesets/default.ts) goes with it.
  const made = (ctx.getModuleInfo(id)?.importedIds ?? []).flatMap((/** @type {string} */ i) => RULESET_FILE.exec(i)?.[1] ?? []);
  if (made.length === 1 && !RULESET_FILE.test(id)) return `ruleset-${made[0]}`;
  const users = usersOf(id, ctx);
  if (users.has('*')) return 'engine';
  // What several rulesets share and nothing else uses is left where the bundler puts it: with
  // those that load it.
  return users.size === 1 ? `ruleset-${[...users][0]}` : null;
}

function islandChunks() {
  return {
    name: 'gobeta-island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      const groups = [
        { name: 'stepper-core', test: (/** @type {string} */ id) => STEPPER_CORE.some((re) => re.test(id)) },
        // What the two steppers share and the play page does not load (it fetches its stepper on demand).
        { name: 'stepper-parts', test: /\/src\/widgets\/(step-list|played-view|permalink|QuotationShown)\.tsx?$/ },
        // Each ruleset's rules in a chunk of its own, named after it, with what only it uses; the
        // engine's modules that anything else uses in one chunk. An island loads the rulesets it
        // shows (src/engine/rulesets/load.ts), and test/site/chunks.test.ts reads which by name.
        { name: engineChunk, includeDependenciesRecursively: false },
      ];
      // allow-extension: what leaving a group's dependencies out of it requires (an island's entry
      // may export what a chunk needs of it; Astro reads only the export it names).
      return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: { groups } } } } };
    },
  };
}

/** client:interaction (src/islands/interaction.ts): islands that hydrate when the reader reaches for them. */
const interaction = {
  name: 'gobeta-client-interaction',
  hooks: {
    'astro:config:setup': (/** @type {any} */ { addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./src/islands/interaction.ts', import.meta.url)) }),
  },
};

// The transcriptions live in content/ at the top level (src/content.config.ts). They are MDX
// compiled by the unified (remark) pipeline, which numbers their apparatus marks.
export default defineConfig({
  // The site's canonical origin, set here once: every absolute address the site gives (each page's
  // <link rel="canonical">, its "Cite this page", a sentence's citation) is made on it. A deployer
  // at another address changes it here (docs/site.md#citing-the-site).
  site: 'https://gobeta.example.org',
  base: '/',
  // The content cache (the examples and transcriptions as last read) in the checkout, not in
  // node_modules/.astro: a second checkout sharing node_modules (a git worktree) would read the
  // first one's content as its own.
  cacheDir: './.astro/cache',
  output: 'static',
  // No smart quotes: the sources' straight apostrophes and quotation marks are kept as they stand.
  markdown: { processor: unified({ remarkPlugins: [remarkApparatus], smartypants: false }) },
  integrations: [mdx(), preact(), interaction],
  // GOBETA_SOURCEMAP=1 writes hidden source maps beside the chunks, for scripts/bundle-shares.ts to
  // tell each module's share of a page's JavaScript; the chunks themselves are unchanged.
  vite: {
    build: { sourcemap: process.env.GOBETA_SOURCEMAP ? 'hidden' : false },
    plugins: [islandChunks()],
    // The computer player's worker (src/play/computer.worker.ts) loads a ruleset's rules by dynamic
    // import, as the islands do, which only a module worker can; every browser the site serves has them.
    // Its chunks (its own copy of the engine and of each ruleset's rules) go in a folder of their own.
    worker: {
      format: 'es',
      rolldownOptions: { output: { entryFileNames: '_astro/computer/[name].[hash].js', chunkFileNames: '_astro/computer/[name].[hash].js' } },
    },
  },
});
