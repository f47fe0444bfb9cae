import {
  clauses,
  isSourceClause,
  resolveOptions,
  holeLabel,
  type ClauseId,
  type GameEvent,
  type OptionValue,
  type Ruleset,
  type RulesetId,
} from '../engine/index';
import { landingRuleLabel } from '../words/terms';
import { cardData, type CardData } from './data';
import type { Shown, Sighting, Witness } from './witness';
import * as w from './words';

/**
 * A ruleset's "How to play" card: a few lines in our words, each resting on a sentence of a
 * source and, where one shows it, a step of a worked example, and naming the readings it follows
 * where the sources are silent or disagree. The lines are made from the ruleset's declaration
 * (board, players, nouns, route, landing rules, readings and their defaults) and from what the
 * engine does under those defaults (./witness.ts): the clause a line rests on is the one the
 * engine cites for what the line says, so that a card follows the engine as it changes.
 */

/** The part of the game a line tells. */
export type Topic = 'board' | 'set-up' | 'opening' | 'begins' | 'move' | 'landing' | 'turns' | 'pass' | 'end' | 'next' | 'winner';

/** The card's three parts, each a list of lines. */
export const PARTS = [
  { id: 'start', title: 'Setting up', topics: ['board', 'set-up', 'opening', 'begins'] },
  { id: 'turn', title: 'A turn', topics: ['move', 'landing', 'turns', 'pass'] },
  { id: 'end', title: 'The end', topics: ['end', 'next', 'winner'] },
] as const satisfies readonly { id: string; title: string; topics: readonly Topic[] }[];

/** A reading a line follows: an option at the ruleset's default (`value`), or a fixed reading. */
export interface CardReading {
  id: string;
  value?: OptionValue;
}

export interface CardLine {
  topic: Topic;
  /** A landing line's rule, by its name in the ruleset. */
  rule?: string;
  /** Our words. */
  text: string;
  /** The source sentence the line rests on. */
  clause: ClauseId;
  /**
   * What kind of thing the line tells, where the family table (src/family/) sorts by it: a landing
   * line's outcome as the engine decided it (relay, take, claim, claim-take, end; `again` where it
   * gives another move), the end's sweep or collected claims, a race or a set opening.
   */
  kind?: { of: string; again?: boolean };
  /** The line's own words without its lead-in, where a short cell wants them (the next game's layout). */
  detail?: string;
  /** A worked example's step that shows it. */
  example?: Shown;
  readings: CardReading[];
}

export interface Card {
  ruleset: RulesetId;
  lines: CardLine[];
  /** Our words before the landing lines. */
  landingLead: string;
  /** The worked example to step through: the one that shows most of the card. */
  example?: string;
}

/** The sentence behind a clause the engine cites: itself, or, for one of our readings, the first sentence its evidence names. */
function sentenceOf(rules: Ruleset, clause: ClauseId): { clause: ClauseId | null; reading?: string } {
  if (isSourceClause(clause)) return { clause };
  const id = clause.replace(/^reading\./, '');
  const option = rules.readingSpecs.options[id];
  const value = rules.readings[id as keyof Ruleset['readings']]?.default;
  const evidence = option ? (option.readings.find((r) => r.value === value)?.evidence ?? []) : (rules.readingSpecs.fixedReadings[id]?.evidence ?? []);
  // A reading two pages share names both pages' sentences: the card rests on its own page's.
  const own = evidence.find((e) => isSourceClause(e) && clauses[e as keyof typeof clauses].source === rules.source.id);
  return { clause: own ?? evidence.find(isSourceClause) ?? null, reading: id };
}

/** Options that make no difference under the defaults, and so stand on no card. */
export function moot(rules: Ruleset, option: string): boolean {
  const o = resolveOptions(rules) as Record<string, unknown>;
  if (option === 'race-leftover') return o['race-end'] !== 'first-finish';
  if (option === 'lot-winner') return o['round-remainder'] !== 'ludii';
  // An option with one value allowed is no choice.
  return (rules.readings[option as keyof Ruleset['readings']]?.values?.length ?? 2) < 2;
}

export function howToPlay(witness: Witness, data: CardData = cardData[witness.rules.id as RulesetId]): Card {
  const { rules } = witness;
  const options = resolveOptions(rules);
  const board = rules.board(options);
  const c: w.Context = { rules, options, board, players: rules.players, one: rules.nouns.one, many: rules.nouns.many, claim: rules.nouns.claim };
  const lines: CardLine[] = [];

  /** The first example step that shows an event citing `clause`. */
  const shownFor = (clause: ClauseId): Shown | undefined => {
    const all = [...witness.landing.values(), ...witness.events.values()].flat().filter((s) => s.clause === clause && s.shown).map((s) => s.shown!);
    return all.sort((a, b) => witness.examples.indexOf(a.example) - witness.examples.indexOf(b.example) || a.step - b.step)[0];
  };
  const offered = (ids: readonly (string | undefined)[]) =>
    ids.filter((id): id is string => !!id && (id in rules.readings ? !moot(rules, id) : id in rules.readingSpecs.fixedReadings));
  const add = (topic: Topic, text: string, cited: ClauseId, readings: readonly (string | undefined)[] = [], rule?: string, shows?: Shown, more: Pick<CardLine, 'kind' | 'detail'> = {}) => {
    const at = sentenceOf(rules, cited);
    if (!at.clause) throw new Error(`${rules.id}: the ${topic} line rests on ${cited}, which names no sentence`);
    const ids = [...new Set(offered([...readings, at.reading]))];
    const example = shownFor(cited) ?? shownFor(at.clause) ?? shows;
    lines.push({
      topic,
      ...(rule ? { rule } : {}),
      text,
      clause: at.clause,
      ...(example ? { example } : {}),
      readings: ids.map((id) => (id in rules.readings ? { id, value: options[id as keyof typeof options] as OptionValue } : { id })),
      ...more,
    });
  };
  const top = (kind: string): Sighting | undefined => witness.events.get(kind)?.[0];
  const namedBy = (events: readonly GameEvent[]) => events.map((e) => e.reading);

  // The start of an example played from the standard start shows the board, its sides and the set-up.
  const start = standardStartShown(witness);
  add('board', w.boardText(c), data.sides, ['observed'], undefined, start);
  add('set-up', w.setupText(c, rules.beansPerHole(options)), data.setup, [], undefined, start);

  const opening = witness.opening;
  const race = opening.some((e) => e.type === 'race-tick');
  const firstPlayer = opening.find((e): e is Extract<GameEvent, { type: 'first-player' }> => e.type === 'first-player');
  const rest = opening.filter((e) => e.type !== 'first-player');
  const label = (h: number) => holeLabel(board, rules.notation, h);
  const begins = () =>
    firstPlayer &&
    add('begins', w.beginsText(c, race, rules.firstChoice(options) !== null, firstPlayer.player), firstPlayer.clause, [firstPlayer.reading, race ? 'after-race' : undefined]);
  if (!race) begins();
  if (rest.length > 0) {
    const text = race ? w.raceText(c, rest, label, namedBy(rest).includes('race-no-take')) : data.opening;
    if (!text) throw new Error(`${rules.id}: its opening is no race, and ./data.ts gives no words for it`);
    add('opening', text, rest[0]!.clause, [...namedBy(rest), 'first-phase', 'race-leftover', ...OPENING_READINGS], undefined, undefined, { kind: { of: race ? 'race' : 'set' } });
  }
  if (race) begins();

  add('move', w.moveText(c), rules.clauses.move, ['skip-origin', 'no-move-from-three']);
  if (data.move) add('move', data.move.text, data.move.clause, data.move.readings);
  if (data.during) add('move', data.during.text, data.during.clause, data.during.readings);
  const seen: string[] = [];
  for (const rule of rules.landing) {
    const sightings = witness.landing.get(rule.name) ?? [];
    const where = w.landingWhere(c, rule.name, seen);
    seen.push(rule.name);
    const main = sightings[0];
    if (!main) continue; // a rule that never decides under the defaults tells nothing here
    const o = main.outcome ?? { kind: 'end' };
    // A rule ./words.ts has no phrase for is told in the words every page names it by.
    const text = where ? w.landingLine(where, w.landingThen(c, o, rule.name)) : w.whole(landingRuleLabel(rule.name, c.one));
    const readings = [...sightings.flatMap((s) => [s.reading, ...s.also]), ...landingOptions(rule.name)];
    const same = lines.find((l) => l.topic === 'landing' && l.text === text);
    if (same) {
      same.readings.push(...offered(readings).filter((id) => !same.readings.some((r) => r.id === id)).map((id) => ({ id, value: options[id as keyof typeof options] as OptionValue })));
      continue;
    }
    add('landing', text, data.landing?.[rule.name] ?? main.clause, readings, rule.name, shownFor(main.clause), { kind: { of: o.kind, ...(o.again ? { again: true } : {}) } });
  }
  add('turns', w.turnsText(), rules.clauses.turns);
  const pass = top('pass');
  if (rules.pass && pass) add('pass', w.passText(c), pass.clause, [pass.reading]);

  const round = witness.events.has('round-end');
  const sweep = top('sweep');
  const collected = top('claims-collected');
  const ended = top('round-end') ?? top('game-end');
  const endReadings = [...(witness.events.get('claims-collected') ?? []), ...(witness.events.get('round-end') ?? []), ...(witness.events.get('game-end') ?? [])].map((s) => s.reading);
  if (sweep) add('end', w.endText(c, 'sweep', round), sweep.clause, [sweep.reading, ...endReadings], undefined, undefined, { kind: { of: 'sweep' } });
  else if (collected && ended) add('end', w.endText(c, 'claims', round), ended.clause, endReadings, undefined, undefined, { kind: { of: 'claims' } });
  // A game that ends with nothing collected: the player to move is blocked (the DLP's Selus).
  else if (ended) add('end', w.endText(c, 'blocked', round), ended.clause, endReadings, undefined, undefined, { kind: { of: 'blocked' } });
  const blocked = !sweep && !collected && ended !== undefined;

  const placed = witness.events.get('place');
  if (placed?.length) {
    const how = rules.readings.reload ? w.whole(w.inNouns(c, rules.readingSpecs.options.reload!.readings.find((r) => r.value === options.reload)!.means)) : data.next;
    if (!how) throw new Error(`${rules.id}: no reading says how its next game is laid out, and ./data.ts gives no words for it`);
    add('next', w.nextText(c, round, how), placed[0]!.clause, [...placed.map((s) => s.reading), ...(witness.events.get('own') ?? []).map((s) => s.reading), ...NEXT_READINGS], undefined, undefined, { detail: how });
  }
  const won = top('won-all') ?? top('game-end');
  if (won) add('winner', w.winnerText(c, round, blocked), won.clause, [won.reading, 'series-end', 'rounds']);

  return { ruleset: rules.id as RulesetId, lines, landingLead: w.landingLead(c), ...bestExample(lines) };
}

/**
 * The readings the opening's line and the next round's line depend on, beyond those their events
 * name: one list each, where every game that merged a reading of its own added it (a reading a
 * ruleset does not offer is left out by `offered`).
 */
const OPENING_READINGS = ['selus-opening', 'five-three', 'mewelad-opening', 'ansaba-opening', 'mewegae-opening', 'wuqro-opening'];
const NEXT_READINGS = ['next-round-first', 'round-opening', 'lot-winner', 'ansaba-short-row', 'ansaba-round-opening'];

/** The options a landing line's words depend on, whatever the engine's outcome names. */
function landingOptions(rule: string): string[] {
  if (rule === 'take' || rule === 'end-on-opponent-side' || rule === 'end-no-take') return ['empty-hole-take'];
  if (rule === 'claim') return ['claim-side'];
  if (rule === 'first-captures') return ['claim-side', 'wegue-first-captures'];
  if (rule === 'first-turn') return ['claim-side', 'massawa-first-turn'];
  if (rule === 'capture-facing') return ['left-capture'];
  if (rule === 'nedf' || rule === 'nedf-by-two') return ['nedf-made'];
  if (rule === 'into-nedf') return ['nedf-kept'];
  if (rule === 'into-opponent-captured-hole') return ['weg-take', 'weg-first-landing', 'weg-take-then', 'weg-take-store', 'empty-weg-landing'];
  if (rule === 'take-across-sown-on') return ['ansaba-after-capture'];
  return [];
}

/** Where an example shows the standard start: the first step of one played from it. */
function standardStartShown(witness: Witness): Shown | undefined {
  const id = witness.fromStart[0];
  return id ? { example: id, step: 0 } : undefined;
}

/** The example that shows the most lines of the card (the first such, in the examples' order). */
function bestExample(lines: readonly CardLine[]): { example?: string } {
  const shown = new Map<string, number>();
  for (const l of lines) if (l.example) shown.set(l.example.example, (shown.get(l.example.example) ?? 0) + 1);
  const best = [...shown].sort((a, b) => b[1] - a[1])[0];
  return best ? { example: best[0] } : {};
}

