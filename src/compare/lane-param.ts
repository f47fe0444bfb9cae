import { allowedValues, getRuleset } from '../engine/game';
import type { OptionId, OptionValue } from '../engine/index';

/**
 * A lane as an address writes it, in the custom comparison's hash and the lab's alike:
 * `<ruleset>|<option>=<value>|…`, the readings chosen after the ruleset.
 */
export function formatLaneParam(ruleset: string, options: Record<string, unknown>): string {
  return [ruleset, ...Object.entries(options).map(([k, v]) => `${k}=${String(v)}`)].join('|');
}

/** The ruleset a lane parameter names, whether or not we have it. */
export function laneParamRuleset(raw: string): string {
  return raw.split('|')[0]!;
}

/** What is wrong with a lane parameter: a ruleset not among those allowed, or a reading the ruleset does not offer. */
export type LaneParamError = { wrong: 'ruleset'; ruleset: string } | { wrong: 'reading'; ruleset: string; option: string; value: string };

/** Read a lane parameter, allowing only `rulesets`; each reading's value as the ruleset offers it. */
export function parseLaneParam(raw: string, rulesets: readonly string[]): { ruleset: string; options: Record<string, OptionValue> } | LaneParamError {
  const [ruleset, ...pairs] = raw.split('|') as [string, ...string[]];
  if (!rulesets.includes(ruleset)) return { wrong: 'ruleset', ruleset };
  const rules = getRuleset(ruleset);
  const options: Record<string, OptionValue> = {};
  for (const pair of pairs) {
    const [option = '', value = ''] = pair.split('=');
    const allowed = Object.hasOwn(rules.readings, option) ? allowedValues(rules, option as OptionId) : [];
    const found = allowed.find((x) => String(x) === value);
    if (found === undefined) return { wrong: 'reading', ruleset, option, value };
    options[option] = found;
  }
  return { ruleset, options };
}
