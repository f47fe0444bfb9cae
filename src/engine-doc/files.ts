/**
 * The engine's own source files, as text, by their path under src/engine/: what the rules-as-code
 * pages quote (./excerpts.ts). Read once a build, here, rather than by each of those pages.
 */
const raw = import.meta.glob('../engine/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const engineFiles: Record<string, string> = Object.fromEntries(Object.entries(raw).map(([path, text]) => [path.replace('../engine/', ''), text]));
