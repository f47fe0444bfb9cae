import type { ReadingId } from '../options';
import type { Play } from '../ruleset';
import type { ClauseId } from '../types';
import { withReading } from './sow';

/**
 * The pass of a player who cannot play, his opponent moving on ("If a player cannot play, they pass
 * their turn until they are able": the DLP's Hufesay and Jimafesosh); then the checks after any turn.
 * Where the page is silent and a reading of ours lets him pass (Gabata (Wuqro)), the step names it.
 */
export function passTurn(clause: ClauseId, reading?: ReadingId): (g: Play) => void {
  return (g) => {
    const f = g.pos;
    const p = f.toMove;
    if (g.listener) g.listener.event(withReading({ type: 'pass', player: g.name(p), next: g.name(1 - p), clause } as const, reading));
    f.toMove = 1 - p;
    f.inProgress = true;
    g.rules.afterTurn(g);
  };
}
