import type { Game, ClauseId, GameEvent, State } from '../engine/index';
import { holeLabel, type NotationId } from '../engine/notation';
import { applyEvent, cloneState } from '../engine/state';
import { count, narrate, nounsFor, sentence, some } from '../widgets/narrate';

/**
 * What a move (or an opening, or a set-up) did, in a few lines of words, each with the clause that
 * licenses it: the play page's "what just happened and why". The stepper shows every bean; this
 * keeps what a player needs to follow the game, so the beans sown are counted, not listed.
 */
export interface Line {
  text: string;
  clause: ClauseId;
  reading?: string;
}

/** Events a reader of the game does not need told one by one. */
const QUIET = new Set<GameEvent['type']>(['drop', 'skip', 'race-tick', 'fast-forward']);

/** Past this many relays in a row, the rest are summed up in one line. */
const RELAYS_SHOWN = 3;

export function explain(game: Game, before: State, events: readonly GameEvent[], notation: NotationId): Line[] {
  const lines: Line[] = [];
  const state = cloneState(before);
  const hole = (h: number) => holeLabel(game.board, notation, h);
  let relays: { player: string; holes: number[]; clause: ClauseId } | null = null;
  const closeRelays = () => {
    if (relays && relays.holes.length > RELAYS_SHOWN) {
      const more = relays.holes.slice(RELAYS_SHOWN);
      lines.push({ text: sentence(`${relays.player} relays ${more.length === 1 ? 'once more' : `${count(more.length)} more times`}, from ${holes(more.map(hole))}.`), clause: relays.clause });
    }
    relays = null;
  };
  let placing: { player: string; holes: number[]; beans: number; clause: ClauseId; reading?: string } | null = null;
  const closePlacing = () => {
    if (placing) {
      const p = placing;
      lines.push({ text: sentence(`${p.player} puts ${some(p.beans, nounsFor(game))} in ${holes(p.holes.map(hole))}.`), clause: p.clause, ...(p.reading ? { reading: p.reading } : {}) });
    }
    placing = null;
  };
  for (const e of events) {
    if (e.type !== 'relay' && !QUIET.has(e.type)) closeRelays();
    if (e.type !== 'place') closePlacing();
    if (e.type === 'relay') {
      relays ??= { player: e.player, holes: [], clause: e.clause };
      relays.holes.push(e.hole);
      if (relays.holes.length <= RELAYS_SHOWN) lines.push(line(e, narrate(e, { game, notation, before: state })));
    } else if (e.type === 'place') {
      if (placing && (placing.player !== e.player || placing.clause !== e.clause)) closePlacing();
      placing ??= { player: e.player, holes: [], beans: 0, clause: e.clause, ...(e.reading ? { reading: e.reading } : {}) };
      placing.holes.push(e.hole);
      placing.beans += e.count;
    } else if (!QUIET.has(e.type)) {
      lines.push(line(e, narrate(e, { game, notation, before: state })));
    }
    applyEvent(state, e);
  }
  closeRelays();
  closePlacing();
  return lines;
}

function line(e: GameEvent, text: string): Line {
  return e.reading ? { text, clause: e.clause, reading: e.reading } : { text, clause: e.clause };
}

/** "hole 3", "holes 3, 5 and 12": named as holes, since Walker's letters a to i read as words otherwise. */
function holes(labels: string[]): string {
  return labels.length <= 1 ? `hole ${labels[0] ?? ''}` : `holes ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
