import { CycleDetector } from '../cycle';
import type { ClauseId, Hole } from '../types';
import type { Play } from '../ruleset';
import { endless, lift, stepHole } from './sow';

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

/** The race's own buffers, kept with the Play: its state is the board and where each sower is. */
interface Sowers {
  player: Int32Array;
  at: Int32Array;
  origin: Int32Array;
  done: Uint8Array;
  key: Int32Array;
  cycle: CycleDetector;
}

const buffers = new WeakMap<Play, Sowers>();

function sowersOf(g: Play): Sowers {
  let s = buffers.get(g);
  if (!s) {
    const n = g.size + 8;
    s = { player: new Int32Array(2), at: new Int32Array(2), origin: new Int32Array(2), done: new Uint8Array(2), key: new Int32Array(n), cycle: new CycleDetector(n) };
    buffers.set(g, s);
  }
  return s;
}

/**
 * The simultaneous opening (Courlander's "initial play", Walker's race). Both players sow at
 * once; we model "at once" as ticks in which each player still sowing drops one bean, in the
 * order the `race-order` reading gives. Whether the race ends at the first finish or when both
 * have finished is the `race-end` reading. Returns the first to finish (-1 if play stopped) and
 * whether the first two finished in the same tick (a tie the race-order reading settles).
 */
export function playRace(g: Play, holes: readonly [Hole, Hole], clauses: RaceClauses): { winner: number; tie: boolean } {
  const s = sowersOf(g);
  const f = g.pos;
  const L = g.listener;
  const topFirst = g.options['race-order'] === 'top-first';
  for (let i = 0; i < 2; i++) {
    const p = topFirst ? 1 - i : i;
    s.player[i] = p;
    s.at[i] = s.origin[i] = holes[p]!;
    s.done[i] = 0;
    lift(g, p, holes[p]!, 'pick-up', clauses.start);
  }
  let finished = 0;
  let winner = -1;
  let winnerTick = 0;
  let tie = false;
  const firstFinishEnds = g.options['race-end'] === 'first-finish';
  const { key, cycle } = s;
  const size = g.size;
  cycle.reset();
  for (let tick = 1; ; tick++) {
    for (let h = 0; h < size; h++) key[h] = f.holes[h]!;
    for (let i = 0, k = size; i < 2; i++) {
      key[k++] = s.at[i]!;
      key[k++] = s.origin[i]!;
      key[k++] = f.hands[s.player[i]!]!;
      key[k++] = s.done[i]!;
    }
    if (cycle.see(key)) return (endless(g, null, true, cycle.period), { winner: -1, tie: false });
    if (g.drops > g.searchLimit) return (endless(g, null, false), { winner: -1, tie: false });
    if (L) {
      L.lap?.(g.drops);
      L.event({ type: 'race-tick', tick, clause: clauses.tick, reading: 'race-order' });
    }
    for (let i = 0; i < 2; i++) {
      if (s.done[i]) continue;
      const p = s.player[i]!;
      const at = stepHole(g, p, s.at[i]!, s.origin[i]!);
      s.at[i] = at;
      const wasEmpty = f.holes[at] === 0;
      if (L) L.event({ type: 'drop', player: g.name(p), hole: at, count: 1, clause: clauses.drop });
      f.holes[at]!++;
      f.hands[p]!--;
      g.drops++;
      g.sown++;
      if (f.hands[p]! > 0) continue;
      if (wasEmpty) {
        s.done[i] = 1;
        if (finished === 0) {
          winner = p;
          winnerTick = tick;
        } else if (finished === 1) {
          tie = winnerTick === tick;
        }
        finished++;
        if (L) L.event({ type: 'race-finish', player: g.name(p), hole: at, clause: clauses.finish, reading: 'race-no-take' });
      } else {
        s.origin[i] = at;
        lift(g, p, at, 'relay', clauses.relay);
      }
    }
    if (s.done[0] && s.done[1]) break;
    if (firstFinishEnds && finished > 0) {
      for (let i = 0; i < 2; i++) if (!s.done[i]) settleLeftover(g, s, i);
      break;
    }
  }
  if (L) {
    L.settle?.(null);
    const order = winner < 0 ? [] : finished > 1 ? [g.name(winner), g.name(1 - winner)] : [g.name(winner)];
    L.event({ type: 'race-end', finished: order, clause: clauses.end[firstFinishEnds ? 'first-finish' : 'both-finish'], reading: 'race-end' });
  }
  return { winner, tie };
}

/** The race ended at another's finish with beans still in this player's hand (reading `race-leftover`). */
function settleLeftover(g: Play, s: Sowers, i: number): void {
  const f = g.pos;
  const p = s.player[i]!;
  const hand = f.hands[p]!;
  if (hand === 0) return;
  const L = g.listener;
  const reading = { clause: 'reading.race-leftover', reading: 'race-leftover' } as const;
  if (g.options['race-leftover'] === 'return') {
    if (L) L.event({ type: 'drop', player: g.name(p), hole: s.origin[i]!, count: hand, ...reading });
    f.holes[s.origin[i]!]! += hand;
    f.hands[p] = 0;
    g.sown += hand;
    return;
  }
  while (f.hands[p]! > 0) {
    s.at[i] = stepHole(g, p, s.at[i]!, s.origin[i]!);
    if (L) L.event({ type: 'drop', player: g.name(p), hole: s.at[i]!, count: 1, ...reading });
    f.holes[s.at[i]!]!++;
    f.hands[p]!--;
    g.sown++;
  }
}

/**
 * The whole opening: the race from the bottom player's first hole and the top player's, then
 * the first player as the `after-race` reading says, then the checks made after any turn.
 */
export function raceOpening(g: Play, clauses: RaceClauses): void {
  const { winner, tie } = playRace(g, clauses.holes ?? [0, g.size / 2], clauses);
  if (g.halted) return;
  const L = g.listener;
  let first: number;
  if (g.options['after-race'] === 'first-to-finish' && winner >= 0) {
    first = winner;
    if (L) L.event({ type: 'first-player', player: g.name(winner), clause: clauses.winnerFirst ?? 'walker.rule-8', reading: tie ? 'race-order' : 'after-race' });
  } else {
    first = g.first;
    if (L) L.event({ type: 'first-player', player: g.name(first), clause: clauses.chosenFirst, reading: 'after-race' });
  }
  g.pos.toMove = first;
  g.rules.afterTurn(g);
}
