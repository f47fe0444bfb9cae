import type { GameEvent, Player, State } from './types';

export function cloneState(s: State): State {
  return {
    holes: s.holes.slice(),
    owners: s.owners.slice(),
    claims: s.claims.slice(),
    stores: { ...s.stores },
    hands: { ...s.hands },
    toMove: s.toMove,
    status: s.status,
    inProgress: s.inProgress,
    ...(s.unmoved ? { unmoved: s.unmoved.slice() } : {}),
    ...(s.yetToPlay ? { yetToPlay: s.yetToPlay.slice() } : {}),
  };
}

/** A hole lifted: its original counters have moved. The mark goes once the last is cleared, as toState leaves it. */
function lifted(s: State, h: number): void {
  if (!s.unmoved) return;
  s.unmoved[h] = false;
  if (!s.unmoved.includes(true)) delete s.unmoved;
}

/** A player's turn over: his first is behind him. */
function played(s: State, p: Player): void {
  if (!s.yetToPlay) return;
  s.yetToPlay = s.yetToPlay.filter((x) => x !== p);
  if (!s.yetToPlay.length) delete s.yetToPlay;
}

export function totalPieces(s: State): number {
  let n = 0;
  for (const c of s.holes) n += c;
  for (const p in s.stores) n += s.stores[p]!;
  for (const p in s.hands) n += s.hands[p]!;
  return n;
}

export function sideCount(s: State, player: Player): number {
  let n = 0;
  for (let h = 0; h < s.holes.length; h++) if (s.owners[h] === player) n += s.holes[h]!;
  return n;
}

/**
 * The one place a position changes. The rules decide and emit events; this reducer applies
 * them, so replaying a move's events on the position before it gives the position after it.
 * Mutates `s` (the engine's hot path); use applyEvents for a pure copy.
 */
export function applyEvent(s: State, e: GameEvent): void {
  switch (e.type) {
    case 'pick-up':
    case 'relay':
      s.holes[e.hole]! -= e.count;
      s.hands[e.player]! += e.count;
      s.inProgress = true;
      lifted(s, e.hole);
      break;
    case 'drop':
      s.holes[e.hole]! += e.count;
      s.hands[e.player]! -= e.count;
      break;
    case 'take':
      for (const p of e.from) {
        s.holes[p.hole]! -= p.count;
        s.stores[e.player]! += p.count;
      }
      break;
    case 'sweep':
      for (const p of e.from) {
        s.holes[p.hole]! -= p.count;
        s.stores[e.player]! += p.count;
      }
      for (const h of e.hands) {
        s.hands[h.player]! -= h.count;
        s.stores[e.player]! += h.count;
      }
      break;
    case 'claim':
      s.claims[e.hole] = e.player;
      break;
    case 'release':
      s.claims[e.hole] = null;
      break;
    case 'claim-take':
      s.holes[e.hole]! -= e.count;
      s.stores[e.player]! += e.count;
      break;
    case 'first-instance':
      if (!s.unmoved) s.unmoved = s.holes.map(() => false);
      s.unmoved[e.hole] = true;
      break;
    case 'claims-collected':
      for (const a of e.awards) {
        s.holes[a.hole]! -= a.count;
        s.stores[a.player]! += a.count;
      }
      break;
    case 'pass':
      s.toMove = e.next;
      s.inProgress = true;
      played(s, e.player);
      break;
    case 'turn-end':
      s.toMove = e.next;
      played(s, e.player);
      break;
    case 'first-player':
      s.toMove = e.player;
      break;
    case 'round-end':
      s.status = 'round-over';
      s.toMove = null;
      break;
    case 'game-end':
      s.status = 'game-over';
      s.toMove = null;
      break;
    case 'endless':
      s.status = 'endless';
      s.toMove = null;
      break;
    case 'fast-forward':
      s.holes = e.holes.slice();
      s.stores = { ...e.stores };
      s.hands = { ...e.hands };
      if (e.unmoved) s.unmoved = e.unmoved.slice();
      else delete s.unmoved;
      break;
    case 'place':
      s.stores[e.player]! -= e.count;
      s.holes[e.hole]! += e.count;
      break;
    case 'own':
      s.owners[e.hole] = e.player;
      break;
    case 'skip':
    case 'play-end':
    case 'race-tick':
    case 'race-finish':
    case 'race-end':
      break;
  }
}

export function applyEvents(s: State, events: readonly GameEvent[]): State {
  const next = cloneState(s);
  for (const e of events) applyEvent(next, e);
  return next;
}

/** The beans a list of events sowed: every drop, and the drops a fast-forward sums up. */
export function dropsIn(events: readonly GameEvent[]): number {
  let n = 0;
  for (const e of events) n += e.type === 'drop' ? e.count : e.type === 'fast-forward' ? e.drops : 0;
  return n;
}
