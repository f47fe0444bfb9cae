// Every ruleset present for the engine's synchronous lookup, as the CLI and the build have them:
// a test that imports a module of the islands' (which load rulesets on demand) can still play any.
// test/engine/lazy-rulesets.test.ts checks the on-demand loading itself, in a fresh module graph.
import '../src/engine/rulesets';
