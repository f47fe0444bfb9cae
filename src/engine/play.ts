import { nextOnRoute } from './board';
import { CycleDetector } from './cycle';
import type { ReadingId } from './options';
import type { Ctx, Landing, Outcome } from './ruleset';
import { applyEvent } from './state';
import type { ClauseId, GameEvent, Hole, Player } from './types';

/** The steps of a sowing that a fast-forward may sum up; anything else is always recorded. */
const SOWING_STEPS: ReadonlySet<GameEvent['type']> = new Set(['pick-up', 'drop', 'relay', 'take', 'skip']);

export function emit(ctx: Ctx, e: GameEvent): void {
  if (ctx.quiet && !SOWING_STEPS.has(e.type)) flush(ctx, 'player' in e ? e.player : null);
  applyEvent(ctx.state, e);
  if (!ctx.quiet) ctx.events.push(e);
}

/** Past the record limit, go on applying events without recording them. */
export function quietIfLong(ctx: Ctx): void {
  if (!ctx.quiet && ctx.drops > ctx.limits.record) ctx.quiet = { since: ctx.drops };
}

/** Record where an unrecorded stretch left things, so that the events still replay exactly. */
export function flush(ctx: Ctx, player: Player | null): void {
  if (!ctx.quiet) return;
  const { state } = ctx;
  const drops = ctx.drops - ctx.quiet.since;
  ctx.quiet = null;
  ctx.events.push({
    type: 'fast-forward',
    player,
    drops,
    holes: state.holes.slice(),
    stores: { ...state.stores },
    hands: { ...state.hands },
    clause: 'reading.endless',
  });
}

export function opponentOf(ctx: Ctx, p: Player): Player {
  const [a, b] = ctx.rules.players;
  return p === a ? b : a;
}

/** The next hole on the player's route; a hole of 18 or more may pass over its own origin (option). */
export function stepHole(ctx: Ctx, player: Player, h: Hole, origin: Hole): Hole {
  const route = ctx.rules.route?.[player];
  let n = nextOnRoute(ctx.board, route, h);
  if (n === origin && ctx.options['skip-origin'] === true) {
    emit(ctx, { type: 'skip', player, hole: n, clause: 'reading.skip-origin', reading: 'skip-origin' });
    n = nextOnRoute(ctx.board, route, n);
  }
  return n;
}

/** The holes a player may start a move from: his own, not claimed, not empty. */
export function legalHoles(ctx: Ctx, player: Player): Hole[] {
  const { state, rules } = ctx;
  const out: Hole[] = [];
  for (let h = 0; h < state.holes.length; h++) {
    if (state.owners[h] !== player || state.claims[h] !== null || state.holes[h] === 0) continue;
    if (rules.startRefused?.(ctx, player, h)) continue;
    out.push(h);
  }
  return out;
}

/** Sow the beans in hand, one a hole from `from` onward; returns where the last one fell. */
export function sowHand(ctx: Ctx, player: Player, from: Hole, clause: ClauseId = ctx.rules.clauses.sow, reading?: ReadingId): Landing | null {
  let h = from;
  let wasEmpty = false;
  const r = reading ? { reading } : {};
  while (ctx.state.hands[player]! > 0) {
    h = stepHole(ctx, player, h, from);
    wasEmpty = ctx.state.holes[h] === 0;
    emit(ctx, { type: 'drop', player, hole: h, count: 1, clause, ...r });
    ctx.drops++;
    ctx.rules.duringMove?.(ctx, 'drop');
    if (ctx.halted) return null;
  }
  return { player, hole: h, wasEmpty };
}

export function decideLanding(ctx: Ctx, landing: Landing): Outcome {
  for (const rule of ctx.rules.landing) {
    const outcome = rule.when(ctx, landing);
    if (outcome) return outcome;
  }
  throw new Error(`${ctx.rules.id}: no landing rule answers for hole ${landing.hole}`);
}

export function endless(ctx: Ctx, player: Player | null, reason: 'cycle' | 'limit', period?: number): void {
  flush(ctx, player);
  emit(ctx, { type: 'endless', player, reason, ...(period ? { period } : {}), clause: 'reading.endless' });
  ctx.halted = true;
}

export function endTurn(ctx: Ctx, player: Player, next: Player, clause: ClauseId, reading?: ReadingId): void {
  emit(ctx, reading ? { type: 'turn-end', player, next, clause, reading } : { type: 'turn-end', player, next, clause });
  ctx.rules.afterTurn(ctx);
}

/**
 * Sow the beans in the player's hand from `from`, and go on as the landing rules say (relay,
 * take and sow on, claim, end) until the turn ends. A sowing that comes back to a position it
 * has already been in within this turn would repeat for ever: it is reported as endless.
 */
export function runSowing(ctx: Ctx, player: Player, from: Hole, firstClause?: ClauseId): void {
  const cycle = new CycleDetector();
  let clause = firstClause;
  for (;;) {
    const landing = sowHand(ctx, player, from, clause);
    clause = undefined;
    if (!landing) return flush(ctx, player);
    const outcome = decideLanding(ctx, landing);
    if (outcome.kind !== 'relay' && outcome.kind !== 'take') flush(ctx, player);
    const r = outcome.reading ? { reading: outcome.reading } : {};
    switch (outcome.kind) {
      case 'end':
        emit(ctx, { type: 'play-end', player, hole: landing.hole, clause: outcome.clause, ...r });
        return endTurn(ctx, player, opponentOf(ctx, player), outcome.turnClause ?? ctx.rules.clauses.turns, outcome.turnClause ? outcome.reading : undefined);
      case 'claim':
        emit(ctx, { type: 'claim', player, hole: landing.hole, clause: outcome.clause, ...r });
        return endTurn(ctx, player, opponentOf(ctx, player), outcome.endClause, outcome.endReading);
      case 'claim-take': {
        emit(ctx, { type: 'claim-take', player, hole: landing.hole, count: outcome.count, clause: outcome.clause, ...r });
        const next = outcome.again ? player : opponentOf(ctx, player);
        return endTurn(ctx, player, next, outcome.againClause, outcome.againReading);
      }
      case 'relay':
      case 'take': {
        if (outcome.kind === 'take') {
          emit(ctx, { type: 'take', player, from: outcome.from, clause: outcome.clause, ...r });
        }
        ctx.rules.duringMove?.(ctx, 'sowing');
        if (ctx.halted) return flush(ctx, player);
        ctx.state.holes.push(landing.hole); // the landing hole completes the state, for one comparison
        const repeats = cycle.see(ctx.state.holes);
        ctx.state.holes.pop();
        if (repeats) return endless(ctx, player, 'cycle', cycle.period);
        if (ctx.drops > ctx.limits.search) return endless(ctx, player, 'limit');
        quietIfLong(ctx);
        const count = ctx.state.holes[landing.hole]!;
        if (outcome.kind === 'relay') {
          emit(ctx, { type: 'relay', player, hole: landing.hole, count, clause: outcome.clause, ...r });
        } else {
          emit(ctx, { type: 'pick-up', player, hole: landing.hole, count, clause: outcome.continueClause, ...r });
        }
        from = landing.hole;
        break;
      }
    }
  }
}

/** An ordinary move: lift every bean from one of one's own holes and sow. */
export function playHole(ctx: Ctx, player: Player, hole: Hole): void {
  const count = ctx.state.holes[hole]!;
  emit(ctx, { type: 'pick-up', player, hole, count, clause: ctx.rules.clauses.move });
  runSowing(ctx, player, hole);
}

