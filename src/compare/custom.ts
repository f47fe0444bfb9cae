import { allowedValues, getRuleset } from '../engine/game';
import { optionSpecs, type OptionId, type OptionValue } from '../engine/options';
import type { RulesetId } from '../engine/ruleset';
import { rulesetIds, rulesets } from '../engine/rulesets';
import type { Example } from '../examples/example';
import type { Lane } from './lanes';
import { optionLabel, readingLabel, rulesetLabel } from '../words/terms';

/**
 * A comparison the reader builds: an example and two to four lanes, kept in the URL hash as
 * #compare=custom&example=<id>&lane=<ruleset>|<option>=<value>;…&lane=…&step=<n>.
 */
export interface CustomChoice {
  example: string;
  lanes: Lane[];
}

/** The rulesets an example can be played under: its own, and any other on the same board (records only). */
export function rulesetsFor(example: Example): string[] {
  const own = example.record?.ruleset ?? example.setup!.ruleset;
  if (!example.record) return [own];
  const board = getRuleset(own).board({}).id;
  return [own, ...rulesetIds.filter((r) => r !== own && getRuleset(r).board({}).id === board && r !== 'dlp-gabata-shoa-i')];
}

/** A lane as a reader names it: the ruleset, then each reading chosen ("Walker's Gabata, 2011; How the race ends: …"). */
const laneLabel = (ruleset: string, options: Record<string, unknown>) =>
  [rulesetLabel(ruleset as RulesetId), ...Object.entries(options).map(([k, v]) => readingLabel(k, v as OptionValue))].join('; ');

export function formatChoice(choice: CustomChoice): string {
  const p = new URLSearchParams({ compare: 'custom', example: choice.example });
  for (const l of choice.lanes) p.append('lane', [l.ruleset ?? '', ...Object.entries(l.options ?? {}).map(([k, v]) => `${k}=${String(v)}`)].join('|'));
  return p.toString();
}

/** Read a custom comparison from a hash; null when the hash is not one, a message when it is wrong. */
export function parseChoice(hash: string, examples: Example[]): { choice: CustomChoice } | { error: string } | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  if (p.get('compare') !== 'custom') return null;
  const example = examples.find((e) => e.id === p.get('example'));
  if (!example) return { error: `The link names no example we have ("${p.get('example') ?? ''}").` };
  const lanes: Lane[] = [];
  for (const [n, raw] of p.getAll('lane').entries()) {
    const [ruleset, ...pairs] = raw.split('|');
    if (!rulesetsFor(example).includes(ruleset!)) {
      const named = Object.hasOwn(rulesets, ruleset!) ? rulesetLabel(ruleset as RulesetId, true) : 'a ruleset we do not have';
      return { error: `The link's lane ${n + 1} asks for ${named}, which this example cannot be played under.` };
    }
    const rules = getRuleset(ruleset!);
    const options: Record<string, unknown> = {};
    for (const pair of pairs) {
      const [k, v] = pair.split('=');
      const allowed = Object.hasOwn(rules.readings, k!) ? allowedValues(rules, k as OptionId) : [];
      const value = allowed.find((x) => String(x) === v);
      if (value === undefined) {
        const of = Object.hasOwn(optionSpecs, k!) ? ` of “${optionLabel(k!)}”` : '';
        return { error: `The link's lane ${n + 1} asks for a reading${of} (“${v ?? ''}”) that ${rulesetLabel(ruleset as RulesetId, true)} does not offer.` };
      }
      options[k!] = value;
    }
    lanes.push({ label: laneLabel(ruleset!, options), ruleset: ruleset!, options });
  }
  if (lanes.length < 2 || lanes.length > 4) return { error: `A comparison has two to four lanes; the link has ${lanes.length}.` };
  return { choice: { example: example.id, lanes } };
}

export function makeLane(ruleset: string, options: Record<string, unknown>): Lane {
  return { label: laneLabel(ruleset, options), ruleset, options };
}
