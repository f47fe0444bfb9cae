import { NOBODY } from '../../position';
import type { Play } from '../../ruleset';
import type { ClauseId, Hole } from '../../types';
import { decideLanding, endless, endTurn, lift, stepHole, withReading } from '../../mechanics/sow';
import type { ReadingId } from '../../options';
import { lap, type SelusClauses } from './landing';
import { nedfOf, opponentsThree, waiver } from './nedf';

/**
 * A move of Selus, with its own sowing: the shared one (../../mechanics/sow.ts) drops into every
 * hole, where Selus passes over the opponent's holes of three, and its nedf looks two holes ahead.
 * Every step is told to the listener with its clause; without one nothing is allocated per drop
 * (the lap's counts, for the `lap-start` reading, are copied into a buffer kept with the game).
 */

const lapCounts = new WeakMap<Play, Int32Array>();

function countsOf(g: Play): Int32Array {
  let c = lapCounts.get(g);
  if (!c) lapCounts.set(g, (c = new Int32Array(g.size)));
  return c;
}

/** Lift a hole; a nedf that is only a mark (`nedf-kept: marked`) goes when its hole is emptied. */
function liftHole(g: Play, p: number, h: Hole, type: 'pick-up' | 'relay', clause: ClauseId): void {
  const holder = g.pos.claims[h]!;
  if (holder !== NOBODY) {
    if (g.listener) g.listener.event({ type: 'release', player: g.name(holder), hole: h, clause: 'reading.nedf-kept', reading: 'nedf-kept' });
    g.pos.claims[h] = NOBODY;
    g.cycle.reset();
  }
  lift(g, p, h, type, clause);
}

/** A nedf made: the one on the board no longer is, where only one may be (`into-three`). */
function makeNedf(g: Play, p: number, h: Hole, clause: ClauseId, one: ClauseId, reading?: ReadingId): void {
  const f = g.pos;
  const L = g.listener;
  if (g.options['nedf-made'] === 'into-three') {
    const old = nedfOf(g, NOBODY);
    if (old >= 0) {
      if (L) L.event({ type: 'release', player: g.name(f.claims[old]!), hole: old, clause: one });
      f.claims[old] = NOBODY;
    }
  }
  if (L) L.event(withReading({ type: 'claim', player: g.name(p), hole: h, clause }, reading));
  f.claims[h] = p;
  // A position seen before with other claims is not the same position: the cycle check starts again.
  g.cycle.reset();
}

export function selusMove(c: SelusClauses) {
  return (g: Play, p: number, hole: Hole): void => {
    liftHole(g, p, hole, 'pick-up', c.move);
    sowOn(g, p, hole, c);
  };
}

function sowOn(g: Play, p: number, from: Hole, c: SelusClauses): void {
  const f = g.pos;
  const { holes, hands } = f;
  const L = g.listener;
  const player = g.name(p);
  const lapStart = g.options['selus-skip-count'] === 'lap-start';
  const intoThree = g.options['nedf-made'] === 'into-three';
  const kept = g.options['nedf-kept'] === 'kept';
  const counts: Int32Array = lapStart ? countsOf(g) : holes;
  const landing = g.landing;
  landing.player = p;
  landing.afterTake = false;
  g.cycle.reset();
  for (;;) {
    if (lapStart) for (let i = 0; i < g.size; i++) counts[i] = holes[i]!;
    let h = from;
    let prev = -1;
    let pending = -1;
    let first = false;
    let wasEmpty = false;
    while (hands[p]! > 0) {
      h = stepHole(g, p, h, from);
      if (opponentsThree(g, p, h, counts, kept)) {
        const w = intoThree ? waiver(g, p, h, hands[p]!, pending, prev) : null;
        if (w === null || w === 'guarded') {
          if (L) L.event(withReading({ type: 'skip', player, hole: h, clause: w ? c.guardian : c.skip }, lapStart ? 'selus-skip-count' : undefined));
          continue;
        }
        if (w === 'two') pending = h;
        first = w === 'first';
      }
      wasEmpty = holes[h] === 0;
      if (L) L.event({ type: 'drop', player, hole: h, count: 1, clause: h === pending ? c.two : c.sow });
      holes[h]!++;
      hands[p]!--;
      g.drops++;
      g.sown++;
      prev = h;
    }
    // Where the last counter fell: the landing rules (./landing.ts) decide; the sowing makes the nedf they answer.
    lap.pending = pending;
    lap.first = first;
    landing.hole = h;
    landing.wasEmpty = wasEmpty;
    const o = decideLanding(g, landing);
    if (o.kind === 'claim') {
      makeNedf(g, p, h, o.clause, c.one, o.reading);
      return endTurn(g, p, 1 - p, o.endClause, o.endReading);
    }
    if (o.kind === 'end') {
      if (L) L.event({ type: 'play-end', player, hole: h, clause: o.clause });
      return endTurn(g, p, 1 - p, o.clause === c.end ? c.turns : o.clause);
    }
    if (o.kind === 'take') makeNedf(g, p, pending, o.clause, c.one);
    holes[g.size] = h;
    if (g.cycle.see(holes)) return endless(g, p, true, g.cycle.period);
    if (g.drops > g.searchLimit) return endless(g, p, false);
    if (L) L.lap?.(g.drops);
    liftHole(g, p, h, 'relay', o.kind === 'take' ? o.continueClause : o.clause);
    from = h;
  }
}
