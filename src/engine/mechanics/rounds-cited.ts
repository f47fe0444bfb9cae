import type { Options } from '../options';
import type { Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Player, State } from '../types';
import { nextRound } from './rounds';
import { markStart } from './start';

/** The sentences of a page that states ./rounds.ts's next round in its own words. */
export interface RoundClauses {
  'dlp.next-round': ClauseId;
  'dlp.hole-gain': ClauseId;
  'dlp.three-extra': ClauseId;
  'dlp.series-end': ClauseId;
}

/**
 * ./rounds.ts's next round (the DLP's hole gains), its steps citing the page of the game being
 * played: Rio Kadalis's page words the rule as Gabata (Shoa I)'s does, on a page of its own. The
 * rule stays written once, in rounds.ts; only the citations are the game's.
 */
export function nextRoundCiting(rules: Ruleset, pieces: Record<Player, number>, o: Options, c: RoundClauses, marked = false): { state: State; events: GameEvent[] } {
  const round = nextRound(rules, pieces, o);
  // A round that starts afresh, as the first did, where the ruleset keeps its marks (who has yet to play) for every round.
  if (marked && round.state.status === 'playing') markStart(round.state, rules);
  const own = c as unknown as Record<string, ClauseId>;
  const events = round.events.map((e) => ('clause' in e && e.clause && own[e.clause] ? { ...e, clause: own[e.clause] } : e)) as GameEvent[];
  return { state: round.state, events };
}
