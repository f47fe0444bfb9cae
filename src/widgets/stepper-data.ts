import { allowedValues } from '../engine/game';
import { knownOptionIds, optionSpec, type OptionId, type OptionValue } from '../engine/options';
import { pendingLoad } from '../engine/rulesets/load';
import { playExample, rulesetOfExample, type Example } from '../examples/example';
import { choiceLabel, optionLabel } from '../words/terms';
import { isEncoded } from './encoded';
import { readingWords } from './reading-words';
import { narrated } from './steps';
import { viewOf, type Offered, type PlayedView, type StepperData } from './played-view';

/**
 * What a stepper shows but does not compute, worked out at build from the engine and the words:
 * the example played under its default readings, the readings a reader may switch (named), the
 * words for every reading a step may cite, and which sentences the code page explains. The
 * island gets this as props; the browser loads this module (and the engine) only when a reader
 * switches a reading, to play the example again.
 */
/** Play an example under the readings chosen, as data. */
export function replay(example: Example, options: Record<string, OptionValue>): PlayedView {
  return narrated(viewOf(playExample(example, options)));
}

/** The same, once the example's ruleset is present: in the browser, its rules are loaded first. */
export async function replayLoaded(example: Example, options: Record<string, OptionValue>): Promise<PlayedView> {
  await pendingLoad(rulesetOfExample(example));
  return replay(example, options);
}

export function stepperData(example: Example): StepperData {
  const played = playExample(example);
  const rules = played.game.rules;
  const offered = (example.readings ?? []).map((r) => {
    const def = rules.readings[r as OptionId]!.default;
    const values = allowedValues(rules, r as OptionId);
    return { id: r, label: optionLabel(r), default: def, values: values.map((v) => ({ value: v, label: choiceLabel(r, v, v === def) })) };
  });
  // Every play a reader can reach by one switch; a step cites what they cite.
  const plays = [played, ...offered.flatMap((o) => o.values.map((v) => playExample(example, { [o.id]: v.value })))];
  const cited = new Set<string>();
  const readingIds = new Set<string>();
  for (const p of plays) {
    for (const e of p.events) {
      cited.add(e.clause);
      if (e.reading) readingIds.add(e.reading);
      if (e.clause.startsWith('reading.')) readingIds.add(e.clause.slice('reading.'.length));
    }
  }
  return { played: narrated(viewOf(played)), offered, readings: readingTable(readingIds), encoded: [...cited].filter(isEncoded).sort() };
}

/** The words for each reading, under each of its values (and none). */
export function readingTable(ids: Iterable<string>): Record<string, { label: string; anchor: string }> {
  const out: Record<string, { label: string; anchor: string }> = {};
  for (const id of ids) {
    out[id] = readingWords(id);
    const spec = optionSpec(id);
    for (const r of spec?.readings ?? []) out[`${id}=${String(r.value)}`] = readingWords(id, r.value);
  }
  return out;
}

/** The name of every option at hand (a ruleset's own once it is loaded), for a link that asks about one an example does not offer. */
export function optionNames(): Record<string, string> {
  return Object.fromEntries(knownOptionIds().map((id) => [id, optionLabel(id)]));
}
