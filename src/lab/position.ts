import { allowedValues, createGame, getRuleset } from '../engine/game';
import { holeLabel } from '../engine/notation';
import type { OptionId, RulesetId, OptionValue } from '../engine/index';
import { about, rulesetIds } from '../engine/rulesets/catalog';
import { initialState } from '../engine/game';
import { InputError } from '../engine/errors';
import { positionFromJson, positionToJson } from '../engine/record';
import { totalFor } from '../engine/mechanics/start';
import type { Example } from '../examples/example';
import { playLane, type Lane } from '../compare/lanes';
import { readingLabel, rulesetLabel } from '../words/terms';

/**
 * A position the reader sets up in the lab: the board's ruleset (which names its holes and
 * players), the count in each hole (in the engine's hole order), the stores, who moves and from where.
 */
export interface LabPosition {
  ruleset: string;
  holes: number[];
  /** The stores, in the order of the ruleset's players. */
  stores: [number, number];
  /** The mover: 0 or 1, the ruleset's players[mover]. */
  mover: 0 | 1;
  /** The hole moved from (engine index). */
  hole: number;
}

export interface LaneChoice {
  ruleset: string;
  options: Record<string, string | boolean>;
}

/** The games a board can be set for: every ruleset (the DLP's on its 2x6 board, its default). */
export const labRulesets = rulesetIds as readonly string[];

/** The rulesets a lane may use with this board: every one played on the same board. */
export function laneRulesetsFor(ruleset: string): string[] {
  const board = about(ruleset as RulesetId).boardId;
  // A ruleset that plays only its own records (Rab'e's 72 counters) shares no position with another.
  if ('ownRecordsOnly' in about(ruleset as RulesetId)) return [ruleset];
  return [ruleset, ...rulesetIds.filter((r) => r !== ruleset && about(r).boardId === board && !('ownRecordsOnly' in about(r)))];
}

/** The ruleset's standard start, with its first player to move from its first hole. */
export function standardPosition(ruleset: string): LabPosition {
  const game = createGame(ruleset);
  const s = initialState(game);
  const [a, b] = game.rules.players;
  return { ruleset, holes: [...s.holes], stores: [s.stores[a] ?? 0, s.stores[b] ?? 0], mover: 0, hole: 0 };
}

/** Nothing anywhere, the stores empty too: a board to fill by hand, bean by bean. */
export function emptiedPosition(ruleset: string): LabPosition {
  const game = createGame(ruleset);
  return { ruleset, holes: game.board.cells.map(() => 0), stores: [0, 0], mover: 0, hole: 0 };
}

/**
 * The number of beans a position of the game must hold, where the engine holds it to one, or null
 * where it plays any number. Asked of the engine, not assumed: a start whose holes and stores do
 * not add up to the ruleset's total (its board's holes times the beans each holds at the start) is
 * refused when a record is read (record.ts), for every ruleset the engine has today, since each
 * sets the next game of its series up from what the players won. Were a ruleset to play any
 * number, the lab would neither state the rule nor check it for that game. Asked once a game.
 */
export function requiredTotal(ruleset: string): number | null {
  if (!totals.has(ruleset)) totals.set(ruleset, askTotal(ruleset));
  return totals.get(ruleset)!;
}

const totals = new Map<string, number | null>();

/** Offer the engine one bean too many: a refusal of the whole position (not of a field of it) is its total. */
function askTotal(ruleset: string): number | null {
  const game = createGame(ruleset);
  const total = totalFor(game.rules, game.options);
  const more = initialState(game);
  more.holes[0]! += 1;
  try {
    positionFromJson(game, positionToJson(game, more));
    return null;
  } catch (e) {
    if (e instanceof InputError && e.field === 'start') return total;
    throw e;
  }
}

/** The game's own ruleset against another source's on the same board, where there is one: where the sources differ most. */
export function defaultLanes(ruleset: string): LaneChoice[] {
  const source = (r: string) => r.split('-')[0];
  const other = laneRulesetsFor(ruleset).find((r) => source(r) !== source(ruleset)) ?? ruleset;
  return [
    { ruleset, options: {} },
    { ruleset: other, options: {} },
  ];
}

/** A hole as the reader knows it: "hole 4" in Courlander's numbers, "hole d" in Walker's letters. */
export function holeName(ruleset: string, h: number): string {
  const game = createGame(ruleset);
  return `hole ${holeLabel(game.board, game.rules.notation, h)}`;
}

/**
 * What is wrong with a position, in words; null when it can be played. Where the engine holds the
 * game's positions to its total of beans (requiredTotal), so does the lab.
 */
export function positionProblem(p: LabPosition, total = requiredTotal(p.ruleset)): string | null {
  const game = createGame(p.ruleset);
  const players = game.rules.players;
  for (const [h, n] of p.holes.entries()) {
    if (!Number.isInteger(n)) return `The count in ${holeName(p.ruleset, h)} is not a whole number.`;
    if (n < 0) return `${cap(holeName(p.ruleset, h))} holds ${n}: a hole cannot hold fewer than no beans.`;
  }
  for (const [k, n] of p.stores.entries()) {
    if (!Number.isInteger(n)) return `The count in ${players[k]}'s store is not a whole number.`;
    if (n < 0) return `${players[k]}'s store holds ${n}: a store cannot hold fewer than no beans.`;
  }
  const sum = p.holes.reduce((a, b) => a + b, 0) + p.stores[0] + p.stores[1];
  if (total !== null && sum !== total) {
    return `The holes and stores hold ${sum} beans, but ${rulesetLabel(p.ruleset as RulesetId, true)} is played with ${total}: ${sum > total ? `take away ${sum - total}` : `add ${total - sum}`}.`;
  }
  const mover = players[p.mover]!;
  const owner = game.rules.players[game.board.seats[p.hole]!]!;
  if (owner !== mover) return `${cap(holeName(p.ruleset, p.hole))} is ${owner}'s, not ${mover}'s: a player moves from a hole on their own side.`;
  if (p.holes[p.hole] === 0) return `${cap(holeName(p.ruleset, p.hole))} is empty: there is nothing to sow from it.`;
  return null;
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The position as a worked example of one move, for the comparison stepper. */
export function labExample(p: LabPosition): Example {
  const game = createGame(p.ruleset);
  const label = (h: number) => holeLabel(game.board, game.rules.notation, h);
  const [a, b] = game.rules.players;
  return {
    id: 'lab',
    title: `${cap(game.rules.players[p.mover]!)} moves from ${holeName(p.ruleset, p.hole)}`,
    topic: 'lab',
    source: 'lab',
    where: 'lab',
    clauses: [],
    says: [],
    note: '',
    record: {
      ruleset: p.ruleset,
      start: {
        holes: Object.fromEntries(p.holes.map((n, h) => [label(h), n])),
        stores: { [a]: p.stores[0], [b]: p.stores[1] },
        toMove: game.rules.players[p.mover]!,
        status: 'playing',
      },
      moves: [label(p.hole)],
    },
    expect: {},
  };
}

/**
 * A lane named as the comparisons name theirs ("Walker's Gabata, 2011; How the race ends: …"); not
 * taken from compare/custom, whose import would split it from the comparison builder's chunk.
 */
export const lanesOf = (choices: LaneChoice[]): Lane[] =>
  choices.map((c) => ({
    label: [rulesetLabel(c.ruleset as RulesetId), ...Object.entries(c.options).map(([k, v]) => readingLabel(k, v as OptionValue))].join('; '),
    ruleset: c.ruleset,
    options: c.options,
  }));

/**
 * Run the move in every lane before showing them: a lane whose rules refuse the move (a reading
 * that forbids starting from that hole) is named, rather than breaking the page.
 */
export function laneProblem(p: LabPosition, lanes: Lane[]): string | null {
  const example = labExample(p);
  for (const [k, lane] of lanes.entries()) {
    try {
      playLane(example, lane);
    } catch (e) {
      const game = createGame(lane.ruleset ?? p.ruleset, lane.options ?? {});
      const why = (e as Error).message.replace(/^.*cannot be played: /, '');
      return `Lane ${k + 1} (${rulesetLabel(game.rules.id as RulesetId)}) cannot play this move: ${why}.`;
    }
  }
  return null;
}

/** The readings a lane's ruleset offers, with their allowed values, for the lane's menus. */
export function readingsOf(ruleset: string): { option: string; values: (string | boolean | number)[]; byDefault: unknown }[] {
  const rules = getRuleset(ruleset);
  return Object.entries(rules.readings).map(([o, r]) => ({ option: o, values: allowedValues(rules, o as OptionId) as (string | boolean | number)[], byDefault: r.default }));
}

