import { outcome, type Landing, type LandingRule, type Play } from '../ruleset';
import type { ReadingId } from '../options';
import type { ClauseId, Hole } from '../types';
import { decideLanding, endless, endTurn, lift, sowHand, unmove } from './sow';

/**
 * The relay through the next hole (the DLP's Gabata (Adegrat), Pankhurst 1971: 172): "When the
 * final counter falls into an occupied hole, the player picks up the counters in the next hole and
 * continues sowing from it. If that next hole is empty, the turn ends. If the final counter falls
 * into an empty hole, the contents of the following hole are captured." The shared sowing
 * (./sow.ts) lifts the hole the last counter fell in; here the hole after it is lifted or taken,
 * so the move is a sowing of its own. "Next" and "following" are read on the sower's route, which
 * the two rows' players share; the hole may be either player's (the text does not limit it).
 */
export interface NextHoleClauses {
  /** A last counter in an occupied hole: the next hole lifted and sown on. */
  relay: ClauseId;
  /** That next hole empty: the turn ends. */
  empty: ClauseId;
  /** A last counter in an empty hole: the following hole's contents captured. */
  capture: ClauseId;
  /** What ends the turn after a capture, where the text does not say: a reading's clause, and the reading. */
  captureEnds: { clause: ClauseId; reading: ReadingId };
}

/**
 * The landing rules, in order: an occupied hole whose next hole holds counters relays through it
 * (the move below lifts the next hole); one whose next hole is empty ends the turn; an empty hole
 * takes what the following hole holds, the take made here, and ends the turn (the text gives no
 * sowing after it).
 */
export function nextHoleLanding(c: NextHoleClauses): LandingRule[] {
  const relay = outcome({ kind: 'relay', clause: c.relay });
  const stop = outcome({ kind: 'end', clause: c.empty });
  const taken = outcome({ kind: 'end', clause: c.capture, turnClause: c.captureEnds.clause, reading: c.captureEnds.reading });
  const nextOf = (g: Play, l: Landing): Hole => g.next[l.player * g.size + l.hole]!;
  return [
    { name: 'next-hole', when: (g, l) => (!l.wasEmpty && g.pos.holes[nextOf(g, l)]! > 0 ? relay : null) },
    { name: 'next-empty', when: (_g, l) => (l.wasEmpty ? null : stop) },
    {
      name: 'take-following',
      when: (g, l) => {
        const next = nextOf(g, l);
        const count = g.pos.holes[next]!;
        if (count > 0) {
          if (g.listener) g.listener.event({ type: 'take', player: g.name(l.player), from: [{ hole: next, count }], following: true, clause: c.capture });
          g.pos.stores[l.player]! += count;
          g.pos.holes[next] = 0;
          unmove(g, next);
        }
        return taken;
      },
    },
  ];
}

/** A ruleset's `move`: lift one of one's holes and sow; a relay lifts the hole after the last counter's. */
export function nextHoleMove(g: Play, p: number, hole: Hole): void {
  lift(g, p, hole, 'pick-up', g.rules.clauses.move);
  const { holes } = g.pos;
  const L = g.listener;
  const player = g.name(p);
  const landing = g.landing;
  landing.player = p;
  landing.afterTake = false;
  g.cycle.reset();
  let from = hole;
  for (;;) {
    const h = sowHand(g, p, from, g.rules.clauses.sow);
    if (h < 0) return L?.settle?.(player);
    landing.hole = h;
    landing.wasEmpty = g.wasEmpty;
    const o = decideLanding(g, landing);
    if (o.kind !== 'relay') {
      if (L) L.event({ type: 'play-end', player, hole: h, clause: o.clause });
      const turn = o.kind === 'end' ? o.turnClause : undefined;
      return endTurn(g, p, 1 - p, turn ?? g.rules.clauses.turns, turn ? o.reading : undefined);
    }
    // The checks made between laps (a row emptied, under Ludii's reading), then the next lap.
    if (g.checkEachLap) {
      g.rules.duringMove!.check(g);
      if (g.halted) return L?.settle?.(player);
    }
    const next = g.next[p * g.size + h]!;
    holes[g.size] = next; // the hole to be lifted completes the state, for one comparison
    if (g.cycle.see(holes)) return endless(g, p, true, g.cycle.period);
    if (g.drops > g.searchLimit) return endless(g, p, false);
    if (L) L.lap?.(g.drops);
    // The shared lift, but its event says that the hole lifted is the next one (the narration tells it so).
    if (L) L.event({ type: 'relay', player, hole: next, count: holes[next]!, next: true, clause: o.clause });
    g.pos.hands[p]! += holes[next]!;
    holes[next] = 0;
    g.pos.inProgress = true;
    unmove(g, next);
    from = next;
  }
}
