import { board3x6, halfTurn } from '../board';
import type { Options } from '../options';
import type { Ruleset } from '../ruleset';
import type { GameEvent, Hole, Player, State } from '../types';
import { beginSetup } from './start';

/**
 * Sulus Nishtaw's division of the boards for the next game (Diagrams 4 and 5 are not in our copy). Our
 * reconstruction: the winner lays his pieces three to a hole from his first hole along his
 * nearest row, back along the middle row, then along the far row; every hole he fills is his
 * side. This fits all three figures the text gives: 33 pieces fill eleven holes; 35 fill "two
 * entire rows", the last hole, 16, holding two ("enough to claim it"); 38 reach one hole further.
 */
const SERPENTINE_FROM_B: Hole[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 16, 15, 14, 13, 12, 11, 10, 9];

export function divisionOrder(firstOfWinner: 'bottom' | 'top'): Hole[] {
  return firstOfWinner === 'bottom' ? SERPENTINE_FROM_B : SERPENTINE_FROM_B.map((h) => halfTurn(board3x6, h));
}

export function nishtawDivision(rules: Ruleset, pieces: Record<Player, number>, o: Options): { state: State; events: GameEvent[] } {
  const [bottom, top] = rules.players;
  const { state, events, put } = beginSetup(rules, o, pieces);
  const winner = pieces[bottom]! >= pieces[top]! ? bottom : top;
  const loser = winner === bottom ? top : bottom;
  const order = divisionOrder(winner === bottom ? 'bottom' : 'top');
  const w = pieces[winner]!;
  const full = Math.floor(w / 3);
  const rest = w % 3;
  const winnerHoles = order.slice(0, full);
  for (const h of winnerHoles) {
    if (state.owners[h] !== winner) put({ type: 'own', player: winner, hole: h, clause: 'courlander.sulus-nishtaw.division-side' });
    put({ type: 'place', player: winner, hole: h, count: 3, clause: 'courlander.sulus-nishtaw.division', reading: 'division-order' });
  }
  let shared: Hole | null = null;
  if (rest > 0) {
    const h = order[full]!;
    const winnerKeeps = rest === 2 || o['division-remainder-one'] === 'winner';
    const clause = rest === 2 ? 'courlander.sulus-nishtaw.division-16' : 'reading.division-remainder-one';
    const r = rest === 2 ? {} : { reading: 'division-remainder-one' };
    const owner = winnerKeeps ? winner : loser;
    if (state.owners[h] !== owner) put({ type: 'own', player: owner, hole: h, clause, ...r });
    put({ type: 'place', player: winner, hole: h, count: rest, clause, ...r });
    if (!winnerKeeps) shared = h;
  }
  for (const h of order.slice(full)) {
    if (state.owners[h] !== loser) continue;
    if (state.holes[h]! > 0 && h !== shared) continue;
    const c = h === shared ? { clause: 'reading.division-remainder-one', reading: 'division-remainder-one' as const } : { clause: 'courlander.sulus-nishtaw.division-rest' };
    put({ type: 'place', player: loser, hole: h, count: 3 - state.holes[h]!, ...c });
  }
  return { state, events };
}
