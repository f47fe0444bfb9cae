import { createGame, initialState, legalMoves, playMove, playOpening } from '../src/engine/index';
import { mulberry32 } from '../src/engine/random';
import { fastFor, thinkFast, fastDepth } from '../src/play/search-fast';
import { thinkOnEvents, eventsDepth } from '../src/play/search-events';
import { fastBudgetFor, lookaheadBudget } from '../src/play/computer';
for (const [id, o] of [['walker-gabata', {}], ['dlp-gabata-shoa-i', { observed: 'five-holes' }], ['courlander-sulus-aidi', {}]] as const) {
  const game = createGame(id as any, o as any);
  const fast = fastFor(game)!;
  const rnd = mulberry32(3);
  let s = playOpening(game, initialState(game)).state;
  const rows: string[] = [];
  let te = 0, tf = 0, tm = 0;
  for (let n = 0; n < 24 && s.status === 'playing'; n++) {
    const moves = legalMoves(game, s);
    let t = performance.now();
    thinkOnEvents({ ...game }, s, moves, rnd, 64, lookaheadBudget); const de = eventsDepth.last; te += performance.now() - t;
    t = performance.now();
    thinkFast(fast, s, moves, rnd, 64, fastBudgetFor(game), 'strong'); const df = fastDepth.last; tf += performance.now() - t;
    t = performance.now();
    thinkFast(fast, s, moves, rnd, 64, fastBudgetFor(game), 'mirror'); const dm = fastDepth.last; tm += performance.now() - t;
    rows.push(`${de}/${df}/${dm}`);
    s = playMove(game, s, moves[Math.floor(rnd() * moves.length)]!).state;
  }
  console.log(id, JSON.stringify(o), 'events/strong/mirror depth:', rows.join(' '), `ms ${te.toFixed(0)} ${tf.toFixed(0)} ${tm.toFixed(0)}`);
}
