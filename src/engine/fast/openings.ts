import { FastCycle } from './cycle';
import type { FastKernel } from './kernel';
import { NOBODY, type FastPosition } from './position';

/**
 * The openings of src/engine/race.ts and the rulesets (Sulus Nishtaw's initial move, the DLP's
 * lots and Gabata 3's stylised move), on the fast path.
 */
export function playOpening(k: FastKernel, f: FastPosition, scratch: RaceScratch): void {
  k.begin();
  switch (k.rules.opening) {
    case 'race':
      return raceOpening(k, f, scratch);
    case 'nishtaw':
      return nishtawOpening(k, f);
    case 'lots':
      return lotsOpening(k, f);
  }
}

/** The race's own buffers: its state includes where each sower is and what he holds. */
export class RaceScratch {
  readonly key: Int32Array;
  readonly cycle: FastCycle;
  readonly at = new Int32Array(2);
  readonly origin = new Int32Array(2);
  readonly done = new Uint8Array(2);
  readonly tick = new Int32Array(2);
  constructor(size: number) {
    this.key = new Int32Array(size + 8);
    this.cycle = new FastCycle(size + 8);
  }
}

function isStandard(k: FastKernel, f: FastPosition): boolean {
  const { size, beansPerHole, seats } = k.rules;
  for (let h = 0; h < size; h++) if (f.holes[h] !== beansPerHole || f.owners[h] !== seats[h]) return false;
  return true;
}

/** Both players sow at once, a bean each a tick, in the order the race-order reading gives. */
function raceOpening(k: FastKernel, f: FastPosition, s: RaceScratch): void {
  const r = k.rules;
  if (r.noRace) {
    // Abalala'e as Ludii's code has it: no first phase, the bottom player (south) moves first.
    f.toMove = 0;
    return k.afterTurn(f);
  }
  const { holes, hands } = f;
  // Sower i is player order[i]: the bottom player first unless the top plays first.
  const p0 = r.raceTopFirst ? 1 : 0;
  for (let i = 0; i < 2; i++) {
    const p = i === 0 ? p0 : 1 - p0;
    s.at[i] = s.origin[i] = r.raceStarts[p]!;
    s.done[i] = 0;
    k.pickUp(f, p, s.at[i]!);
  }
  let finished = 0;
  let winner = NOBODY;
  s.cycle.reset();
  const key = s.key;
  const size = r.size;
  for (let tick = 1; ; tick++) {
    key.set(holes.subarray(0, size));
    for (let i = 0, k2 = size; i < 2; i++) {
      const p = i === 0 ? p0 : 1 - p0;
      key[k2++] = s.at[i]!;
      key[k2++] = s.origin[i]!;
      key[k2++] = hands[p]!;
      key[k2++] = s.done[i]!;
    }
    if (s.cycle.see(key)) return k.endless(f, true);
    if (k.drops > r.search) return k.endless(f, false);
    for (let i = 0; i < 2; i++) {
      if (s.done[i]) continue;
      const p = i === 0 ? p0 : 1 - p0;
      const at = k.step(p, s.at[i]!, s.origin[i]!);
      s.at[i] = at;
      const wasEmpty = holes[at] === 0;
      holes[at]!++;
      hands[p]!--;
      k.drops++;
      k.sown++;
      if (hands[p]! > 0) continue;
      if (wasEmpty) {
        s.done[i] = 1;
        if (finished++ === 0) winner = p;
      } else {
        s.origin[i] = at;
        k.pickUp(f, p, at);
      }
    }
    if (s.done[0] && s.done[1]) break;
    if (r.raceFirstFinish && finished > 0) {
      for (let i = 0; i < 2; i++) if (!s.done[i]) settleLeftover(k, f, i === 0 ? p0 : 1 - p0, s, i);
      break;
    }
  }
  f.toMove = r.firstToFinishMoves ? winner : r.first;
  k.afterTurn(f);
}

/** The race ended at the other's finish with beans still in this player's hand. */
function settleLeftover(k: FastKernel, f: FastPosition, p: number, s: RaceScratch, i: number): void {
  const hand = f.hands[p]!;
  if (hand === 0) return;
  if (k.rules.leftoverReturn) {
    f.holes[s.origin[i]!]! += hand;
    f.hands[p] = 0;
    k.sown += hand;
    return;
  }
  while (f.hands[p]! > 0) {
    s.at[i] = k.step(p, s.at[i]!, s.origin[i]!);
    f.holes[s.at[i]!]!++;
    f.hands[p]!--;
    k.sown++;
  }
}

/** Sulus Nishtaw: one bean from each of the first eight holes, sown on from the eighth, then relayed. */
function nishtawOpening(k: FastKernel, f: FastPosition): void {
  const p = k.rules.first;
  f.toMove = p;
  if (!isStandard(k, f)) return k.afterTurn(f);
  const base = k.rules.nishtawBase[p]!;
  for (let i = 0; i < 8; i++) {
    f.holes[base + i]!--;
    f.hands[p]!++;
  }
  f.inProgress = true;
  const landing = k.sowHand(f, p, base + 7);
  if (landing < 0) return;
  k.pickUp(f, p, landing);
  k.runSowing(f, p, landing);
}

/** The DLP: lots name the first player; in Gabata 3 he makes the stylised opening move. */
function lotsOpening(k: FastKernel, f: FastPosition): void {
  const p = k.rules.first;
  f.toMove = p;
  if (!k.rules.gabata3 || !isStandard(k, f)) return k.afterTurn(f);
  const { size, next } = k.rules;
  const route = p * size;
  let from = size / 2 - 1 + (p === 0 ? 0 : size / 2);
  let last = from;
  for (let pair = 0; pair < size / 2; pair++) {
    const to = next[route + from]!;
    const count = f.holes[from]!;
    f.holes[from] = 0;
    f.holes[to]! += count;
    k.sown += count;
    f.inProgress = true;
    if (pair === 0) f.claims[to] = p;
    last = to;
    from = next[route + to]!;
  }
  k.pickUp(f, p, last);
  k.runSowing(f, p, last);
}
