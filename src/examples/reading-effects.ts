import { allowedValues, optionValue, type OptionId, type OptionValue, eventToJson, positionToJson } from '../engine/index';
import { playExample, type Example, type Played } from './example';

/**
 * Which of our readings change an example, found by playing it under each: the ones it offers
 * (its stepper switches them) and any other that changes what happens. A reading "changes" it
 * when the events or the end differ, not merely the reading a step cites; a reading that makes
 * another board (the DLP's observed rulesets) is another game, not this example read otherwise.
 */
export interface ReadingEffect {
  option: string;
  /** The example's stepper offers it. */
  offered: boolean;
  /** The value the example is played under (our default, unless its record sets another). */
  usual: OptionValue;
  values: OptionValue[];
  /** The values under which the example goes otherwise than under the default. */
  changing: OptionValue[];
}

function course(p: Played): string {
  return JSON.stringify([
    p.events.map((e) => {
      const { clause: _c, reading: _r, ...rest } = eventToJson(p.game, e);
      return rest;
    }),
    positionToJson(p.game, p.final),
  ]);
}

/** Play it under these readings: its course, or null where the readings make another board or cannot play it. */
function courseUnder(example: Example, options: Record<string, unknown>, board: string): string | null {
  try {
    const p = playExample(example, options);
    return p.game.board.id === board ? course(p) : null;
  } catch {
    return null;
  }
}

export function readingEffects(example: Example): ReadingEffect[] {
  const played = playExample(example);
  const { rules, board } = played.game;
  const offered = new Set(example.readings ?? []);
  // Readings can depend on one another (who wins a lot matters only under one remainder rule):
  // each is varied from the defaults, and from each alternative the example gives.
  const contexts: Record<string, unknown>[] = [{}, ...(example.alternatives ?? []).map((a) => a.options)];
  const out: ReadingEffect[] = [];
  for (const [option, reading] of Object.entries(rules.readings)) {
    const values = allowedValues(rules, option as OptionId);
    const usual = optionValue(played.game.options, option) ?? reading!.default;
    const changing = values.filter(
      (v) =>
        v !== usual &&
        contexts.some((ctx) => {
          const as = courseUnder(example, { ...ctx, [option]: usual }, board.id);
          const other = courseUnder(example, { ...ctx, [option]: v }, board.id);
          return as !== null && other !== null && as !== other;
        }),
    );
    if (offered.has(option) || changing.length > 0) out.push({ option, offered: offered.has(option), usual, values, changing });
  }
  // The offered first, in the example's order.
  const order = example.readings ?? [];
  return out.sort((a, b) => Number(b.offered) - Number(a.offered) || order.indexOf(a.option) - order.indexOf(b.option));
}
