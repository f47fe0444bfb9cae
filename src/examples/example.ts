import { InputError } from '../engine/errors';
import type { Game, GameEvent, State } from '../engine/index';
import { createGame } from '../engine/game';
import { holeLabels } from '../engine/notation';
import { eventToJson, isObject, positionToJson, readRecord, replayStates, type GameRecord, type PositionJson } from '../engine/record';
import { nextGame } from '../engine/series';
import { emptyBoard } from '../engine/mechanics/start';
import { isProvenance, type Provenance } from './provenance';

/**
 * A worked example from a source, as data (content/examples/*.json): the game record (or the
 * series set-up) that plays it, where the source gives it, the clauses it illustrates, and what the
 * source says happens, as expectations the engine's replay must meet.
 */
export interface Expectation {
  /** The labels of the first holes dropped into, in order. */
  drops?: string[];
  /** Events that must occur in this order (others may come between), each matching the fields given. */
  events?: Record<string, unknown>[];
  /** Fields of the final position that must hold (holes and stores may be given in part). */
  position?: Partial<Omit<PositionJson, 'holes' | 'stores'>> & { holes?: Record<string, number>; stores?: Record<string, number> };
}

export interface Example {
  id: string;
  title: string;
  /** For grouping on the examples page. */
  topic: string;
  /** The transcription the example comes from, and where in it. */
  source: string;
  where: string;
  /**
   * Whose it is: worked in the source, or built by us to show a sentence (./provenance.ts). Every
   * example file declares it; a play page's move or a lab position, stepped through as an example,
   * is no one's worked example and has none.
   */
  provenance?: Provenance;
  /** The clauses the example illustrates. */
  clauses: string[];
  /** The clauses whose sentences say what happens (the source's own statement of the outcome). */
  says: string[];
  /** Our words: how the position was built, what we had to choose. */
  note: string;
  /** A game to play: a game record (the CLI's format). */
  record?: GameRecord;
  /** Or a series set-up: the pieces each player holds at the end of the last game. */
  setup?: { ruleset: string; options?: Record<string, unknown>; pieces: Record<string, number> };
  /** Options whose readings the reader may switch. */
  readings?: string[];
  expect: Expectation;
  /** The same example under other readings, with what it then does. */
  alternatives?: { options: Record<string, unknown>; expect: Expectation }[];
}

/** Everything a widget or a test needs: the events in order, and the state before and after each. */
export interface Played {
  game: Game;
  start: State;
  events: GameEvent[];
  /** Where each move begins in `events` (the opening, if any, is move 0). */
  moves: { label: string; player: string | null; first: number }[];
  final: State;
}


/** An example as its file declares it: with its provenance. */
export type WorkedExample = Example & { provenance: Provenance };

/** Check the shape of an example file, naming the field at fault. */
export function readExample(x: unknown): WorkedExample {
  if (!isObject(x)) throw new InputError('example', 'an example must be a JSON object');
  for (const f of ['id', 'title', 'topic', 'source', 'where', 'note'] as const) {
    if (typeof x[f] !== 'string' || (x[f] as string).length === 0) throw new InputError(f, `"${f}" is required, as a non-empty string`);
  }
  if (!/^[a-z0-9-]+$/.test(x.id as string)) throw new InputError('id', 'an example id is lowercase letters, digits and hyphens');
  for (const f of ['clauses', 'says'] as const) {
    if (!Array.isArray(x[f]) || !(x[f] as unknown[]).every((c) => typeof c === 'string')) throw new InputError(f, `"${f}" must be an array of clause ids`);
  }
  if ((x.record === undefined) === (x.setup === undefined)) throw new InputError('record', 'an example has either a "record" or a "setup", not both');
  if (!isObject(x.expect)) throw new InputError('expect', '"expect" is required: what the source says happens');
  if (!isProvenance(x.provenance)) {
    throw new InputError('provenance', '"provenance" is required: { "kind": "source" or "ours", "clause": the sentence that works the example, or that it was built to show }');
  }
  return x as unknown as WorkedExample;
}

/** The ruleset an example is played under. */
export function rulesetOfExample(example: Example): string {
  return example.record?.ruleset ?? example.setup!.ruleset;
}

/** Play an example (under extra readings, if given): every event, from its start. */
export function playExample(example: Example, options: Record<string, unknown> = {}): Played {
  if (example.setup) {
    const game = createGame(example.setup.ruleset, { ...example.setup.options, ...options });
    const { state, events } = nextGame(game, example.setup.pieces);
    const start = emptyBoard(game.board, game.rules.players, example.setup.pieces);
    return { game, start, events, moves: [{ label: 'set-up', player: null, first: 0 }], final: state };
  }
  const { game, record } = readRecord({ ...example.record, options: { ...example.record!.options, ...options } });
  const r = replayStates(game, record);
  const events: GameEvent[] = [];
  const moves: Played['moves'] = [];
  if (r.opening) {
    moves.push({ label: 'opening', player: null, first: 0 });
    events.push(...r.opening.events);
  }
  r.moves.forEach((m) => {
    moves.push({ label: m.move, player: m.player, first: events.length });
    events.push(...m.events);
  });
  return { game, start: r.start, events, moves, final: r.final };
}

/** An example played under its default readings and under each alternative it gives. */
export function everyPlay(example: Example): Played[] {
  return [playExample(example), ...(example.alternatives ?? []).map((alt) => playExample(example, alt.options))];
}

function matches(actual: Record<string, unknown>, wanted: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([k, v]) => JSON.stringify(actual[k]) === JSON.stringify(v));
}

/** What fails of an expectation, in words; empty when the replay does what the source says. */
export function unmet(played: Played, expect: Expectation): string[] {
  const out: string[] = [];
  const { game } = played;
  const events = played.events.map((e) => eventToJson(game, e));
  if (expect.drops) {
    const drops = events.filter((e) => e.type === 'drop').map((e) => e.hole as string);
    const got = drops.slice(0, expect.drops.length);
    if (JSON.stringify(got) !== JSON.stringify(expect.drops)) out.push(`drops: expected ${expect.drops.join(', ')}; got ${got.join(', ')}`);
  }
  if (expect.events) {
    let i = 0;
    for (const wanted of expect.events) {
      while (i < events.length && !matches(events[i]!, wanted)) i++;
      if (i === events.length) {
        out.push(`events: no ${JSON.stringify(wanted)} in order`);
        break;
      }
      i++;
    }
  }
  if (expect.position) {
    const final = positionToJson(game, played.final);
    const labels = new Set(holeLabels(game.board, game.rules.notation));
    for (const [k, v] of Object.entries(expect.position)) {
      if (k === 'holes' || k === 'stores') {
        for (const [l, n] of Object.entries(v as Record<string, number>)) {
          if (k === 'holes' && !labels.has(l)) out.push(`position.holes: no hole "${l}"`);
          else if ((final[k] as Record<string, number>)[l] !== n) out.push(`position.${k}.${l}: expected ${n}, got ${(final[k] as Record<string, number>)[l]}`);
        }
      } else if (JSON.stringify(final[k as keyof PositionJson]) !== JSON.stringify(v)) {
        out.push(`position.${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(final[k as keyof PositionJson])}`);
      }
    }
  }
  return out;
}

/** Check an example: under its default readings, and under each alternative. */
export function checkExample(example: Example): { checks: number; failures: string[] } {
  const failures = unmet(playExample(example), example.expect);
  let checks = 1;
  for (const [i, alt] of (example.alternatives ?? []).entries()) {
    checks++;
    failures.push(...unmet(playExample(example, alt.options), alt.expect).map((f) => `alternatives[${i}] ${JSON.stringify(alt.options)}: ${f}`));
  }
  return { checks, failures };
}
