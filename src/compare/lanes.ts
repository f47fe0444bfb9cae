import { getRuleset } from '../engine/game';
import { convertLabel } from '../engine/notation';
import type { GameRecord, PositionJson } from '../engine/record';
import type { GameEvent } from '../engine/types';
import { playExample, type Example, type Played } from '../examples/example';

/**
 * Running one example under several rulesets or readings, side by side. A lane is a ruleset
 * (the example's own by default) and readings; on the same board a record is translated into the
 * other ruleset's notation and players (Courlander's B is Walker's south: the bottom player).
 */
export interface Lane {
  label: string;
  ruleset?: string;
  options?: Record<string, unknown>;
  /** Moves of its own, where the lanes' boards differ (the DLP's observed rulesets). */
  moves?: string[];
}

function translateRecord(record: GameRecord, to: string): GameRecord {
  const from = getRuleset(record.ruleset);
  const target = getRuleset(to);
  const board = from.board({});
  if (target.board({}).id !== board.id) throw new Error(`${record.ruleset} and ${to} are not played on the same board`);
  const label = (l: string) => (l === 'pass' ? l : convertLabel(board, from.notation, target.notation, l));
  const player = (p: string) => target.players[from.players.indexOf(p)] ?? p;
  const mapKeys = <T,>(o: Record<string, T> | undefined, f: (k: string) => string, g: (v: T) => T = (v) => v) =>
    o && Object.fromEntries(Object.entries(o).map(([k, v]) => [f(k), g(v)]));
  const start = record.start as PositionJson | undefined;
  return {
    ruleset: to,
    ...(record.first ? { first: player(record.first) } : {}),
    ...(start
      ? {
          start: {
            ...start,
            holes: mapKeys(start.holes, label)!,
            stores: mapKeys(start.stores, player)!,
            ...(start.owners ? { owners: mapKeys(start.owners, label, player) } : {}),
            ...(start.claims ? { claims: mapKeys(start.claims, label, player) } : {}),
            toMove: start.toMove && player(start.toMove),
          },
        }
      : {}),
    moves: record.moves.map(label),
  };
}

/** Play an example in a lane. */
export function playLane(example: Example, lane: Lane): Played {
  const own = example.record?.ruleset ?? example.setup!.ruleset;
  if (lane.moves) example = { ...example, record: { ...example.record!, moves: lane.moves } };
  if (!lane.ruleset || lane.ruleset === own) return playExample(example, lane.options ?? {});
  if (!example.record) throw new Error('only a game record can be played under another ruleset');
  const record = translateRecord(example.record, lane.ruleset);
  return playExample({ ...example, record: { ...record, options: lane.options ?? {} } }, {});
}

/** What an event does, leaving aside which sentence licenses it and the names players have. */
function effect(e: GameEvent, players: readonly string[]): string {
  const seat = (p: unknown) => (typeof p === 'string' ? String(players.indexOf(p)) : p);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'clause' || k === 'reading') continue;
    out[k] = k === 'player' || k === 'next' || k === 'winner' ? seat(v) : v;
  }
  return JSON.stringify(out);
}

/** The events that are steps (race ticks change nothing and are not steps). */
export const stepEvents = (p: Played) => p.events.filter((e) => e.type !== 'race-tick');

/**
 * The first step at which the lanes' games differ in what happens (not merely in which sentence
 * licenses it), or null if they never do. Step n is the position after the n-th step event.
 */
export function firstDivergence(lanes: Played[]): { step: number; events: (GameEvent | null)[] } | null {
  const runs = lanes.map(stepEvents);
  const longest = Math.max(...runs.map((r) => r.length));
  for (let i = 0; i < longest; i++) {
    const keys = runs.map((r, k) => (r[i] ? effect(r[i]!, lanes[k]!.game.rules.players) : 'none'));
    if (keys.some((k) => k !== keys[0])) return { step: i + 1, events: runs.map((r) => r[i] ?? null) };
  }
  return null;
}
