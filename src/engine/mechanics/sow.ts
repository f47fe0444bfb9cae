import type { ReadingId } from '../options';
import { ENDLESS, NOBODY } from '../position';
import type { Landing, Outcome } from '../ruleset';
import type { ClauseId, Hole } from '../types';
import type { Play } from '../ruleset';
import { tellLap, tellLift, tellSettle, tellSkip, tellTurnEnd, tellTurnFinish, withReading } from './tell';

/**
 * Sowing, the mechanic every game of the family shares: lift a hole, drop its beans one a hole
 * along the player's route, and go on as the ruleset's landing rules say (relay, take and sow on,
 * claim, end) until the turn ends. The listener, where there is one, hears each step before the
 * position changes; without one nothing is allocated per drop or per lap.
 */

export { withReading } from './tell';

/** Lift every bean of a hole into the player's hand: a move's pick-up, a relay, a sowing on after a take. */
export function lift(g: Play, p: number, h: Hole, type: 'pick-up' | 'relay', clause: ClauseId, reading?: ReadingId): void {
  const f = g.pos;
  if (g.listener) tellLift(g, p, h, type, clause, reading);
  f.hands[p]! += f.holes[h]!;
  f.holes[h] = 0;
  f.inProgress = true;
}

/** The next hole on the player's route; a lap of a whole circuit may pass over its origin (reading `skip-origin`). */
export function stepHole(g: Play, p: number, h: Hole, origin: Hole): Hole {
  let n = g.next[p * g.size + h]!;
  if (n === origin && g.skipOrigin) {
    if (g.listener) tellSkip(g, p, n);
    n = g.next[p * g.size + n]!;
  }
  return n;
}

/** Sow the beans in hand from `from` on; the hole the last one fell in (g.wasEmpty says how it was), or -1 if play stopped. */
export function sowHand(g: Play, p: number, from: Hole, clause: ClauseId, reading?: ReadingId): Hole {
  if (g.listener) return sowHandBeanByBean(g, p, from, clause, reading);
  // Every field read once, into locals: the loop below runs for every bean of the game.
  const pos = g.pos;
  const holes = pos.holes;
  const hands = pos.hands;
  let h = from;
  if (g.checkEachDrop && hands[p]! > 0) {
    h = firstDropChecked(g, p, from);
    if (h < 0 || hands[p] === 0) return h;
  }
  // Nothing looks at the hand until the last bean has fallen: it is emptied at once.
  const next = g.next;
  const skipOrigin = g.skipOrigin;
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

/** The first drop of a hand and the side check after it (see sowHandBeanByBean); -1 if play stopped. */
function firstDropChecked(g: Play, p: number, from: Hole): Hole {
  const { holes, hands } = g.pos;
  const h = stepHole(g, p, from, from);
  g.wasEmpty = holes[h] === 0;
  holes[h]!++;
  hands[p]!--;
  g.drops++;
  g.sown++;
  g.rules.duringMove!.check(g);
  return g.halted ? -1 : h;
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
 * The first landing rule of the ruleset's list that answers. Unrolled, so that each call site sees
 * one rule of a given ruleset and the JIT can inline it: a game of one ruleset decides a landing
 * on every lap, and a loop's one call site would see every rule.
 */
export function decideLanding(g: Play, l: Landing): Outcome {
  const r = g.rules.landing;
  const n = r.length;
  let o: Outcome | null = n > 0 ? r[0]!.when(g, l) : null;
  if (o) return o;
  if (n > 1 && (o = r[1]!.when(g, l))) return o;
  if (n > 2 && (o = r[2]!.when(g, l))) return o;
  if (n > 3 && (o = r[3]!.when(g, l))) return o;
  if (n > 4 && (o = r[4]!.when(g, l))) return o;
  if (n > 5 && (o = r[5]!.when(g, l))) return o;
  for (let i = 6; i < n; i++) if ((o = r[i]!.when(g, l))) return o;
  return noRule(g, l);
}

function noRule(g: Play, l: Landing): never {
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
  if (g.listener) tellTurnEnd(g, p, next, clause, reading);
  g.pos.toMove = next;
  g.rules.afterTurn(g);
}

/**
 * Sow the beans in the player's hand from `from`, and go on as the landing rules say until the
 * turn ends. A sowing that comes back to a position it has already been in within this turn
 * would repeat for ever: it is reported as endless.
 */
export function runSowing(g: Play, p: number, from: Hole, firstClause?: ClauseId): void {
  // Every field the laps read, read once: a move may make thousands of laps.
  const pos = g.pos;
  const holes = pos.holes;
  const hands = pos.hands;
  const L = g.listener;
  const sow = g.rules.clauses.sow;
  const landing = g.landing;
  const cycle = g.cycle;
  const size = g.size;
  const searchLimit = g.searchLimit;
  const checkEachLap = g.checkEachLap;
  landing.player = p;
  landing.afterTake = false;
  cycle.reset();
  let clause = firstClause ?? sow;
  for (;;) {
    const h = sowHand(g, p, from, clause);
    clause = sow;
    if (h < 0) return void (L && tellSettle(g, p));
    landing.hole = h;
    landing.wasEmpty = g.wasEmpty;
    const o = decideLanding(g, landing);
    const kind = o.kind;
    const relay = kind === 'relay';
    if (!relay && kind !== 'take') return finishTurn(g, p, h, o);
    // A relay, or the sowing on after a take: the checks made between laps, then the next lap.
    if (checkEachLap) {
      g.rules.duringMove!.check(g);
      if (g.halted) return void (L && tellSettle(g, p));
    }
    holes[size] = h; // the landing hole completes the state, for one comparison
    if (cycle.see(holes)) return endless(g, p, true, cycle.period);
    if (g.drops > searchLimit) return endless(g, p, false);
    if (L) {
      tellLap(g);
      lift(g, p, h, relay ? 'relay' : 'pick-up', relay ? o.clause : (o as Extract<Outcome, { kind: 'take' }>).continueClause, o.reading);
    } else {
      hands[p]! += holes[h]!;
      holes[h] = 0;
    }
    landing.afterTake = !relay;
    from = h;
  }
}

/** The turn ends where the last bean fell: the play ends there, or the hole is claimed, or a claim is taken from. */
function finishTurn(g: Play, p: number, h: Hole, o: Outcome): void {
  const pos = g.pos;
  const L = g.listener;
  switch (o.kind) {
    case 'end':
      if (L) tellTurnFinish(g, p, h, o, 0);
      return endTurn(g, p, 1 - p, o.turnClause ?? g.rules.clauses.turns, o.turnClause ? o.reading : undefined);
    case 'claim':
      if (L) tellTurnFinish(g, p, h, o, 0);
      pos.claims[h] = p;
      return endTurn(g, p, 1 - p, o.endClause, o.endReading);
    case 'claim-take': {
      const count = Math.min(o.most, pos.holes[h]!);
      if (L) tellTurnFinish(g, p, h, o, count);
      pos.holes[h]! -= count;
      pos.stores[p]! += count;
      return endTurn(g, p, o.again ? p : 1 - p, o.againClause, o.againReading);
    }
    default:
      return noEnd(g, o);
  }
}

function noEnd(g: Play, o: Outcome): never {
  throw new Error(`${g.rules.id}: a ${o.kind} does not end a turn`);
}

/** An ordinary move: lift every bean from one of one's own holes and sow. */
export function playHole(g: Play, p: number, hole: Hole): void {
  lift(g, p, hole, 'pick-up', g.rules.clauses.move);
  runSowing(g, p, hole);
}

/** The holes the player may start a move from (his own, not claimed, not empty, not refused), into `out`; how many. */
export function legalHoles(g: Play, p: number, out: Int32Array | Hole[] | null): number {
  const pos = g.pos;
  const holes = pos.holes;
  const owners = pos.owners;
  const claims = pos.claims;
  const refused = g.refused;
  const size = g.size;
  let n = 0;
  for (let h = 0; h < size; h++) {
    if (owners[h] !== p || claims[h] !== NOBODY || holes[h] === 0) continue;
    if (refused && refused(g, p, h)) continue;
    if (out) out[n] = h;
    n++;
  }
  return n;
}

/** The player has a hole he may start from. */
export function hasMove(g: Play, p: number): boolean {
  const pos = g.pos;
  const holes = pos.holes;
  const owners = pos.owners;
  const claims = pos.claims;
  const refused = g.refused;
  const size = g.size;
  for (let h = 0; h < size; h++) {
    if (owners[h] !== p || claims[h] !== NOBODY || holes[h] === 0) continue;
    if (refused && refused(g, p, h)) continue;
    return true;
  }
  return false;
}
