import type { OptionSpec } from './options';
import { optionSpecs } from './rulesets/readings';
import { rulesetIds, rulesets } from './rulesets';

const show = (v: unknown) => `\`${String(v)}\``;

/** docs/engine.md's table of options: every ruleset's options, their values and its default. */
export function readingsTable(): string {
  const lines = ['| ruleset | option | readings (default first) | open question |', '|---|---|---|---|'];
  for (const id of rulesetIds) {
    const rules = rulesets[id];
    for (const [option, r] of Object.entries(rules.readings)) {
      const spec = (optionSpecs as Record<string, OptionSpec>)[option]!;
      const values = (r.values ?? spec.readings.map((x) => x.value)).filter((v) => v !== r.default);
      lines.push(`| \`${id}\` | \`${option}\` | **${show(r.default)}**${values.map((v) => `, ${show(v)}`).join('')} | ${spec.openQuestion ? `§${spec.openQuestion}` : ''} |`);
    }
  }
  return lines.join('\n');
}
