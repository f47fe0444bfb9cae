import { CycleDetector } from './cycle';
import { emit, endless, flush, quietIfLong, stepHole } from './play';
import type { Ctx } from './ruleset';
import type { ClauseId, Hole, Player } from './types';

export interface RaceClauses {
  /** Both players lift their first hole at once. */
  start: ClauseId;
  /** A beat of the race: each player still sowing drops a bean, at the same time. */
  tick: ClauseId;
  /** A bean dropped in the race. */
  drop: ClauseId;
  /** A last bean in an occupied hole: lift and sow on. */
  relay: ClauseId;
  /** A last bean in an empty hole: that player's race is over. */
  finish: ClauseId;
  /** The opening is over, under each reading of when it is (`race-end`). */
  end: { 'both-finish': ClauseId; 'first-finish': ClauseId };
  /** The players choose who moves first (reading `after-race`: chosen). */
  chosenFirst: ClauseId;
  /** The race's winner moves first (reading `after-race`: first-to-finish); Walker's rule 8 unless given. */
  winnerFirst?: ClauseId;
  /** Where each player's race starts: the bottom player's first hole and the top player's, unless given. */
  holes?: readonly [Hole, Hole];
}

interface Sower {
  player: Player;
  at: Hole;
  origin: Hole;
  done: boolean;
}

/**
 * The simultaneous opening (Courlander's "initial play", Walker's race). Both players sow at
 * once; we model "at once" as ticks in which each player still sowing drops one bean, in the
 * order the `race-order` reading gives. Whether the race ends at the first finish or when both
 * have finished is the `race-end` reading; who then moves first, the `after-race` reading.
 */
/** Returns true when the first two to finish finished in the same tick. */
export function playRace(ctx: Ctx, starts: { player: Player; hole: Hole }[], clauses: RaceClauses): boolean {
  const ordered = ctx.options['race-order'] === 'top-first' ? [...starts].reverse() : starts;
  const sowers: Sower[] = ordered.map((s) => ({ player: s.player, at: s.hole, origin: s.hole, done: false }));
  const finished: Player[] = [];
  /** The tick each player finished in: a tie within one tick is settled by the race-order reading. */
  const finishTick: Record<Player, number> = {};
  const { state } = ctx;
  for (const s of sowers) {
    emit(ctx, { type: 'pick-up', player: s.player, hole: s.at, count: state.holes[s.at]!, clause: clauses.start });
  }
  const cycle = new CycleDetector();
  const key: number[] = new Array(state.holes.length + 4 * sowers.length).fill(0);
  const firstFinishEnds = ctx.options['race-end'] === 'first-finish';
  for (let tick = 1; ; tick++) {
    let k = 0;
    for (const n of state.holes) key[k++] = n;
    for (const s of sowers) {
      key[k++] = s.at;
      key[k++] = s.origin;
      key[k++] = state.hands[s.player]!;
      key[k++] = s.done ? 1 : 0;
    }
    if (cycle.see(key)) return (endless(ctx, null, 'cycle', cycle.period), false);
    if (ctx.drops > ctx.limits.search) return (endless(ctx, null, 'limit'), false);
    quietIfLong(ctx);
    emit(ctx, { type: 'race-tick', tick, clause: clauses.tick, reading: 'race-order' });
    for (const s of sowers) {
      if (s.done) continue;
      s.at = stepHole(ctx, s.player, s.at, s.origin);
      const wasEmpty = state.holes[s.at] === 0;
      emit(ctx, { type: 'drop', player: s.player, hole: s.at, count: 1, clause: clauses.drop });
      ctx.drops++;
      if (state.hands[s.player]! > 0) continue;
      if (wasEmpty) {
        s.done = true;
        finished.push(s.player);
        finishTick[s.player] = tick;
        emit(ctx, { type: 'race-finish', player: s.player, hole: s.at, clause: clauses.finish, reading: 'race-no-take' });
      } else {
        s.origin = s.at;
        emit(ctx, { type: 'relay', player: s.player, hole: s.at, count: state.holes[s.at]!, clause: clauses.relay });
      }
    }
    if (sowers.every((s) => s.done)) break;
    if (firstFinishEnds && finished.length > 0) {
      for (const s of sowers) if (!s.done) settleLeftover(ctx, s);
      break;
    }
  }
  flush(ctx, null);
  emit(ctx, { type: 'race-end', finished, clause: clauses.end[firstFinishEnds ? 'first-finish' : 'both-finish'], reading: 'race-end' });
  return finished.length > 1 && finishTick[finished[0]!] === finishTick[finished[1]!];
}

/** The race ended at another's finish with beans still in this player's hand. */
function settleLeftover(ctx: Ctx, s: Sower): void {
  const hand = ctx.state.hands[s.player]!;
  if (hand === 0) return;
  const reading = { clause: 'reading.race-leftover', reading: 'race-leftover' } as const;
  if (ctx.options['race-leftover'] === 'return') {
    emit(ctx, { type: 'drop', player: s.player, hole: s.origin, count: hand, ...reading });
    return;
  }
  while (ctx.state.hands[s.player]! > 0) {
    s.at = stepHole(ctx, s.player, s.at, s.origin);
    emit(ctx, { type: 'drop', player: s.player, hole: s.at, count: 1, ...reading });
  }
}

/**
 * The whole opening: the race from the bottom player's first hole and the top player's, then
 * the first player as the `after-race` reading says, then the checks made after any turn.
 */
export function raceOpening(ctx: Ctx, clauses: RaceClauses): void {
  const [bottom, top] = ctx.rules.players;
  const [b, t] = clauses.holes ?? [0, ctx.board.size / 2];
  const tie = playRace(ctx, [{ player: bottom, hole: b }, { player: top, hole: t }], clauses);
  if (ctx.halted) return;
  const race = ctx.events.findLast((e) => e.type === 'race-end');
  const winner = race?.type === 'race-end' ? race.finished[0] : undefined;
  if (ctx.options['after-race'] === 'first-to-finish' && winner) {
    emit(ctx, { type: 'first-player', player: winner, clause: clauses.winnerFirst ?? 'walker.rule-8', reading: tie ? 'race-order' : 'after-race' });
  } else {
    emit(ctx, { type: 'first-player', player: ctx.first, clause: clauses.chosenFirst, reading: 'after-race' });
  }
  ctx.rules.afterTurn(ctx);
}
