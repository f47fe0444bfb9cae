import type { Citation, Nouns, RulesetId, ClauseId, EventType } from '../engine/index';
import { fixedReadings, optionSpecs, type OptionSpec, rulesetIds, rulesets } from '../engine/index';
import { fixedReadingLabel, optionLabel, rulesetLabel, valueLabel } from './labels';

/**
 * The kinds of step in a reader's words ("a bean dropped", "the turn passes"), and, clause by
 * clause, the steps that cite it and the readings they rest on: what the clauses page shows so
 * that a reader can check each sentence against what it is made to license.
 */

const steps: Record<EventType, (n: Nouns) => string> = {
  'pick-up': (n) => `the ${n.many} of a hole lifted`,
  relay: (n) => `the hole the last ${n.one} fell in lifted, and sown on`,
  drop: (n) => `a ${n.one} dropped`,
  skip: () => 'a hole passed over',
  take: (n) => `the opponent's ${n.many} taken from the column`,
  claim: (n) => (n.claim === 'weg' ? 'a weg made' : n.claim === 'nedf' ? 'a nedf made' : 'a hole claimed'),
  release: (n) => `a ${n.claim ?? 'claim'} given up`,
  'claim-take': (n) => `${n.many} taken from the opponent's ${n.claim ?? 'claim'}`,
  'first-instance': (n) => `the first ${n.one} in the opponent's ${n.claim ?? 'claim'}: nothing happens`,
  sweep: (n) => `the ${n.many} left won, a side being empty`,
  'claims-collected': (n) => `the ${n.many} left on the board given out at the end`,
  'play-end': () => 'the play ends',
  pass: () => 'a player passes',
  'turn-end': () => 'the turn passes',
  'first-player': () => 'who moves first',
  'race-tick': () => 'a beat of the race, both sowing at once',
  'race-finish': () => "a player's race ends",
  'race-end': () => 'the race ends',
  'round-end': () => 'the round ends',
  'game-end': () => 'the game ends',
  endless: () => 'a sowing that would never end stopped',
  'fast-forward': () => 'a very long sowing summed up',
  place: (n) => `${n.many} set out for the next game`,
  own: () => 'a hole changes sides',
};

/** "a bean dropped" (in Courlander), "a piece dropped" (in Walker). */
export function stepLabel(type: EventType, ruleset: RulesetId): string {
  return steps[type](rulesets[ruleset].nouns);
}

/** The reading a step names, in words: its heading, and the answer the game gave it where it is an option. */
export function citedReading(c: Pick<Citation, 'ruleset' | 'reading' | 'value'>): { label: string; answer?: string } | null {
  if (c.reading === undefined) return null;
  if (!Object.hasOwn(optionSpecs, c.reading)) return { label: fixedReadingLabel(c.reading) };
  const spec = (optionSpecs as Record<string, OptionSpec>)[c.reading]!;
  const ours = rulesets[c.ruleset].readings[c.reading as keyof typeof optionSpecs];
  return { label: optionLabel(spec.id), answer: `${valueLabel(spec.id, c.value!)}${ours?.default === c.value ? ' (our default)' : ''}` };
}

/** One kind of step a ruleset cites a clause for: with no reading named, or under these readings. */
export interface CitedStep {
  step: string;
  /** Also cited where no reading is named. */
  plain: boolean;
  /** Each reading named, with the answers under which the step cites the clause. */
  readings: { label: string; answers: string[] }[];
}

export interface ClauseUse {
  ruleset: RulesetId;
  label: string;
  steps: CitedStep[];
}

/** The citation table, clause by clause: which rulesets cite it, for which steps, under which readings. */
export function usesByClause(table: readonly Citation[]): Map<ClauseId, ClauseUse[]> {
  const out = new Map<ClauseId, ClauseUse[]>();
  for (const clause of new Set(table.map((c) => c.clause))) {
    const uses: ClauseUse[] = [];
    for (const ruleset of rulesetIds) {
      const rows = table.filter((c) => c.clause === clause && c.ruleset === ruleset);
      if (rows.length === 0) continue;
      const byStep = new Map<string, CitedStep>();
      for (const row of rows) {
        const step = stepLabel(row.type, ruleset);
        const s = byStep.get(step) ?? { step, plain: false, readings: [] };
        const reading = citedReading(row);
        if (reading === null) s.plain = true;
        else {
          const r = s.readings.find((x) => x.label === reading.label) ?? { label: reading.label, answers: [] };
          if (!s.readings.includes(r)) s.readings.push(r);
          if (reading.answer && !r.answers.includes(reading.answer)) r.answers.push(reading.answer);
        }
        byStep.set(step, s);
      }
      uses.push({ ruleset, label: rulesetLabel(ruleset), steps: [...byStep.values()] });
    }
    out.set(clause, uses);
  }
  return out;
}

/**
 * "a bean dropped"; "beans set out for the next game, under our reading “How the board is set …:
 * as …”". Listed under a reading of its own (`own`, its heading), a step names only the answers.
 */
export function citedStepText(s: CitedStep, own?: string): string {
  const others = s.readings.filter((r) => r.label !== own);
  const answers = s.readings.find((r) => r.label === own)?.answers ?? [];
  const readings = others.map((r) => `“${r.label}${r.answers.length ? `: ${r.answers.join('; or ')}` : ''}”`);
  let text = s.step;
  if (answers.length) text += `, where the answer is “${answers.join('” or “')}”`;
  if (readings.length) text += `, ${s.plain ? 'and also ' : ''}under our reading ${readings.join(' and ')}`;
  return text;
}

/** The fixed readings and options whose own clause (`reading.<id>`) some step cites. */
export function readingClauses(table: readonly Citation[]): string[] {
  return [...new Set(table.map((c) => c.clause).filter((c) => c.startsWith('reading.')))].sort((a, b) => order(a) - order(b));
}

const order = (clause: string) => {
  const id = clause.slice('reading.'.length);
  const options = Object.keys(optionSpecs);
  return options.includes(id) ? options.indexOf(id) : options.length + Object.keys(fixedReadings).indexOf(id);
};
