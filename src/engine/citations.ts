import { randomPlays } from './corpus';
import type { Game } from './game';
import { isOptionId, optionSpec, type OptionValue } from './options';
import type { RulesetId } from './ruleset';
import { rulesetIds } from './rulesets';
import type { ClauseId, EventType, GameEvent } from './types';

/**
 * What each step of play cites: the kind of step, the clause quoted beside it, and the reading
 * that decided it (with the answer chosen, where the reading is an option). The table of every
 * citation the engine makes is reviewed by hand (content/citations.reviewed.txt) and shown on the
 * clauses page, so that a reader can check that each quoted sentence licenses its step.
 */
export interface Citation {
  ruleset: RulesetId;
  type: EventType;
  clause: ClauseId;
  /** The option or fixed reading named by the event, if any. */
  reading?: string;
  /** The option's value in the game that made the step (options only). */
  value?: OptionValue;
}

/** The citations a batch of events makes, in one game. */
export function citationsOf(game: Game, events: readonly GameEvent[]): Citation[] {
  return events.map((e) => {
    const c: Citation = { ruleset: game.rules.id, type: e.type, clause: e.clause };
    if (e.reading) {
      c.reading = e.reading;
      if (isOptionId(e.reading)) c.value = game.options[e.reading];
    }
    return c;
  });
}

/** One line of the reviewed table: "walker-gabata  drop  walker.rule-9.sow  -". */
export function citationLine(c: Citation): string {
  const reading = c.reading === undefined ? '-' : c.value === undefined ? c.reading : `${c.reading}=${String(c.value)}`;
  return [c.ruleset, c.type, c.clause, reading].join(' ');
}

/** Every distinct citation, in a stable order (by ruleset, clause, kind of step, reading). */
export function citationTable(citations: Iterable<Citation>): Citation[] {
  const seen = new Map<string, Citation>();
  for (const c of citations) {
    const line = citationLine(c);
    if (!seen.has(line)) seen.set(line, c);
  }
  const key = (c: Citation) => [c.ruleset, c.clause, c.type, citationLine(c)].join('\u0000');
  return [...seen.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Random games per variant of each ruleset: enough that every kind of step turns up (seeded, so the same every run). */
export const GAMES_PER_VARIANT = 20;

/**
 * Every citation the engine makes: in the plays given (the worked examples, which reach
 * positions random play seldom does) and in seeded random games of every ruleset under every
 * reading, with the next games of their series.
 */
export function engineCitations(plays: Iterable<{ game: Game; events: readonly GameEvent[] }>, gamesPerVariant = GAMES_PER_VARIANT): Citation[] {
  const all: Citation[] = [];
  for (const p of plays) all.push(...citationsOf(p.game, p.events));
  for (const id of rulesetIds) for (const p of randomPlays(id, gamesPerVariant)) all.push(...citationsOf(p.game, p.events));
  return citationTable(all);
}

/**
 * The reviewed table (content/citations.reviewed.txt) read back: its lines in the order of
 * `citationTable`, an option's answer typed as the option gives it. The tests hold the table equal
 * to what `engineCitations` makes, so the site reads it rather than playing thousands of games
 * again at every build. A line that is not a citation is an error naming it.
 */
export function readCitationTable(text: string): Citation[] {
  const rows = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return citationTable(rows.map((line) => {
    const [ruleset, type, clause, named, ...rest] = line.split(' ');
    if (!named || rest.length > 0) throw new Error(`citations: "${line}" is not "ruleset kind clause reading"`);
    const c: Citation = { ruleset: ruleset as RulesetId, type: type as EventType, clause: clause as ClauseId };
    if (named === '-') return c;
    const eq = named.indexOf('=');
    c.reading = eq < 0 ? named : named.slice(0, eq);
    if (eq >= 0) {
      const raw = named.slice(eq + 1);
      const answer = isOptionId(c.reading) ? optionSpec(c.reading)!.readings.find((r) => String(r.value) === raw) : undefined;
      if (!answer) throw new Error(`citations: "${line}" gives ${c.reading} an answer it does not offer`);
      c.value = answer.value;
    }
    return c;
  }));
}
