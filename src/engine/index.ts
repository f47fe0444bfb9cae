export * from './types';
export * from './board';
export * from './notation';
export * from './clauses';
export * from './options';
export * from './errors';
export * from './state';
export * from './game';
export type { Ruleset, RulesetId, Reading as RulesetReading } from './ruleset';
export { registry, rulesets, rulesetIds, sources, sourceFiles, sourceOf } from './rulesets';
export * from './record';
export * from './series';
export { defaultLimits, type Limits } from './ruleset';
// What the site, the CLI, the scripts, the bench and the tests use beyond the above: the engine's
// one front door (test/engine/front-door.test.ts).
export type { Nouns, SourceSection } from './ruleset';
export { catalog } from './rulesets/catalog';
export { defaultRuleset } from './rulesets/default';
export { emptyBoard } from './rules/start';
export { mulberry32 } from './random';
export { CycleDetector } from './cycle';
export { randomGame, randomPlays, variants } from './corpus';
export { GAMES_PER_VARIANT, citationLine, citationTable, citationsOf, engineCitations, type Citation } from './citations';
export { readingsTable } from './readings-table';
export { ENDLESS, FastGame, PLAYING, fastGame, fromFastMove, scoreLead, toFastMove, type FastPosition } from './fast';
