import { clauses, fixedReadings, optionSpecs, type OptionSpec, rulesetIds } from '../../src/engine/index';

/**
 * What a reader should never meet in our sentences: a sentence that starts in lower case, a
 * number that does not agree with its noun, a doubled word, or an identifier from the code.
 * Returns the faults found in one piece of text (empty when it reads well).
 */
const specs = Object.values(optionSpecs) as OptionSpec[];
/** Ids that look like code: every option, ruleset, clause and fixed-reading id, and every value with a hyphen or a dot. */
const ids = new Set<string>([
  ...specs.map((s) => s.id),
  ...specs.flatMap((s) => s.readings.map((r) => String(r.value)).filter((v) => /[-.]/.test(v))),
  ...rulesetIds,
  ...Object.keys(clauses),
  ...Object.keys(fixedReadings).filter((id) => /[-.]/.test(id)),
]);

const NUMBERS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+';
const FAULTS: [RegExp, string][] = [
  [/(?:^|[.!?]\s+)[a-z]/, 'a sentence starts in lower case'],
  [/\ball (?:one|two|1|2)\b/i, '"all" with one or two'],
  [/\bone more times\b/i, '"one more times"'],
  [/\b(?:1|one) (?:beans|pieces|counters|drops|times|holes)\b/i, 'one with a plural'],
  [new RegExp(`\\b(?:${NUMBERS.replace('one|', '')}) (?:bean|piece|counter|drop|hole)\\b(?!s|')`, 'i'), 'a number above one with a singular'],
  [/\ban? \d/i, '"a" before a figure'],
  [/(?<!holes? |, )\ba [aeiou]/, '"a" before a vowel'],
  [/\b(\w+) \1\b/i, 'a doubled word'],
  [/\bundefined\b|\bnull\b|\bNaN\b|\[object /, 'a value from the code'],
  [/\s[,.;:]|\s{2}|\.\./, 'stray spacing or punctuation'],
];

/** Every id at once, the longest first (so "race-end" is found as itself, not as "race"), standing alone as a word. */
const anyId = new RegExp(`(?<![\\w.-])(?:${[...ids].sort((a, b) => b.length - a.length).map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`, 'g');
/** The sentences the site writes repeat (a game's lines differ in their figures): each is read once. */
const read = new Map<string, string[]>();

export function copyFaults(text: string): string[] {
  const known = read.get(text);
  if (known) return known;
  const out = FAULTS.filter(([re]) => re.test(text)).map(([, why]) => why);
  for (const id of new Set(text.match(anyId) ?? [])) out.push(`a raw id: ${id}`);
  read.set(text, out);
  return out;
}
