import type { ClauseId, GameEvent, State } from '../types';

/**
 * A shared set-up told in another page's words: the DLP's pages repeat one another's rules (the
 * DLP's Hufesay and Jimafesosh lay out a round as Gabata (Shoa I) does, ./rounds.ts), and a step
 * cites the sentence of the page being played, not of the page the layout was first written for.
 * `cite` gives each event its clause (and reading, where one decides the step); the state is as laid.
 */
export function recite(laid: { state: State; events: GameEvent[] }, cite: (e: GameEvent) => { clause: ClauseId; reading?: string }): { state: State; events: GameEvent[] } {
  const events = laid.events.map((e) => {
    const { clause, reading } = cite(e);
    const { reading: _dropped, ...rest } = e;
    return (reading ? { ...rest, clause, reading } : { ...rest, clause }) as GameEvent;
  });
  return { state: laid.state, events };
}
