import { board3x6, halfTurn } from '../board';
import type { Options } from '../options';
import type { Ruleset } from '../ruleset';
import type { ClauseId, GameEvent, Player, State } from '../types';
import { beginSetup } from './start';

/**
 * The next game of a series on the 3x6 board: the loser's pieces decide the layout (Courlander,
 * Walker). Four readings (option `reload`); each returns the counts for the loser's nine holes
 * in sowing order from his first hole, and what the winner does.
 */
export type Layout = number[];

/** Threes, then twos, then ones, in that order along the loser's nine holes. */
function run(threes: number, twos: number, ones: number): Layout {
  const out = [...Array(threes).fill(3), ...Array(twos).fill(2), ...Array(ones).fill(1)];
  while (out.length < 9) out.push(0);
  return out;
}

/** Diagram 2 (23 pieces: 3,3,3,3,3,3,2,2,1) generalised: one 1 at the end, twos before it. */
export function diagram2Layout(n: number): Layout {
  if (n < 9) return run(0, 0, n);
  const d = 27 - n;
  const ones = d <= 1 ? 0 : Math.max(1, d - 9);
  const twos = d - 2 * ones;
  return run(9 - ones - twos, twos, ones);
}

/** Footnote 3 read literally: as many threes as possible, then twos, the rest ones. */
export function footnote3Layout(n: number): Layout {
  if (n < 9) return run(0, 0, n);
  const threes = Math.min(9, Math.floor((n - 9) / 2));
  const twos = n - 3 * threes - (9 - threes);
  return run(threes, twos, 9 - threes - twos);
}

/** Threes from the first hole, the last hole taking what is left (Walker rule 17; Pankhurst's Abalala'e, in the DLP's words). */
export function threesLayout(n: number): Layout {
  const out = Array.from({ length: 9 }, (_, i) => Math.max(0, Math.min(3, n - 3 * i)));
  return out;
}

const clausesFor: Record<string, { loser: ClauseId; winner: ClauseId }> = {
  'diagram-2': { loser: 'courlander.abalala.diagram-2', winner: 'courlander.abalala.series-winner' },
  'footnote-3': { loser: 'courlander.abalala.footnote-3', winner: 'courlander.abalala.series-winner' },
  walker: { loser: 'walker.rule-17', winner: 'walker.rule-19' },
  'dlp-abalalae': { loser: 'dlp-abalalae.weaker', winner: 'dlp-abalalae.stronger' },
};

/**
 * `own`: the clauses a ruleset cites for its own reading of the reload (the DLP's Abalala'e for
 * "dlp-abalalae"), where another ruleset borrowing that reading cites only our words.
 */
export function reload3x6(
  rules: Ruleset,
  pieces: Record<Player, number>,
  o: Options,
  seriesClause: ClauseId,
  own?: { loser: ClauseId; winner: ClauseId },
): { state: State; events: GameEvent[] } {
  const [bottom, top] = rules.players;
  const { state, events, put } = beginSetup(rules, o, pieces);
  const firstHole = (p: Player) => (p === bottom ? 0 : 9);
  const reading = o['reload'] as string;
  const equal = pieces[bottom] === pieces[top];
  const loser = pieces[bottom]! <= pieces[top]! ? bottom : top;
  const winner = loser === bottom ? top : bottom;
  const n = pieces[loser]!;
  const layout = equal
    ? run(9, 0, 0)
    : reading === 'diagram-2'
      ? diagram2Layout(n)
      : reading === 'footnote-3'
        ? footnote3Layout(n)
        : threesLayout(n);
  const c = equal ? { loser: seriesClause, winner: seriesClause } : (own && rules.readings.reload?.default === reading ? own : clausesFor[reading]!);
  const r = equal ? {} : { reading: 'reload' };
  layout.forEach((count, i) => {
    if (count > 0) put({ type: 'place', player: loser, hole: firstHole(loser) + i, count, clause: c.loser, ...r });
  });
  const winnerLayout = layout.slice();
  if (!equal && reading === 'walker') {
    const last = layout.findLastIndex((x) => x > 0);
    if (layout[last]! < 3) {
      const topUp = 3 - layout[last]!;
      put({ type: 'place', player: winner, hole: firstHole(loser) + last, count: topUp, clause: 'walker.rule-18', reading: 'reload' });
      winnerLayout[last] = 3;
    }
  } else if (!equal && reading === 'dlp-abalalae') {
    winnerLayout.forEach((x, i) => (winnerLayout[i] = x > 0 ? 3 : 0));
  }
  winnerLayout.forEach((count, i) => {
    if (count > 0) {
      const hole = halfTurn(board3x6, firstHole(loser) + i);
      put({ type: 'place', player: winner, hole, count, clause: c.winner, ...r });
    }
  });
  return { state, events };
}
