/**
 * Every ruleset loaded, for a test of island code run as the build runs it (the build plays the
 * examples and comparisons it hands the islands with all rulesets at hand). Import it first.
 */
import { loadRuleset, rulesetIds } from '../../src/engine/index';

await Promise.all(rulesetIds.map((id) => loadRuleset(id)));
