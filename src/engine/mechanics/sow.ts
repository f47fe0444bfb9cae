import type { ReadingId } from '../options';
import { ENDLESS, NOBODY } from '../position';
import type { Landing, Outcome } from '../ruleset';
import type { ClauseId, Hole } from '../types';
import type { Play } from '../ruleset';

/**
 * Sowing, the mechanic every game of the family shares: lift a hole, drop its beans one a hole
 * along the player's route, and go on as the ruleset's landing rules say (relay, take and sow on,
 * claim, end) until the turn ends. The listener, where there is one, hears each step before the
 * position changes; without one nothing is allocated per drop or per lap.
 */

/** An event's `reading` field, present only where a reading decided the step. */
export const withReading = <E extends object>(e: E, reading: ReadingId | undefined): E & { reading?: ReadingId } =>
  reading ? { ...e, reading } : e;

/** Lift every bean of a hole into the player's hand: a move's pick-up, a relay, a sowing on after a take. */
export function lift(g: Play, p: number, h: Hole, type: 'pick-up' | 'relay', clause: ClauseId, reading?: ReadingId): void {
  const f = g.pos;
  if (g.listener !== null) g.listener.event(withReading({ type, player: g.name(p), hole: h, count: f.holes[h]!, clause }, reading));
  f.hands[p]! += f.holes[h]!;
  f.holes[h] = 0;
  f.inProgress = true;
  unmove(g, h);
}

/**
 * A hole's original counters have moved. The sowing's cycle check compares holes alone: a mark
 * that changes may change what a landing does, so the check starts again (at most once a hole).
 */
export function unmove(g: Play, h: Hole): void {
  if (g.pos.unmoved[h] === 0) return;
  g.pos.unmoved[h] = 0;
  g.cycle.reset();
}

/** The next hole on the player's route; a lap of a whole circuit may pass over its origin (reading `skip-origin`). */
export function stepHole(g: Play, p: number, h: Hole, origin: Hole): Hole {
  let n = g.next[p * g.size + h]!;
  if (n === origin && g.skipOrigin) {
    if (g.listener) g.listener.event({ type: 'skip', player: g.name(p), hole: n, clause: 'reading.skip-origin', reading: 'skip-origin' });
    n = g.next[p * g.size + n]!;
  }
  return n;
}

/** Sow the beans in hand from `from` on; the hole the last one fell in (g.wasEmpty says how it was), or -1 if play stopped. */
export function sowHand(g: Play, p: number, from: Hole, clause: ClauseId, reading?: ReadingId): Hole {
  // A ruleset whose drops do more than add a bean sows its own way (./fours.ts).
  if (g.sowing !== null) return g.sowing(g, p, from, clause, reading);
  return sowPlain(g, p, from, clause, reading);
}

/** The plain sowing: each drop adds a bean, and nothing else happens until the last has fallen. */
export function sowPlain(g: Play, p: number, from: Hole, clause: ClauseId, reading?: ReadingId): Hole {
  if (g.listener !== null) return sowHandBeanByBean(g, p, from, clause, reading);
  const { holes, hands } = g.pos;
  let h = from;
  if (g.checkEachDrop && hands[p]! > 0) {
    // The side check after the first drop alone (see sowHandBeanByBean); the rest at full speed.
    h = stepHole(g, p, from, from);
    g.wasEmpty = holes[h] === 0;
    holes[h]!++;
    hands[p]!--;
    g.drops++;
    g.sown++;
    g.rules.duringMove!.check(g);
    if (g.halted) return -1;
    if (hands[p] === 0) return h;
  }
  // Nothing looks at the hand until the last bean has fallen: it is emptied at once.
  const { next, skipOrigin } = g;
  const route = p * g.size;
  const n = hands[p]!;
  let before = -1;
  for (let left = n; left > 0; left--) {
    h = next[route + h]!;
    if (h === from && skipOrigin) h = next[route + h]!;
    before = holes[h]!;
    holes[h] = before + 1;
  }
  hands[p] = 0;
  g.drops += n;
  g.sown += n;
  if (n > 0) g.wasEmpty = before === 0;
  return h;
}

/**
 * The same, a bean at a time, each drop told to the listener. A side is looked at after each drop
 * (reading `vacated-check`), but drops only add beans: a side that holds some after the first drop
 * of a hand holds some after every other, so looking after the first alone is the same rule.
 */
function sowHandBeanByBean(g: Play, p: number, from: Hole, clause: ClauseId, reading?: ReadingId): Hole {
  const { holes, hands } = g.pos;
  const L = g.listener;
  const player = g.name(p);
  let h = from;
  let wasEmpty = false;
  let check = g.checkEachDrop;
  while (hands[p]! > 0) {
    h = stepHole(g, p, h, from);
    wasEmpty = holes[h] === 0;
    if (L) L.event(withReading({ type: 'drop', player, hole: h, count: 1, clause }, reading));
    holes[h]!++;
    hands[p]!--;
    g.drops++;
    g.sown++;
    if (check) {
      check = false;
      g.rules.duringMove!.check(g);
      if (g.halted) return -1;
    }
  }
  g.wasEmpty = wasEmpty;
  return h;
}

/**
 * The first landing rule of the ruleset's list that answers. The first five are asked through
 * Play's fields (ask0...ask4), each call site one rule of the ruleset being played, which the JIT
 * can inline; a loop over the list would be one call site for every rule.
 */
export function decideLanding(g: Play, l: Landing): Outcome {
  return g.ask0(g, l) ?? g.ask1(g, l) ?? g.ask2(g, l) ?? g.ask3(g, l) ?? g.ask4(g, l) ?? laterLanding(g, l);
}

/** The landing rules after the five asked through the Play's fields; kept apart so that the common case stays small enough to inline. */
function laterLanding(g: Play, l: Landing): Outcome {
  const r = g.rules.landing;
  for (let i = 5; i < r.length; i++) {
    const o = r[i]!.when(g, l);
    if (o) return o;
  }
  throw new Error(`${g.rules.id}: no landing rule answers for hole ${l.hole}`);
}

/** Play stops: the game, the round or the series is over. */
export function over(g: Play, status: number): void {
  g.pos.status = status;
  g.pos.toMove = NOBODY;
  g.halted = true;
}

/** A sowing that never ends: stopped where a position came back (`cycle`), else at the search limit. */
export function endless(g: Play, p: number | null, cycle: boolean, period = 0): void {
  const L = g.listener;
  if (L) {
    const player = p === null ? null : g.name(p);
    L.settle?.(player);
    L.event({ type: 'endless', player, reason: cycle ? 'cycle' : 'limit', ...(cycle && period ? { period } : {}), clause: 'reading.endless' });
  }
  g.endedByCycle = cycle;
  g.pos.status = ENDLESS;
  g.pos.toMove = NOBODY;
  g.halted = true;
}

/** The turn passes to `next` (the same player, where the rules give another move); then the ruleset's checks. */
export function endTurn(g: Play, p: number, next: number, clause: ClauseId, reading?: ReadingId): void {
  if (g.listener) g.listener.event(withReading({ type: 'turn-end', player: g.name(p), next: g.name(next), clause }, reading));
  g.pos.yetToPlay[p] = 0;
  g.pos.toMove = next;
  g.rules.afterTurn(g);
}

/**
 * Sow the beans in the player's hand from `from`, and go on as the landing rules say until the
 * turn ends. A sowing that comes back to a position it has already been in within this turn
 * would repeat for ever: it is reported as endless.
 */
export function runSowing(g: Play, p: number, from: Hole, firstClause?: ClauseId): void {
  const { holes, hands, unmoved } = g.pos;
  const L = g.listener;
  const { clauses } = g.rules;
  const landing = g.landing;
  landing.player = p;
  landing.afterTake = false;
  g.cycle.reset();
  let clause = firstClause ?? clauses.sow;
  for (;;) {
    const h = sowHand(g, p, from, clause);
    clause = clauses.sow;
    if (h < 0) return L?.settle?.(g.name(p));
    landing.hole = h;
    landing.wasEmpty = g.wasEmpty;
    const o = decideLanding(g, landing);
    const relay = o.kind === 'relay';
    if (!relay && o.kind !== 'take') return finishTurn(g, p, h, o);
    // A relay, or the sowing on after a take: the checks made between laps, then the next lap.
    if (g.checkEachLap) {
      g.rules.duringMove!.check(g);
      if (g.halted) return L?.settle?.(g.name(p));
    }
    holes[g.size] = h; // the landing hole completes the state, for one comparison
    if (g.cycle.see(holes)) return endless(g, p, true, g.cycle.period);
    if (g.drops > g.searchLimit) return endless(g, p, false);
    if (L !== null) {
      L.lap?.(g.drops);
      if (o.kind === 'relay') lift(g, p, h, 'relay', o.clause, o.reading);
      else lift(g, p, h, 'pick-up', o.continueClause, o.reading);
    } else {
      hands[p]! += holes[h]!;
      holes[h] = 0;
      if (unmoved[h] !== 0) unmove(g, h);
    }
    landing.afterTake = !relay;
    from = h;
  }
}

/** The turn ends where the last bean fell: the play ends there, or the hole is claimed, or a claim is taken from. */
function finishTurn(g: Play, p: number, h: Hole, o: Outcome): void {
  const { holes, stores, claims } = g.pos;
  const L = g.listener;
  const { clauses } = g.rules;
  switch (o.kind) {
    case 'end':
      if (L) L.event(withReading({ type: 'play-end', player: g.name(p), hole: h, clause: o.clause }, o.reading));
      return endTurn(g, p, o.again ? p : 1 - p, o.turnClause ?? clauses.turns, o.turnClause ? o.reading : undefined);
    case 'claim':
      if (L) L.event(withReading({ type: 'claim', player: g.name(p), hole: h, clause: o.clause }, o.reading));
      claims[h] = p;
      return endTurn(g, p, 1 - p, o.endClause, o.endReading);
    case 'claim-take': {
      const count = Math.min(o.most, holes[h]!);
      if (L) L.event(withReading({ type: 'claim-take', player: g.name(p), hole: h, count, clause: o.clause }, o.reading));
      holes[h]! -= count;
      stores[p]! += count;
      return endTurn(g, p, o.again ? p : 1 - p, o.againClause, o.againReading);
    }
    default:
      throw new Error(`${g.rules.id}: a ${o.kind} does not end a turn`);
  }
}

/** An ordinary move: lift every bean from one of one's own holes and sow. */
export function playHole(g: Play, p: number, hole: Hole): void {
  const own = g.rules.move;
  if (own) return own(g, p, hole);
  lift(g, p, hole, 'pick-up', g.rules.clauses.move);
  runSowing(g, p, hole);
}

/** The holes the player may start a move from (his own, not claimed, not empty, not refused), into `out`; how many. */
export function legalHoles(g: Play, p: number, out: Int32Array | Hole[] | null): number {
  const { holes, owners, claims } = g.pos;
  const refused = g.refused;
  const sown = g.claimsSown;
  let n = 0;
  for (let h = 0; h < g.size; h++) {
    if (owners[h] !== p || (claims[h] !== NOBODY && !sown) || holes[h] === 0) continue;
    if (refused !== null && refused(g, p, h) !== null) continue;
    if (out !== null) out[n] = h;
    n++;
  }
  return n;
}

/** The player has a hole he may start from. */
export function hasMove(g: Play, p: number): boolean {
  const { holes, owners, claims } = g.pos;
  const refused = g.refused;
  const sown = g.claimsSown;
  for (let h = 0; h < g.size; h++) {
    if (owners[h] !== p || (claims[h] !== NOBODY && !sown) || holes[h] === 0) continue;
    if (refused !== null && refused(g, p, h) !== null) continue;
    return true;
  }
  return false;
}
