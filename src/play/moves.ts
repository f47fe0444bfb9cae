import { positionToJson } from '../engine/record';
import type { Example } from '../examples/example';
import { dropsIn } from '../engine/state';
import type { Entry, Session } from './session';

/** One line of the play page's move list. */
export interface Item {
  /** The entry's index in the session. */
  index: number;
  /** The game (or round) of the series the entry belongs to, from 1. */
  game: number;
  kind: Entry['kind'];
  text: string;
  /** Past the position now: what redo would bring back. */
  undone: boolean;
}

export function moveList(s: Session): Item[] {
  let game = 1;
  let n = 0;
  return s.entries.map((e, index) => {
    if (e.kind === 'set-up') {
      game++;
      n = 0;
    }
    const sown = dropsIn(e.events);
    const text =
      e.kind === 'opening'
        ? `The opening${sown ? ` (${sown} sown)` : ''}`
        : e.kind === 'set-up'
          ? `Set-up from ${Object.entries(e.pieces).map(([p, k]) => `${p} ${k}`).join(', ')}`
          : `${++n}. ${e.player} ${e.move === 'pass' ? 'passes' : `from ${e.label}`}${sown ? ` (${sown} sown)` : ''}`;
    return { index, game, kind: e.kind, text, undone: index >= s.at };
  });
}

/**
 * An entry as a worked example, so the stepper can show it bean by bean: a move replays from the
 * position before it, the opening from the position that awaited it, a set-up from the pieces held.
 */
export function entryExample(s: Session, index: number): Example {
  const e = s.entries[index];
  if (!e) throw new RangeError(`no entry ${index}`);
  const { game } = s;
  const item = moveList(s)[index]!;
  const base = {
    id: `play-${index}`,
    title: `Game ${item.game}: ${item.text.replace(/^\d+\. /, (m) => `move ${m.slice(0, -2)}, `)}`,
    topic: 'play',
    source: game.rules.id,
    where: 'under the rules of the game being played',
    clauses: [],
    says: [],
    note: 'A step of the game on this page, replayed by the engine from the position before it.',
    expect: {},
  };
  if (e.kind === 'set-up') return { ...base, setup: { ruleset: game.rules.id, options: { ...game.options }, pieces: e.pieces } };
  const record = {
    ruleset: game.rules.id,
    options: { ...game.options },
    ...(game.rules.firstChoice(game.options) ? { first: game.first } : {}),
    start: positionToJson(game, e.before),
    moves: e.kind === 'move' ? [e.label] : [],
  };
  return { ...base, record };
}

/**
 * The entries to tell as "what just happened": the last one, and before it, while the last were
 * the computer's (its reply, its extra turns, an opening), back to what the person last did.
 */
export function recentEntries(s: Session, computer: string | null, most = 4): number[] {
  const out: number[] = [];
  for (let i = s.at - 1; i >= 0 && out.length < most; i--) {
    const e = s.entries[i]!;
    out.unshift(i);
    const byComputer = e.kind === 'move' && e.player === computer;
    if (!byComputer && e.kind !== 'opening') break;
  }
  return out;
}
