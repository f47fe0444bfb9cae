import { InputError } from '../engine/errors';
import { getRuleset, resolveOptions } from '../engine/game';
import { convertLabel } from '../engine/notation';
import type { GameRecord, PositionJson } from '../engine/index';
import { ordinal } from '../widgets/narrate';
import { playExample, rulesetOfExample, type Example, type Played } from '../examples/example';

/**
 * Running one example under several rulesets or readings, side by side. A lane is a ruleset
 * (the example's own by default) and readings; on the same board a record is translated into the
 * other ruleset's notation and players (Courlander's B is Walker's south: the bottom player).
 */
export interface Lane {
  label: string;
  ruleset?: string;
  options?: Record<string, unknown>;
  /**
   * Moves of its own, where the lanes' boards differ (the DLP's observed rulesets; a game on
   * another board, played from its standard start).
   */
  moves?: string[];
  /**
   * What each player has in store, by the lane's own players, where its game is played with another
   * number of pieces (Gabata (Wuqro)'s 36 beside the 48 of the other fours games): the board as the
   * example's, the stores made up to the lane's total.
   */
  stores?: Record<string, number>;
}

/** Whether two rulesets are played on the same board, under their default readings. */
const sameBoard = (a: string, b: string) => getRuleset(a).board({}).id === getRuleset(b).board({}).id;

function translateRecord(record: GameRecord, to: string, options: Record<string, unknown> = {}, stores?: Record<string, number>): GameRecord {
  const from = getRuleset(record.ruleset);
  const target = getRuleset(to);
  const board = from.board({});
  if (!sameBoard(record.ruleset, to)) throw new Error(`${record.ruleset} and ${to} are not played on the same board`);
  const label = (l: string) => (l === 'pass' ? l : convertLabel(board, from.notation, target.notation, l));
  const player = (p: string) => target.players[from.players.indexOf(p)] ?? p;
  const mapKeys = <T,>(o: Record<string, T> | undefined, f: (k: string) => string, g: (v: T) => T = (v) => v) =>
    o && Object.fromEntries(Object.entries(o).map(([k, v]) => [f(k), g(v)]));
  const start = record.start as PositionJson | undefined;
  // Who begins is the players' choice in the example's ruleset; where the other ruleset's rules decide it, they do.
  const chosen = record.first && target.firstChoice(resolveOptions(target, options)) !== null;
  return {
    ruleset: to,
    ...(chosen ? { first: player(record.first!) } : {}),
    ...(start
      ? {
          start: {
            ...start,
            holes: mapKeys(start.holes, label)!,
            stores: stores ?? mapKeys(start.stores, player)!,
            ...(start.owners ? { owners: mapKeys(start.owners, label, player) } : {}),
            ...(start.claims ? { claims: mapKeys(start.claims, label, player) } : {}),
            toMove: start.toMove && player(start.toMove),
          },
        }
      : {}),
    moves: record.moves.map(label),
  };
}

/** A series set-up under another ruleset on the same board: each seat's pieces to the same seat. */
function translateSetup(setup: NonNullable<Example['setup']>, to: string, options: Record<string, unknown> = {}): NonNullable<Example['setup']> {
  const from = getRuleset(setup.ruleset);
  const target = getRuleset(to);
  if (!sameBoard(setup.ruleset, to)) throw new Error(`${setup.ruleset} and ${to} are not played on the same board`);
  const pieces = Object.fromEntries(Object.entries(setup.pieces).map(([p, n]) => [target.players[from.players.indexOf(p)] ?? p, n]));
  return { ruleset: to, options, pieces };
}

/**
 * Play an example in a lane. A lane of another ruleset on another board (Courlander's three rows
 * beside a two-row game of the DLP's) plays its own `moves` from its own standard start, where the
 * example starts from the standard start too: the same moment of the game, not the same position.
 */
export function playLane(example: Example, lane: Lane): Played {
  if (lane.moves) example = { ...example, record: { ...example.record!, moves: lane.moves } };
  if (!lane.ruleset || lane.ruleset === rulesetOfExample(example)) return playExample(example, lane.options ?? {});
  if (example.setup) return playExample({ ...example, setup: translateSetup(example.setup, lane.ruleset, lane.options) }, {});
  if (lane.moves && !example.record!.start && !sameBoard(rulesetOfExample(example), lane.ruleset)) {
    // A game on another board cannot take the example's position, but it has a standard start of its own.
    return playExample({ ...example, record: { ruleset: lane.ruleset, options: lane.options ?? {}, moves: lane.moves } }, {});
  }
  const record = translateRecord(example.record!, lane.ruleset, lane.options, lane.stores);
  return playExample({ ...example, record: { ...record, options: lane.options ?? {} } }, {});
}

function plays(example: Example, lane: Lane): boolean {
  try {
    playLane(example, lane);
    return true;
  } catch {
    return false;
  }
}

/** A lane played, or why it cannot be: a move its rules refuse, in words the lane can show. */
export type LaneRun = { lane: Lane; played: Played; error?: undefined } | { lane: Lane; played?: undefined; error: string };

/**
 * Play a lane without throwing: a lane whose rules refuse one of the example's moves (Sulus
 * Nishtaw's variation and a move from a hole of three, say) says so in words, and the other lanes
 * play on.
 */
export function runLane(example: Example, lane: Lane): LaneRun {
  try {
    return { lane, played: playLane(example, lane) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    // The reading is at fault where the lane's ruleset plays the example under its default readings.
    const byDefault = Object.keys(lane.options ?? {}).length > 0 && plays(example, { ...lane, options: {} });
    const under = byDefault ? 'Under this reading' : lane.ruleset && lane.ruleset !== rulesetOfExample(example) ? 'Under this ruleset' : 'Here';
    const move = /^moves\[(\d+)\]$/.exec(e.field);
    const refused = /^"(.*)" cannot be played: (.*)$/.exec(e.message);
    if (move && refused) {
      const n = Number(move[1]);
      const several = (lane.moves ?? example.record?.moves ?? []).length > 1;
      const which = refused[1] === 'pass' ? 'pass' : `move from hole ${refused[1]}`;
      return { lane, error: `${under} the ${several ? `${ordinal(n + 1)} ${which.replace('move from', 'move, from')},` : which} cannot be played: ${refused[2]}.` };
    }
    return { lane, error: `${under} the example cannot be played: ${e.message}.` };
  }
}

// Where lanes part is worked out in divergence.ts (no engine in it: the comparison stepper's page loads it).
export { firstDivergence, stepEvents } from './divergence';
