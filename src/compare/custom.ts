import { allowedValues, getRuleset } from '../engine/game';
import { isOptionId, type OptionId, type OptionValue } from '../engine/options';
import { formatLaneParam, laneParamRuleset, parseLaneParam } from './lane-param';
import type { RulesetId } from '../engine/index';
import { about, isRulesetId, rulesetIds } from '../engine/rulesets/catalog';
import { rulesetOfExample, type Example } from '../examples/example';
import { firstDivergence, runLane, type Lane } from './lanes';
import { optionLabel, readingLabel, rulesetLabel } from '../words/terms';

/**
 * A comparison the reader builds: an example and two to four lanes, kept in the URL hash as
 * #compare=custom&example=<id>&lane=<ruleset>|<option>=<value>;…&lane=…&step=<n>.
 */
export interface CustomChoice {
  example: string;
  lanes: Lane[];
}

/**
 * The rulesets an example can be played under: its own, and any other on the same board (records
 * only) that does not declare why it plays only its own records (`ownRecordsOnly`).
 */
export function rulesetsFor(example: Example): string[] {
  const own = rulesetOfExample(example);
  // A ruleset that plays only its own records (Rab'e's 72 counters) lends its records to no other either.
  if (!example.record || 'ownRecordsOnly' in about(own as RulesetId)) return [own];
  const board = about(own as RulesetId).boardId;
  return [own, ...rulesetIds.filter((r) => r !== own && about(r).boardId === board && !('ownRecordsOnly' in about(r)))];
}

/** A lane as a reader names it: the ruleset, then each reading chosen ("Walker's Gabata, 2011; How the race ends: …"). */
const laneLabel = (ruleset: string, options: Record<string, unknown>) =>
  [rulesetLabel(ruleset as RulesetId), ...Object.entries(options).map(([k, v]) => readingLabel(k, v as OptionValue))].join('; ');

export function formatChoice(choice: CustomChoice): string {
  const p = new URLSearchParams({ compare: 'custom', example: choice.example });
  for (const l of choice.lanes) p.append('lane', formatLaneParam(l.ruleset ?? '', l.options ?? {}));
  return p.toString();
}

/** The rulesets a hash's lanes name (those we have): what must be present to read it. */
export function rulesetsNamedIn(hash: string): string[] {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  return p.get('compare') === 'custom' ? p.getAll('lane').map(laneParamRuleset).filter(isRulesetId) : [];
}

/** Read a custom comparison from a hash; null when the hash is not one, a message when it is wrong. */
export function parseChoice(hash: string, examples: Example[]): { choice: CustomChoice } | { error: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  if (p.get('compare') !== 'custom') return null;
  const example = examples.find((e) => e.id === p.get('example'));
  if (!example) return { error: `The link names no example we have ("${p.get('example') ?? ''}").` };
  const lanes: Lane[] = [];
  for (const [n, raw] of p.getAll('lane').entries()) {
    const lane = parseLaneParam(raw, rulesetsFor(example));
    if ('wrong' in lane && lane.wrong === 'ruleset') {
      const named = isRulesetId(lane.ruleset) ? rulesetLabel(lane.ruleset as RulesetId, true) : 'a ruleset we do not have';
      return { error: `The link's lane ${n + 1} asks for ${named}, which this example cannot be played under.` };
    }
    if ('wrong' in lane) {
      const of = isOptionId(lane.option) ? ` of “${optionLabel(lane.option)}”` : '';
      return { error: `The link's lane ${n + 1} asks for a reading${of} (“${lane.value}”) that ${rulesetLabel(lane.ruleset as RulesetId, true)} does not offer.` };
    }
    const { ruleset, options } = lane;
    lanes.push({ label: laneLabel(ruleset, options), ruleset, options });
  }
  if (lanes.length < 2 || lanes.length > 4) return { error: `A comparison has two to four lanes; the link has ${lanes.length}.` };
  return { choice: { example: example.id, lanes } };
}

export function makeLane(ruleset: string, options: Record<string, unknown>): Lane {
  return { label: laneLabel(ruleset, options), ruleset, options };
}

/**
 * Lanes to open an example on that show a difference: the example's own ruleset first, then lanes
 * whose play parts from it, tried in this order: the readings the example is about, the other
 * rulesets on its board, the ruleset's other readings. Padded with the example's own lane where
 * fewer than `n` lanes differ (an example that every lane plays alike).
 */
export function suggestLanes(example: Example, n = 2): Lane[] {
  const own = rulesetsFor(example)[0]!;
  const rules = getRuleset(own);
  const first = makeLane(own, {});
  const base = runLane(example, first).played;
  const readings = (ids: readonly string[]) =>
    ids.filter((o) => Object.hasOwn(rules.readings, o)).flatMap((o) => allowedValues(rules, o as OptionId).filter((v) => v !== rules.readings[o as OptionId]!.default).map((v) => makeLane(own, { [o]: v })));
  const candidates = [...readings(example.readings ?? []), ...rulesetsFor(example).slice(1).map((r) => makeLane(r, {})), ...readings(Object.keys(rules.readings))];
  const lanes = [first];
  for (const lane of candidates) {
    if (lanes.length >= n || !base) break;
    if (lanes.some((l) => l.label === lane.label)) continue;
    const played = runLane(example, lane).played;
    if (played && firstDivergence([base, played])) lanes.push(lane);
  }
  while (lanes.length < n) lanes.push(first);
  return lanes;
}

/** The comparison the custom page opens on: the first example (in the order given) with lanes that part. */
export function defaultChoice(examples: Example[]): CustomChoice {
  const example = examples.find((e) => new Set(suggestLanes(e).map((l) => l.label)).size > 1) ?? examples[0]!;
  return { example: example.id, lanes: suggestLanes(example) };
}
