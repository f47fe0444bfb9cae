export * from './types';
export * from './board';
export * from './notation';
export * from './clauses';
export * from './options';
export { fixedReadings, optionSpecs } from './rulesets/readings';
export * from './errors';
export * from './state';
export * from './game';
export type { Ruleset, RulesetId, Reading as RulesetReading, Preset, PresetId } from './ruleset';
export { presetIds } from './ruleset';
export { registry, rulesets, rulesetIds, sources, sourceFiles, sourceOf } from './rulesets';
export * from './record';
export * from './series';
export { defaultLimits, type Limits } from './ruleset';
export type { Landing, LandingRule, Outcome, Opening, Nouns, Source } from './ruleset';

// The shared mechanics a ruleset composes (the catalog's rulesets, or one defined elsewhere).
export { Playing } from './mechanics/play';
export type { Listener, Play } from './ruleset';
export { EventLog } from './mechanics/log';
export { endless, endTurn, hasMove, legalHoles, lift, over, playHole, runSowing, sowHand, stepHole, withReading } from './mechanics/sow';
export { playRace, raceOpening, type RaceClauses } from './mechanics/race';
export { enemyIn, leader, relayWhenOccupied, sweepVacated, takeFrom, takeRules, vacatedCheckAt, vacatedSide, type TakeClauses } from './mechanics/take';
export { claimRule, collectAtEnd, collectClaims, endWhenStuck, inOpponentClaim, inOwnClaim, makesClaim } from './mechanics/claims';
export { FOUR, fourEndsLap, foursSowing, lastFourEnds, type FoursClauses } from './mechanics/fours';
// The readings of each shared mechanic, which a ruleset composing it carries (`readingSpecs: carry(...)`).
export { carry, type ReadingSpecs } from './readings-present';
export * as sowReadings from './mechanics/sow.readings';
export * as raceReadings from './mechanics/race.readings';
export * as takeReadings from './mechanics/take.readings';
export * as claimsReadings from './mechanics/claims.readings';
export * as reloadReadings from './mechanics/reload.readings';
export * as divisionReadings from './mechanics/division.readings';
export * as roundsReadings from './mechanics/rounds.readings';
export * as foursReadings from './mechanics/fours.readings';
export { beginSetup, checkPieces, emptyBoard, isStandardLayout, isStandardPosition, standardStart, totalFor } from './mechanics/start';

// Play without a listener, for search, analysis and the benchmark.
export { fastGame, FastGame, PASS, toFastMove, fromFastMove, type FastSupport } from './fast';
export { copyInto, copyPosition, scoreLead, NOBODY, PLAYING, ROUND_OVER, GAME_OVER, ENDLESS, fromState, toState, type FastPosition } from './position';

// What the site, the CLI, the scripts, the bench and the tests use beyond the above: the engine's
// one front door (test/engine/front-door.test.ts).
export type { SourceSection } from './ruleset';
export { catalog, type FamilyGroup } from './rulesets/catalog';
export { defaultRuleset } from './rulesets/default';
export { mulberry32 } from './random';
export { CycleDetector } from './cycle';
export { randomGame, randomPlays, variants } from './corpus';
export { GAMES_PER_VARIANT, citationLine, citationTable, citationsOf, engineCitations, readCitationTable, type Citation } from './citations';
export { readingsTable } from './readings-table';
export { loadRuleset, pendingLoad } from './rulesets/load';
