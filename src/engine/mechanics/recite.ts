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

/**
 * The sentences of a page that lays its rounds out as Gabata (Shoa I)'s (./rounds.ts, whose events
 * cite Shoa I's): its filling, its hole for three over, its lot for two each, its series' end. A
 * remainder of one (no hole gained) stays the shared reading's.
 */
export function roundsCited(c: { fill: ClauseId; three: ClauseId; two: ClauseId; seriesEnd: ClauseId }): (e: GameEvent) => { clause: ClauseId; reading?: string } {
  return (e) => {
    switch (e.clause) {
      case 'dlp.next-round':
      case 'dlp.hole-gain':
        return { clause: c.fill, ...(e.reading ? { reading: e.reading } : {}) };
      case 'dlp.three-extra':
        return { clause: c.three };
      case 'dlp.series-end':
        return { clause: c.seriesEnd };
      case 'reading.round-remainder':
        // Two over on each side: the lot the text draws, its winner the `lot-winner` reading.
        return (e.type === 'place' && e.count === 2) || e.type === 'own' ? { clause: c.two, reading: 'lot-winner' } : { clause: e.clause, reading: 'round-remainder' };
      default:
        return { clause: e.clause, ...(e.reading ? { reading: e.reading } : {}) };
    }
  };
}
