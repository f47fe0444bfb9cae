import { fixedReading, isOptionId, optionSpec, type FixedReadingId, type OptionId, type OptionValue } from '../engine/options';
import type { RulesetId } from '../engine/index';
import { about } from '../engine/rulesets/catalog';

/**
 * The engine's terms in a reader's words: rulesets, options and their readings, fixed readings,
 * notations, boards, landing rules. Apart from the clauses (./labels), whose table the widgets
 * need not carry to every reader's browser; pages and tests use ./labels, which has all.
 */

/** "Walker's Gabata, 2011"; mid-sentence, "the DLP's Gabata (Shoa I)". */
export function rulesetLabel(id: RulesetId, midSentence = false): string {
  const t = about(id).title;
  return midSentence && t.startsWith('The ') ? `the ${t.slice(4)}` : t;
}

/** An option's question, short: "How the race ends". */
export function optionLabel(id: OptionId | string): string {
  const spec = optionSpec(id);
  if (!spec) throw new Error(`No words for option "${id}"`);
  return spec.label;
}

/** One reading's answer: "when both players have sown into an empty hole". */
export function valueLabel(id: OptionId | string, value: OptionValue): string {
  const spec = optionSpec(id);
  const r = spec?.readings.find((x) => x.value === value);
  if (!r) throw new Error(`No words for the reading ${String(value)} of option "${id}"`);
  return r.answer;
}

/** "How the race ends: when both players have sown into an empty hole, our default". */
export function readingLabel(id: OptionId | string, value: OptionValue, isDefault = false): string {
  return `${optionLabel(id)}: ${valueLabel(id, value)}${isDefault ? ', our default' : ''}`;
}

/** One reading as a choice among an option's readings (a select's option): "as soon as one player sows into an empty hole, our default". */
export function choiceLabel(id: OptionId | string, value: OptionValue, isDefault = false): string {
  return `${valueLabel(id, value)}${isDefault ? ', our default' : ''}`;
}

/** A fixed reading's heading: "Making a weg ends the play". */
export function fixedReadingLabel(id: FixedReadingId | string): string {
  const f = fixedReading(id);
  if (!f) throw new Error(`No words for the fixed reading "${id}"`);
  return f.label;
}

/** An option or a fixed reading (what an event's `reading` names), by its heading. */
export function readingIdLabel(id: string): string {
  return isOptionId(id) ? optionLabel(id) : fixedReadingLabel(id);
}

/**
 * The landing rules (where the last bean of a sowing falls), by what they do. A rule that a
 * reading changes is named by what it does at our default, the alternative in brackets.
 */
const landingRules: Record<string, string> = {
  relay: 'A last bean in an occupied hole: its beans are lifted and sown on',
  take: "A last bean in an empty hole takes the opponent's beans in its column, and the sowing goes on",
  'end-on-opponent-side': "A last bean in an empty hole on the opponent's side ends the play",
  'end-no-take': 'A last bean in an empty hole with nothing to take ends the play',
  claim: 'A last bean that makes three into four claims the hole',
  'into-own-claim': "A last bean in one's own claim stays there and ends the play (or, read otherwise, is sown on)",
  'into-opponent-claim': "A last bean in the opponent's claim stays there and ends the play",
  'take-two-from-claim': "A last bean in the opponent's claim takes two beans from it, and the player moves again",
  'empty-hole': 'A last bean in an empty hole ends the play',
  'into-opponent-weg': "A last counter in the opponent's weg takes itself and one more from it",
  'into-own-weg': "A last counter in one's own weg ends the play",
  'into-opponent-captured-hole': "A last counter in the opponent's captured hole removes one counter to the store (Qelat, Awagagae, Mewegae; the first time, in Awagagae and Mewegae, nothing happens)",
  'into-opponent-wegue': "A last counter in the opponent's wegue takes two counters from it (from an empty one, itself; or, read otherwise, it stays)",
  'into-own-wegue': "A last counter in one's own wegue ends the turn",
  'first-captures': 'A last counter that makes three four before the first captures may be made: its counters are lifted and sown on (when, is read three ways)',
  'own-leftmost-wegue': "A last counter in a captured hole at one's own leftmost hole stays there: nothing is taken from it, and the turn ends",
  'empty-wegue': 'A last counter in an empty captured hole stays there, and the turn ends',
  'take-own-wegue': "A last counter in one's own captured hole takes two counters from it, and the player moves again",
  'take-opponent-leftmost': "A last counter in a captured hole at the opponent's leftmost hole takes two counters from it, and the player moves again",
  'take-opponent-wegue': "A last counter in the opponent's captured hole takes two counters from it, and the turn ends",
  'first-turn': "A last counter that makes three four in the first turn: its counters are lifted and sown on (whose first turn, is read two ways)",
  'last-hole': "A last counter that makes the opponent's one remaining hole four takes three from it (or, read otherwise, makes it a wegue)",
  'last-four': 'A last counter that makes a hole four is captured with it, and the turn ends',
  'four-ends-turn': 'A sowing that has captured a four ends the turn (or, read otherwise, goes on)',
  'capture-facing': "A last bean in one's own empty hole takes the opponent's beans facing it (two holes on the left half, one on the right), and that bean is sown on",
  'nedf-by-two': "The last two counters in two holes of three: the first becomes the player's nedf, the second is lifted and sown on",
  nedf: "A last counter in the opponent's hole of three, while no nedf stands, makes it the player's nedf and ends the turn (or, read otherwise, one that makes a hole four)",
  'into-nedf': 'A last counter in a nedf stays there and ends the turn (or, read otherwise, is sown on)',  'take-across': "A last bean in an empty hole of one's own row takes what the hole across the board holds, and the turn ends",
  'take-across-any-row': 'A last bean in any empty hole takes what the hole across the board holds, and the turn ends',
  'take-across-sown-on': "A last bean in an empty hole of one's own row takes what the hole across the board holds, and is moved on to the next hole, to take again (or, read otherwise, the turn ends)",
  'next-hole': 'A last bean in an occupied hole, with beans in the next hole: those are lifted and sown on from there',
  'next-empty': 'A last bean in an occupied hole whose next hole is empty ends the turn',
  'take-following': 'A last bean in an empty hole takes what the following hole holds, and the turn ends',
  'capture-column': "A last counter that makes an opponent's hole four captures it and the hole opposite, and the play ends",
  'last-four-sown-on': 'A last counter that makes a hole four is not captured: the four are picked up and sown on',
  'capture-again': 'A lap that has captured a four is followed by another move, of the player\'s choosing (read so only as Ludii\'s code has it; else the sowing goes on)',
  'last-four-again': 'A last counter that makes a hole four is captured with it; the sowing ends, and the player, having captured, moves again',
  'empty-hole-again': 'A last bean in an empty hole ends the sowing: the player moves again if it captured, else the turn passes',
};

/** A landing rule by what it does, in the noun its source uses for the pieces ("counter" for the DLP's). */
export function landingRuleLabel(name: string, piece = 'bean'): string {
  const l = landingRules[name];
  if (!l) throw new Error(`No words for the landing rule "${name}"`);
  return l.replace(/\bbean(s?)\b/g, `${piece}$1`);
}

// The notations' and boards' names live in ./boards, which the steppers load without the rulesets' and options' tables.
export { boardLabel, notationLabel } from './boards';
