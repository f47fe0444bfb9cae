/**
 * Every ruleset present for the engine's synchronous lookup (getRuleset, createGame), which
 * imports this module: what the CLI, the build, the scripts and the tests run with. The client
 * build empties it (astro.config.mjs, gobeta-island-chunks), so that an island carries only the
 * rulesets it imports or loads (./default.ts, ./load.ts).
 */
import './index';
