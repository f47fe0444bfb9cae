import { getRuleset } from '../engine/game';
import type { RulesetId } from '../engine/index';
import { rulesetLabel } from '../words/terms';
import { strengths } from './strengths';

/**
 * The game being played in one line, which the set-up folds into once a game is on: the ruleset,
 * who plays, and whether any reading differs from our default. "Courlander's Abalalà, 1943 · you
 * play B, the computer A (looks ahead) · every reading at our default".
 */
export interface SetupSummary {
  ruleset: string;
  players: string;
  readings: string;
}

export function setupSummary(setup: { ruleset: string; options: Record<string, unknown>; computer: string | null; strength: string }): SetupSummary {
  const rules = getRuleset(setup.ruleset);
  const changed = Object.entries(rules.readings).filter(([id, r]) => id in setup.options && setup.options[id] !== r!.default).length;
  const you = rules.players.find((p) => p !== setup.computer);
  const strength = strengths.find((s) => s.id === setup.strength)?.name ?? setup.strength;
  return {
    ruleset: rulesetLabel(setup.ruleset as RulesetId),
    players: setup.computer ? `you (${you}) against the computer (${strength.toLowerCase()})` : 'two people at this screen',
    readings: changed === 0 ? 'our readings' : `${changed} reading${changed === 1 ? '' : 's'} of your choice`,
  };
}
