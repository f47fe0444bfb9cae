import type { Play } from '../ruleset';
import type { ClauseId } from '../types';

/**
 * The pass of a player who cannot play, his opponent moving on ("If a player cannot play, they pass
 * their turn until they are able": the DLP's Hufesay and Jimafesosh); then the checks after any turn.
 */
export function passTurn(clause: ClauseId): (g: Play) => void {
  return (g) => {
    const f = g.pos;
    const p = f.toMove;
    if (g.listener) g.listener.event({ type: 'pass', player: g.name(p), next: g.name(1 - p), clause });
    f.toMove = 1 - p;
    f.inProgress = true;
    g.rules.afterTurn(g);
  };
}
